import { z } from 'zod/mini'
import {
  MESSAGES,
  confirmPasswordSchema,
  contactNumberSchema,
  countryCodeSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  newPasswordSchema,
  passwordSchema,
  passwordsMatch,
  signInCodeSchema,
  withNewPassword,
} from './rules'

/** POST /app/auth/login (DESIGN §2). */
export const loginPayloadSchema = z.object({ email: emailSchema, password: passwordSchema('Password') })

/** POST /app/auth/otp/send: emails a 6-digit sign-in code (same answer for unknown emails). */
export const otpSendPayloadSchema = z.object({ email: emailSchema })

/** POST /app/auth/otp/verify. */
export const otpVerifyPayloadSchema = z.object({ email: emailSchema, otp: signInCodeSchema })

/** POST /app/auth/register (DESIGN §3): signs in on success. */
export const registerPayloadSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    countryCode: countryCodeSchema,
    contactNumber: contactNumberSchema,
    regPassword: newPasswordSchema('Password'),
    confirmRegPassword: confirmPasswordSchema,
    /** The form's checkbox (boolean); only `true` passes. */
    acceptTerms: z.boolean({ error: MESSAGES.acceptTerms }).check(z.refine((accepted) => accepted, MESSAGES.acceptTerms)),
  })
  .check(z.superRefine(passwordsMatch('regPassword', 'confirmRegPassword')))

/** POST /app/auth/forgot-password: same answer whether or not the email has an account. */
export const forgotPasswordPayloadSchema = z.object({ email: emailSchema })

/** The opaque token of an emailed link (reset) or a support agent's link (crm). */
const linkTokenSchema = z
  .string({ error: 'This link is not valid' })
  .check(z.trim(), z.minLength(16, 'This link is not valid'), z.maxLength(2048, 'This link is not valid'))

/** POST /app/auth/reset-password: the token from `/reset-password?token=…`. */
export const resetPasswordPayloadSchema = withNewPassword({ token: linkTokenSchema })

/** POST /app/auth/crm-login: the token from `/crm-login?token=…`. */
export const crmLoginPayloadSchema = z.object({ token: linkTokenSchema })

/** Answers of the calls that sign a customer in (DESIGN §2). */
export const authTokenSchema = z.object({ token: z.string().check(z.minLength(1)), expiresAt: z.string() })
export type AuthToken = z.infer<typeof authTokenSchema>

/**
 * POST /app/auth/logout (signed in): ends this session on the server; `everywhere: true` ends every session of
 * the customer (and any reset link still outstanding). Answers `{ message }`.
 */
export const logoutPayloadSchema = z.object({ everywhere: z.optional(z.boolean()) })

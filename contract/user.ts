import { z } from 'zod/mini'
import { authTokenSchema } from './auth'
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages'
import { messageAnswerSchema } from './message'
import {
  citySchema,
  contactNumberSchema,
  countryCodeSchema,
  currentPasswordSchema,
  emailCodeSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  stateSchema,
  streetDirectionSchema,
  streetNameSchema,
  streetNumberSchema,
  withNewPassword,
  zipCodeSchema,
} from './rules'

/** POST /app/users/edit (name). */
export const editNamePayloadSchema = z.object({ firstName: firstNameSchema, lastName: lastNameSchema })
export type EditNamePayload = z.input<typeof editNamePayloadSchema>

/** POST /app/users/edit (address); streetDirection is optional ('' clears it). */
export const editAddressPayloadSchema = z.object({
  streetNumber: streetNumberSchema,
  streetDirection: streetDirectionSchema,
  streetName: streetNameSchema,
  city: citySchema,
  state: stateSchema,
  zipCode: zipCodeSchema,
})
export type EditAddressPayload = z.input<typeof editAddressPayloadSchema>

/**
 * POST /app/users/edit (email): starts a change; a 5-digit code goes to the new address. The current password
 * comes along (re-authentication before a sensitive change, ASVS 5.0).
 */
export const editEmailPayloadSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema })
export type EditEmailPayload = z.input<typeof editEmailPayloadSchema>

/**
 * POST /app/users/edit (phone): the SPA sends its contactNumber field as `phoneNumber` (SPEC §7);
 * field errors come back under `contactNumber`, the form's field. countryCode may come along.
 */
export const editPhonePayloadSchema = z.object({
  phoneNumber: contactNumberSchema,
  countryCode: z.optional(countryCodeSchema),
})
export type EditPhonePayload = z.input<typeof editPhonePayloadSchema>

/**
 * POST /app/users/edit: one of the four edits above. The server tells them apart by the fields present (email,
 * phone, address, else name) and validates the one it found.
 */
export const editProfilePayloadSchema = z.union([
  editEmailPayloadSchema,
  editPhonePayloadSchema,
  editAddressPayloadSchema,
  editNamePayloadSchema,
])

/** Error fields the server renames back to the SPA's form field names. */
export const EDIT_PHONE_FIELD_NAMES: Record<string, string> = { phoneNumber: 'contactNumber' }

/** POST /app/users/validate-otp-update-email. */
export const validateOtpUpdateEmailPayloadSchema = z.object({ newEmail: emailSchema, otp: emailCodeSchema })

/** POST /app/users/resend/otp: the new address of the pending email change. */
export const resendOtpPayloadSchema = z.object({ email: emailSchema })

/** POST /app/users/changepassword. */
export const changePasswordPayloadSchema = withNewPassword({ currentPassword: currentPasswordSchema })

/** What POST /app/users/changepassword answers: every older token is now refused, so a fresh one comes back. */
export const passwordChangedSchema = z.extend(authTokenSchema, messageAnswerSchema.shape)

/** The chat identity the server adds to the profile when chat is configured (DESIGN §7). */
const chatIdentitySchema = z.object({
  firstName: z.string(),
  email: z.string(),
  id: z.string(),
  /** HMAC-SHA256 of the id with the server's chat secret; the secret never reaches the browser. */
  userHash: z.string(),
})

/** GET /app/users/view: the signed-in customer's info (SPEC §3 "User info"). Missing optional fields are ''. */
export const userInfoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z._default(z.string(), ''),
  contactNumber: z._default(z.string(), ''),
  streetNumber: z._default(z.string(), ''),
  streetDirection: z._default(z.string(), ''),
  streetName: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  state: z._default(z.string(), ''),
  zipCode: z._default(z.string(), ''),
  /** The new address of an email change still waiting for its 5-digit code; null when none. */
  pendingEmail: z.nullish(z.string()),
  /** The language the customer chose: emails, text messages and the server's messages go out in it. */
  language: z.catch(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
  chat: z.nullish(chatIdentitySchema),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** A language of the app; anything else is refused with one message. */
const languageSchema = z.enum(LANGUAGES, { error: 'Please choose English or Spanish' })

/** POST /app/users/language: the signed-in customer's language, saved when they switch it. */
export const setLanguagePayloadSchema = z.object({ language: languageSchema })

/** What POST /app/users/language answers: the language now saved, and a message. */
export const languageSavedSchema = z.extend(messageAnswerSchema, { language: z.enum(LANGUAGES) })

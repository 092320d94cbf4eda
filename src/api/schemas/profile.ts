import { z } from 'zod'
import {
  citySchema,
  confirmPasswordSchema,
  contactNumberSchema,
  countryCodeSchema,
  currentPasswordSchema,
  emailCodeSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  passwordsMatch,
  stateSchema,
  streetDirectionSchema,
  streetNameSchema,
  streetNumberSchema,
  zipCodeSchema,
} from '../../lib/validation'

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

/** POST /app/users/edit (email): starts a change; a 5-digit code goes to the new address. */
export const editEmailPayloadSchema = z.object({ email: emailSchema })
export type EditEmailPayload = z.input<typeof editEmailPayloadSchema>

/**
 * POST /app/users/edit (phone): the SPA sends its contactNumber field as `phoneNumber` (SPEC §7);
 * field errors come back under `contactNumber`, the form's field. countryCode may come along.
 */
export const editPhonePayloadSchema = z.object({
  phoneNumber: contactNumberSchema,
  countryCode: countryCodeSchema.optional(),
})
export type EditPhonePayload = z.input<typeof editPhonePayloadSchema>

/** Error fields the server renames back to the SPA's form field names. */
export const EDIT_PHONE_FIELD_NAMES: Record<string, string> = { phoneNumber: 'contactNumber' }

/** POST /app/users/validate-otp-update-email. */
export const validateOtpUpdateEmailPayloadSchema = z.object({ newEmail: emailSchema, otp: emailCodeSchema })
export type ValidateOtpUpdateEmailPayload = z.input<typeof validateOtpUpdateEmailPayloadSchema>

/** POST /app/users/resend/otp: the new address of the pending email change. */
export const resendOtpPayloadSchema = z.object({ email: emailSchema })
export type ResendOtpPayload = z.input<typeof resendOtpPayloadSchema>

/** POST /app/users/changepassword. */
export const changePasswordPayloadSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema('New password'),
    confirmNewPassword: confirmPasswordSchema,
  })
  .superRefine(passwordsMatch('newPassword', 'confirmNewPassword'))
export type ChangePasswordPayload = z.input<typeof changePasswordPayloadSchema>

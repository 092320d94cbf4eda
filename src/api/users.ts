import { z } from 'zod'
import { api } from './index'
import type {
  ChangePasswordPayload,
  EditAddressPayload,
  EditEmailPayload,
  EditNamePayload,
  EditPhonePayload,
  ResendOtpPayload,
  ValidateOtpUpdateEmailPayload,
} from './schemas/profile'
import { authTokenSchema, messageSchema, userInfoSchema } from './schemas/user'

/** GET /app/users/view (SPEC §7). */
export function getProfile(signal?: AbortSignal) {
  return api.request('/app/users/view', { schema: userInfoSchema, signal })
}

/**
 * POST /app/users/edit (SPEC §7): one call for four edits, told apart by the fields sent (name, address, email,
 * phone). Answers the server's message.
 */
export function editProfile(payload: EditNamePayload | EditAddressPayload | EditEmailPayload | EditPhonePayload, signal?: AbortSignal) {
  return api.request('/app/users/edit', { method: 'POST', body: payload, schema: messageSchema, signal })
}

/** POST /app/users/validate-otp-update-email {newEmail, otp}: confirms the email change with the 5-digit code. */
export function verifyEmailChange(payload: ValidateOtpUpdateEmailPayload, signal?: AbortSignal) {
  return api.request('/app/users/validate-otp-update-email', { method: 'POST', body: payload, schema: messageSchema, signal })
}

/** POST /app/users/resend/otp {email}: a new code for the pending email change. */
export function resendEmailChangeCode(payload: ResendOtpPayload, signal?: AbortSignal) {
  return api.request('/app/users/resend/otp', { method: 'POST', body: payload, schema: messageSchema, signal })
}

/** What POST /app/users/changepassword answers: every older token is now refused, so a fresh one comes back. */
export const passwordChangedSchema = authTokenSchema.extend({ message: z.string().default('Success!') })

/** POST /app/users/changepassword {currentPassword, newPassword, confirmNewPassword}. */
export function changePassword(payload: ChangePasswordPayload, signal?: AbortSignal) {
  return api.request('/app/users/changepassword', { method: 'POST', body: payload, schema: passwordChangedSchema, signal })
}

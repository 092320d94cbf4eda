import { api } from './index'
import {
  passwordChangedSchema,
  userInfoSchema,
  type ChangePasswordPayload,
  type EditAddressPayload,
  type EditEmailPayload,
  type EditNamePayload,
  type EditPhonePayload,
  type ResendOtpPayload,
  type ValidateOtpUpdateEmailPayload,
} from '@contract/user'
import { messageAnswerSchema } from '@contract/message'

/** GET /app/users/view (SPEC §7). */
export function getProfile(signal?: AbortSignal) {
  return api.request('/app/users/view', { schema: userInfoSchema, signal })
}

/**
 * POST /app/users/edit (SPEC §7): one call for four edits, told apart by the fields sent (name, address, email,
 * phone). Answers the server's message.
 */
export function editProfile(payload: EditNamePayload | EditAddressPayload | EditEmailPayload | EditPhonePayload, signal?: AbortSignal) {
  return api.request('/app/users/edit', { method: 'POST', body: payload, schema: messageAnswerSchema, signal })
}

/** POST /app/users/validate-otp-update-email {newEmail, otp}: confirms the email change with the 5-digit code. */
export function verifyEmailChange(payload: ValidateOtpUpdateEmailPayload, signal?: AbortSignal) {
  return api.request('/app/users/validate-otp-update-email', { method: 'POST', body: payload, schema: messageAnswerSchema, signal })
}

/** POST /app/users/resend/otp {email}: a new code for the pending email change. */
export function resendEmailChangeCode(payload: ResendOtpPayload, signal?: AbortSignal) {
  return api.request('/app/users/resend/otp', { method: 'POST', body: payload, schema: messageAnswerSchema, signal })
}

/** POST /app/users/changepassword {currentPassword, newPassword, confirmNewPassword}. */
export function changePassword(payload: ChangePasswordPayload, signal?: AbortSignal) {
  return api.request('/app/users/changepassword', { method: 'POST', body: payload, schema: passwordChangedSchema, signal })
}

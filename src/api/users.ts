import { api } from './index'
import {
  passwordChangedSchema,
  userInfoSchema,
  changePasswordPayloadSchema,
  resendOtpPayloadSchema,
  validateOtpUpdateEmailPayloadSchema,
  type EditAddressPayload,
  type EditEmailPayload,
  type EditNamePayload,
  type EditPhonePayload,
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
export const verifyEmailChange = api.post('/app/users/validate-otp-update-email', { payload: validateOtpUpdateEmailPayloadSchema, answer: messageAnswerSchema })

/** POST /app/users/resend/otp {email}: a new code for the pending email change. */
export const resendEmailChangeCode = api.post('/app/users/resend/otp', { payload: resendOtpPayloadSchema, answer: messageAnswerSchema })

/** POST /app/users/changepassword {currentPassword, newPassword, confirmNewPassword}. */
export const changePassword = api.post('/app/users/changepassword', { payload: changePasswordPayloadSchema, answer: passwordChangedSchema })

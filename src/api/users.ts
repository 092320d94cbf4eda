import { userEndpoints as endpoints } from '@contract/endpoints/users'
import type { Language } from '@contract/languages'
import type { EditAddressPayload, EditEmailPayload, EditNamePayload, EditPhonePayload } from '@contract/user'
import { api } from './index'

/** GET /app/users/view (SPEC §7). */
export const getProfile = api.plainCaller(endpoints.profile)

/**
 * POST /app/users/edit (SPEC §7): one call for four edits, told apart by the fields sent (name, address, email,
 * phone). Answers the server's message.
 */
export function editProfile(payload: EditNamePayload | EditAddressPayload | EditEmailPayload | EditPhonePayload, signal?: AbortSignal) {
  return api.call(endpoints.editProfile, { body: payload, signal })
}

/** POST /app/users/validate-otp-update-email {newEmail, otp}: confirms the email change with the 5-digit code. */
export const verifyEmailChange = api.caller(endpoints.verifyEmailChange)

/** POST /app/users/resend/otp {email}: a new code for the pending email change. */
export const resendEmailChangeCode = api.caller(endpoints.resendEmailChangeCode)

/** POST /app/users/language {language}: the signed-in customer's language, saved when they switch it. */
export function saveLanguage(language: Language, signal?: AbortSignal) {
  return api.call(endpoints.setLanguage, { body: { language }, signal })
}

/** POST /app/users/changepassword {currentPassword, newPassword, confirmNewPassword}. */
export const changePassword = api.caller(endpoints.changePassword)

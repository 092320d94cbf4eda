import { api } from './index'
import {
  type CrmLoginPayload,
  type ForgotPasswordPayload,
  type LoginPayload,
  type LogoutPayload,
  type OtpSendPayload,
  type OtpVerifyPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  authTokenSchema,
} from '@contract/auth'
import { messageAnswerSchema } from '@contract/message'

/**
 * The auth calls of DESIGN §2. Each that signs in answers `{ token, expiresAt }`; none sends a stored token but
 * logout, which ends the stored token's session on the server.
 */

export function login(payload: LoginPayload, signal?: AbortSignal) {
  return api.request('/app/auth/login', { method: 'POST', body: payload, schema: authTokenSchema, auth: false, signal })
}

export function sendSignInCode(payload: OtpSendPayload, signal?: AbortSignal) {
  return api.request('/app/auth/otp/send', { method: 'POST', body: payload, schema: messageAnswerSchema, auth: false, signal })
}

export function verifySignInCode(payload: OtpVerifyPayload, signal?: AbortSignal) {
  return api.request('/app/auth/otp/verify', { method: 'POST', body: payload, schema: authTokenSchema, auth: false, signal })
}

export function register(payload: RegisterPayload, signal?: AbortSignal) {
  return api.request('/app/auth/register', { method: 'POST', body: payload, schema: authTokenSchema, auth: false, signal })
}

export function requestPasswordReset(payload: ForgotPasswordPayload, signal?: AbortSignal) {
  return api.request('/app/auth/forgot-password', { method: 'POST', body: payload, schema: messageAnswerSchema, auth: false, signal })
}

export function resetPassword(payload: ResetPasswordPayload, signal?: AbortSignal) {
  return api.request('/app/auth/reset-password', { method: 'POST', body: payload, schema: messageAnswerSchema, auth: false, signal })
}

export function crmLogin(payload: CrmLoginPayload, signal?: AbortSignal) {
  return api.request('/app/auth/crm-login', { method: 'POST', body: payload, schema: authTokenSchema, auth: false, signal })
}

export function logout(payload: LogoutPayload, signal?: AbortSignal) {
  return api.request('/app/auth/logout', { method: 'POST', body: payload, schema: messageAnswerSchema, signal })
}

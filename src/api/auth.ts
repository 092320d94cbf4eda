import { api } from './index'
import {
  authTokenSchema,
  crmLoginPayloadSchema,
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  logoutPayloadSchema,
  otpSendPayloadSchema,
  otpVerifyPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '@contract/auth'
import { messageAnswerSchema } from '@contract/message'

/**
 * The auth calls of DESIGN §2. Each that signs in answers `{ token, expiresAt }`; none sends a stored token but
 * logout, which ends the stored token's session on the server.
 */

export const login = api.post('/app/auth/login', { payload: loginPayloadSchema, answer: authTokenSchema, auth: false })

export const sendSignInCode = api.post('/app/auth/otp/send', { payload: otpSendPayloadSchema, answer: messageAnswerSchema, auth: false })

export const verifySignInCode = api.post('/app/auth/otp/verify', { payload: otpVerifyPayloadSchema, answer: authTokenSchema, auth: false })

export const register = api.post('/app/auth/register', { payload: registerPayloadSchema, answer: authTokenSchema, auth: false })

export const requestPasswordReset = api.post('/app/auth/forgot-password', {
  payload: forgotPasswordPayloadSchema,
  answer: messageAnswerSchema,
  auth: false,
})

export const resetPassword = api.post('/app/auth/reset-password', { payload: resetPasswordPayloadSchema, answer: messageAnswerSchema, auth: false })

export const crmLogin = api.post('/app/auth/crm-login', { payload: crmLoginPayloadSchema, answer: authTokenSchema, auth: false })

export const logout = api.post('/app/auth/logout', { payload: logoutPayloadSchema, answer: messageAnswerSchema })

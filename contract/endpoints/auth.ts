import { endpointTable, signedIn, tokenless } from '../endpoint'
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
} from '../auth'
import { messageAnswerSchema } from '../message'
import { signInAnswerSchema } from '../security'

/**
 * The auth calls of DESIGN §2. Each that signs in answers `{ token, expiresAt }`; none sends a stored token but
 * logout, which ends the stored token's session.
 */
export const authEndpoints = endpointTable({
  /** A session, or (two-step on) the ticket of the second step. */
  login: tokenless.post('/app/auth/login', { body: loginPayloadSchema, answer: signInAnswerSchema }),
  logout: signedIn.post('/app/auth/logout', { body: logoutPayloadSchema, answer: messageAnswerSchema }),
  /** Emails a 6-digit sign-in code (the same answer for an unknown email). */
  sendSignInCode: tokenless.post('/app/auth/otp/send', { body: otpSendPayloadSchema, answer: messageAnswerSchema }),
  verifySignInCode: tokenless.post('/app/auth/otp/verify', { body: otpVerifyPayloadSchema, answer: signInAnswerSchema }),
  /** Answers 201 and signs in. */
  register: tokenless.post('/app/auth/register', { body: registerPayloadSchema, answer: authTokenSchema }),
  requestPasswordReset: tokenless.post('/app/auth/forgot-password', { body: forgotPasswordPayloadSchema, answer: messageAnswerSchema }),
  resetPassword: tokenless.post('/app/auth/reset-password', { body: resetPasswordPayloadSchema, answer: messageAnswerSchema }),
  /** An assisted sign-in with a single-use token from the CRM. */
  crmLogin: tokenless.post('/app/auth/crm-login', { body: crmLoginPayloadSchema, answer: authTokenSchema }),
})

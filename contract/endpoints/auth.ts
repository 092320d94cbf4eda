import { endpointTable } from '../endpoint'
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
  login: { method: 'POST', path: '/app/auth/login', token: 'none', body: loginPayloadSchema, answer: signInAnswerSchema },
  logout: { method: 'POST', path: '/app/auth/logout', token: 'required', body: logoutPayloadSchema, answer: messageAnswerSchema },
  /** Emails a 6-digit sign-in code (the same answer for an unknown email). */
  sendSignInCode: { method: 'POST', path: '/app/auth/otp/send', token: 'none', body: otpSendPayloadSchema, answer: messageAnswerSchema },
  verifySignInCode: {
    method: 'POST',
    path: '/app/auth/otp/verify',
    token: 'none',
    body: otpVerifyPayloadSchema,
    answer: signInAnswerSchema,
  },
  /** Answers 201 and signs in. */
  register: { method: 'POST', path: '/app/auth/register', token: 'none', body: registerPayloadSchema, answer: authTokenSchema },
  requestPasswordReset: {
    method: 'POST',
    path: '/app/auth/forgot-password',
    token: 'none',
    body: forgotPasswordPayloadSchema,
    answer: messageAnswerSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/app/auth/reset-password',
    token: 'none',
    body: resetPasswordPayloadSchema,
    answer: messageAnswerSchema,
  },
  /** An assisted sign-in with a single-use token from the CRM. */
  crmLogin: { method: 'POST', path: '/app/auth/crm-login', token: 'none', body: crmLoginPayloadSchema, answer: authTokenSchema },
})

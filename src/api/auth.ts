import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import { api } from './index'

/**
 * The auth calls of DESIGN §2. Each that signs in answers `{ token, expiresAt }`; none sends a stored token but
 * logout, which ends the stored token's session on the server.
 */

export const login = api.caller(endpoints.login)

export const sendSignInCode = api.caller(endpoints.sendSignInCode)

export const verifySignInCode = api.caller(endpoints.verifySignInCode)

export const register = api.caller(endpoints.register)

export const requestPasswordReset = api.caller(endpoints.requestPasswordReset)

export const resetPassword = api.caller(endpoints.resetPassword)

export const crmLogin = api.caller(endpoints.crmLogin)

export const logout = api.caller(endpoints.logout)

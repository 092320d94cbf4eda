import { optionalString, safeRedirect } from './search'

/** /login and friends: where to return after signing in, and the email carried between steps. */
export function loginSearch(search: Record<string, unknown>): { redirect?: string; email?: string } {
  return { redirect: safeRedirect(search.redirect), email: optionalString(search.email) }
}

/** /reset-password?token=… and /crm-login?token=… */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return { token: optionalString(search.token) }
}

/** /otp-login?email=…&code=… (the emailed link signs in directly). */
export function otpSearch(search: Record<string, unknown>): { email?: string; code?: string; redirect?: string } {
  return { email: optionalString(search.email), code: optionalString(search.code), redirect: safeRedirect(search.redirect) }
}

/** /dashboard/payment?success=true|failure=true after the card-saving page (hand-written: validateSearch stays in the first chunk, zod does not). */
export function dashboardSearch(search: Record<string, unknown>): { success?: boolean; failure?: boolean } {
  return {
    success: search.success === true || search.success === 'true' ? true : undefined,
    failure: search.failure === true || search.failure === 'true' ? true : undefined,
  }
}

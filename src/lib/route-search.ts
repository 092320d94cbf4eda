import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { TokenStore } from './storage/token'
import { optionalString, safeRedirect } from './search'
import { rememberEmail } from './storage/sign-in'

/**
 * /login and friends: where to return after signing in. An `email` is still read when a link arrives with one
 * (an old bookmark, the emailed code link), but `emailOutOfTheAddress` moves it to browser storage at once.
 */
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

/**
 * beforeLoad of the sign-in routes (SPEC §3: the email is remembered in browser storage, not in the address): an
 * `email` arriving in the address is remembered and dropped from it, replacing the history entry, so it stays
 * neither in the history nor in later requests. The pages read the email from storage.
 */
export function emailOutOfTheAddress({ location, search }: { location: ParsedLocation; search: { email?: string } }) {
  if (!search.email) return
  rememberEmail(search.email)
  const params = new URLSearchParams(location.searchStr)
  params.delete('email')
  const query = params.toString()
  throw redirect({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true })
}

/**
 * beforeLoad of the pages that sign a customer in (/login and its steps, /register): a customer already signed in
 * goes on to where they were going (`redirect`), else to the dashboard, instead of signing in again.
 */
export function signInPageBeforeLoad(args: {
  /** Whether the guard may move to another page now (not while the page hydrates: src/app/hydration.tsx). */
  mayRedirect: () => boolean
  location: ParsedLocation
  search: { email?: string; redirect?: string }
  context: { actors: { tokens: Pick<TokenStore, 'usable'>; session?: { getSnapshot(): { matches(state: 'signingOut'): boolean } } } }
}) {
  // While signing out the token stays stored until the server answers, but the customer is on the way out.
  const signingOut = args.context.actors.session?.getSnapshot().matches('signingOut') ?? false
  if (args.context.actors.tokens.usable() && !signingOut && args.mayRedirect()) {
    throw redirect({ href: args.search.redirect ?? '/dashboard', replace: true })
  }
  emailOutOfTheAddress(args)
}

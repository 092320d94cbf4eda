import { sessionStore } from './browser'

/**
 * The ticket of a sign-in waiting for its second step (/login-second-step), with the moment it runs out. In
 * sessionStorage, so a reload (or a phone that reloads the tab on the way back from the authenticator app) keeps the
 * customer on the code step; never in the address. It is kept only for the ticket's own life: read after its expiry
 * it is removed, and it is forgotten once used, when the server calls it ended, and on sign-out. The ticket alone
 * signs nobody in: the server also wants a code from the app or a recovery code, and takes each ticket once.
 *
 * Signing in and out keep and forget it on every page; only the second step's page reads it
 * (src/features/auth/second-step/kept-second-step.ts), so the reading stays out of the chunk every page loads.
 */
export const SECOND_STEP_KEY = 'secondStep'

export interface KeptSecondStep {
  ticket: string
  /** ISO date-time, as the sign-in answered it. */
  expiresAt: string
}

/** Keeps the second step's ticket until `expiresAt`. */
export function keepSecondStep({ ticket, expiresAt }: KeptSecondStep) {
  try {
    sessionStore()?.setItem(SECOND_STEP_KEY, JSON.stringify({ ticket, expiresAt }))
  } catch {
    // Storage blocked: a reload then asks the customer to sign in again, as before.
  }
}

/** Forgets the ticket (used, ended by the server, expired, or signing out). */
export function forgetSecondStep() {
  try {
    sessionStore()?.removeItem(SECOND_STEP_KEY)
  } catch {
    // Storage blocked: nothing was kept.
  }
}

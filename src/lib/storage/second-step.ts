import { sessionStore } from './browser'

/**
 * The ticket of a sign-in waiting for its second step (/login-second-step), with the moment it runs out. In
 * sessionStorage, so a reload (or a phone that reloads the tab on the way back from the authenticator app) keeps the
 * customer on the code step; never in the address. It is kept only for the ticket's own life: read after its expiry
 * it is removed, and it is forgotten once used, when the server calls it ended, and on sign-out. The ticket alone
 * signs nobody in: the server also wants a code from the app or a recovery code, and takes each ticket once.
 */
const KEY = 'secondStep'

interface Kept {
  ticket: string
  /** ISO date-time, as the sign-in answered it. */
  expiresAt: string
}

/** Keeps the second step's ticket until `expiresAt`. */
export function keepSecondStep({ ticket, expiresAt }: Kept) {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify({ ticket, expiresAt }))
  } catch {
    // Storage blocked: a reload then asks the customer to sign in again, as before.
  }
}

/** Forgets the ticket (used, ended by the server, expired, or signing out). */
export function forgetSecondStep() {
  try {
    sessionStore()?.removeItem(KEY)
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/**
 * The kept ticket and the moment it runs out, while it is still valid (the second step's page counts down to that
 * moment); an expired or corrupt entry is removed and counts as none.
 */
export function keptSecondStep(now = Date.now()): Kept | null {
  let raw: string | null | undefined
  try {
    raw = sessionStore()?.getItem(KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const kept: unknown = JSON.parse(raw)
    if (typeof kept === 'object' && kept !== null && 'ticket' in kept && 'expiresAt' in kept) {
      const { ticket, expiresAt } = kept
      if (typeof ticket === 'string' && ticket && typeof expiresAt === 'string' && Date.parse(expiresAt) > now) return { ticket, expiresAt }
    }
  } catch {
    // Corrupt: forgotten below.
  }
  forgetSecondStep()
  return null
}

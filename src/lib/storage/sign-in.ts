import { sessionStore } from './browser'

/**
 * SPEC §3: the sign-in email and `mid` are remembered in browser storage, not carried in the address (where they
 * would end up in the history and in server logs). sessionStorage: they hold across the sign-in steps and a
 * reload, and are gone when the tab closes, so a shared computer does not offer the last customer's email.
 *
 * `mid` is the member id: the id of the customer last signed in in this tab (the token's subject).
 */
const KEYS = { email: 'email', mid: 'mid' } as const

function read(key: string): string | undefined {
  try {
    return sessionStore()?.getItem(key) || undefined
  } catch {
    return undefined
  }
}

function write(key: string, value: string | undefined) {
  try {
    if (value) sessionStore()?.setItem(key, value)
    else sessionStore()?.removeItem(key)
  } catch {
    // Storage blocked: the customer types the email again on the next step, nothing worse.
  }
}

/** The email typed in the last sign-in step, to prefill the next one. */
export const rememberedEmail = () => read(KEYS.email)

/** Keeps the email for the next sign-in step (an empty one forgets it). */
export const rememberEmail = (email: string | undefined) => write(KEYS.email, email?.trim() || undefined)

/** The member id of the customer last signed in in this tab. */
export const rememberedMid = () => read(KEYS.mid)

export const rememberMid = (mid: string | undefined) => write(KEYS.mid, mid)

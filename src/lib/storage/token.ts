import { localStore } from './browser'

/** Browser storage key of the bearer token (SPEC §6). */
export const TOKEN_KEY = 'token'

/** What the SPA reads from a stored token without verifying it (the server verifies). */
interface TokenClaims {
  sub: string
  /** Seconds since the epoch. */
  exp: number
  /** Set on sessions opened by a support agent through /crm-login. */
  assisted?: boolean
}

/**
 * A JWT's payload, unverified: the middle of three base64url parts, a JSON object. Decoded here rather than with
 * jose's decodeJwt, which would join every first load for these few lines (`npm run bench:bundle`). Throws on
 * anything corrupt.
 */
function decodePayload(token: string): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3) throw new Error('not a JWT')
  const binary = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'))
  const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new Error('not a JWT payload')
  return { ...payload }
}

/** The claims of a well-formed JWT, or null for anything corrupt. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null
  try {
    const claims = decodePayload(token)
    if (typeof claims.exp !== 'number' || typeof claims.sub !== 'string') return null
    return { sub: claims.sub, exp: claims.exp, assisted: claims.assisted === true }
  } catch {
    return null
  }
}

/** A stored token counts only when it is well formed and has not expired (SPEC §2, §6). */
export function isTokenUsable(token: string | null | undefined, now = Date.now()): boolean {
  const claims = readTokenClaims(token)
  return !!claims && claims.exp * 1000 > now
}

/**
 * The one owner of the bearer token: nothing else reads or writes `localStorage.token`. The session machine
 * clears it through a provided action, the API client reads it and clears it on a 401, the guard asks it.
 */
export interface TokenStore {
  /** The stored token as it is (the server judges it), or null. */
  get(): string | null
  /** The stored token when well formed and unexpired; a corrupt or expired one is removed and counts as absent. */
  usable(): string | null
  /** Keeps a token from a sign-in answer or a password change. */
  set(token: string): void
  /** Forgets the token (sign-out, or a 401). */
  clear(): void
  /** Told the new token (null when cleared) after every set or clear; returns the unsubscribe function. */
  subscribe(listener: (token: string | null) => void): () => void
}

/** A token store over `storage` (the browser's localStorage by default; blocked storage keeps nothing). */
export function createTokenStore(storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = localStore): TokenStore {
  const listeners = new Set<(token: string | null) => void>()
  const notify = (token: string | null) => listeners.forEach((listener) => listener(token))

  const get = () => {
    try {
      return storage()?.getItem(TOKEN_KEY) ?? null
    } catch {
      return null
    }
  }
  const clear = () => {
    try {
      storage()?.removeItem(TOKEN_KEY)
    } catch {
      // Storage blocked: nothing stored to remove.
    }
    notify(null)
  }

  return {
    get,
    usable() {
      const token = get()
      if (token && !isTokenUsable(token)) {
        clear()
        return null
      }
      return token
    },
    set(token) {
      try {
        storage()?.setItem(TOKEN_KEY, token)
      } catch {
        // Storage blocked: the session still runs for this page; a reload asks to sign in again.
      }
      notify(token)
    },
    clear,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The app's token store, on localStorage. */
export const tokenStore = createTokenStore()

/** Browser storage key of the bearer token (SPEC §6). */
export const TOKEN_KEY = 'token'

/** What the SPA reads from a stored token without verifying it (the server verifies). */
export interface TokenClaims {
  sub: string
  /** Seconds since the epoch. */
  exp: number
  /** Set on sessions opened by a support agent through /crm-login. */
  assisted?: boolean
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/** The claims of a well-formed JWT, or null for anything corrupt. */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  try {
    const claims = decodeSegment(parts[1]) as Record<string, unknown>
    if (!claims || typeof claims !== 'object') return null
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

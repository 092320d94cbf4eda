import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { randomUUID } from 'node:crypto'

/** Session length (DESIGN §2). */
const SESSION_TTL_SECONDS = 12 * 60 * 60
/** Assisted sign-in links minted by `npm run crm-token` (DESIGN §3: short-lived). */
export const CRM_TOKEN_TTL_SECONDS = 15 * 60

const ISSUER = 'ring-mobile'
const SESSION_AUDIENCE = 'ring-mobile-web'
const CRM_AUDIENCE = 'ring-mobile-crm-login'

export interface SessionClaims {
  sub: string
  exp: number
  iat: number
  /** The customer's tokens_valid_after (ms) when the token was minted; must still match. */
  tva: number
  /** The session's id: a sign-out records it (server/lib/sessions.ts). */
  jti: string
  assisted: boolean
}

export function secretKey(secret: string) {
  return new TextEncoder().encode(secret)
}

/**
 * A session JWT (HS256): claims `sub`, `jti`, `exp` (12 h), `tva`, and `assisted: true` for support sessions.
 * Answers the token, its expiry and its id (the sign-in record's key).
 */
export async function signSession(key: Uint8Array, input: { customerId: string; tokensValidAfter: Date; assisted?: boolean }) {
  const now = Math.floor(Date.now() / 1000)
  const exp = now + SESSION_TTL_SECONDS
  const jti = randomUUID()
  const token = await new SignJWT({ tva: input.tokensValidAfter.getTime(), ...(input.assisted ? { assisted: true } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.customerId)
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key)
  return { token, expiresAt: new Date(exp * 1000).toISOString(), jti }
}

/** The session's claims, or null when the token is bad, expired or of another kind. */
export async function verifySession(key: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: SESSION_AUDIENCE })
    if (typeof payload.sub !== 'string' || typeof payload.tva !== 'number' || typeof payload.exp !== 'number') return null
    if (typeof payload.jti !== 'string') return null
    return {
      sub: payload.sub,
      jti: payload.jti,
      exp: payload.exp,
      iat: payload.iat ?? 0,
      tva: payload.tva,
      assisted: payload.assisted === true,
    }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
}

/**
 * An assisted sign-in token for a support agent: signed with the server secret, 15 minutes, single use
 * (its `jti` is recorded when used). Minting needs only the secret, so the CLI works while the server runs.
 */
export async function signCrmToken(key: Uint8Array, email: string) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(CRM_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + CRM_TOKEN_TTL_SECONDS)
    .sign(key)
}

export async function verifyCrmToken(key: Uint8Array, token: string): Promise<{ email: string; jti: string; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: CRM_AUDIENCE })
    if (typeof payload.email !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null
    return { email: payload.email, jti: payload.jti, exp: payload.exp }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
}

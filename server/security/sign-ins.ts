import { and, eq, gt, isNotNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { ASSISTED_REFUSED, FACTOR_TOO_NEW, STEP_UP_REQUIRED, STEP_UP_WINDOW_MINUTES, SECURITY_MESSAGES } from '@contract/security'
import type { AppEnv, Services } from '../context'
import { customers, passkeys, signIns, type SignInMethod } from '../db/schema'
import type { Customer } from '../db/types'
import { HttpError } from '../lib/errors'
import { clientIp } from '../lib/http'
import { signSession } from '../lib/tokens'
import { recordSecurityEvent } from './events'

/** The longest user agent kept for the Security page. */
const USER_AGENT_MAX = 300

/** The request's address as the Security page shows it (the proxy rule of config.trustProxy). */
export function requestIp(services: Services, c: Context) {
  return clientIp(c, services.config.trustProxy)
}

/**
 * A factor (passkey, two-step sign-in) added by a session proves nothing until a later sign-in made with an older
 * factor confirms it: never in the session that added it, and not as its own sign-in. So a stolen session that adds
 * a passkey cannot then sign in with it and count that as the fresh proof a transfer PIN needs.
 *
 * This confirms the customer's new factors at such a sign-in: every one of them after a password or emailed-code
 * sign-in (`since` null), those added after the passkey used when a confirmed passkey signs in (`since` its
 * creation). tests/server/attacks.test.ts walks the chains it stops.
 */
async function confirmNewFactors(services: Services, customerId: string, since: Date | null) {
  const newer = since ? sql`${passkeys.createdAt} > ${since}` : sql`true`
  await services.db
    .update(passkeys)
    .set({ addedBySession: null })
    .where(and(eq(passkeys.customerId, customerId), isNotNull(passkeys.addedBySession), newer))
  const totpNewer = since ? sql`${customers.totpEnabledAt} > ${since}` : sql`true`
  const confirmed = await services.db
    .update(customers)
    .set({ totpAddedBySession: null })
    .where(and(eq(customers.id, customerId), isNotNull(customers.totpAddedBySession), totpNewer))
    .returning({ id: customers.id })
  if (confirmed.length) services.customerChanged(customerId)
}

/** The passkey a passkey sign-in used: its creation, and the session that added it while it is unconfirmed. */
interface UsedPasskey {
  createdAt: Date
  addedBySession: string | null
}

/**
 * Opens a session: signs its token and records the sign-in (how, from where, with which browser) under the
 * token's id. A sign-in proves who the customer is, so the session may make sensitive changes for
 * STEP_UP_WINDOW_MINUTES; an assisted (support agent's) session never counts as proven, nor does a sign-in with a
 * passkey not yet confirmed (confirmNewFactors). A sign-in with an older factor confirms the newer ones.
 */
export async function startSession(
  services: Services,
  c: Context,
  customer: Customer,
  method: SignInMethod,
  options: {
    secondStep?: 'totp' | 'recovery' | null
    /** A session re-issued for the same browser (sign out everywhere else): its proof's time and its token id. */
    reissue?: { provenAt: Date; jti: string }
    passkey?: UsedPasskey
  } = {},
) {
  const assisted = method === 'assisted'
  const { jti, ...answer } = await signSession(services.jwtKey, {
    customerId: customer.id,
    tokensValidAfter: customer.tokensValidAfter,
    assisted,
  })
  const unconfirmedPasskey = !!options.passkey?.addedBySession
  await services.db.insert(signIns).values({
    jti,
    customerId: customer.id,
    method,
    secondStep: options.secondStep ?? null,
    ip: requestIp(services, c),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    provenAt: assisted || unconfirmedPasskey ? new Date(0) : (options.reissue?.provenAt ?? sql`now()`),
  })
  if (options.reissue) {
    // The same browser goes on: what it added stays its own, still unconfirmed.
    await services.db.update(passkeys).set({ addedBySession: jti }).where(eq(passkeys.addedBySession, options.reissue.jti))
    await services.db.update(customers).set({ totpAddedBySession: jti }).where(eq(customers.totpAddedBySession, options.reissue.jti))
    services.customerChanged(customer.id)
  } else if (!assisted && !unconfirmedPasskey && method !== 'register') {
    await confirmNewFactors(services, customer.id, options.passkey ? options.passkey.createdAt : null)
  }
  return answer
}

/**
 * Assisted (support agent's) sessions may not add or remove a sign-in factor, change a number lock, see or make a
 * transfer PIN, or change the contact details: 403 `assisted_refused` with a message saying the customer must do it.
 */
export function refuseAssisted(c: Context<AppEnv>) {
  if (c.get('claims').assisted) throw new HttpError(403, SECURITY_MESSAGES.assistedRefused, undefined, undefined, ASSISTED_REFUSED)
}

/** Records that this session proved who the customer is just now; answers until when the proof lasts. */
export async function markProven(services: Services, jti: string) {
  const [row] = await services.db
    .update(signIns)
    .set({ provenAt: sql`now()` })
    .where(eq(signIns.jti, jti))
    .returning({ provenAt: signIns.provenAt })
  const provenAt = row?.provenAt ?? new Date()
  return new Date(provenAt.getTime() + STEP_UP_WINDOW_MINUTES * 60_000)
}

/** A step-up with a factor not yet confirmed (confirmNewFactors) is refused: 403 factor_too_new. */
export const factorTooNew = () => new HttpError(403, SECURITY_MESSAGES.factorTooNew, undefined, undefined, FACTOR_TOO_NEW)

/** Whether this session proved who the customer is in the last STEP_UP_WINDOW_MINUTES. */
async function recentlyProven(services: Services, jti: string) {
  const [row] = await services.db
    .select({ jti: signIns.jti })
    .from(signIns)
    .where(and(eq(signIns.jti, jti), gt(signIns.provenAt, sql`now() - make_interval(mins => ${STEP_UP_WINDOW_MINUTES})`)))
    .limit(1)
  return !!row
}

/**
 * The step-up check of every sensitive change (turning a lock off, a transfer PIN, removing a passkey, turning
 * two-step off): 403 with code step_up_required unless the session proved itself recently. Called in the handler,
 * after its own checks of the input and before anything changes.
 */
export async function requireRecentProof(services: Services, c: Context<AppEnv>, what: string) {
  if (!c.get('claims').assisted && (await recentlyProven(services, c.get('claims').jti))) return
  // The SPA asks for a proof before it calls (GET /app/security/step-up): this is a call that skipped it.
  await recordSecurityEvent(services.db, {
    customerId: c.get('customer').id,
    kind: 'step-up-refused',
    ip: requestIp(services, c),
    detail: `Refused without a recent proof that it was you: ${what}`,
  })
  throw new HttpError(403, SECURITY_MESSAGES.stepUpRequired, undefined, undefined, STEP_UP_REQUIRED)
}

/** Until when this session's proof lasts, or null when it has none in the window. */
export async function provenUntil(services: Services, claims: { jti: string; assisted: boolean }) {
  if (claims.assisted) return null
  const [row] = await services.db.select({ provenAt: signIns.provenAt }).from(signIns).where(eq(signIns.jti, claims.jti)).limit(1)
  const until = row ? row.provenAt.getTime() + STEP_UP_WINDOW_MINUTES * 60_000 : 0
  return until > Date.now() ? new Date(until) : null
}

import { and, eq, gt, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { STEP_UP_REQUIRED, STEP_UP_WINDOW_MINUTES, SECURITY_MESSAGES } from '@contract/security'
import type { AppEnv, Services } from '../context'
import { signIns, type SignInMethod } from '../db/schema'
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
 * Opens a session: signs its token and records the sign-in (how, from where, with which browser) under the
 * token's id. A sign-in proves who the customer is, so the session may make sensitive changes for
 * STEP_UP_WINDOW_MINUTES; an assisted (support agent's) session never counts as proven.
 */
export async function startSession(
  services: Services,
  c: Context,
  customer: Customer,
  method: SignInMethod,
  options: { secondStep?: 'totp' | 'recovery' | null; provenAt?: Date } = {},
) {
  const assisted = method === 'assisted'
  const { jti, ...answer } = await signSession(services.jwtKey, {
    customerId: customer.id,
    tokensValidAfter: customer.tokensValidAfter,
    assisted,
  })
  await services.db.insert(signIns).values({
    jti,
    customerId: customer.id,
    method,
    secondStep: options.secondStep ?? null,
    ip: requestIp(services, c),
    userAgent: (c.req.header('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    // A session re-issued for the same browser (sign out everywhere else) keeps its proof's time.
    provenAt: assisted ? new Date(0) : (options.provenAt ?? sql`now()`),
  })
  return answer
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

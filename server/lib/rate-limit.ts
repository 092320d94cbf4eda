import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import { tooManyRequests } from './errors'

/** A rule: at most `max` hits per `windowSeconds` (fixed window). */
export interface LimitRule {
  max: number
  windowSeconds: number
}

/**
 * Every limit in one place (DESIGN §3: limits per email and per IP, in the database so that several
 * server processes share them). Emails are keys whether or not they have an account (no enumeration).
 */
export const LIMITS = {
  /** Minimum gap between two code emails to one address; `windowSeconds` is config.codeResendCooldownSeconds (default 30). */
  codeResendCooldown: { max: 1, windowSeconds: 30 },
  signInCodeSendPerEmail: { max: 5, windowSeconds: 60 * 60 },
  signInCodeSendPerIp: { max: 20, windowSeconds: 15 * 60 },
  codeVerifyPerEmail: { max: 10, windowSeconds: 15 * 60 },
  codeVerifyPerIp: { max: 50, windowSeconds: 15 * 60 },
  /** `max` is config.loginLimitPerIp (LOGIN_LIMIT_PER_IP, default 30). */
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  /** `max` is config.registerLimitPerIp (REGISTER_LIMIT_PER_IP, default 10). */
  registerPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 3, windowSeconds: 60 * 60 },
  forgotPerIp: { max: 10, windowSeconds: 15 * 60 },
  resetPerIp: { max: 20, windowSeconds: 15 * 60 },
  crmLoginPerIp: { max: 20, windowSeconds: 15 * 60 },
  emailChangeSendPerCustomer: { max: 10, windowSeconds: 60 * 60 },
  emailChangeVerifyPerCustomer: { max: 10, windowSeconds: 15 * 60 },
  changePasswordPerCustomer: { max: 10, windowSeconds: 15 * 60 },
  contactPerIp: { max: 5, windowSeconds: 10 * 60 },
} satisfies Record<string, LimitRule>

/**
 * Failed sign-ins per email: the first FREE_FAILURES are free, then each further try must wait
 * 30 s, 1 min, 2 min, … up to 15 min after the last failure. Never a permanent lock: the wait is capped,
 * a success or a password reset clears it, and failures are forgotten 24 h after the last one.
 */
export const LOGIN_BACKOFF = { freeFailures: 5, baseSeconds: 30, maxSeconds: 15 * 60, forgetSeconds: 24 * 60 * 60 }

/** Counts one hit atomically (one statement, safe across processes); answers whether it is within the rule. */
async function hit(db: Db, key: string, rule: LimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`
  const expired = sql`${rateLimits.expiresAt} <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: sql`now()`, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfterMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.expiresAt} - now())) * 1000)::float8`,
    })
  return { allowed: row.count <= rule.max, retryAfterSeconds: Math.ceil(Number(row.retryAfterMs) / 1000) }
}

/** Counts one hit and throws 429 with Retry-After when over the rule. */
export async function enforce(db: Db, key: string, rule: LimitRule, message?: string) {
  const result = await hit(db, key, rule)
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds, message)
}

const loginKey = (email: string) => `login-fail:${email}`

/**
 * Claims one sign-in attempt for the email before its password is checked: one statement counts it (the window
 * start becomes the time of this attempt) unless the email is in its back-off, so parallel tries cannot pass the
 * back-off between a check and a count. Throws 429 while in the back-off; a success calls `clearLoginFailures`.
 */
export async function claimLoginAttempt(db: Db, email: string) {
  const forget = sql`make_interval(secs => ${LOGIN_BACKOFF.forgetSeconds})`
  const expired = sql`${rateLimits.expiresAt} <= now()`
  const delaySeconds = sql`least(${LOGIN_BACKOFF.maxSeconds}, ${LOGIN_BACKOFF.baseSeconds} * power(2, ${rateLimits.count} - ${LOGIN_BACKOFF.freeFailures}))`
  const claimed = await db
    .insert(rateLimits)
    .values({ key: loginKey(email), count: 1, windowStartedAt: sql`now()`, expiresAt: sql`now() + ${forget}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`now()`,
        expiresAt: sql`now() + ${forget}`,
      },
      // The row is locked while this is decided: a concurrent claim sees the count this one left.
      setWhere: sql`${expired} or ${rateLimits.count} < ${LOGIN_BACKOFF.freeFailures} or ${rateLimits.windowStartedAt} + make_interval(secs => ${delaySeconds}) <= now()`,
    })
    .returning({ count: rateLimits.count })
  if (claimed.length) return
  const [row] = await db
    .select({
      remainingMs: sql<number>`extract(epoch from (${rateLimits.windowStartedAt} + make_interval(secs => ${delaySeconds}) - now())) * 1000`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, loginKey(email)))
  throw tooManyRequests(
    Math.max(1, Number(row?.remainingMs ?? 0) / 1000),
    'Too many failed sign-in attempts. Please wait a moment and try again.',
  )
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, loginKey(email)))
}

/** Deletes expired counters; run from a timer, any process may do it. */
export async function sweepRateLimits(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, sql`now()`))
}

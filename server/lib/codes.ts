import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Services } from '../context'
import { oneTimeCodes, type CodePurpose } from '../db/schema'
import { hashCode, randomCode, safeEqual } from './crypto'

/** DESIGN §3: 6 digits for sign-in, 5 for email change; 10 minutes; 5 wrong tries (3 for the weaker 5-digit code). */
export const CODE_RULES: Record<CodePurpose, { digits: number; maxTries: number; ttlSeconds: number }> = {
  'sign-in': { digits: 6, maxTries: 5, ttlSeconds: 10 * 60 },
  'email-change': { digits: 5, maxTries: 3, ttlSeconds: 10 * 60 },
}

/**
 * Issues a fresh code for (purpose, email), retiring any earlier live one for the same address (or, for an
 * email change, for the same customer). Only its HMAC is stored; the code itself goes into the email.
 */
export async function issueCode(services: Services, input: { purpose: CodePurpose; email: string; customerId: string | null }) {
  const rule = CODE_RULES[input.purpose]
  const code = randomCode(rule.digits)
  const retire =
    input.purpose === 'email-change'
      ? and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.customerId, input.customerId ?? ''), isNull(oneTimeCodes.consumedAt))
      : and(eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.email, input.email), isNull(oneTimeCodes.consumedAt))
  await services.db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(retire)
    await tx.insert(oneTimeCodes).values({
      purpose: input.purpose,
      email: input.email,
      customerId: input.customerId,
      codeHash: hashCode(services.codeSecret, input.purpose, input.email, code),
      maxTries: rule.maxTries,
      expiresAt: sql`now() + make_interval(secs => ${rule.ttlSeconds})`,
    })
  })
  return { code, ttlMinutes: rule.ttlSeconds / 60, expiresAt: new Date(Date.now() + rule.ttlSeconds * 1000) }
}

/**
 * Why a code did not work: `wrong` (tries remain), `locked` (too many wrong tries), `expired` (the newest code
 * ran out of time), `missing` (no code was ever sent, or a newer one replaced it).
 */
export type CodeCheck = { ok: true; customerId: string | null } | { ok: false; reason: 'missing' | 'wrong' | 'locked' | 'expired' }

/**
 * Checks a code against the newest live one for (purpose, email[, customer]). The try is counted first, in one
 * statement that refuses once `maxTries` were counted, so a burst of parallel tries gets no more than `maxTries`
 * comparisons. A match then consumes the code (single use, race-safe; it does not count as a wrong try); a miss
 * retires the code at its limit.
 */
export async function checkCode(
  services: Services,
  input: { purpose: CodePurpose; email: string; code: string; customerId?: string },
): Promise<CodeCheck> {
  const conditions = [
    eq(oneTimeCodes.purpose, input.purpose),
    eq(oneTimeCodes.email, input.email),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  ]
  if (input.customerId) conditions.push(eq(oneTimeCodes.customerId, input.customerId))
  const newest = services.db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(...conditions))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  const [live] = await services.db
    .update(oneTimeCodes)
    .set({ tries: sql`${oneTimeCodes.tries} + 1` })
    .where(and(inArray(oneTimeCodes.id, newest), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.tries, oneTimeCodes.maxTries)))
    .returning()
  if (!live) return { ok: false, reason: await whyNoLiveCode(services, input) }

  const expected = hashCode(services.codeSecret, input.purpose, input.email, input.code)
  if (safeEqual(expected, live.codeHash)) {
    const consumed = await services.db
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()`, tries: sql`${oneTimeCodes.tries} - 1` })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id })
    return consumed.length ? { ok: true, customerId: live.customerId } : { ok: false, reason: 'missing' }
  }
  const [counted] = await services.db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`case when ${oneTimeCodes.tries} >= ${oneTimeCodes.maxTries} then now() else null end` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ tries: oneTimeCodes.tries, maxTries: oneTimeCodes.maxTries })
  return { ok: false, reason: counted && counted.tries >= counted.maxTries ? 'locked' : 'wrong' }
}

/** The newest code for the address tells why none is live: it expired, or it was retired by wrong tries. */
async function whyNoLiveCode(services: Services, input: { purpose: CodePurpose; email: string; customerId?: string }) {
  const conditions = [eq(oneTimeCodes.purpose, input.purpose), eq(oneTimeCodes.email, input.email)]
  if (input.customerId) conditions.push(eq(oneTimeCodes.customerId, input.customerId))
  const [newest] = await services.db
    .select({
      tries: oneTimeCodes.tries,
      maxTries: oneTimeCodes.maxTries,
      consumed: sql<boolean>`${oneTimeCodes.consumedAt} is not null`,
      expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()`,
    })
    .from(oneTimeCodes)
    .where(and(...conditions))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  if (!newest) return 'missing' as const
  // Used up: retired by its last wrong try, or that try is still being compared.
  if (newest.tries >= newest.maxTries && (newest.consumed || !newest.expired)) return 'locked' as const
  if (!newest.consumed && newest.expired) return 'expired' as const
  return 'missing' as const
}

import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { customers, linkTokens } from '../db/schema'
import { sha256Hex } from './crypto'
import type { SessionClaims } from './tokens'

/**
 * Ending sessions from the server. One session ends by recording its token id (`jti`) in
 * link_tokens (purpose 'session-ended', kept until the token would have expired anyway); every session of a
 * customer ends by moving the customer's tokens_valid_after. Both live in the database, so every server process
 * refuses the token on its next request.
 */
const endedKey = (jti: string) => sha256Hex(`session:${jti}`)

/** Ends the session of these claims (sign-out); ending it twice is harmless. */
export async function endSession(db: Db, customerId: string, claims: SessionClaims) {
  await db
    .insert(linkTokens)
    .values({
      purpose: 'session-ended',
      customerId,
      tokenHash: endedKey(claims.jti),
      expiresAt: new Date(claims.exp * 1000),
      usedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: linkTokens.tokenHash })
}

/** Whether the session with this token id was ended by a sign-out. */
export async function isSessionEnded(db: Db, jti: string) {
  const [row] = await db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, endedKey(jti)), eq(linkTokens.purpose, 'session-ended')))
    .limit(1)
  return !!row
}

/** Retires every outstanding password-reset link of the customer (after a password change, reset or sign-out everywhere). */
async function retireResetLinks(db: Db, customerId: string) {
  await db
    .update(linkTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(linkTokens.customerId, customerId), eq(linkTokens.purpose, 'password-reset'), isNull(linkTokens.usedAt)))
}

/**
 * Ends every session of the customer (and retires their reset links), optionally setting a new password (its hash
 * and judged strength) in the same statement. Answers the updated row, whose tokens_valid_after a fresh session
 * must carry.
 */
export async function endAllSessions(
  db: Db,
  customerId: string,
  password?: Pick<typeof customers.$inferInsert, 'passwordHash' | 'passwordStrength'>,
) {
  return db.transaction(async (tx) => {
    await retireResetLinks(tx, customerId)
    const [updated] = await tx
      .update(customers)
      .set({ ...password, tokensValidAfter: sql`now()`, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
      .returning()
    return updated
  })
}

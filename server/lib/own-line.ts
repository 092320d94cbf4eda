import { and, eq } from 'drizzle-orm'
import { advanceCustomerLines } from '../carrier/clock'
import type { Db } from '../db/client'
import { lines } from '../db/schema'
import { notFound } from './errors'

/**
 * The customer's own line after the carrier simulator moved it on: another customer's line, or none, is 404 (the
 * same answer, so a line id tells an attacker nothing; tests/server/sim.test.ts and number-lock.test.ts try it).
 */
export async function ownLine(db: Db, customerId: string, lineId: string) {
  await advanceCustomerLines(db, customerId)
  const [line] = await db
    .select()
    .from(lines)
    .where(and(eq(lines.id, lineId), eq(lines.customerId, customerId)))
  if (!line) throw notFound('No such line')
  return line
}

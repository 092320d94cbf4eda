import { and, eq, lt, or } from 'drizzle-orm'
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'

/** A claim older than this was left by a process that died: another attempt may take it over. */
const STALE_CLAIM_MS = 2 * 60_000

/** A row whose claim its process left behind: processing, and taken longer than STALE_CLAIM_MS ago. */
export const staleClaim = (row: { status: PgColumn; claimedAt: PgColumn }) =>
  and(eq(row.status, 'processing'), lt(row.claimedAt, new Date(Date.now() - STALE_CLAIM_MS)))

/** A table of charges taken by claims, one row per key (db/schema.ts claimedCharge). */
type ClaimedTable = PgTable & { key: PgColumn; status: PgColumn; claimedAt: PgColumn }

/**
 * Takes the row of a keyed charge (an add-on purchase, an upgrade): a new one; else the row of that key when it
 * was declined (tried again, with `retaken`'s values) or its claim is stale. Answers the row taken, or the status of
 * the row another attempt holds or finished.
 */
export async function claimKeyed<T extends ClaimedTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T> & { key: string },
  retaken: PgUpdateSetSource<T>,
): Promise<{ row: T['$inferSelect'] } | { status: string | undefined }> {
  // Drizzle types the rows of a generic table loosely: they are the table's rows.
  type Row = T['$inferSelect']
  const [created] = (await db.insert(table).values(values).onConflictDoNothing().returning()) as Row[]
  if (created) return { row: created }
  const [taken] = (await db
    .update(table)
    .set({ ...retaken, status: 'processing', claimedAt: new Date() })
    .where(and(eq(table.key, values.key), or(eq(table.status, 'declined'), staleClaim(table))))
    .returning()) as Row[]
  if (taken) return { row: taken }
  const [known] = await db
    .select({ status: table.status })
    .from(table as PgTable)
    .where(eq(table.key, values.key))
  return { status: known?.status as string | undefined }
}

import { eq } from 'drizzle-orm'
import { lineStateOf, type LineState } from '@contract/line-state'
import type { Db } from '../db/client'
import { lineBilling, lines } from '../db/schema'

type LineRow = Pick<typeof lines.$inferSelect, 'id' | 'simStatus' | 'portedOutAt'>
type BillingRow = Pick<typeof lineBilling.$inferSelect, 'state' | 'lostSince'>

/** A stored line's state (contract/line-state.ts) from its row and its billing row (null before it was first active). */
export function stateOfRows(line: Omit<LineRow, 'id'>, billing: BillingRow | null | undefined): LineState {
  return lineStateOf({
    simStatus: line.simStatus,
    portedOut: line.portedOutAt !== null,
    billing: billing ? { state: billing.state, lost: billing.lostSince !== null } : null,
  })
}

/** A stored line's state, reading its billing row. */
export async function stateOfLine(db: Db, line: LineRow): Promise<LineState> {
  const [billing] = await db
    .select({ state: lineBilling.state, lostSince: lineBilling.lostSince })
    .from(lineBilling)
    .where(eq(lineBilling.lineId, line.id))
  return stateOfRows(line, billing)
}

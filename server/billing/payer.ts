import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { familyGroups, familyMembers, lines } from '../db/schema'

/**
 * The customer whose card pays for a line: the group's owner while the line's user is in a family group, else the
 * user (docs/decisions/0034-family-accounts.md, "Money"). Null for an unknown line.
 */
export async function payerOfLine(db: Pick<Db, 'select'>, lineId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: lines.customerId, ownerId: familyGroups.ownerId })
    .from(lines)
    .leftJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .leftJoin(familyGroups, eq(familyGroups.id, familyMembers.groupId))
    .where(eq(lines.id, lineId))
  return row ? (row.ownerId ?? row.userId) : null
}

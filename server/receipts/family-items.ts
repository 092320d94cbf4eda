import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { customers, familyMembers, lines, plans, renewals, transactions } from '../db/schema'

/** One line of a family group's renewal charge: whose line, its number, its plan and what it cost. */
export interface FamilyItem {
  name: string
  /** Ten digits, or null for a line without a number yet. */
  number: string | null
  plan: string
  amount: number
}

/**
 * The lines of each group charge among `transactionIds` (a renewal of a family group is one transaction of the
 * owner's, without a line, and one renewal row per line sharing its id: server/billing/group-renewals.ts): the
 * member's name in the group (their name on the account once they left), number, plan and amount, the owner's
 * lines first. Transactions of one line have no entry.
 */
export async function familyItemsOf(db: Pick<Db, 'select'>, transactionIds: string[]): Promise<Map<string, FamilyItem[]>> {
  const items = new Map<string, FamilyItem[]>()
  if (transactionIds.length === 0) return items
  const rows = await db
    .select({
      transactionId: renewals.transactionId,
      total: renewals.total,
      mdn: lines.mdn,
      plan: plans.retailName,
      memberName: familyMembers.name,
      firstName: customers.firstName,
      lastName: customers.lastName,
      payerId: transactions.customerId,
      userId: lines.customerId,
    })
    .from(renewals)
    .innerJoin(transactions, eq(transactions.id, renewals.transactionId))
    .innerJoin(lines, eq(lines.id, renewals.lineId))
    .innerJoin(plans, eq(plans.id, renewals.planId))
    .innerJoin(customers, eq(customers.id, lines.customerId))
    .leftJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .where(and(inArray(renewals.transactionId, transactionIds), eq(renewals.status, 'paid')))
    .orderBy(asc(lines.createdAt), asc(lines.id))
  const owners = rows.filter((row) => row.userId === row.payerId)
  const others = rows.filter((row) => row.userId !== row.payerId)
  for (const row of [...owners, ...others]) {
    const id = row.transactionId!
    const name = row.memberName ?? (`${row.firstName} ${row.lastName}`.trim() || row.firstName)
    items.set(id, [...(items.get(id) ?? []), { name, number: row.mdn, plan: row.plan, amount: Number(row.total) }])
  }
  const groupCharges = await db
    .select({ id: transactions.id, lineId: transactions.lineId })
    .from(transactions)
    .where(inArray(transactions.id, [...items.keys()]))
  for (const charge of groupCharges) if (charge.lineId !== null) items.delete(charge.id)
  return items
}

/** A number as receipts write it: (312) 555-0100. */
export const numberLabel = (mdn: string | null) =>
  mdn && mdn.length === 10 ? `(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}` : (mdn ?? '-')

import { eq } from 'drizzle-orm'
import { PERIOD_DAYS } from '@contract/line-care'
import { taxCents, type TaxRate } from '../checkout/tax'
import type { Db } from '../db/client'
import { familyGroups, familyMembers, lines } from '../db/schema'
import { FEES } from '../seed-data/catalogue'

const DAY_MS = 24 * 60 * 60_000
const PERIOD_MS = PERIOD_DAYS * DAY_MS
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)
const dollars = (value: number) => (value / 100).toFixed(2)

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

/**
 * The end of a line's period that starts at `periodStart`, for a line of a family group whose dates are
 * `groupDate` (any one of them): the group's first date after it. A line on the group's dates has a whole period; a
 * line off them (an owner's second line, a line bought later) has a shorter one, priced by priceFirstPeriod, after
 * which it renews with the group.
 */
export function groupPeriodEnd(groupDate: Date, periodStart: Date): Date {
  const offset = (((groupDate.getTime() - periodStart.getTime()) % PERIOD_MS) + PERIOD_MS) % PERIOD_MS
  return new Date(periodStart.getTime() + (offset === 0 ? PERIOD_MS : offset))
}

/** The end of a period of a line starting at `periodStart`: PERIOD_DAYS later, or in a family group, groupPeriodEnd. */
export async function periodEndOf(db: Pick<Db, 'select'>, lineId: string, periodStart: Date): Promise<Date> {
  const [row] = await db
    .select({ groupDate: familyGroups.renewsAt })
    .from(lines)
    .innerJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .innerJoin(familyGroups, eq(familyGroups.id, familyMembers.groupId))
    .where(eq(lines.id, lineId))
  return row ? groupPeriodEnd(row.groupDate, periodStart) : new Date(periodStart.getTime() + PERIOD_MS)
}

export interface FirstPeriod {
  /** From when the group pays for the line, and to when (the group's date). */
  from: Date
  renewsAt: Date
  days: number
  planPrice: string
  regulatoryFee: string
  taxAmount: string
  total: string
}

/**
 * A line's period from `from` to `renewsAt` (a family group's date), prorated: the plan price and the regulatory
 * fee of a renewal for the whole days out of PERIOD_DAYS, with the state's tax on the plan part (as renewals tax
 * it); a whole period is a renewal's price, and nothing when the line is paid up to that very date.
 */
export function priceFirstPeriod(planPrice: number | string, rate: TaxRate, from: Date, renewsAt: Date): FirstPeriod {
  const days = Math.min(PERIOD_DAYS, Math.max(0, Math.ceil((renewsAt.getTime() - from.getTime()) / DAY_MS)))
  const plan = Math.round((cents(planPrice) * days) / PERIOD_DAYS)
  const regulatory = Math.round((cents(FEES.regulatory) * days) / PERIOD_DAYS)
  const tax = taxCents(plan, rate)
  return {
    from,
    renewsAt,
    days,
    planPrice: dollars(plan),
    regulatoryFee: dollars(regulatory),
    taxAmount: dollars(tax),
    total: dollars(plan + regulatory + tax),
  }
}

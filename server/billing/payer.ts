import { and, desc, eq, lte } from 'drizzle-orm'
import { PERIOD_DAYS } from '@contract/line-care'
import { taxCents, type TaxRate } from '../checkout/tax'
import type { Db } from '../db/client'
import { familyGroups, familyMembers, lines, renewals } from '../db/schema'
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

/**
 * When the period in effect for a line that renews at `renewsAt` began, as its usage counts it: PERIOD_DAYS before
 * the renewal, unless that is still to come (a line that joined a family group paid past its period renews on the
 * group's next date after it, more than a period away): then the start of the period it last paid, its last paid
 * renewal's or its activation, up to `now` (tests/server/family-usage.test.ts).
 */
export async function usagePeriodStart(db: Pick<Db, 'select'>, lineId: string, renewsAt: Date, now: Date): Promise<Date> {
  const usual = new Date(renewsAt.getTime() - PERIOD_MS)
  if (usual.getTime() <= now.getTime()) return usual
  const [renewal] = await db
    .select({ periodStart: renewals.periodStart })
    .from(renewals)
    .where(and(eq(renewals.lineId, lineId), eq(renewals.status, 'paid'), lte(renewals.periodStart, now)))
    .orderBy(desc(renewals.periodStart))
    .limit(1)
  const [line] = await db.select({ activatedAt: lines.activatedAt }).from(lines).where(eq(lines.id, lineId))
  const starts = [renewal?.periodStart, line?.activatedAt].filter((date): date is Date => !!date && date.getTime() <= now.getTime())
  return starts.length ? new Date(Math.max(...starts.map((date) => date.getTime()))) : now
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

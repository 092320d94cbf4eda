import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import { LINE_CARE_MESSAGES, lineBillSchema, type LineBill } from '@contract/line-care'
import { lineAllows, lineEnded } from '@contract/line-state'
import { advanceCustomerLines, carrierNow } from '../carrier/clock'
import { lineTaxRate } from '../checkout/tax'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { lineBilling, lines, plans, renewals, type RenewalStatus } from '../db/schema'
import { notFound } from '../lib/errors'
import { translateMessage } from '../lib/i18n'
import { lineLabelOf } from '../lib/line-label'
import { stateOfRows } from '../lib/line-state'
import { refusalOf } from './charges'
import { runBillingJobs } from './jobs'
import { lostUntil, openBilling, priceRenewal, suspensionDate, type RenewalRow } from './renewals'

/** A renewal not paid yet: due, being charged, or declined and waiting for a retry or a manual payment. */
export const OPEN_RENEWAL_STATUSES: RenewalStatus[] = ['due', 'processing', 'failed']

/**
 * Every bill of a customer (or one line's), after the carrier simulator and the billing job moved on; a line's label
 * in `language` (the answers say it in the request's; the records and emails built from a bill, in English).
 */
export async function billsOf(db: Db, customerId: string, lineId?: string, language: Language = DEFAULT_LANGUAGE): Promise<LineBill[]> {
  const rows = await db
    .select({ line: lines, plan: plans, billing: lineBilling })
    .from(lines)
    .innerJoin(plans, eq(plans.id, lines.planId))
    .leftJoin(lineBilling, eq(lineBilling.lineId, lines.id))
    .where(and(eq(lines.customerId, customerId), lineId ? eq(lines.id, lineId) : undefined))
    .orderBy(asc(lineBilling.renewsAt), desc(lines.createdAt))
  const ids = rows.map((row) => row.line.id)
  const nextPlanIds = rows.flatMap((row) => (row.billing?.nextPlanId ? [row.billing.nextPlanId] : []))
  const nextPlans = nextPlanIds.length ? await db.select().from(plans).where(inArray(plans.id, nextPlanIds)) : []
  const open = ids.length
    ? await db
        .select()
        .from(renewals)
        .where(and(inArray(renewals.lineId, ids), inArray(renewals.status, OPEN_RENEWAL_STATUSES)))
    : []
  return rows.map(({ line, plan, billing }) => {
    const renewal = open.find((row) => row.lineId === line.id) ?? null
    const nextPlan = nextPlans.find((candidate) => candidate.id === billing?.nextPlanId) ?? null
    const rate = lineTaxRate(line.zipCode)
    const state = stateOfRows(line, billing)
    const ended = lineEnded(state)
    const status = ended
      ? 'notActive'
      : billing?.lostSince
        ? 'lost'
        : !billing || (line.simStatus !== 'active' && billing.state === 'current')
          ? 'notActive'
          : billing.state
    return lineBillSchema.parse({
      lineId: line.id,
      lineLabel: lineLabelOf(line, language),
      planId: plan.id,
      planName: plan.retailName,
      planPrice: Number(plan.retailPrice),
      status,
      state,
      portedOutAt: line.portedOutAt?.toISOString() ?? null,
      autopay: billing?.autopay ?? true,
      renewsAt: billing && status !== 'notActive' ? billing.renewsAt.toISOString() : null,
      nextAmount: Number(renewal?.total ?? priceRenewal((nextPlan ?? plan).retailPrice, rate).total),
      taxState: rate.state,
      taxRate: rate.percent,
      // A line whose service ended owes nothing more: its unpaid renewal is not asked for.
      openRenewal: renewal && !ended ? renewalAnswer(renewal, billing?.autopay ?? true, language) : null,
      canPay:
        lineAllows(state, 'pay') &&
        (status === 'pastDue' || status === 'suspended' || (status === 'current' && billing?.autopay === false)),
      lost: billing?.lostSince ? { since: billing.lostSince.toISOString(), until: lostUntil(billing.lostSince).toISOString() } : null,
      canSuspend: lineAllows(state, 'suspendLost') && !!billing,
      nextPlan: nextPlan ? { planId: nextPlan.id, planName: nextPlan.retailName, planPrice: Number(nextPlan.retailPrice) } : null,
    } satisfies LineBill)
  })
}

function renewalAnswer(renewal: RenewalRow, autopay: boolean, language: Language) {
  const next = renewal.status === 'failed' ? null : autopay ? renewal.nextAttemptAt : suspensionDate(renewal.periodStart)
  return {
    periodStart: renewal.periodStart.toISOString(),
    amount: Number(renewal.total),
    attempts: renewal.attempt,
    nextAttemptAt: next?.toISOString() ?? null,
    suspendsAt: renewal.status === 'failed' ? null : suspensionDate(renewal.periodStart).toISOString(),
    // Kept as the card's refusal was written (in English); said in the bill's language.
    failureMessage: renewal.failureMessage && translateMessage(renewal.failureMessage, language),
    failure: renewal.failureMessage ? refusalOf(renewal.failureMessage) : null,
  }
}

/** Brings the customer's lines and bills up to the simulator's now (the carrier's statuses, then the billing jobs). */
export async function refreshBills(services: Services, customerId: string) {
  await advanceCustomerLines(services.db, customerId)
  await openBilling(services.db, await carrierNow(services.db), customerId)
  await runBillingJobs(services)
}

/** The customer's bill of one line; another customer's line, or none, is 404. */
export async function ownBill(db: Db, customerId: string, lineId: string, language?: Language): Promise<LineBill> {
  const [bill] = await billsOf(db, customerId, lineId, language)
  if (!bill) throw notFound(LINE_CARE_MESSAGES.lineNotFound)
  return bill
}

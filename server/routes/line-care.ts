import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import { LINE_CARE_MESSAGES, lineBillSchema, type LineBill } from '@contract/line-care'
import { lineAllows, lineEnded, lineRefusal } from '@contract/line-state'
import {
  attemptRenewal,
  claimRenewal,
  lostUntil,
  restoreLost,
  suspendLost,
  openBilling,
  priceRenewal,
  runBillingJobs,
  suspensionDate,
  type RenewalRow,
} from '../billing/renewals'
import { refusalOf } from '../billing/charges'
import { rateOfBill } from '../billing/plan-change'
import { advanceCustomerLines, carrierNow } from '../carrier/clock'
import { lineTaxRate } from '../checkout/tax'
import { addOnRoutes } from './add-ons'
import { linePlanRoutes } from './line-plans'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { cards, lineBilling, lines, plans, renewals, type RenewalStatus } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { conflict, fieldError, HttpError, notFound } from '../lib/errors'
import { answer } from '../lib/http'
import { translateMessage } from '../lib/i18n'
import { requestLanguage } from '../lib/language'
import { lineLabelOf } from '../lib/line-label'
import { stateOfRows } from '../lib/line-state'
import { enforce } from '../lib/rate-limit'
import { expiryInFuture } from '../payments/cards'

const PAY_LIMIT = { max: 10, windowSeconds: 10 * 60 }

/** A renewal not paid yet: due, being charged, or declined and waiting for a retry or a manual payment. */
const OPEN_RENEWAL_STATUSES: RenewalStatus[] = ['due', 'processing', 'failed']

/**
 * Every bill of a customer (or one line's), after the carrier simulator and the billing job moved on; a line's label
 * in `language` (the answers say it in the request's; the records and emails built from a bill, in English).
 */
async function billsOf(db: Db, customerId: string, lineId?: string, language: Language = DEFAULT_LANGUAGE): Promise<LineBill[]> {
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

/** One sentence for every state whose service goes on; an ended line says its own (contract/line-state.ts). */
const everyLiveState = (message: string) => ({
  pendingActivation: message,
  active: message,
  grace: message,
  suspended: message,
  lost: message,
})

/** `/app/line-care/...`: each line's bill, autopay and manual payments. */
export function lineCareRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /** Brings the customer's lines and bills up to the simulator's now. */
  async function refresh(customerId: string) {
    await advanceCustomerLines(db, customerId)
    await openBilling(db, await carrierNow(db), customerId)
    await runBillingJobs(services)
  }

  async function ownBill(customerId: string, lineId: string, language?: Language): Promise<LineBill> {
    const [bill] = await billsOf(db, customerId, lineId, language)
    if (!bill) throw notFound(LINE_CARE_MESSAGES.lineNotFound)
    return bill
  }

  route(endpoints.bills, async (c) => {
    const customer = c.get('customer')
    await refresh(customer.id)
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.bills.answer, { bills: await billsOf(db, customer.id, undefined, requestLanguage(c)) })
  })

  route(endpoints.bill, async (c) => {
    const customer = c.get('customer')
    await refresh(customer.id)
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.bill.answer, await ownBill(customer.id, c.req.param('lineId'), requestLanguage(c)))
  })

  /** Autopay on or off. Turned on while a renewal is unpaid, the next run charges it at once. */
  route(endpoints.setAutopay, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    const { autopay } = c.req.valid('json')
    const refusal = lineRefusal((await ownBill(customer.id, lineId)).state, 'autopay')
    if (refusal) throw conflict(refusal)
    await openBilling(db, await carrierNow(db), customer.id)
    const [updated] = await db
      .update(lineBilling)
      .set({ autopay })
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.customerId, customer.id)))
      .returning()
    if (!updated) throw conflict('This line is not active yet: there is nothing to renew')
    if (autopay) {
      await db
        .update(renewals)
        .set({ nextAttemptAt: await carrierNow(db) })
        .where(and(eq(renewals.lineId, lineId), eq(renewals.status, 'due')))
    }
    return answer(c, endpoints.setAutopay.answer, {
      message: autopay ? LINE_CARE_MESSAGES.autopayOn : LINE_CARE_MESSAGES.autopayOff,
      bill: await ownBill(customer.id, lineId, requestLanguage(c)),
    })
  })

  /**
   * Pays the unpaid renewal (restoring a suspended line) or, autopay off, the next one ahead of its date, with any
   * saved card. A double click finds the renewal claimed (409) or paid; the provider key makes a retried attempt
   * answer the first result.
   */
  route(endpoints.payRenewal, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    const { cardId } = c.req.valid('json')
    await enforce(db, `renewal-pay:${customer.id}`, PAY_LIMIT)
    await refresh(customer.id)
    const bill = await ownBill(customer.id, lineId)
    if (!bill.canPay) throw conflict(lineRefusal(bill.state, 'pay') ?? LINE_CARE_MESSAGES.nothingToPay)
    const [card] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.customerId, customer.id)))
    if (!card) throw fieldError('cardId', 'We could not find this card')
    if (!expiryInFuture(card.expiry, await carrierNow(db))) throw fieldError('cardId', `Your card ending ${card.last4} has expired.`)

    // The renewal is the one the bill showed: the open one, or (autopay off) the next period's. Read again by its
    // period, so a second click that arrives after the first has paid (and moved renewsAt on) finds it paid and
    // answers 409 instead of paying the following period too.
    const shown = bill.openRenewal?.periodStart ?? bill.renewsAt
    if (!shown) throw conflict(LINE_CARE_MESSAGES.nothingToPay)
    const periodStart = new Date(shown)
    const period = and(eq(renewals.lineId, lineId), eq(renewals.periodStart, periodStart))
    if (!bill.openRenewal) {
      // Autopay off, paying the next renewal ahead of its date; a concurrent click's insert is a no-op.
      await db
        .insert(renewals)
        .values({
          lineId,
          customerId: customer.id,
          planId: bill.planId,
          periodStart,
          nextAttemptAt: suspensionDate(periodStart),
          ...priceRenewal(bill.planPrice, rateOfBill(bill)),
        })
        .onConflictDoNothing()
    }
    const [renewal] = await db.select().from(renewals).where(period)
    if (!renewal || !OPEN_RENEWAL_STATUSES.includes(renewal.status)) throw conflict(LINE_CARE_MESSAGES.nothingToPay)
    const previousStatus = renewal.status
    const claimed = await claimRenewal(db, renewal)
    if (!claimed) throw new HttpError(409, LINE_CARE_MESSAGES.inProgress, undefined, { 'Retry-After': '2' }, 'renewal_in_progress')
    const result = await attemptRenewal(services, claimed, { now: await carrierNow(db), card, manual: { previousStatus } })
    if (result.outcome === 'unavailable') {
      throw new HttpError(503, 'The payment service is not answering. Nothing was charged; please try again in a moment.', undefined, {
        'Retry-After': '5',
      })
    }
    if (result.outcome === 'declined')
      throw new HttpError(402, result.message, [{ field: 'cardId', message: result.message }], undefined, 'card_declined')
    return answer(c, endpoints.payRenewal.answer, {
      message: LINE_CARE_MESSAGES.paid,
      bill: await ownBill(customer.id, lineId, requestLanguage(c)),
    })
  })

  /** Lost or stolen phone: the line is suspended (number kept, no service, no renewal charge) for at most 90 days. */
  route(endpoints.suspend, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    await refresh(customer.id)
    const bill = await ownBill(customer.id, lineId)
    const refusal = lineRefusal(bill.state, 'suspendLost', everyLiveState(LINE_CARE_MESSAGES.cannotSuspend))
    if (refusal) throw conflict(refusal)
    if (!bill.canSuspend || !(await suspendLost(services, lineId, await carrierNow(db)))) throw conflict(LINE_CARE_MESSAGES.cannotSuspend)
    return answer(c, endpoints.suspend.answer, {
      message: LINE_CARE_MESSAGES.suspended,
      bill: await ownBill(customer.id, lineId, requestLanguage(c)),
    })
  })

  route(endpoints.restore, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    await refresh(customer.id)
    const refusal = lineRefusal((await ownBill(customer.id, lineId)).state, 'restoreLost', everyLiveState(LINE_CARE_MESSAGES.notLost))
    if (refusal) throw conflict(refusal)
    if (!(await restoreLost(services, lineId, await carrierNow(db)))) throw conflict(LINE_CARE_MESSAGES.notLost)
    await runBillingJobs(services)
    return answer(c, endpoints.restore.answer, {
      message: LINE_CARE_MESSAGES.restored,
      bill: await ownBill(customer.id, lineId, requestLanguage(c)),
    })
  })

  app.route('/', linePlanRoutes(services, { refresh, ownBill }))
  app.route('/', addOnRoutes(services, { refresh, ownBill }))

  return app
}

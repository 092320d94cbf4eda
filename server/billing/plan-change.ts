import { and, asc, eq, sql } from 'drizzle-orm'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import { PERIOD_DAYS, PLAN_CHANGE_MESSAGES, type LineBill, type PlanChangeOptions, type Proration } from '@contract/line-care'
import { lineRefusal } from '@contract/line-state'
import { taxCents, type TaxRate } from '../checkout/tax'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { cards, customers, lineBilling, lines, planChanges, plans, transactions } from '../db/schema'
import { DECLINE_MESSAGES, expiryInFuture } from '../payments/cards'
import { PaymentProviderUnavailable } from '../payments/provider'
import { translateLines, translateMessage } from '../lib/i18n'
import { savedLanguage } from '../lib/language'
import { planUpgradedEmail } from './emails'
import { cardsInChargeOrder, chargeFirstCardThatPays, recordLineCharge, triedAt, type FallbackResult } from './charges'
import { claimKeyed } from './claims'
import { cents, DAY_MS, dollars } from './renewals'

/**
 * Plan changes (docs/decisions/0015-renewals-and-plan-changes.md). An upgrade applies now and charges
 * the price difference for the whole days left in the paid period, with tax, on the primary card; a downgrade is
 * kept on the line's billing row (`nextPlanId`) and applied by the renewal job, which then charges the new price.
 *
 * An upgrade is one plan_changes row per line, period and change (unique key): a double click or a retried
 * request finds the row (in progress: 409; paid: the same answer again) and never charges twice. The provider key
 * of an attempt is `<key>:<attempt>`, so a crash between charging and recording charges the same key again and
 * gets the first answer back (the stale claim is taken over after billing/claims.ts STALE_CLAIM_MS).
 */

type PlanRow = typeof plans.$inferSelect
type PlanChangeRow = typeof planChanges.$inferSelect

/**
 * The difference between two monthly prices for the whole days from `now` to `renewsAt`, with tax on it at the
 * line's rate (its service ZIP's state, as its renewals), which the quote names.
 */
export function prorate(fromPrice: number | string, toPrice: number | string, renewsAt: Date, now: Date, rate: TaxRate): Proration {
  const daysLeft = Math.min(PERIOD_DAYS, Math.max(0, Math.ceil((renewsAt.getTime() - now.getTime()) / DAY_MS)))
  const difference = Math.max(0, Math.round(((cents(toPrice) - cents(fromPrice)) * daysLeft) / PERIOD_DAYS))
  const tax = taxCents(difference, rate)
  return {
    daysLeft,
    difference: difference / 100,
    taxAmount: tax / 100,
    total: (difference + tax) / 100,
    taxState: rate.state,
    taxRate: rate.percent,
  }
}

/** The rate a bill names (the line's rate, see server/billing/bills.ts). */
export const rateOfBill = (bill: LineBill): TaxRate => ({ state: bill.taxState, percent: bill.taxRate })

/** Why the line's plan cannot change now, or null. */
function blockedReason(bill: LineBill) {
  const notCurrent = PLAN_CHANGE_MESSAGES.notCurrent
  const refusal = lineRefusal(bill.state, 'changePlan', {
    pendingActivation: notCurrent,
    grace: notCurrent,
    suspended: notCurrent,
    lost: PLAN_CHANGE_MESSAGES.lost,
  })
  if (refusal) return refusal
  return bill.status === 'current' && bill.renewsAt ? null : notCurrent
}

/**
 * The plans a line may change to, each with what the change does (the customer's line, read by the caller), their
 * feature lines in `language` as the plans' page says them.
 */
export async function planChangeOptions(
  db: Db,
  bill: LineBill,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PlanChangeOptions> {
  const catalogue = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder))
  const [primary] = await db
    .select({ network: cards.network, last4: cards.last4 })
    .from(cards)
    .innerJoin(lines, eq(lines.customerId, cards.customerId))
    .where(and(eq(lines.id, bill.lineId), eq(cards.primary, true)))
  const reason = blockedReason(bill)
  const renewsAt = bill.renewsAt ? new Date(bill.renewsAt) : null
  const options =
    reason || !renewsAt
      ? []
      : catalogue
          .filter((plan) => plan.id !== bill.planId)
          .map((plan) => {
            const upgrade = Number(plan.retailPrice) > bill.planPrice
            return {
              planId: plan.id,
              planName: plan.retailName,
              planPrice: Number(plan.retailPrice),
              description: translateLines(plan.retailDescription, language),
              kind: upgrade ? ('upgrade' as const) : ('downgrade' as const),
              proration: upgrade ? prorate(bill.planPrice, plan.retailPrice, renewsAt, now, rateOfBill(bill)) : null,
              effectiveAt: (upgrade ? now : renewsAt).toISOString(),
            }
          })
  return {
    lineId: bill.lineId,
    currentPlanId: bill.planId,
    currentPlanName: bill.planName,
    reason: reason && translateMessage(reason, language),
    options,
    scheduled: bill.nextPlan && bill.renewsAt ? { ...bill.nextPlan, effectiveAt: bill.renewsAt } : null,
    chargeCard: primary ?? null,
  }
}

export type PlanChangeOutcome =
  | {
      outcome: 'upgraded'
      plan: PlanRow
      total: number
      /** The card charged (null when unknown: a retry after success). */ last4: string | null
    }
  | { outcome: 'scheduled'; plan: PlanRow; effectiveAt: Date }
  | { outcome: 'declined'; message: string }
  | { outcome: 'unavailable' }
  | { outcome: 'inProgress' }
  | { outcome: 'refused'; status: 404 | 409 | 422; message: string }

/**
 * Changes the plan of a customer's line (the bill as just read, after the billing job). A downgrade (or a plan of
 * the same price) is scheduled for the renewal; an upgrade is charged and applied now.
 */
export async function changePlan(
  services: Services,
  bill: LineBill,
  planId: string,
  now: Date,
  /** Who pays an upgrade (a family group's owner, server/family/billing.ts); by default the line's user. */
  /**
   * `ownerPays`: the payer is not the one changing (a manager of the family group, an approved request): the payer's
   * primary card is charged and, when it declines, their other saved cards in order, as renewals do
   * (tests/server/family-charges.test.ts).
   */
  options: { payerId?: string; ownerPays?: boolean } = {},
): Promise<PlanChangeOutcome> {
  const { db } = services
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
  if (!plan) return { outcome: 'refused', status: 422, message: PLAN_CHANGE_MESSAGES.unknownPlan }
  const renewsAt = bill.renewsAt ? new Date(bill.renewsAt) : null
  if (plan.id === bill.planId) {
    // A retried upgrade that went through: the same answer again, nothing charged.
    const [done] = renewsAt
      ? await db
          .select()
          .from(planChanges)
          .where(eq(planChanges.key, keyOf(bill.lineId, renewsAt, plan.id)))
      : []
    if (done?.status === 'paid')
      return { outcome: 'upgraded', plan, total: Number(done.total), last4: await last4Of(db, done.transactionId) }
    return { outcome: 'refused', status: 409, message: PLAN_CHANGE_MESSAGES.samePlan }
  }
  const reason = blockedReason(bill)
  if (reason || !renewsAt) return { outcome: 'refused', status: 409, message: reason ?? PLAN_CHANGE_MESSAGES.notCurrent }

  if (Number(plan.retailPrice) <= bill.planPrice) {
    await db
      .update(lineBilling)
      .set({ nextPlanId: plan.id, updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, bill.lineId))
    return { outcome: 'scheduled', plan, effectiveAt: renewsAt }
  }
  return upgrade(services, bill, plan, renewsAt, now, options.payerId, options.ownerPays)
}

/** The last four digits of the card a recorded charge was paid with. */
async function last4Of(db: Db, transactionId: string | null): Promise<string | null> {
  if (!transactionId) return null
  const [row] = await db.select({ last4: transactions.cardLast4 }).from(transactions).where(eq(transactions.id, transactionId))
  return row?.last4 ?? null
}

/** One upgrade's key: the line, the period it pays for, and the change (a retry finds it; the next period does not). */
function keyOf(lineId: string, renewsAt: Date, toPlanId: string) {
  return `plan-change:${lineId}:${renewsAt.toISOString()}:${toPlanId}`
}

/** Takes the upgrade's row: a new one, a declined one (tried again) or one a crashed process held. */
async function claimUpgrade(db: Db, values: typeof planChanges.$inferInsert): Promise<PlanChangeRow | 'paid' | null> {
  const claimed = await claimKeyed(db, planChanges, values, {
    difference: values.difference,
    taxAmount: values.taxAmount,
    total: values.total,
  })
  if ('row' in claimed) return claimed.row
  return claimed.status === 'paid' ? 'paid' : null
}

async function upgrade(
  services: Services,
  bill: LineBill,
  plan: PlanRow,
  renewsAt: Date,
  now: Date,
  payerId?: string,
  ownerPays = false,
): Promise<PlanChangeOutcome> {
  const { db } = services
  const proration = prorate(bill.planPrice, plan.retailPrice, renewsAt, now, rateOfBill(bill))
  // The key names the target plan: once paid the line is on it, and a retry is answered from the row.
  const key = keyOf(bill.lineId, renewsAt, plan.id)
  const [customer] = payerId
    ? await db.select({ customers }).from(customers).where(eq(customers.id, payerId))
    : await db.select({ customers }).from(customers).innerJoin(lines, eq(lines.customerId, customers.id)).where(eq(lines.id, bill.lineId))
  const claimed = await claimUpgrade(db, {
    key,
    lineId: bill.lineId,
    customerId: customer.customers.id,
    fromPlanId: bill.planId,
    toPlanId: plan.id,
    periodEnd: renewsAt,
    difference: dollars(cents(proration.difference)),
    taxAmount: dollars(cents(proration.taxAmount)),
    total: dollars(cents(proration.total)),
    claimedAt: new Date(),
  })
  if (claimed === 'paid') {
    const [done] = await db.select({ transactionId: planChanges.transactionId }).from(planChanges).where(eq(planChanges.key, key))
    return { outcome: 'upgraded', plan, total: proration.total, last4: await last4Of(db, done?.transactionId ?? null) }
  }
  if (!claimed) return { outcome: 'inProgress' }

  let [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.customerId, claimed.customerId), eq(cards.primary, true)))
  const release = (status: 'declined' | 'processing', attempt = claimed.attempt) =>
    db
      .update(planChanges)
      .set({ status, attempt, claimedAt: null })
      .where(and(eq(planChanges.id, claimed.id), eq(planChanges.status, 'processing')))
  let result: { outcome: 'succeeded' | 'declined' | 'insufficient_funds'; providerRef: string | null; message?: string }
  const description = `Ring Mobile plan change to ${plan.retailName} (${proration.daysLeft} days)`
  let fallback: FallbackResult | null = null
  if (ownerPays) {
    try {
      fallback = await chargeFirstCardThatPays(services.payments, {
        customer: customer.customers,
        cards: await cardsInChargeOrder(db, claimed.customerId),
        amountCents: cents(claimed.total),
        description,
        key: `${key}:${claimed.attempt}`,
        metadata: { lineId: bill.lineId, planChangeId: claimed.id },
        now,
        noCard: PLAN_CHANGE_MESSAGES.noCard,
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable)) throw error
      await release('declined')
      return { outcome: 'unavailable' }
    }
    if (fallback.outcome === 'succeeded') {
      card = fallback.card
      result = { outcome: 'succeeded', providerRef: fallback.providerRef }
    } else result = { outcome: 'declined', providerRef: null, message: fallback.message }
  } else if (!card) result = { outcome: 'declined', providerRef: null, message: PLAN_CHANGE_MESSAGES.noCard }
  else if (!expiryInFuture(card.expiry, now))
    result = { outcome: 'declined', providerRef: null, message: `Your card ending ${card.last4} has expired.` }
  else {
    try {
      result = await services.payments.chargeSavedCard({
        customer: customer.customers,
        card,
        amountCents: cents(claimed.total),
        description,
        idempotencyKey: `${key}:${claimed.attempt}`,
        metadata: { lineId: bill.lineId, planChangeId: claimed.id },
      })
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable)) throw error
      // Nothing was decided: the row is declined-like (free to try again), the attempt number unchanged.
      await release('declined')
      return { outcome: 'unavailable' }
    }
  }

  const item = `${plan.retailName} — plan change from ${bill.planName} (${proration.daysLeft} days)`
  const charged = { ...claimed, lineId: bill.lineId, orderTotal: claimed.difference, regulatoryFee: '0.00' }
  const record = (exec: Pick<Db, 'insert' | 'select'>, successful: boolean, idempotencyKey: string) =>
    recordLineCharge(
      exec,
      charged,
      { card, providerRef: result.providerRef, at: now },
      {
        item: successful ? item : `${item} (declined)`,
        successful,
        idempotencyKey,
      },
    )

  // The cards a fallback tried before one paid (or all of them), each a declined row of the order history.
  const recordDeclines = async (exec: Pick<Db, 'insert' | 'select'>) => {
    const tries = fallback?.declined ?? []
    for (const [index, attempt] of tries.entries())
      await recordLineCharge(
        exec,
        charged,
        { card: attempt.card, providerRef: attempt.providerRef, at: triedAt(now, index, tries.length) },
        { item: `${item} (declined)`, successful: false, idempotencyKey: attempt.idempotencyKey },
      )
  }

  if (result.outcome !== 'succeeded') {
    const message = result.message ?? DECLINE_MESSAGES[result.outcome]
    if (fallback) await recordDeclines(db)
    else await record(db, false, `${key}:${claimed.attempt}`)
    await release('declined', claimed.attempt + 1)
    return { outcome: 'declined', message }
  }
  await db.transaction(async (tx) => {
    await recordDeclines(tx)
    const transactionId = await record(tx, true, key)
    await tx.update(planChanges).set({ status: 'paid', claimedAt: null, transactionId }).where(eq(planChanges.id, claimed.id))
    await tx
      .update(lines)
      .set({ planId: plan.id })
      .where(and(eq(lines.id, bill.lineId), eq(lines.planId, claimed.fromPlanId)))
    // An upgrade replaces a downgrade that was waiting for the renewal.
    await tx
      .update(lineBilling)
      .set({ nextPlanId: null, updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, bill.lineId))
  })
  try {
    await services.mailer.send({
      to: customer.customers.email,
      ...planUpgradedEmail({
        language: savedLanguage(customer.customers),
        firstName: customer.customers.firstName,
        line: bill.lineLabel,
        from: bill.planName,
        to: plan.retailName,
        amount: Number(claimed.total),
        daysLeft: proration.daysLeft,
        last4: card?.last4 ?? null,
        renewsAt,
        renewalPrice: Number(plan.retailPrice),
      }),
    })
  } catch (error) {
    console.error(`[billing] plan change email for ${bill.lineId} failed: ${(error as Error).message}`)
  }
  return { outcome: 'upgraded', plan, total: Number(claimed.total), last4: card?.last4 ?? null }
}

/** Cancels the downgrade scheduled on a line; answers false when there was none. */
export async function cancelScheduledPlan(db: Db, lineId: string): Promise<boolean> {
  const rows = await db
    .update(lineBilling)
    .set({ nextPlanId: null, updatedAt: sql`now()` })
    .where(and(eq(lineBilling.lineId, lineId), sql`${lineBilling.nextPlanId} is not null`))
    .returning({ lineId: lineBilling.lineId })
  return rows.length > 0
}

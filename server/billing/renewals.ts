import { and, asc, eq, exists, inArray, isNull, lte, not, or, sql } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import { LOST_SUSPENSION_MAX_DAYS, PERIOD_DAYS, RENEWAL_RETRY_DAYS } from '@contract/line-care'
import { lineTaxRate, taxCents, type TaxRate } from '../checkout/tax'
import { FEES } from '../seed-data/catalogue'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { customers, familyGroups, familyMembers, lineBilling, lines, plans, renewals, transactions, type RenewalStatus } from '../db/schema'
import type { CardRow } from '../db/types'
import { translate, translateMessage } from '../lib/i18n'
import { savedLanguage } from '../lib/language'
import { PaymentProviderUnavailable } from '../payments/provider'
import { day, lineLostEmail, linePageLink, lineSuspendedEmail, renewalDeclinedEmail, renewalDueEmail, renewalPaidEmail } from './emails'
import { cardsInChargeOrder, chargeFirstCardThatPays, FALLBACK_MESSAGES, recordLineCharge, triedAt, type FallbackResult } from './charges'
import { staleClaim } from './claims'
import { sendNotice } from '../notifications/notify'
import { groupPeriodEnd, periodEndOf, priceFirstPeriod } from './payer'

/**
 * Renewals (docs/decisions/0015-renewals-and-plan-changes.md): every active line renews every PERIOD_DAYS days on
 * the simulator clock. The job opens one renewal row per line and period (unique key: at most one charge per
 * period), claims due rows with FOR UPDATE SKIP LOCKED (one process charges a row, however many run the job),
 * charges the primary card off-session with the idempotency key `renewal:<id>:<attempt>`, and records the outcome.
 * A decline is retried RENEWAL_RETRY_DAYS days after the period start; after the last the line is suspended.
 * Autopay off: nothing is charged; the renewal waits for a manual payment until the last retry day, then suspends.
 *
 * A renewal is charged to its payer (`renewals.customerId`): the line's user, or while that user is in a family group
 * the group's owner. The lines of a group are not claimed here one by one: server/billing/group-renewals.ts charges
 * them together, in one charge to the owner's card (tests/server/family-billing-renewals.test.ts).
 */

export const DAY_MS = 24 * 60 * 60_000
export const PERIOD_MS = PERIOD_DAYS * DAY_MS
const LAST_RETRY_DAY = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1]

export type RenewalRow = typeof renewals.$inferSelect

/** Dollars (a number or a numeric column) in cents, and back as a numeric column's text. */
export const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)
export const dollars = (value: number) => (value / 100).toFixed(2)

/**
 * A renewal's price in dollars: plan price, the regulatory fee, and tax on the plan price at the line's rate
 * (`lineTaxRate(line.zipCode)`), as checkout taxes it.
 */
export function priceRenewal(planPrice: number | string, rate: TaxRate) {
  const plan = cents(planPrice)
  const regulatory = cents(FEES.regulatory)
  const tax = taxCents(plan, rate)
  return { planPrice: dollars(plan), regulatoryFee: dollars(regulatory), taxAmount: dollars(tax), total: dollars(plan + regulatory + tax) }
}

/** When a renewal declined `declines` times is charged next: period start + RENEWAL_RETRY_DAYS; null after the last. */
export function nextAttemptAfter(periodStart: Date, declines: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[declines - 1]
  return days === undefined ? null : new Date(periodStart.getTime() + days * DAY_MS)
}

/** The day an unpaid renewal suspends the line (the last retry day). */
export const suspensionDate = (periodStart: Date) => new Date(periodStart.getTime() + LAST_RETRY_DAY * DAY_MS)

/** The first renewal date after `now` of a line active since `since` (a line billed for the first time). */
export function firstRenewalAfter(since: Date, now: Date): Date {
  const periods = Math.max(1, Math.ceil((now.getTime() - since.getTime()) / PERIOD_MS))
  let renewsAt = new Date(since.getTime() + periods * PERIOD_MS)
  if (renewsAt.getTime() <= now.getTime()) renewsAt = new Date(renewsAt.getTime() + PERIOD_MS)
  return renewsAt
}

/**
 * Gives every active line without one its billing row. A line the carrier simulator activated (statusChangedAt set:
 * every line a checkout made) renews PERIOD_DAYS after its activation, even when the clock jumped past that date
 * before the job ran; a seeded line (which the simulator leaves alone) renews on its next anniversary after now,
 * so that a first start charges nothing.
 */
export async function openBilling(db: Db, now: Date, customerId?: string) {
  const missing = await db
    .select({
      id: lines.id,
      customerId: lines.customerId,
      activatedAt: lines.activatedAt,
      createdAt: lines.createdAt,
      managed: lines.statusChangedAt,
    })
    .from(lines)
    .leftJoin(lineBilling, eq(lineBilling.lineId, lines.id))
    .where(and(eq(lines.simStatus, 'active'), isNull(lineBilling.lineId), customerId ? eq(lines.customerId, customerId) : undefined))
  if (missing.length === 0) return
  await db
    .insert(lineBilling)
    .values(
      missing.map((line) => {
        const since = line.activatedAt ?? line.createdAt
        const renewsAt = line.managed ? new Date(since.getTime() + PERIOD_MS) : firstRenewalAfter(since, now)
        return { lineId: line.id, customerId: line.customerId, renewsAt }
      }),
    )
    .onConflictDoNothing()
}

/** The renewals of lines whose user is in a family group (charged together by server/billing/group-renewals.ts). */
export const ofGroupLine = exists(
  sql`(select 1 from ${lines} inner join ${familyMembers} on ${familyMembers.customerId} = ${lines.customerId} where ${lines.id} = ${renewals.lineId})`,
)

/** A renewal the job may take now: due by `now`, or held by a process that died. */
export const claimable = (now: Date) => or(and(eq(renewals.status, 'due'), lte(renewals.nextAttemptAt, now)), staleClaim(renewals))

/** The renewal of the period starting at `periodStart` (created once; a second call finds the first). */
async function ensureRenewal(
  db: Db,
  line: { lineId: string; customerId: string; planId: string; planPrice: string; zipCode: string; groupDate: Date | null },
  periodStart: Date,
  nextAttemptAt: Date,
) {
  // A line of a family group off the group's dates renews up to the group's next date (a shorter period, prorated)
  // and with the group after that.
  const rate = lineTaxRate(line.zipCode)
  const end = line.groupDate ? groupPeriodEnd(line.groupDate, periodStart) : null
  const { planPrice, regulatoryFee, taxAmount, total } =
    end && end.getTime() - periodStart.getTime() < PERIOD_MS
      ? priceFirstPeriod(line.planPrice, rate, periodStart, end)
      : priceRenewal(line.planPrice, rate)
  const price = { planPrice, regulatoryFee, taxAmount, total }
  const [created] = await db
    .insert(renewals)
    .values({ lineId: line.lineId, customerId: line.customerId, planId: line.planId, periodStart, nextAttemptAt, ...price })
    .onConflictDoNothing()
    .returning()
  if (created) return { renewal: created, created: true }
  const [known] = await db
    .select()
    .from(renewals)
    .where(and(eq(renewals.lineId, line.lineId), eq(renewals.periodStart, periodStart)))
  return { renewal: known, created: false }
}

/** Opens the renewals that fell due by `now` (current lines whose renewsAt has passed): the line turns pastDue. */
export async function openRenewals(services: Services, now: Date): Promise<number> {
  const { db } = services
  const due = await db
    .select({
      billing: lineBilling,
      planId: lines.planId,
      planPrice: plans.retailPrice,
      zipCode: lines.zipCode,
      userId: lines.customerId,
      groupOwnerId: familyGroups.ownerId,
      groupDate: familyGroups.renewsAt,
    })
    .from(lineBilling)
    .innerJoin(lines, eq(lines.id, lineBilling.lineId))
    .innerJoin(plans, eq(plans.id, lines.planId))
    .leftJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .leftJoin(familyGroups, eq(familyGroups.id, familyMembers.groupId))
    .where(and(eq(lineBilling.state, 'current'), lte(lineBilling.renewsAt, now), eq(lines.simStatus, 'active')))
  let opened = 0
  for (const row of due) {
    const { billing } = row
    // A downgrade scheduled for this renewal applies now: the renewal charges the new plan's price.
    const { planId, planPrice } = billing.nextPlanId ? await applyScheduledPlan(db, billing.lineId, billing.nextPlanId) : row
    const periodStart = billing.renewsAt
    const firstTry = billing.autopay ? periodStart : suspensionDate(periodStart)
    const { renewal, created } = await ensureRenewal(
      db,
      // The payer: the group's owner for a line in a group (never the member's own card), else the line's user.
      {
        lineId: billing.lineId,
        customerId: row.groupOwnerId ?? row.userId,
        planId,
        planPrice,
        zipCode: row.zipCode,
        groupDate: row.groupDate,
      },
      periodStart,
      firstTry,
    )
    const [moved] = await db
      .update(lineBilling)
      .set({ state: 'pastDue', updatedAt: sql`now()` })
      .where(and(eq(lineBilling.lineId, billing.lineId), eq(lineBilling.state, 'current'), eq(lineBilling.renewsAt, periodStart)))
      .returning()
    if (moved) opened += 1
    if (created && !billing.autopay) {
      await notify(services, renewal, (about) =>
        renewalDueEmail({
          ...about,
          suspendOn: suspensionDate(periodStart),
          link: linePageLink(services.config.publicUrl, renewal.lineId),
        }),
      )
    }
  }
  return opened
}

/** Moves a line to its scheduled plan (a downgrade) at its renewal; answers the plan the renewal charges. */
async function applyScheduledPlan(db: Db, lineId: string, planId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId))
  await db.transaction(async (tx) => {
    await tx.update(lines).set({ planId }).where(eq(lines.id, lineId))
    await tx
      .update(lineBilling)
      .set({ nextPlanId: null, updatedAt: sql`now()` })
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.nextPlanId, planId)))
  })
  return { planId, planPrice: plan.retailPrice }
}

/** Claims up to `limit` renewals due by `now` (or held by a process that died): one process gets each. */
export async function claimDueRenewals(db: Db, now: Date, limit = 20): Promise<RenewalRow[]> {
  const candidates = db
    .select({ id: renewals.id })
    .from(renewals)
    .where(and(claimable(now), not(ofGroupLine)))
    .orderBy(asc(renewals.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db.update(renewals).set({ status: 'processing', claimedAt: new Date() }).where(inArray(renewals.id, candidates)).returning()
}

/** Takes one renewal for a manual payment: only from the status it was read in (never one another request holds). */
export async function claimRenewal(db: Db, renewal: RenewalRow): Promise<RenewalRow | null> {
  if (renewal.status !== 'due' && renewal.status !== 'failed') return null
  const [row] = await db
    .update(renewals)
    .set({ status: 'processing', claimedAt: new Date() })
    .where(and(eq(renewals.id, renewal.id), eq(renewals.status, renewal.status), eq(renewals.attempt, renewal.attempt)))
    .returning()
  return row ?? null
}

/**
 * Whom a billing email is written to and about what. `paidByGroup`: the reader uses the line and someone else (their
 * family group's owner) pays it, so nothing in it asks them to pay.
 */
type About = { language: Language; firstName: string; line: string; amount: number; paidByGroup: boolean }

/**
 * The line's label in emails (nickname or number, with the plan), written to the renewal's payer, or to `to` (the
 * line's user, when someone else pays). The payer of another person's line reads whose it is ("Plus, used by Carl":
 * their name in the family group).
 */
export async function aboutOf(db: Db, renewal: RenewalRow, to?: string) {
  const [row] = await db
    .select({
      customer: customers,
      nickname: lines.nickname,
      mdn: lines.mdn,
      planName: plans.retailName,
      userId: lines.customerId,
      userName: familyMembers.name,
    })
    .from(renewals)
    .innerJoin(customers, eq(customers.id, to ?? renewals.customerId))
    .innerJoin(lines, eq(lines.id, renewals.lineId))
    .innerJoin(plans, eq(plans.id, renewals.planId))
    .leftJoin(familyMembers, eq(familyMembers.customerId, lines.customerId))
    .where(eq(renewals.id, renewal.id))
  const language = savedLanguage(row.customer)
  const label =
    row.nickname ||
    (row.mdn ? `(${row.mdn.slice(0, 3)}) ${row.mdn.slice(3, 6)}-${row.mdn.slice(6)}` : translate(language, 'email.line.yourNewLine'))
  const readerUses = row.customer.id === row.userId
  const plan =
    !readerUses && row.userName ? translate(language, 'email.line.planUsedBy', { plan: row.planName, name: row.userName }) : row.planName
  return {
    customer: row.customer,
    userId: row.userId,
    planName: row.planName,
    about: {
      language,
      firstName: row.customer.firstName,
      line: `${label} (${plan})`,
      amount: Number(renewal.total),
      paidByGroup: readerUses && row.customer.id !== renewal.customerId,
      othersLine: !readerUses,
    },
  }
}

/**
 * Sends a billing email to the renewal's payer and, when someone else pays (a family group's owner), to the line's
 * user too, each in their own language (the builder words the user's copy by `paidByGroup`); a mail failure is
 * logged, never undoes a recorded charge.
 */
async function notify(
  services: Services,
  renewal: RenewalRow,
  build: (about: About) => { subject: string; text: string },
  options: { payer?: boolean } = {},
) {
  try {
    const payer = await aboutOf(services.db, renewal)
    if (options.payer !== false) await services.mailer.send({ to: payer.customer.email, ...build(payer.about) })
    if (payer.userId !== renewal.customerId) {
      const user = await aboutOf(services.db, renewal, payer.userId)
      await services.mailer.send({ to: user.customer.email, ...build(user.about) })
    }
  } catch (error) {
    console.error(`[billing] email about renewal ${renewal.id} failed: ${(error as Error).message}`)
  }
}

/** A renewal's payment failure notice (its own kind: each person picks its channels), to the payer and the line's user. */
export async function declinedNotice(
  services: Services,
  renewal: RenewalRow,
  message: string,
  next: Date,
  options: { payer?: boolean } = {},
) {
  const payer = await aboutOf(services.db, renewal)
  const people = [...(options.payer !== false ? [renewal.customerId] : []), ...(payer.userId !== renewal.customerId ? [payer.userId] : [])]
  for (const customerId of people) {
    // The payer's details are read once (above); the line's user's, when someone else pays, once more.
    const { about } = customerId === renewal.customerId ? payer : await aboutOf(services.db, renewal, customerId)
    await sendNotice(services, {
      customerId,
      kind: 'paymentFailed',
      key: `payment-failed:renewal:${renewal.id}:${renewal.attempt}${customerId === renewal.customerId ? '' : `:${customerId}`}`,
      email: () => renewalDeclinedEmail({ ...about, reason: message, nextAttemptAt: next, suspendOn: suspensionDate(renewal.periodStart) }),
      text: (language) =>
        translate(language, about.paidByGroup ? 'text.paymentFailed.paidByGroup' : 'text.paymentFailed', {
          amount: `$${about.amount.toFixed(2)}`,
          line: about.line,
          reason: translateMessage(message, language),
          day: day(next, language),
        }),
    }).catch((error: Error) => console.error(`[billing] payment failure notice for renewal ${renewal.id} failed: ${error.message}`))
  }
}

export type AttemptOutcome =
  { outcome: 'paid'; transactionId: string } | { outcome: 'declined'; message: string; suspended: boolean } | { outcome: 'unavailable' }

/**
 * Charges a renewal this caller has claimed (status processing) and records the outcome. `card`: a manual payment's
 * card; the job charges the primary card. `manual` keeps the retry schedule as it was on a decline.
 */
export async function attemptRenewal(
  services: Services,
  renewal: RenewalRow,
  options: { now: Date; card?: CardRow; manual?: { previousStatus: RenewalStatus } },
): Promise<AttemptOutcome> {
  const { db } = services
  const { now } = options
  if (options.card && options.card.customerId !== renewal.customerId) {
    // Paid by hand with someone else's card (a family group's owner paying a member's line): the renewal is
    // theirs, charged as their customer and recorded in their history.
    await db.update(renewals).set({ customerId: options.card.customerId }).where(eq(renewals.id, renewal.id))
    renewal = { ...renewal, customerId: options.card.customerId }
  }
  const [billing] = await db.select().from(lineBilling).where(eq(lineBilling.lineId, renewal.lineId))
  const [customer] = await db.select().from(customers).where(eq(customers.id, renewal.customerId))
  if (!options.manual && billing?.lostSince) {
    // Suspended for a lost phone: no renewal is charged; the schedule waits for the restore.
    await db
      .update(renewals)
      .set({ status: 'due', claimedAt: null, nextAttemptAt: lostUntil(billing.lostSince) })
      .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
    return { outcome: 'declined', message: 'Suspended for a lost phone', suspended: false }
  }
  if (!options.manual && billing && !billing.autopay) {
    // Autopay off: nothing is charged; at the suspension date the line is suspended.
    if (now.getTime() >= suspensionDate(renewal.periodStart).getTime())
      return suspend(services, renewal, 'Autopay is off and the renewal was not paid.', now)
    await db
      .update(renewals)
      .set({ status: 'due', claimedAt: null, nextAttemptAt: suspensionDate(renewal.periodStart) })
      .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
    return { outcome: 'declined', message: 'Autopay is off', suspended: false }
  }
  // A manual payment charges the card the customer chose; autopay tries the primary card, then the other saved
  // cards in order (server/billing/charges.ts), each under its own key, so at most one of them pays.
  const tried = options.card ? [options.card] : await cardsInChargeOrder(db, renewal.customerId)
  let result: FallbackResult
  try {
    result = await chargeFirstCardThatPays(services.payments, {
      customer,
      cards: tried,
      amountCents: cents(renewal.total),
      description: `Ring Mobile renewal ${renewal.periodStart.toISOString().slice(0, 10)}`,
      key: `renewal:${renewal.id}:${renewal.attempt}`,
      metadata: { renewalId: renewal.id, lineId: renewal.lineId },
      now,
      noCard: FALLBACK_MESSAGES.noCard,
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error
    // Nothing was decided: the claim goes back as it was, the next run (or the customer) tries again.
    await db
      .update(renewals)
      .set({ status: options.manual?.previousStatus ?? 'due', claimedAt: null })
      .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
    return { outcome: 'unavailable' }
  }

  const { planName } = await aboutOf(db, renewal)
  const charge = { ...renewal, orderTotal: renewal.planPrice }
  // Every card that declined is a row of the order history; no card at all is one row without a card.
  const declinedRows = result.declined.length
    ? result.declined.map((attempt) => ({ card: attempt.card, providerRef: attempt.providerRef, key: attempt.idempotencyKey }))
    : [{ card: undefined, providerRef: null, key: `renewal:${renewal.id}:${renewal.attempt}` }]
  const recordDeclines = async (exec: Pick<Db, 'insert' | 'select'>) => {
    for (const [index, row] of declinedRows.entries())
      await recordLineCharge(
        exec,
        charge,
        { card: row.card, providerRef: row.providerRef, at: triedAt(now, index, declinedRows.length) },
        { item: `${planName} — renewal (declined)`, successful: false, idempotencyKey: row.key },
      )
  }

  if (result.outcome === 'succeeded') {
    const paidWith = result.card
    const restored = billing?.state === 'suspended'
    const renewsAt = await periodEndOf(db, renewal.lineId, renewal.periodStart)
    const transactionId = await db.transaction(async (tx) => {
      if (result.declined.length) await recordDeclines(tx)
      const id = await recordLineCharge(
        tx,
        charge,
        { card: paidWith, providerRef: result.providerRef, at: now },
        { item: `${planName} — renewal`, successful: true, idempotencyKey: `renewal:${renewal.id}` },
      )
      await tx
        .update(renewals)
        .set({ status: 'paid', claimedAt: null, paidAt: now, transactionId: id, failureMessage: null })
        .where(eq(renewals.id, renewal.id))
      await tx
        .update(lineBilling)
        .set({ state: 'current', renewsAt, updatedAt: sql`now()` })
        .where(and(eq(lineBilling.lineId, renewal.lineId), eq(lineBilling.renewsAt, renewal.periodStart)))
      if (restored)
        await tx
          .update(lines)
          .set({ simStatus: 'active' })
          .where(and(eq(lines.id, renewal.lineId), eq(lines.simStatus, 'suspended')))
      return id
    })
    const declinedFirst = result.declined[0]?.card.last4 ?? null
    await notify(services, renewal, (about) =>
      renewalPaidEmail({ ...about, last4: paidWith.last4, declinedLast4: declinedFirst, renewsAt, restored }),
    )
    return { outcome: 'paid', transactionId }
  }

  const message = result.message
  const declines = renewal.attempt + 1
  await recordDeclines(db)
  if (options.manual) {
    await db
      .update(renewals)
      .set({ status: options.manual.previousStatus, claimedAt: null, attempt: declines, failureMessage: message })
      .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
    return { outcome: 'declined', message, suspended: options.manual.previousStatus === 'failed' }
  }
  const next = nextAttemptAfter(renewal.periodStart, declines)
  if (!next) {
    await db.update(renewals).set({ attempt: declines }).where(eq(renewals.id, renewal.id))
    return suspend(services, { ...renewal, attempt: declines }, message, now)
  }
  await db
    .update(renewals)
    .set({ status: 'due', claimedAt: null, attempt: declines, nextAttemptAt: next, failureMessage: message })
    .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
  // A payment failure is a notice of its own kind: the customer picks its channels (email, text).
  await declinedNotice(services, renewal, message, next)
  return { outcome: 'declined', message, suspended: false }
}

/** The last retry failed (or autopay off and unpaid): the renewal fails, the line is suspended until paid. */
export async function suspend(services: Services, renewal: RenewalRow, message: string, now: Date): Promise<AttemptOutcome> {
  const { db } = services
  const { planName } = await aboutOf(db, renewal)
  await db.transaction(async (tx) => {
    await tx
      .update(renewals)
      .set({ status: 'failed', claimedAt: null, failureMessage: message })
      .where(and(eq(renewals.id, renewal.id), eq(renewals.status, 'processing')))
    await tx
      .update(lineBilling)
      .set({ state: 'suspended', updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, renewal.lineId))
    await tx
      .update(lines)
      .set({ simStatus: 'suspended' })
      .where(and(eq(lines.id, renewal.lineId), eq(lines.simStatus, 'active')))
    // The order history shows the suspension too (nothing charged).
    await tx
      .insert(transactions)
      .values({
        customerId: renewal.customerId,
        lineId: renewal.lineId,
        item: `${planName} — line suspended (renewal unpaid)`,
        amount: renewal.total,
        successful: false,
        finalCheckoutAmount: renewal.total,
        idempotencyKey: `renewal:${renewal.id}:suspended`,
        transactionTime: now,
      })
      .onConflictDoNothing({ target: transactions.idempotencyKey })
  })
  await notify(services, renewal, (about) =>
    lineSuspendedEmail({ ...about, link: linePageLink(services.config.publicUrl, renewal.lineId) }),
  )
  return { outcome: 'declined', message, suspended: true }
}

/** The day a lost-phone suspension ends on its own. */
export const lostUntil = (since: Date) => new Date(since.getTime() + LOST_SUSPENSION_MAX_DAYS * DAY_MS)

/**
 * Suspends an active line for a lost or stolen phone (number kept, no service, renewals paused). Answers false when
 * the line is not active or already suspended.
 */
export async function suspendLost(services: Services, lineId: string, now: Date): Promise<boolean> {
  const { db } = services
  const done = await db.transaction(async (tx) => {
    const [line] = await tx
      .update(lines)
      .set({ simStatus: 'suspended' })
      .where(and(eq(lines.id, lineId), eq(lines.simStatus, 'active')))
      .returning({ id: lines.id })
    if (!line) return false
    await tx
      .update(lineBilling)
      .set({ lostSince: now, updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, lineId))
    return true
  })
  if (done) await lostNotice(services, lineId, 'suspended')
  return done
}

/**
 * Ends a lost-phone suspension: the line is active again (unless a renewal is unpaid past its last retry) and its
 * renewal date moves on by the time it was off, so the suspended days are not paid for. Answers false when the
 * line was not suspended for a lost phone.
 */
export async function restoreLost(services: Services, lineId: string, now: Date): Promise<boolean> {
  const { db } = services
  const [billing] = await db.select().from(lineBilling).where(eq(lineBilling.lineId, lineId))
  if (!billing?.lostSince) return false
  const end = new Date(Math.min(now.getTime(), lostUntil(billing.lostSince).getTime()))
  const pausedMs = Math.max(0, end.getTime() - billing.lostSince.getTime())
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(lineBilling)
      .set({
        lostSince: null,
        // A current line's date moves on; an unpaid renewal keeps its period (it is due now).
        ...(billing.state === 'current' ? { renewsAt: new Date(billing.renewsAt.getTime() + pausedMs) } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.lostSince, billing.lostSince!)))
      .returning()
    if (!row) return false
    if (billing.state !== 'suspended')
      await tx
        .update(lines)
        .set({ simStatus: 'active' })
        .where(and(eq(lines.id, lineId), eq(lines.simStatus, 'suspended')))
    await tx
      .update(renewals)
      .set({ nextAttemptAt: now })
      .where(and(eq(renewals.lineId, lineId), eq(renewals.status, 'due')))
    return true
  })
  if (done) await lostNotice(services, lineId, 'restored')
  return done
}

/** Restores the lost-phone suspensions older than the limit. */
export async function restoreExpiredLost(services: Services, now: Date) {
  const expired = await services.db
    .select({ lineId: lineBilling.lineId })
    .from(lineBilling)
    .where(lte(lineBilling.lostSince, new Date(now.getTime() - LOST_SUSPENSION_MAX_DAYS * DAY_MS)))
  for (const { lineId } of expired) await restoreLost(services, lineId, now)
}

async function lostNotice(services: Services, lineId: string, what: 'suspended' | 'restored') {
  try {
    const [row] = await services.db
      .select({
        customer: customers,
        nickname: lines.nickname,
        mdn: lines.mdn,
        planName: plans.retailName,
        lostSince: lineBilling.lostSince,
      })
      .from(lines)
      .innerJoin(customers, eq(customers.id, lines.customerId))
      .innerJoin(plans, eq(plans.id, lines.planId))
      .innerJoin(lineBilling, eq(lineBilling.lineId, lines.id))
      .where(eq(lines.id, lineId))
    const language = savedLanguage(row.customer)
    const label = `${row.nickname || row.mdn || translate(language, 'email.line.yourLine')} (${row.planName})`
    await services.mailer.send({
      to: row.customer.email,
      ...lineLostEmail({
        language,
        firstName: row.customer.firstName,
        line: label,
        what,
        until: row.lostSince ? lostUntil(row.lostSince) : null,
      }),
    })
  } catch (error) {
    console.error(`[billing] lost-phone email for ${lineId} failed: ${(error as Error).message}`)
  }
}

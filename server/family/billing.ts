import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { FAMILY_CHARGED, FAMILY_MESSAGES } from '@contract/family'
import { DEFAULT_LANGUAGE } from '@contract/languages'
import { carrierNow } from '../carrier/clock'
import { carrierIccidFor, initialSimStatus } from '../carrier/simulator'
import { lineTaxRate, taxCents } from '../checkout/tax'
import { declined, providerDown } from '../checkout/order-request'
import type { Services } from '../context'
import type { Db } from '../db/client'
import {
  customers,
  familyGroups,
  familyInvites,
  familyRequests,
  lineAddOns,
  lineBilling,
  lines,
  planChanges,
  plans,
  renewals,
  transactions,
} from '../db/schema'
import type { CardRow, Customer } from '../db/types'
import { HttpError, notFound } from '../lib/errors'
import { formatDate } from '../lib/locale'
import { DECLINE_CODES, DECLINE_MESSAGES, expiryInFuture } from '../payments/cards'
import { PaymentProviderUnavailable } from '../payments/provider'
import { FEES } from '../seed-data/catalogue'
import { buyAddOn, NO_OWNER_CARD } from '../billing/add-ons'
import { billsOf } from '../billing/bills'
import { cardsInChargeOrder } from '../billing/charges'
import { changePlan } from '../billing/plan-change'
import { cents, dollars, PERIOD_MS } from '../billing/renewals'
import { firstPeriodMail, lineLeftNotice } from '../billing/family-notices'
import { priceFirstPeriod, type FirstPeriod } from '../billing/payer'

/**
 * The money of family groups (docs/decisions/0034-family-accounts.md, "Money"): the group's owner pays every line of
 * the group on the group's renewal date (family_groups.renews_at). A line that joins pays a prorated first period on
 * the owner's card, from the end of its paid period (or today) to the group's next date; from then on the renewal
 * job charges the group's lines together (server/billing/group-renewals.ts). A line that leaves goes back to its
 * user's own card at that date. Checked by tests/server/family-billing*.test.ts.
 */

/** The transaction of a database transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The group, its owner and its next renewal date at `now` (the job moves the stored date on; a late read counts on). */
async function groupOf(db: Db, groupId: string, now: Date) {
  const [row] = await db
    .select({ group: familyGroups, owner: customers })
    .from(familyGroups)
    .innerJoin(customers, eq(customers.id, familyGroups.ownerId))
    .where(eq(familyGroups.id, groupId))
  if (!row) throw notFound('No such group')
  return { ...row, renewsAt: nextGroupDate(row.group.renewsAt, now) }
}

/** The first group date (the stored one, or a whole number of periods after it) that is not before `from`. */
export function nextGroupDate(groupDate: Date, from: Date): Date {
  if (groupDate.getTime() >= from.getTime()) return groupDate
  const periods = Math.ceil((from.getTime() - groupDate.getTime()) / PERIOD_MS)
  return new Date(groupDate.getTime() + periods * PERIOD_MS)
}

/**
 * When a moved line's first period in the group starts: the end of its paid period while it is paid up (current,
 * not suspended for a lost phone), else now (a lapsed line: pastDue, suspended, or never billed).
 */
function paidUntil(billing: typeof lineBilling.$inferSelect | undefined, now: Date): Date {
  if (!billing || billing.state !== 'current' || billing.renewsAt.getTime() <= now.getTime()) return now
  return billing.renewsAt
}

/** The service ZIP a new line of the owner is taxed at: the owner's address, else their first line's. */
async function ownerZip(db: Db, owner: Customer): Promise<string> {
  if (owner.zipCode) return owner.zipCode
  const [line] = await db
    .select({ zipCode: lines.zipCode })
    .from(lines)
    .where(eq(lines.customerId, owner.id))
    .orderBy(lines.createdAt)
    .limit(1)
  return line?.zipCode ?? ''
}

async function firstPeriodOf(db: Db, input: { groupId: string; lineId?: string; planId?: string }, now: Date) {
  const { group, owner, renewsAt } = await groupOf(db, input.groupId, now)
  if (input.lineId) {
    const [row] = await db
      .select({ line: lines, plan: plans, billing: lineBilling })
      .from(lines)
      .innerJoin(plans, eq(plans.id, lines.planId))
      .leftJoin(lineBilling, eq(lineBilling.lineId, lines.id))
      .where(eq(lines.id, input.lineId))
    if (!row) throw notFound('No such line')
    const from = paidUntil(row.billing ?? undefined, now)
    const to = nextGroupDate(renewsAt, from)
    return {
      group,
      owner,
      line: row.line,
      plan: row.plan,
      billing: row.billing,
      period: priceFirstPeriod(row.plan.retailPrice, lineTaxRate(row.line.zipCode), from, to),
    }
  }
  if (!input.planId) throw new HttpError(422, FAMILY_MESSAGES.planId, [{ field: 'planId', message: FAMILY_MESSAGES.planId }])
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, input.planId), eq(plans.active, true)))
  if (!plan) throw new HttpError(422, FAMILY_MESSAGES.planId, [{ field: 'planId', message: FAMILY_MESSAGES.planId }])
  const zipCode = await ownerZip(db, owner)
  return {
    group,
    owner,
    line: null,
    plan,
    billing: null,
    zipCode,
    period: priceFirstPeriod(plan.retailPrice, lineTaxRate(zipCode), now, renewsAt),
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The renewal date a new group of `ownerId` starts with: the owner's next line renewal (so their first line renews
 * with the group from the start; their other lines align at their next renewal: server/billing/payer.ts
 * groupPeriodEnd), else a period from now.
 */
export async function firstGroupDate(services: Services, ownerId: string): Promise<Date> {
  const now = await carrierNow(services.db)
  const [next] = await services.db
    .select({ renewsAt: lineBilling.renewsAt })
    .from(lineBilling)
    .innerJoin(lines, eq(lines.id, lineBilling.lineId))
    .where(and(eq(lines.customerId, ownerId), eq(lineBilling.state, 'current'), gt(lineBilling.renewsAt, now)))
    .orderBy(asc(lineBilling.renewsAt))
    .limit(1)
  return next?.renewsAt ?? new Date(now.getTime() + PERIOD_MS)
}

/** The prorated first period of a line joining `groupId` (a moved line from the end of its paid period, a new one from today). */
export async function joinQuote(
  services: Services,
  input: { groupId: string; lineId?: string; planId?: string },
): Promise<{ total: number; days: number; renewsOn: string }> {
  const now = await carrierNow(services.db)
  const { period } = await firstPeriodOf(services.db, input, now)
  return { total: Number(period.total), days: period.days, renewsOn: isoDay(period.renewsAt) }
}

type Charged = { card: CardRow; providerRef: string } | { declined: string; code: string }

/**
 * Charges `amountCents` to the first of the owner's saved cards (primary first, then the others, as renewals do)
 * that takes it, each card under its own key `<key>:<card id>`: a repeat (a retry, a second process) gets the
 * provider's first answer back for that card, so a key is charged at most once; a card added later is a new try.
 */
async function chargeOwner(
  services: Services,
  owner: Customer,
  amountCents: number,
  key: string,
  description: string,
  now: Date,
): Promise<Charged> {
  const cards = await cardsInChargeOrder(services.db, owner.id)
  let last: Charged = { declined: DECLINE_MESSAGES.declined, code: DECLINE_CODES.declined }
  for (const card of cards) {
    if (!expiryInFuture(card.expiry, now)) {
      last = { declined: `Your card ending ${card.last4} has expired.`, code: DECLINE_CODES.declined }
      continue
    }
    let result
    try {
      result = await services.payments.chargeSavedCard({
        customer: owner,
        card,
        amountCents,
        description,
        idempotencyKey: `${key}:${card.id}`,
        metadata: { key },
      })
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) throw providerDown()
      throw error
    }
    if (result.outcome === 'succeeded') return { card, providerRef: result.providerRef }
    last = { declined: result.message ?? DECLINE_MESSAGES[result.outcome], code: DECLINE_CODES[result.outcome] }
  }
  return last
}

/** The order history's row of a family charge (the owner's), once per key. */
async function recordCharge(
  exec: Pick<Db, 'insert' | 'select'>,
  values: { customerId: string; lineId: string | null; item: string; key: string; card: CardRow; providerRef: string; at: Date } & Pick<
    FirstPeriod,
    'planPrice' | 'regulatoryFee' | 'taxAmount' | 'total'
  > & { activationFee?: string },
) {
  const [inserted] = await exec
    .insert(transactions)
    .values({
      customerId: values.customerId,
      lineId: values.lineId,
      cardId: values.card.id,
      item: values.item,
      amount: values.total,
      successful: true,
      cardLast4: values.card.last4,
      paymentMethod: values.card.network,
      orderTotal: values.planPrice,
      taxAmount: values.taxAmount,
      regulatoryFee: values.regulatoryFee,
      activationFee: values.activationFee ?? '0.00',
      discountAmount: '0.00',
      finalCheckoutAmount: values.total,
      idempotencyKey: values.key,
      providerRef: values.providerRef,
      transactionTime: values.at,
    })
    .onConflictDoNothing({ target: transactions.idempotencyKey })
    .returning({ id: transactions.id })
  return inserted?.id ?? null
}

/** Whom an invitation is for, as the group knows them (the invitation's name), else the line's user's first name. */
async function inviteeName(tx: Pick<Db, 'select'>, inviteId: string, lineId: string | null): Promise<string> {
  const [invite] = await tx.select({ name: familyInvites.name }).from(familyInvites).where(eq(familyInvites.id, inviteId))
  if (invite) return invite.name
  const [user] = lineId
    ? await tx
        .select({ firstName: customers.firstName })
        .from(lines)
        .innerJoin(customers, eq(customers.id, lines.customerId))
        .where(eq(lines.id, lineId))
    : []
  return user?.firstName ?? ''
}

async function transactionByKey(db: Pick<Db, 'select'>, key: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.idempotencyKey, key))
  return row
}

/**
 * Writes what a line's first period in the group means: its open renewals are settled by the join's charge (a
 * lapsed line's unpaid period ends today), it renews on the group's date, and a line suspended for an unpaid renewal
 * has its service back.
 */
async function settleFirstPeriod(tx: Tx, lineId: string, period: FirstPeriod, transactionId: string | null, now: Date) {
  await tx
    .update(renewals)
    .set({
      status: 'paid',
      claimedAt: null,
      paidAt: now,
      transactionId,
      failureMessage: null,
      planPrice: period.planPrice,
      regulatoryFee: period.regulatoryFee,
      taxAmount: period.taxAmount,
      total: period.total,
    })
    .where(and(eq(renewals.lineId, lineId), inArray(renewals.status, ['due', 'failed'])))
  const [billing] = await tx.select().from(lineBilling).where(eq(lineBilling.lineId, lineId))
  if (!billing) {
    // Never billed yet (the job opens a line's billing when it first runs after the activation): it starts on the
    // group's date.
    const [line] = await tx.select({ customerId: lines.customerId }).from(lines).where(eq(lines.id, lineId))
    await tx.insert(lineBilling).values({ lineId, customerId: line.customerId, renewsAt: period.renewsAt }).onConflictDoNothing()
  } else {
    await tx
      .update(lineBilling)
      .set({ state: 'current', renewsAt: period.renewsAt, updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, lineId))
    if (billing.state === 'suspended' && !billing.lostSince)
      await tx
        .update(lines)
        .set({ simStatus: 'active' })
        .where(and(eq(lines.id, lineId), eq(lines.simStatus, 'suspended')))
  }
}

/**
 * Charges the join on the owner's card (idempotency key `family-join:<inviteId>`) and moves the line's renewal to
 * the group's date, in one transaction with `then` (the caller's membership writes): declined → throws the 402 error
 * body with FAMILY_MESSAGES.cardDeclined and nothing is written. One acceptance at a time per invitation (a lock);
 * an invitation whose join was already recorded answers 409 FAMILY_MESSAGES.inviteUsed and charges nothing.
 * A line paid up to the group's very date costs nothing: no charge, `transactionId` null.
 */
export async function chargeJoin(
  services: Services,
  /** `lineIds`: every line the invitee brings (each prorated in this one charge); `lineId`, the one they chose, among them. */
  input: { groupId: string; inviteId: string; lineId: string; lineIds?: string[] },
  then: (tx: Tx) => Promise<void>,
): Promise<{ transactionId: string | null }> {
  const { db } = services
  const key = `family-join:${input.inviteId}`
  const locked = await services.database.withLock(
    key,
    async () => {
      if (await transactionByKey(db, key)) throw new HttpError(409, FAMILY_MESSAGES.inviteUsed)
      const now = await carrierNow(db)
      const lineIds = [input.lineId, ...(input.lineIds ?? []).filter((id) => id !== input.lineId)]
      const priced: Awaited<ReturnType<typeof firstPeriodOf>>[] = []
      for (const lineId of lineIds) priced.push(await firstPeriodOf(db, { groupId: input.groupId, lineId }, now))
      const { owner, plan } = priced[0]
      const period = sumOfPeriods(priced.map((line) => line.period))
      const plans = priced.map((line) => line.plan.retailName)
      const item =
        priced.length === 1
          ? `${plan.retailName} — joined the family plan (${period.days} days to ${isoDay(period.renewsAt)})`
          : `${priced.length} lines (${plans.join(', ')}) — joined the family plan (to ${isoDay(period.renewsAt)})`
      const charged =
        Number(period.total) > 0
          ? await chargeOwner(
              services,
              owner,
              cents(period.total),
              key,
              priced.length === 1
                ? `Ring Mobile family plan: ${plan.retailName} (${period.days} days)`
                : `Ring Mobile family plan: ${priced.length} lines`,
              now,
            )
          : null
      if (charged && 'declined' in charged) throw new HttpError(402, FAMILY_MESSAGES.cardDeclined, undefined, undefined, charged.code)
      try {
        return await db.transaction(async (tx) => {
          const transactionId = charged
            ? await recordCharge(tx, { customerId: owner.id, lineId: input.lineId, item, key, ...charged, ...period, at: now })
            : null
          if (charged && !transactionId) throw new HttpError(409, FAMILY_MESSAGES.inviteUsed)
          for (const [index, lineId] of lineIds.entries()) await settleFirstPeriod(tx, lineId, priced[index].period, transactionId, now)
          if (transactionId) {
            const name = await inviteeName(tx, input.inviteId, input.lineId)
            await firstPeriodMail(tx, {
              ownerId: owner.id,
              transactionId,
              kind: 'join',
              name,
              plan: plans.join(', '),
              days: period.days,
              renewsAt: period.renewsAt,
              lines: priced.length,
            })
          }
          await then(tx)
          return { transactionId }
        })
      } catch (error) {
        // The caller refused (or the database failed) after the card paid: the payment is given back, so that no
        // charge stands without its join. The key's charge was never recorded (checked under the lock).
        if (charged && !(await transactionByKey(db, key))) await services.payments.refund(charged.providerRef).catch(() => undefined)
        throw error
      }
    },
    { wait: true },
  )
  if (!locked.ran) throw new HttpError(409, FAMILY_MESSAGES.inviteUsed)
  return locked.value
}

/**
 * The first periods of several lines joining at once, as one: their prices added up, the longest days, and the
 * first line's dates (every line renews on the group's date).
 */
function sumOfPeriods(periods: FirstPeriod[]): FirstPeriod {
  if (periods.length === 1) return periods[0]
  const sum = (part: 'planPrice' | 'regulatoryFee' | 'taxAmount' | 'total') =>
    dollars(periods.reduce((total, period) => total + cents(period[part]), 0))
  return {
    from: periods[0].from,
    renewsAt: periods[0].renewsAt,
    days: Math.max(...periods.map((period) => period.days)),
    planPrice: sum('planPrice'),
    regulatoryFee: sum('regulatoryFee'),
    taxAmount: sum('taxAmount'),
    total: sum('total'),
  }
}

/**
 * A new line for an invitation, bought now on the owner's primary card (another saved card if it declines), under
 * the owner until accepted: an eSIM on the invited plan, made as checkout makes a paid line (the carrier simulator
 * activates it), with the activation fee and its first period prorated to the group's date. Once per invitation
 * (key `family-invite:<inviteId>`): a repeat answers the same line. Declined: 402 with the card's message, nothing
 * written.
 */
export async function buyInvitedLine(
  services: Services,
  input: { groupId: string; inviteId: string; planId: string },
): Promise<{ lineId: string; transactionId: string }> {
  const { db } = services
  const key = `family-invite:${input.inviteId}`
  const locked = await services.database.withLock(
    key,
    async () => {
      const known = await transactionByKey(db, key)
      if (known) return { lineId: known.lineId!, transactionId: known.id }
      const now = await carrierNow(db)
      const bought = await firstPeriodOf(db, input, now)
      const { owner, plan, period } = bought
      const zipCode = bought.zipCode ?? ''
      const activation = cents(FEES.activation)
      const activationTax = taxCents(activation, lineTaxRate(zipCode))
      const taxAmount = dollars(cents(period.taxAmount) + activationTax)
      const total = dollars(cents(period.total) + activation + activationTax)
      const charged = await chargeOwner(services, owner, cents(total), key, `Ring Mobile new family line: ${plan.retailName}`, now)
      if ('declined' in charged) throw declined(charged.code, charged.declined)
      const lineId = randomUUID()
      const item = `${plan.retailName} — new family line (${period.days} days to ${isoDay(period.renewsAt)})`
      const transactionId = await db.transaction(async (tx) => {
        await tx.insert(lines).values({
          id: lineId,
          customerId: owner.id,
          planId: plan.id,
          mdn: null,
          simType: 'esim',
          simStatus: initialSimStatus('esim'),
          iccid: carrierIccidFor(lineId),
          zipCode,
          tempSubscriptionId: lineId,
          accountDetails: { firstName: owner.firstName, lastName: owner.lastName },
          statusChangedAt: now,
        })
        // The line renews with the group: its billing row exists from the start, on the group's date.
        await tx.insert(lineBilling).values({ lineId, customerId: owner.id, renewsAt: period.renewsAt }).onConflictDoNothing()
        const id = await recordCharge(tx, {
          customerId: owner.id,
          lineId,
          item,
          key,
          ...charged,
          ...period,
          taxAmount,
          total,
          activationFee: dollars(activation),
          at: now,
        })
        if (!id) throw new HttpError(409, FAMILY_MESSAGES.inviteUsed)
        const name = await inviteeName(tx, input.inviteId, null)
        await firstPeriodMail(tx, {
          ownerId: owner.id,
          transactionId: id,
          kind: 'newLine',
          name,
          plan: plan.retailName,
          days: period.days,
          renewsAt: period.renewsAt,
        })
        return id
      })
      return { lineId, transactionId }
    },
    { wait: true },
  )
  if (!locked.ran) throw new HttpError(409, FAMILY_MESSAGES.inviteUsed)
  return locked.value
}

/**
 * Hands a line bought for an invitation to the one who accepted it (inside the caller's transaction): the line and
 * its billing are theirs; the group's owner keeps paying for it.
 */
export async function handOverInvitedLine(tx: Tx, input: { lineId: string; customerId: string }) {
  await tx.update(lines).set({ customerId: input.customerId }).where(eq(lines.id, input.lineId))
  await tx
    .update(lineBilling)
    .set({ customerId: input.customerId, updatedAt: sql`now()` })
    .where(eq(lineBilling.lineId, input.lineId))
}

/** An approval with no card of the owner's to charge (the one approving may be a manager). */
export { NO_OWNER_CARD }

/** An HttpError for an outcome of the add-on or plan-change code that did not charge. */
function refusal(outcome: { outcome: string; message?: string; status?: 404 | 409 | 422; field?: string }): HttpError {
  if (outcome.outcome === 'unavailable') return providerDown()
  if (outcome.outcome === 'inProgress') return new HttpError(409, 'This request is being charged. Try again in a moment.')
  if (outcome.outcome === 'declined')
    return new HttpError(402, outcome.message ?? DECLINE_MESSAGES.declined, undefined, undefined, DECLINE_CODES.declined)
  const message = outcome.message ?? 'This request cannot be charged now.'
  return new HttpError(outcome.status ?? 409, message, outcome.field ? [{ field: outcome.field, message }] : undefined)
}

/**
 * An approved request, charged once to the owner's card (key `family-request:<requestId>`), then applied to the
 * line: an add-on as server/billing/add-ons.ts sells it, a plan change as server/billing/plan-change.ts makes it (an
 * upgrade charged now, a downgrade scheduled for the renewal, which the group pays). Refusals are thrown as the
 * add-on and plan-change routes answer them (402 declined, 409, 422, 503).
 */
export async function chargeRequest(
  services: Services,
  input: { requestId: string },
): Promise<{ transactionId: string | null; message: string }> {
  const { db } = services
  const [row] = await db
    .select({ request: familyRequests, ownerId: familyGroups.ownerId, userId: lines.customerId })
    .from(familyRequests)
    .innerJoin(familyGroups, eq(familyGroups.id, familyRequests.groupId))
    .innerJoin(lines, eq(lines.id, familyRequests.lineId))
    .where(eq(familyRequests.id, input.requestId))
  if (!row) throw notFound('No such request')
  const { request, ownerId, userId } = row
  const now = await carrierNow(db)
  const [bill] = await billsOf(db, userId, request.lineId)
  if (!bill) throw notFound('No such line')
  if (request.kind === 'addOn') {
    const requestKey = `family-request:${request.id}`
    const outcome = await buyAddOn(services, ownerId, bill, { addOnId: request.addOnId ?? '', requestKey }, now, DEFAULT_LANGUAGE, {
      ownerPays: true,
    })
    if (outcome.outcome === 'declined' && outcome.message === NO_OWNER_CARD)
      throw new HttpError(402, NO_OWNER_CARD, undefined, undefined, DECLINE_CODES.declined)
    if (outcome.outcome !== 'bought') throw refusal(outcome)
    const [bought] = await db
      .select({ transactionId: lineAddOns.transactionId })
      .from(lineAddOns)
      .where(eq(lineAddOns.key, `add-on:${request.lineId}:${requestKey}`))
    return { transactionId: bought?.transactionId ?? null, message: outcome.message }
  }
  const outcome = await changePlan(services, bill, request.planId ?? '', now, { payerId: ownerId, ownerPays: true })
  if (outcome.outcome === 'upgraded') {
    const [change] = await db
      .select({ transactionId: planChanges.transactionId })
      .from(planChanges)
      .where(and(eq(planChanges.lineId, request.lineId), eq(planChanges.toPlanId, outcome.plan.id), eq(planChanges.status, 'paid')))
      .orderBy(sql`${planChanges.createdAt} desc`)
      .limit(1)
    return {
      transactionId: change?.transactionId ?? null,
      message: FAMILY_CHARGED.plan(outcome.plan.retailName, `$${outcome.total.toFixed(2)}`, outcome.last4 ?? '••••'),
    }
  }
  if (outcome.outcome === 'scheduled')
    return {
      transactionId: null,
      message: `The line changes to ${outcome.plan.retailName} at its renewal on ${formatDate(outcome.effectiveAt, DEFAULT_LANGUAGE, 'page')}.`,
    }
  if (outcome.outcome === 'declined' && (await cardsInChargeOrder(db, ownerId)).length === 0)
    throw new HttpError(402, NO_OWNER_CARD, undefined, undefined, DECLINE_CODES.declined)
  throw refusal(outcome)
}

/**
 * A member's line leaves the group (left or removed): its billing returns to its user, in grace until their own card
 * pays. The line is paid until the group's date (its renewal date stays); from then on its renewals are the user's
 * own (an unpaid renewal of the group's moves to them, in its grace as it stands). A user without a saved card is
 * told by email and text to add one before that date; without one then, the renewal goes as any unpaid renewal goes
 * (pastDue, the retries, then suspended), and the line keeps its number, so their own transfer PIN can port it out.
 */
export async function lineLeaves(services: Services, input: { lineId: string; customerId: string }): Promise<void> {
  const { db } = services
  const [billing] = await db.select().from(lineBilling).where(eq(lineBilling.lineId, input.lineId))
  await db.transaction(async (tx) => {
    await tx
      .update(lineBilling)
      .set({ customerId: input.customerId, updatedAt: sql`now()` })
      .where(eq(lineBilling.lineId, input.lineId))
    await tx
      .update(renewals)
      .set({ customerId: input.customerId })
      .where(and(eq(renewals.lineId, input.lineId), inArray(renewals.status, ['due', 'failed'])))
  })
  const cards = await cardsInChargeOrder(db, input.customerId)
  if (cards.length === 0 && billing)
    await lineLeftNotice(services, { lineId: input.lineId, customerId: input.customerId, renewsAt: billing.renewsAt })
}

export { priceFirstPeriod } from '../billing/payer'

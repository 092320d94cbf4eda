import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gt, inArray, lt, ne } from 'drizzle-orm'
import {
  ADD_ON_MESSAGES,
  TRAVEL_PASS_MAX_DAYS_AHEAD,
  type AddOnOffer,
  type AddOnPurchasePayload,
  type LineAddOn,
  type LineAddOns,
} from '@contract/add-ons'
import { FAMILY_CHARGED } from '@contract/family'
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import type { LineBill } from '@contract/line-care'
import { lineRefusal } from '@contract/line-state'
import { taxCents } from '../checkout/tax'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { addOnCatalogue, cards, customers, lineAddOns } from '../db/schema'
import { letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { formatDate } from '../lib/locale'
import { listOf } from '../notifications/format'
import { sendNotice } from '../notifications/notify'
import { writeRefundEmail } from './refund-emails'
import { expiryInFuture } from '../payments/cards'
import { PaymentProviderUnavailable } from '../payments/provider'
import { cardsInChargeOrder, chargeFirstCardThatPays, recordLineCharge, triedAt, type FallbackResult } from './charges'
import { claimKeyed } from './claims'
import { rateOfBill } from './plan-change'
import { cents, DAY_MS, dollars, PERIOD_MS } from './renewals'

/**
 * Add-ons (docs/decisions/0032-add-ons-alerts-new-phone.md; tests/server/add-ons.test.ts): data for the rest of the period and travel
 * passes, priced with the line's state tax (the tax function of checkout and renewals), charged once per request key
 * on a saved card chosen by the customer, recorded in the order history. A travel pass that has not started may be
 * cancelled: the provider refunds it and the history shows the refund.
 *
 * A purchase is one line_add_ons row per key (`add-on:<line>:<request key>`): a double click or a retry finds it
 * (processing: 409; active: the same answer again; declined: charged again with attempt + 1). Two different
 * requests for overlapping passes are told apart under the line's lock (`Database.withLock`), so only one is sold.
 */

type AddOnRow = typeof lineAddOns.$inferSelect
type CatalogueRow = typeof addOnCatalogue.$inferSelect

const money = (amount: number | string) => `$${Number(amount).toFixed(2)}`
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Why nothing can be bought for the line now, or null. */
function addOnBlockedReason(bill: LineBill): string | null {
  const refusal = lineRefusal(bill.state, 'addOns', {
    pendingActivation: ADD_ON_MESSAGES.notActive,
    grace: ADD_ON_MESSAGES.pastDue,
    suspended: ADD_ON_MESSAGES.suspended,
    lost: ADD_ON_MESSAGES.lost,
  })
  if (refusal) return refusal
  return bill.status === 'current' && bill.renewsAt ? null : ADD_ON_MESSAGES.notActive
}

/**
 * An add-on's name, description or country in `language`: the catalogue's rows and the purchases keep the English
 * text they were sold with, and the server's message catalogue says it in another language (a name it does not know,
 * an add-on added to the database later, stays as written).
 */
const said = (text: string, language: Language) => translateMessage(text, language, { quiet: true })

/** One catalogue add-on priced for the line: its tax at the line's rate, in cents, rounded half up. */
function priceAddOn(addOn: CatalogueRow, bill: LineBill, language: Language): AddOnOffer {
  const rate = rateOfBill(bill)
  const price = cents(addOn.price)
  const tax = taxCents(price, rate)
  return {
    addOnId: addOn.id,
    kind: addOn.kind,
    name: said(addOn.name, language),
    description: said(addOn.description, language),
    dataMb: addOn.dataMb,
    days: addOn.days,
    countries: addOn.countries.map((country) => said(country, language)),
    price: price / 100,
    taxAmount: tax / 100,
    total: (price + tax) / 100,
    taxState: rate.state,
    taxRate: rate.percent,
  }
}

function answerOf(row: AddOnRow, now: Date, language: Language): LineAddOn {
  const state = row.status === 'cancelled' ? 'cancelled' : now < row.startsAt ? 'upcoming' : now < row.endsAt ? 'active' : 'ended'
  return {
    id: row.id,
    addOnId: row.addOnId,
    kind: row.kind,
    name: said(row.name, language),
    dataMb: row.dataMb,
    countries: row.countries.map((country) => said(country, language)),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    total: Number(row.total),
    state,
    canCancel: row.kind === 'travel' && state === 'upcoming',
    refunded: row.status === 'cancelled' ? Number(row.total) : null,
    boughtAt: row.createdAt.toISOString(),
  }
}

/**
 * The offers for a line and what it bought that has not ended a period ago (the customer's line, read by the caller),
 * their names and countries in `language`; how the caller pays (`payment`) is the route's (it depends on who asks).
 */
export async function lineAddOnsOf(
  db: Db,
  bill: LineBill,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Omit<LineAddOns, 'payment'>> {
  const catalogue = await db.select().from(addOnCatalogue).where(eq(addOnCatalogue.active, true)).orderBy(asc(addOnCatalogue.sortOrder))
  const bought = await db
    .select()
    .from(lineAddOns)
    .where(
      and(
        eq(lineAddOns.lineId, bill.lineId),
        inArray(lineAddOns.status, ['active', 'cancelling', 'cancelled']),
        gt(lineAddOns.endsAt, new Date(now.getTime() - PERIOD_MS)),
      ),
    )
    .orderBy(desc(lineAddOns.createdAt))
  const reason = addOnBlockedReason(bill)
  return {
    lineId: bill.lineId,
    reason: reason && translateMessage(reason, language),
    today: isoDay(now),
    periodEnd: bill.status === 'current' ? bill.renewsAt : null,
    offers: reason ? [] : catalogue.map((addOn) => priceAddOn(addOn, bill, language)),
    addOns: bought.map((row) => answerOf(row, now, language)),
  }
}

/** The data a line gained this period: each data add-on's MB from its purchase (the carrier simulator's allowance). */
export async function addedDataOf(db: Db, lineId: string, periodEnd: Date): Promise<{ dataMb: number; from: Date }[]> {
  const rows = await db
    .select({ dataMb: lineAddOns.dataMb, startsAt: lineAddOns.startsAt })
    .from(lineAddOns)
    .where(
      and(eq(lineAddOns.lineId, lineId), eq(lineAddOns.kind, 'data'), eq(lineAddOns.status, 'active'), eq(lineAddOns.endsAt, periodEnd)),
    )
  return rows.map((row) => ({ dataMb: row.dataMb ?? 0, from: row.startsAt }))
}

/** The travel passes of a line on at `at` (the carrier simulator lets the line roam in their countries). */
export async function passesOn(db: Db, lineId: string, at: Date) {
  return db
    .select({ id: lineAddOns.id, name: lineAddOns.name, countries: lineAddOns.countries, endsAt: lineAddOns.endsAt })
    .from(lineAddOns)
    .where(
      and(
        eq(lineAddOns.lineId, lineId),
        eq(lineAddOns.kind, 'travel'),
        inArray(lineAddOns.status, ['active', 'cancelling']),
        lt(lineAddOns.startsAt, new Date(at.getTime() + 1)),
        gt(lineAddOns.endsAt, at),
      ),
    )
}

export type PurchaseOutcome =
  | { outcome: 'bought'; message: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'unavailable' }
  | { outcome: 'inProgress' }
  | { outcome: 'refused'; status: 404 | 409 | 422; message: string; field?: string }

/** A purchase paid by a group's owner who has no saved card (the one buying may be a manager). */
export const NO_OWNER_CARD = 'The group owner has no saved card to charge. Ask them to add one in Payment.'
/** A card named on a line the group's owner pays for: the one buying cannot choose any card, theirs or the owner's. */
export const OWNER_PAYS_NO_CARD = "The group owner's card pays for this line: no card is chosen."

const refused = (status: 404 | 409 | 422, message: string, field?: string): PurchaseOutcome => ({
  outcome: 'refused',
  status,
  message,
  field,
})

/** When the add-on runs: data from now to the period's end; a pass from its first day (UTC) for its days. */
type Term = { startsAt: Date; endsAt: Date } | { error: PurchaseOutcome }

function termOf(addOn: CatalogueRow, bill: LineBill, startDate: string | undefined, now: Date): Term {
  if (addOn.kind === 'data') {
    if (bill.status !== 'current' || !bill.renewsAt) return { error: refused(409, ADD_ON_MESSAGES.dataNeedsPeriod) }
    return { startsAt: now, endsAt: new Date(bill.renewsAt) }
  }
  if (!startDate) return { error: refused(422, ADD_ON_MESSAGES.startDate, 'startDate') }
  const startsAt = new Date(`${startDate}T00:00:00.000Z`)
  if (Number.isNaN(startsAt.getTime()) || isoDay(startsAt) !== startDate)
    return { error: refused(422, ADD_ON_MESSAGES.startDate, 'startDate') }
  const today = new Date(`${isoDay(now)}T00:00:00.000Z`)
  if (startsAt < today) return { error: refused(422, ADD_ON_MESSAGES.inPast, 'startDate') }
  if (startsAt.getTime() > today.getTime() + TRAVEL_PASS_MAX_DAYS_AHEAD * DAY_MS)
    return { error: refused(422, ADD_ON_MESSAGES.tooFar, 'startDate') }
  return { startsAt, endsAt: new Date(startsAt.getTime() + (addOn.days ?? 1) * DAY_MS) }
}

/**
 * Buys an add-on for a customer's line (the bill as just read, after the billing job): checks the line, the offer,
 * the card and the dates, then charges once per request key.
 */
export async function buyAddOn(
  services: Services,
  customerId: string,
  bill: LineBill,
  payload: AddOnPurchasePayload,
  now: Date,
  /** The request's: the days a refusal names are written in it (the answer's message is then said in it). */
  language: Language = DEFAULT_LANGUAGE,
  /**
   * `ownerPays`: the payer `customerId` is not the one buying (a manager of the family group, or an approved
   * request), who cannot see the payer's cards: the payer's primary card is charged (the others after it, as
   * renewals do) and no `cardId` may be sent (422 OWNER_PAYS_NO_CARD): the one buying chooses no card, neither
   * theirs nor one of the owner's; the answer says the group owner's card was charged, and `boughtBy` (a manager's
   * name in the group) is told to the owner in the confirmation (tests/server/family-charges.test.ts).
   * `tellUser`: the line's user when a manager bought on someone else's line: they are told what was added to their
   * line, by whom, and that the owner pays (docs/decisions/0034, "Who is told").
   */
  options: PurchaseOptions = {},
): Promise<PurchaseOutcome> {
  const { db } = services
  // The payer's own purchase names the card; one the owner pays for names none (tests/server/family-charges.test.ts).
  if (options.ownerPays ? payload.cardId !== undefined : !payload.cardId)
    return refused(422, options.ownerPays ? OWNER_PAYS_NO_CARD : ADD_ON_MESSAGES.cardId, 'cardId')
  const key = `add-on:${bill.lineId}:${payload.requestKey}`
  const details = createHash('sha256')
    .update(JSON.stringify([payload.addOnId, payload.startDate ?? null]))
    .digest('hex')

  // A purchase already made with this key answers as it ended, whatever the line's state now.
  const [known] = await db.select().from(lineAddOns).where(eq(lineAddOns.key, key))
  if (known && known.detailsHash !== details) return refused(409, ADD_ON_MESSAGES.keyReused)
  if (known && (known.status === 'active' || known.status === 'cancelling' || known.status === 'cancelled'))
    return { outcome: 'bought', message: await boughtMessage(db, known, options.ownerPays) }

  const reason = addOnBlockedReason(bill)
  if (reason) return refused(409, reason)
  const [addOn] = await db
    .select()
    .from(addOnCatalogue)
    .where(and(eq(addOnCatalogue.id, payload.addOnId), eq(addOnCatalogue.active, true)))
  if (!addOn) return refused(422, ADD_ON_MESSAGES.unknown, 'addOnId')
  const [card] = options.ownerPays
    ? await cardsInChargeOrder(db, customerId)
    : await db
        .select()
        .from(cards)
        .where(and(eq(cards.id, payload.cardId ?? ''), eq(cards.customerId, customerId)))
  if (!card && options.ownerPays) return { outcome: 'declined', message: NO_OWNER_CARD }
  if (!card) return refused(422, 'We could not find this card', 'cardId')
  if (!expiryInFuture(card.expiry, now)) return refused(422, `Your card ending ${card.last4} has expired.`, 'cardId')
  const term = termOf(addOn, bill, payload.startDate, now)
  if ('error' in term) return term.error
  // The purchase keeps the add-on's English name (records and emails say it in their own language).
  const offer = priceAddOn(addOn, bill, DEFAULT_LANGUAGE)

  // The overlap check and the claim happen under the line's lock: two passes for the same days are never both sold.
  const locked = await services.database.withLock(
    `add-ons:${bill.lineId}`,
    async (): Promise<AddOnRow | PurchaseOutcome> => {
      if (addOn.kind === 'travel') {
        const [clash] = await db
          .select()
          .from(lineAddOns)
          .where(
            and(
              eq(lineAddOns.lineId, bill.lineId),
              eq(lineAddOns.kind, 'travel'),
              inArray(lineAddOns.status, ['processing', 'active', 'cancelling']),
              ne(lineAddOns.key, key),
              lt(lineAddOns.startsAt, term.endsAt),
              gt(lineAddOns.endsAt, term.startsAt),
            ),
          )
          .limit(1)
        if (clash)
          return refused(
            422,
            ADD_ON_MESSAGES.overlap(
              formatDate(clash.startsAt, language, 'page'),
              formatDate(new Date(clash.endsAt.getTime() - 1), language, 'page'),
            ),
            'startDate',
          )
      }
      const claimed = await claim(db, {
        key,
        lineId: bill.lineId,
        customerId,
        addOnId: addOn.id,
        kind: addOn.kind,
        name: addOn.name,
        dataMb: addOn.dataMb,
        countries: addOn.countries,
        startsAt: term.startsAt,
        endsAt: term.endsAt,
        price: dollars(cents(offer.price)),
        taxAmount: dollars(cents(offer.taxAmount)),
        total: dollars(cents(offer.total)),
        cardId: card.id,
        detailsHash: details,
        claimedAt: new Date(),
      })
      if (claimed === 'done') {
        const [row] = await db.select().from(lineAddOns).where(eq(lineAddOns.key, key))
        return { outcome: 'bought', message: await boughtMessage(db, row, options.ownerPays) }
      }
      return claimed ?? { outcome: 'inProgress' }
    },
    { wait: true },
  )
  if (!locked.ran) return { outcome: 'inProgress' }
  if ('outcome' in locked.value) return locked.value
  return charge(services, bill, locked.value, card, now, options)
}

/** Takes the purchase's row: a new one, a declined one (tried again), or one a crashed process held. */
async function claim(db: Db, values: typeof lineAddOns.$inferInsert): Promise<AddOnRow | 'done' | null> {
  const claimed = await claimKeyed(db, lineAddOns, values, { startsAt: values.startsAt, endsAt: values.endsAt, cardId: values.cardId })
  if ('row' in claimed) return claimed.row
  return claimed.status && claimed.status !== 'processing' && claimed.status !== 'declined' ? 'done' : null
}

/** The answer of a purchase made before with the same key: the same message. */
async function boughtMessage(db: Db, row: AddOnRow, ownerPays = false) {
  const [card] = row.cardId ? await db.select({ last4: cards.last4 }).from(cards).where(eq(cards.id, row.cardId)) : []
  return (ownerPays ? FAMILY_CHARGED.addOn : ADD_ON_MESSAGES.bought)(row.name, money(row.total), card?.last4 ?? '••••')
}

/** Who pays and who is told of a purchase on a line of a family group (buyAddOn). */
interface PurchaseOptions {
  ownerPays?: boolean
  boughtBy?: string
  tellUser?: string
}

async function charge(
  services: Services,
  bill: LineBill,
  row: AddOnRow,
  card: typeof cards.$inferSelect,
  now: Date,
  { ownerPays = false, boughtBy, tellUser }: PurchaseOptions,
): Promise<PurchaseOutcome> {
  const { db } = services
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId))
  // The card chosen is charged; when that is the primary card and it declines, the other saved cards are tried in
  // order (server/billing/charges.ts), each under its own key, so at most one of them pays.
  const tried =
    card.primary || ownerPays ? [card, ...(await cardsInChargeOrder(db, row.customerId)).filter((other) => other.id !== card.id)] : [card]
  let result: FallbackResult
  try {
    result = await chargeFirstCardThatPays(services.payments, {
      customer,
      cards: tried,
      amountCents: cents(row.total),
      description: `Ring Mobile ${row.name}`,
      key: `${row.key}:${row.attempt}`,
      metadata: { lineId: row.lineId, addOnId: row.id },
      now,
      noCard: 'We could not find this card',
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error
    // Nothing was decided: free to try again with the same attempt (the provider answers a repeated key the same).
    await db
      .update(lineAddOns)
      .set({ status: 'declined', claimedAt: null })
      .where(and(eq(lineAddOns.id, row.id), eq(lineAddOns.status, 'processing')))
    return { outcome: 'unavailable' }
  }
  const item = `${row.name} — add-on for ${bill.lineLabel}`
  const charged = {
    customerId: row.customerId,
    lineId: row.lineId,
    total: row.total,
    orderTotal: row.price,
    taxAmount: row.taxAmount,
    regulatoryFee: '0.00',
  }
  const recordDeclines = async (exec: Pick<Db, 'insert' | 'select'>) => {
    for (const [index, attempt] of result.declined.entries())
      await recordLineCharge(
        exec,
        charged,
        { card: attempt.card, providerRef: attempt.providerRef, at: triedAt(now, index, result.declined.length) },
        { item: `${item} (declined)`, successful: false, idempotencyKey: attempt.idempotencyKey },
      )
  }
  if (result.outcome !== 'succeeded') {
    const message = result.message
    await recordDeclines(db)
    await db
      .update(lineAddOns)
      .set({ status: 'declined', claimedAt: null, attempt: row.attempt + 1 })
      .where(and(eq(lineAddOns.id, row.id), eq(lineAddOns.status, 'processing')))
    return { outcome: 'declined', message }
  }
  const paidWith = result.card
  const providerRef = result.providerRef
  await db.transaction(async (tx) => {
    await recordDeclines(tx)
    const transactionId = await recordLineCharge(
      tx,
      charged,
      { card: paidWith, providerRef, at: now },
      { item, successful: true, idempotencyKey: row.key },
    )
    await tx
      .update(lineAddOns)
      .set({ status: 'active', claimedAt: null, providerRef, transactionId, cardId: paidWith.id })
      .where(eq(lineAddOns.id, row.id))
  })
  const when = (language: Language) =>
    row.kind === 'data'
      ? translate(language, 'email.addOn.until', { day: formatDate(row.endsAt, language, 'email') })
      : translate(language, 'email.addOn.between', {
          from: formatDate(row.startsAt, language, 'email'),
          to: formatDate(new Date(row.endsAt.getTime() - 1), language, 'email'),
          countries: listOf(
            row.countries.map((country) => said(country, language)),
            language,
          ),
        })
  const values = (language: Language) => ({
    name: said(row.name, language),
    line: bill.lineLabel,
    when: when(language),
    amount: money(row.total),
    last4: paidWith.last4,
  })
  await sendNotice(services, {
    customerId: row.customerId,
    kind: 'addOnConfirmation',
    key: `add-on:${row.id}`,
    email: (firstName, language) => ({
      subject: translate(language, 'email.addOn.subject', values(language)),
      // The owner told of a manager's purchase on their card: who bought it, and how to stop them.
      text: letter(
        language,
        firstName,
        [
          translate(language, 'email.addOn.body', values(language)),
          ...(boughtBy
            ? [
                translate(language, 'email.addOn.boughtBy', { name: boughtBy }),
                translate(language, 'email.family.ifNotExpected', { decider: boughtBy }),
              ]
            : []),
        ].join('\n\n'),
      ),
    }),
    text: (language) => translate(language, 'text.addOn', values(language)),
  }).catch((error: Error) => console.error(`[add-ons] confirmation of ${row.id} failed: ${error.message}`))
  // The member whose line a manager added to: what is on it, who added it, and that the owner pays (no card, no amount).
  if (tellUser && boughtBy) {
    const told = (language: Language) => ({ ...values(language), manager: boughtBy })
    await sendNotice(services, {
      customerId: tellUser,
      kind: 'addOnConfirmation',
      key: `add-on-user:${row.id}`,
      email: (firstName, language) => ({
        subject: translate(language, 'email.addOn.subject', told(language)),
        text: letter(language, firstName, translate(language, 'email.addOn.forUser', told(language))),
      }),
      text: (language) => translate(language, 'text.addOnForUser', told(language)),
    }).catch((error: Error) => console.error(`[add-ons] notice of ${row.id} to the line's user failed: ${error.message}`))
  }
  const declinedFirst = result.declined[0]?.card.last4
  return {
    outcome: 'bought',
    message: ownerPays
      ? FAMILY_CHARGED.addOn(row.name, money(row.total), paidWith.last4)
      : declinedFirst
        ? ADD_ON_MESSAGES.boughtOtherCard(row.name, money(row.total), paidWith.last4, declinedFirst)
        : ADD_ON_MESSAGES.bought(row.name, money(row.total), paidWith.last4),
  }
}

export type CancelOutcome =
  { outcome: 'cancelled'; message: string } | { outcome: 'unavailable' } | { outcome: 'refused'; status: 404 | 409; message: string }

/**
 * Cancels a travel pass that has not started and refunds it: the row moves active → cancelling (one request wins),
 * the provider refunds the charge, then the row is cancelled and the refund recorded in the order history.
 */
export async function cancelAddOn(services: Services, bill: LineBill, addOnId: string, now: Date): Promise<CancelOutcome> {
  const { db } = services
  const [row] = await db
    .select()
    .from(lineAddOns)
    .where(and(eq(lineAddOns.id, addOnId), eq(lineAddOns.lineId, bill.lineId)))
  if (!row || row.status === 'processing' || row.status === 'declined')
    return { outcome: 'refused', status: 404, message: ADD_ON_MESSAGES.unknown }
  if (row.status === 'cancelled') return { outcome: 'cancelled', message: ADD_ON_MESSAGES.cancelled(row.name, money(row.total)) }
  const [taken] = await db
    .update(lineAddOns)
    .set({ status: 'cancelling', claimedAt: new Date() })
    .where(and(eq(lineAddOns.id, row.id), eq(lineAddOns.status, 'active'), eq(lineAddOns.kind, 'travel'), gt(lineAddOns.startsAt, now)))
    .returning()
  if (!taken) return { outcome: 'refused', status: 409, message: ADD_ON_MESSAGES.cannotCancel }
  try {
    if (taken.providerRef) await services.payments.refund(taken.providerRef)
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error
    await db.update(lineAddOns).set({ status: 'active', claimedAt: null }).where(eq(lineAddOns.id, taken.id))
    return { outcome: 'unavailable' }
  }
  const [card] = taken.cardId ? await db.select().from(cards).where(eq(cards.id, taken.cardId)) : []
  await db.transaction(async (tx) => {
    const negative = (value: string) => dollars(-cents(value))
    const refundId = await recordLineCharge(
      tx,
      {
        customerId: taken.customerId,
        lineId: taken.lineId,
        total: negative(taken.total),
        orderTotal: negative(taken.price),
        taxAmount: negative(taken.taxAmount),
        regulatoryFee: '0.00',
      },
      { card, providerRef: taken.providerRef, at: now },
      { item: `${taken.name} — refund (cancelled before it started)`, successful: true, idempotencyKey: `${taken.key}:refund` },
    )
    await tx
      .update(lineAddOns)
      .set({ status: 'cancelled', claimedAt: null, cancelledAt: now, refundTransactionId: refundId })
      .where(eq(lineAddOns.id, taken.id))
    await writeRefundEmail(tx, { refundId, name: taken.name })
  })
  return { outcome: 'cancelled', message: ADD_ON_MESSAGES.cancelled(taken.name, money(taken.total)) }
}

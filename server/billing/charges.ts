import { asc, desc, eq } from 'drizzle-orm'
import type { RenewalFailureCode } from '@contract/line-care'
import type { Db } from '../db/client'
import { cards, transactions, type ChargeOutcome } from '../db/schema'
import type { CardRow, Customer } from '../db/types'
import { DECLINE_MESSAGES, expiryInFuture } from '../payments/cards'
import type { PaymentProvider } from '../payments/provider'

type Money = (typeof transactions.$inferInsert)['amount']

/** What a line's charge is for (a renewal, a plan change): the line, and its price before and after tax and fees. */
export interface LineChargeFor {
  customerId: string
  lineId: string
  /** Charged: the price with tax and fees. */
  total: Money
  /** The price before tax and fees. */
  orderTotal: Money
  taxAmount: Money
  regulatoryFee: Money
}

/** How it was paid: the card tried (none when there was no usable card), the provider's reference, and when. */
export interface LineChargePayment {
  card: Pick<CardRow, 'id' | 'last4' | 'network'> | undefined
  providerRef: string | null
  at: Date
}

/**
 * Writes the order history's row of a card charge for a line (SPEC §7's transaction: no activation fee, no
 * discount), once per `idempotencyKey`: a retry writes nothing. Answers the row's id, the earlier one's after a retry.
 */
export async function recordLineCharge(
  exec: Pick<Db, 'insert' | 'select'>,
  charge: LineChargeFor,
  { card, providerRef, at }: LineChargePayment,
  entry: { item: string; successful: boolean; idempotencyKey: string },
): Promise<string> {
  const [inserted] = await exec
    .insert(transactions)
    .values({
      customerId: charge.customerId,
      lineId: charge.lineId,
      cardId: card?.id ?? null,
      item: entry.item,
      amount: charge.total,
      successful: entry.successful,
      cardLast4: card?.last4 ?? null,
      paymentMethod: card?.network ?? null,
      orderTotal: charge.orderTotal,
      taxAmount: charge.taxAmount,
      regulatoryFee: charge.regulatoryFee,
      activationFee: '0.00',
      discountAmount: '0.00',
      finalCheckoutAmount: charge.total,
      idempotencyKey: entry.idempotencyKey,
      providerRef,
      transactionTime: at,
    })
    .onConflictDoNothing({ target: transactions.idempotencyKey })
    .returning({ id: transactions.id })
  if (inserted) return inserted.id
  const [earlier] = await exec
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, entry.idempotencyKey))
  return earlier.id
}

/** The customer's saved cards in the order a charge tries them: the primary card first, then the others oldest first. */
export async function cardsInChargeOrder(db: Pick<Db, 'select'>, customerId: string): Promise<CardRow[]> {
  return db.select().from(cards).where(eq(cards.customerId, customerId)).orderBy(desc(cards.primary), asc(cards.createdAt), asc(cards.id))
}

/** One card tried by a charge and how it ended (a card past its expiry is not sent to the provider). */
interface CardTry {
  card: CardRow
  outcome: Exclude<ChargeOutcome, 'succeeded'>
  providerRef: string | null
  message: string
  /** The key the provider saw (and the declined row of the order history is written under). */
  idempotencyKey: string
}

export type FallbackResult =
  | { outcome: 'succeeded'; card: CardRow; providerRef: string; idempotencyKey: string; declined: CardTry[] }
  | { outcome: 'declined'; message: string; declined: CardTry[] }

/**
 * Charges the first card of `cards` that takes the payment, in order, each with its own idempotency key: the
 * first card `key` itself (the key an attempt had before there were fallbacks), every further card `key:<card id>`.
 * A repeat with the same key and the same cards (a crash between charging and recording, two processes) gets the
 * provider's first answers back, so at most one card is ever charged per key. No card at all declines with
 * `noCard`. Throws PaymentProviderUnavailable when the provider does not answer: nothing after that is tried, and
 * the caller keeps the attempt as it was. Checked by tests/server/autopay-fallback.test.ts.
 */
export async function chargeFirstCardThatPays(
  payments: PaymentProvider,
  input: {
    customer: Customer
    cards: CardRow[]
    amountCents: number
    description: string
    key: string
    metadata?: Record<string, string>
    now: Date
    noCard: string
  },
): Promise<FallbackResult> {
  const declined: CardTry[] = []
  for (const [index, card] of input.cards.entries()) {
    const idempotencyKey = index === 0 ? input.key : `${input.key}:${card.id}`
    if (!expiryInFuture(card.expiry, input.now)) {
      declined.push({
        card,
        outcome: 'declined',
        providerRef: null,
        message: `Your card ending ${card.last4} has expired.`,
        idempotencyKey,
      })
      continue
    }
    const result = await payments.chargeSavedCard({
      customer: input.customer,
      card,
      amountCents: input.amountCents,
      description: input.description,
      idempotencyKey,
      metadata: input.metadata,
    })
    if (result.outcome === 'succeeded') return { outcome: 'succeeded', card, providerRef: result.providerRef, idempotencyKey, declined }
    declined.push({
      card,
      outcome: result.outcome,
      providerRef: result.providerRef,
      message: result.message ?? DECLINE_MESSAGES[result.outcome],
      idempotencyKey,
    })
  }
  const message = declined.length === 0 ? input.noCard : declined.length === 1 ? declined[0].message : FALLBACK_MESSAGES.allDeclined
  return { outcome: 'declined', message, declined }
}

export const FALLBACK_MESSAGES = {
  /** Every saved card was tried and none took the payment. */
  allDeclined: 'None of your saved cards could be charged.',
  /** A renewal with no saved card to try. */
  noCard: 'There is no primary card on your account.',
} as const

const expiredCard = /^Your card ending (\d{4}) has expired\.$/

/**
 * A refusal this module or the payment provider wrote (and the renewal keeps, in English) by its kind, so that a
 * page says it in its own language (contract/line-care.ts `failure`); null for a provider's own words.
 * tests/views/line-page-states.test.tsx shows it after a language switch; tests/server/emails-in-languages.test.ts.
 */
export function refusalOf(message: string): { code: RenewalFailureCode; last4: string | null } | null {
  if (message === DECLINE_MESSAGES.declined) return { code: 'declined', last4: null }
  if (message === DECLINE_MESSAGES.insufficient_funds) return { code: 'insufficientFunds', last4: null }
  if (message === FALLBACK_MESSAGES.allDeclined) return { code: 'allDeclined', last4: null }
  if (message === FALLBACK_MESSAGES.noCard) return { code: 'noCard', last4: null }
  const expired = expiredCard.exec(message)
  return expired ? { code: 'expired', last4: expired[1] } : null
}

/**
 * When the order history says the n-th of `count` declined tries of one charge happened: a millisecond apart, just
 * before `at` (the charge's own time), so that newest-first lists show the tries in the order they were made, the
 * card that paid on top (transaction ids are random and cannot break the tie).
 */
export const triedAt = (at: Date, index: number, count: number) => new Date(at.getTime() - (count - index))

import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { markPaid, orderById, recordFailedTransaction } from '../checkout/orders'
import type { Db } from '../db/client'
import type { Language } from '@contract/languages'
import type { PaymentSessionKind } from '@contract/payments'
import { cards, paymentSessions, transactions, type ChargeOutcome } from '../db/schema'
import { withCustomerLocked } from '../db/customer-lock'
import type { Customer } from '../db/types'
import { writeCardAdded } from './card-emails'
import type { PaymentProvider, ProviderSessionResult } from './provider'

export type PaymentSessionRow = typeof paymentSessions.$inferSelect

/** A hosted page stays usable for 30 minutes (Stripe's shortest Checkout session life). */
const SESSION_TTL_MS = 30 * 60_000

export const SESSION_MESSAGES = {
  expired: 'The payment page expired. Please try again.',
  cancelled: 'The payment was cancelled.',
  setupCancelled: 'Saving the card was cancelled.',
  replaced: 'A newer payment page replaced this one.',
  alreadyPaid: 'This order was already paid; this payment was refunded.',
  /** A payment that is not the order's (another amount or currency, or a page the order no longer has). */
  notThisOrder: 'This payment did not match your order, so it was refunded. Please check your order and pay again.',
  /** The sandbox page of an order whose total changed after it opened: nothing is charged. */
  orderChanged: 'Your order changed after this payment page opened. Nothing was charged. Please pay again from the checkout.',
} as const

/** Gives a payment back (best effort: a failure is logged for someone to refund by hand). */
export async function refundQuietly(provider: PaymentProvider, providerRef: string) {
  await provider.refund(providerRef).catch((error) => console.error(`[payments] refund failed: ${(error as Error).message}`))
}

/** Cents as the orders' money text: 2874 → '28.74'. */
const dollarsOf = (cents: number) => (cents / 100).toFixed(2)

/** Random and unguessable: the id alone opens the sandbox page. */
function newSessionId() {
  return `ps_${randomBytes(24).toString('base64url')}`
}

export function returnUrlFor(publicUrl: string, sessionId: string) {
  return `${publicUrl}/stripe-response?session_id=${encodeURIComponent(sessionId)}`
}

/** Opens a hosted page with the provider and records it (the provider call comes first: it may fail with 503). */
export async function openHostedSession(
  db: Db,
  provider: PaymentProvider,
  input: {
    customer: Customer
    kind: PaymentSessionKind
    orderId?: string
    amountCents?: number
    description?: string
    language: Language
    /** Payment mode: keep the card once paid (the checkout's ticked box). */
    saveCard?: boolean
  },
): Promise<PaymentSessionRow> {
  const id = newSessionId()
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  const opened = await provider.openSession({
    sessionId: id,
    kind: input.kind,
    customer: input.customer,
    amountCents: input.amountCents,
    description: input.description,
    language: input.language,
    orderId: input.orderId,
    expiresAt,
    returnUrl: returnUrlFor(provider.linkBase, id),
    saveCard: input.saveCard ?? false,
  })
  const [row] = await db
    .insert(paymentSessions)
    .values({
      id,
      customerId: input.customer.id,
      kind: input.kind,
      provider: provider.name,
      providerSessionId: opened.providerSessionId,
      orderId: input.orderId ?? null,
      amount: input.amountCents === undefined ? null : dollarsOf(input.amountCents),
      url: opened.url,
      saveCard: input.kind === 'payment' && (input.saveCard ?? false),
      expiresAt,
    })
    .returning()
  return row
}

export async function sessionById(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id))
  return row
}

/** pending → failed with a message (once). */
export async function failSession(db: Db, sessionId: string, message: string) {
  await db
    .update(paymentSessions)
    .set({ status: 'failed', message, completedAt: sql`now()` })
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'pending')))
}

export interface SavedCardFacts {
  network: string
  last4: string
  expiry: string
  holderName: string
  providerRef: string | null
  sandboxOutcome: ChargeOutcome | null
}

type LockedTx = Parameters<Parameters<typeof withCustomerLocked>[2]>[0]

export interface StoredCard {
  cardId: string
  /** It became the customer's primary card (they had none). */
  primary: boolean
}

/**
 * The one place a card becomes a payment method of a customer: a card saved on a card-saving page and a new card
 * kept at checkout both come through here. It is primary when the customer has no primary card yet. The customer's
 * row is locked meanwhile, so two cards saved at the same moment cannot both become primary. `claim` runs first in
 * the same transaction (e.g. the setup session pending → succeeded): when it answers false nothing is stored, so a
 * replay stores nothing twice. Checked by tests/server/cards.test.ts and tests/server/checkout.test.ts.
 */
async function storeCard(
  db: Db,
  customerId: string,
  card: SavedCardFacts,
  options: { claim?: (tx: LockedTx) => Promise<boolean>; then?: (tx: LockedTx, stored: StoredCard) => Promise<void> } = {},
): Promise<StoredCard | null> {
  return withCustomerLocked(db, customerId, async (tx) => {
    if (options.claim && !(await options.claim(tx))) return null
    const [primary] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.customerId, customerId), eq(cards.primary, true)))
    const [saved] = await tx
      .insert(cards)
      .values({
        customerId,
        network: card.network,
        last4: card.last4,
        expiry: card.expiry,
        holderName: card.holderName,
        primary: !primary,
        providerRef: card.providerRef,
        sandboxOutcome: card.sandboxOutcome,
      })
      .returning({ id: cards.id })
    const stored = { cardId: saved.id, primary: !primary }
    await writeCardAdded(tx, customerId, { network: card.network, last4: card.last4, primary: stored.primary })
    await options.then?.(tx, stored)
    return stored
  })
}

/** A setup session's card: saved once (the session moves pending → succeeded in the same transaction). */
export async function completeSetupSession(db: Db, session: PaymentSessionRow, card: SavedCardFacts): Promise<string | null> {
  const stored = await storeCard(db, session.customerId, card, {
    claim: async (tx) => {
      const [claimed] = await tx
        .update(paymentSessions)
        .set({ status: 'succeeded', completedAt: sql`now()` })
        .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'pending')))
        .returning({ id: paymentSessions.id })
      return Boolean(claimed)
    },
    then: async (tx, { cardId }) => {
      await tx.update(paymentSessions).set({ cardId }).where(eq(paymentSessions.id, session.id))
    },
  })
  return stored?.cardId ?? null
}

/**
 * A checkout paid with a new card whose "Save this card for automatic renewals" stayed ticked: the card is kept
 * (through storeCard) and the order's transaction and the session name it. Called only by the call that recorded
 * the payment (markPaid's `won`), so a replay or a second webhook keeps nothing twice; never for a decline.
 */
export async function keepPaidCard(db: Db, session: PaymentSessionRow, transactionId: string, card: SavedCardFacts) {
  if (!session.saveCard) return null
  return storeCard(db, session.customerId, card, {
    then: async (tx, { cardId }) => {
      await tx.update(paymentSessions).set({ cardId }).where(eq(paymentSessions.id, session.id))
      await tx.update(transactions).set({ cardId }).where(eq(transactions.id, transactionId))
    },
  })
}

/** GET /app/payments/session/{id}'s answer (paymentSessionSchema, plus lineId / cardId). */
export async function sessionAnswer(db: Db, session: PaymentSessionRow) {
  let lineId: string | null = null
  if (session.orderId && session.status === 'succeeded') lineId = (await orderById(db, session.orderId))?.lineId ?? null
  return {
    status: session.status,
    kind: session.kind,
    message: session.message,
    transactionId: session.transactionId,
    lineId,
    cardId: session.cardId,
  }
}

/**
 * Applies what the provider confirms about a hosted session (Stripe: retrieval or a verified webhook). Every step
 * is conditional, so a replay (page reload, repeated webhook) changes nothing:
 * - payment succeeded: the order is paid once (line + transaction); a payment for an order already paid through
 *   another page is refunded;
 * - setup succeeded: the card is saved once;
 * - failed (expired, cancelled): the session fails; the order stays open for a retry.
 */
export async function applyProviderResult(db: Db, provider: PaymentProvider, session: PaymentSessionRow, result: ProviderSessionResult) {
  if (result.status === 'pending') return
  if (result.status === 'failed') {
    await failSession(db, session.id, result.message)
    return
  }
  if (result.kind === 'setup') {
    await completeSetupSession(db, session, { ...result.card, sandboxOutcome: null })
    return
  }
  if (!session.orderId) return
  const paid = await markPaid(db, session.orderId, {
    providerRef: result.providerRef,
    // What the provider says it took, never what we asked for: an amount it lacks matches no order.
    amount: result.amountCents === null ? '' : dollarsOf(result.amountCents),
    currency: result.currency ?? '',
    network: result.card?.network ?? null,
    last4: result.card?.last4 ?? null,
    cardId: null,
    sessionId: session.id,
  })
  if (!paid) {
    // Not this order's total, or a page voided when the order changed: never recorded as paid, given back.
    console.error(`[payments] refunding a payment that does not match its order (${result.amountCents ?? '?'} ${result.currency ?? '?'})`)
    await refundQuietly(provider, result.providerRef)
    await failSession(db, session.id, SESSION_MESSAGES.notThisOrder)
    return
  }
  if (!paid.won && paid.providerRef !== result.providerRef) {
    // Paid twice (another page or a saved card got there first): give this payment back.
    await refundQuietly(provider, result.providerRef)
    await failSession(db, session.id, SESSION_MESSAGES.alreadyPaid)
    return
  }
  // Stripe attached the payment method to the customer (setup_future_usage off_session); we keep its facts.
  if (paid.won && result.savable) await keepPaidCard(db, session, paid.transactionId, { ...result.savable, sandboxOutcome: null })
}

/** A charge that failed inside a provider's page which stays open (Stripe Checkout lets the customer try again). */
export async function recordDeclinedAttempt(
  db: Db,
  orderId: string,
  attemptKey: string,
  facts: { code: string; message: string; network: string | null; last4: string | null; providerRef: string | null },
) {
  const order = await orderById(db, orderId)
  if (!order || order.status === 'paid') return
  await recordFailedTransaction(db, order, { ...facts, cardId: null, sessionId: null }, attemptKey)
}

/**
 * Brings a pending session up to date: the provider's word when it keeps the result (Stripe, whose own expiry then
 * counts), else our expiry (sandbox: the page records its result itself).
 */
export async function refreshSession(db: Db, provider: PaymentProvider, session: PaymentSessionRow): Promise<PaymentSessionRow> {
  if (session.status !== 'pending') return session
  if (session.provider === provider.name && session.providerSessionId) {
    const result = await provider.retrieveSession(session.providerSessionId, session.kind)
    if (result) {
      await applyProviderResult(db, provider, session, result)
      return (await sessionById(db, session.id))!
    }
  }
  if (session.expiresAt.getTime() < Date.now()) {
    await failSession(db, session.id, SESSION_MESSAGES.expired)
    return (await sessionById(db, session.id))!
  }
  return session
}

/** The order's hosted session that a newer one replaces: failed here, expired at the provider (best effort). */
export async function retireSession(db: Db, provider: PaymentProvider, sessionId: string | null) {
  if (!sessionId) return
  const session = await sessionById(db, sessionId)
  if (!session || session.status !== 'pending') return
  await failSession(db, session.id, SESSION_MESSAGES.replaced)
  if (session.providerSessionId && session.provider === 'stripe') {
    await provider.expireSession(session.providerSessionId).catch(() => undefined)
  }
}

import type { Context } from 'hono'
import type { AppEnv, Services } from '../context'
import type { CardRow, Customer } from '../db/types'
import { languageFor } from '../lib/language'
import { DECLINE_CODES, DECLINE_MESSAGES } from '../payments/cards'
import { openHostedSession, refundQuietly, retireSession, sessionById } from '../payments/sessions'
import { markFailed, markPaid, releaseOrder, type OrderRow } from './orders'
import { declined, orderInProgress } from './order-request'

/** What is paid for: the claimed order of the customer, its amount and what the payment says it is for. */
interface Charge {
  customer: Customer
  order: OrderRow
  amountCents: number
  description: string
}

/**
 * Charges a saved card for the claimed order: paid (its line and transaction made), or declined (a failed
 * transaction, the order `failed`, a 402). A payment that reaches an order paid meanwhile is given back.
 */
export async function payWithSavedCard(services: Services, { customer, order, amountCents, description }: Charge, card: CardRow) {
  const { db, payments } = services
  const result = await payments.chargeSavedCard({
    customer,
    card,
    amountCents,
    description,
    idempotencyKey: `order:${order.id}:${order.attempt}`,
    metadata: { orderId: order.id },
  })
  const facts = { network: card.network, last4: card.last4, cardId: card.id, sessionId: null }
  if (result.outcome !== 'succeeded') {
    const message = result.message ?? DECLINE_MESSAGES[result.outcome]
    await markFailed(db, order, { code: DECLINE_CODES[result.outcome], message, providerRef: result.providerRef, ...facts })
    throw declined(DECLINE_CODES[result.outcome], message)
  }
  const paid = await markPaid(db, order.id, { providerRef: result.providerRef, amount: order.total, currency: 'usd', ...facts })
  if (!paid) {
    // Cannot happen while this request holds the claim (the total is fixed), but a payment never stands unrecorded.
    await refundQuietly(payments, result.providerRef)
    throw orderInProgress()
  }
  // The order was paid meanwhile through its payment page: this charge is given back.
  if (!paid.won && paid.providerRef !== result.providerRef) await refundQuietly(payments, result.providerRef)
  // A payment page still open for this order must not take a second payment.
  await retireSession(db, payments, order.sessionId)
  return { status: 'paid' as const, transactionId: paid.transactionId, lineId: paid.lineId }
}

/**
 * A new card: the hosted page. The open one is reused while it is fresh and the order and the customer's choice to
 * keep the card are unchanged (Stripe fixes setup_future_usage when the page opens); otherwise it is retired and a
 * new one opened. The claim goes back with the page's session on it.
 */
export async function payOnHostedPage(
  services: Services,
  c: Context<AppEnv>,
  { customer, order, amountCents, description }: Charge,
  options: { saveCard: boolean; sameDetails: boolean },
) {
  const { db, payments } = services
  const open = order.sessionId ? await sessionById(db, order.sessionId) : undefined
  const fresh = open?.status === 'pending' && open.provider === payments.name && open.expiresAt.getTime() > Date.now() + 5 * 60_000
  if (open && fresh && options.sameDetails && open.saveCard === options.saveCard && open.url) {
    await releaseOrder(db, order.id)
    return { status: 'redirect' as const, url: open.url, sessionId: open.id }
  }
  await retireSession(db, payments, order.sessionId)
  const session = await openHostedSession(db, payments, {
    customer,
    kind: 'payment',
    orderId: order.id,
    amountCents,
    description,
    language: languageFor(c, customer),
    saveCard: options.saveCard,
  })
  await releaseOrder(db, order.id, { sessionId: session.id, providerSessionId: session.providerSessionId })
  return { status: 'redirect' as const, url: session.url!, sessionId: session.id }
}

import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { paymentEvents, paymentSessions } from '../db/schema'
import { DECLINE_MESSAGES, networkFromStripe } from './cards'
import { applyProviderResult, failSession, recordDeclinedAttempt } from './sessions'
import { verifyStripeEvent, type StripeProvider } from './stripe'

export interface WebhookAnswer {
  status: 200 | 400
  body: { received?: boolean; duplicate?: boolean; ignored?: boolean; message?: string }
}

/**
 * POST /app/payments/webhook (Stripe): the signature is checked over the raw body by the SDK (HMAC-SHA256 with
 * STRIPE_WEBHOOK_SECRET, 5 minutes tolerance), then the event is applied once: its id is stored in payment_events
 * after it was applied, a stored id is answered 200 without doing anything, and every change it makes is
 * conditional (two deliveries at the same moment still pay an order once). Session events are confirmed by
 * retrieving the session from Stripe (with the card's brand and last four).
 */
export async function handleStripeWebhook(
  db: Db,
  provider: StripeProvider,
  secret: string,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<WebhookAnswer> {
  const check = await verifyStripeEvent(rawBody, signatureHeader, secret)
  if (!check.ok && check.reason === 'not-json') return { status: 400, body: { message: 'The request body is not valid JSON' } }
  if (!check.ok) return { status: 400, body: { message: `Invalid webhook signature (${check.reason})` } }
  // Read loosely: only the fields used below, whatever the event's API version.
  const event = check.event as unknown as { id?: unknown; type?: unknown; data?: { object?: any } }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') return { status: 400, body: { message: 'Not a Stripe event' } }
  const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id))
  if (seen) return { status: 200, body: { received: true, duplicate: true } }

  const object = event.data?.object ?? {}
  let ignored = false
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = await sessionOf(db, object)
      if (!session) {
        ignored = true
        break
      }
      const result = await provider.retrieveSession(String(object.id), session.kind)
      if (result) await applyProviderResult(db, provider, session, result)
      break
    }
    case 'checkout.session.async_payment_failed': {
      const session = await sessionOf(db, object)
      if (!session) {
        ignored = true
        break
      }
      await failSession(db, session.id, DECLINE_MESSAGES.declined)
      break
    }
    case 'payment_intent.payment_failed': {
      // A card refused inside the Checkout page (which stays open for another card): a failed transaction.
      // Saved-card charges record their failure when they are answered, so they are skipped here.
      const orderId = object.metadata?.orderId
      if (object.metadata?.source !== 'checkout_page' || typeof orderId !== 'string') {
        ignored = true
        break
      }
      const error = object.last_payment_error ?? {}
      const insufficient = error.decline_code === 'insufficient_funds'
      const card = error.payment_method?.card
      await recordDeclinedAttempt(db, orderId, `stripe:${object.id}:${event.id}`, {
        code: insufficient ? 'insufficient_funds' : 'card_declined',
        message: insufficient ? DECLINE_MESSAGES.insufficient_funds : DECLINE_MESSAGES.declined,
        network: card?.brand ? networkFromStripe(card.brand) : null,
        last4: card?.last4 ?? null,
        providerRef: String(object.id),
      })
      break
    }
    default:
      ignored = true
  }
  await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
  return { status: 200, body: { received: true, ...(ignored ? { ignored: true } : {}) } }
}

async function sessionOf(db: Db, object: any) {
  if (typeof object?.id !== 'string') return undefined
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, object.id))
  return session
}

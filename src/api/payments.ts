import { api } from './index'
import { cardsAnswerSchema } from '@contract/cards'
import { paymentSessionSchema } from '@contract/payments'

/** GET /app/payments/cards: the customer's saved cards (a missing `cards` field means none, SPEC §7). */
export async function getSavedCards(signal?: AbortSignal) {
  const answer = await api.request('/app/payments/cards', { schema: cardsAnswerSchema, signal })
  return answer.cards
}

/** GET /app/payments/session/{sessionId}: the hosted page's result as the server confirmed it. */
export function getPaymentSession({ sessionId }: { sessionId: string }, signal?: AbortSignal) {
  return api.request(`/app/payments/session/${encodeURIComponent(sessionId)}`, { schema: paymentSessionSchema, signal })
}

/**
 * The markers left in localStorage before leaving for the hosted page (SPEC §7): where the customer came from
 * ('checkout' or 'payment', the card-saving page) and the session to ask about on /stripe-response.
 */
export const PAYMENT_MARKERS = { location: 'stripeLocation', sessionId: 'sessionId' } as const
export type PaymentLocation = 'checkout' | 'payment'

function local(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function storePaymentMarkers(location: PaymentLocation, sessionId: string) {
  try {
    local()?.setItem(PAYMENT_MARKERS.location, location)
    local()?.setItem(PAYMENT_MARKERS.sessionId, sessionId)
  } catch {
    // Storage blocked: /stripe-response will say it has no payment to check, with links on.
  }
}

export function readPaymentMarkers(): { location: string | null; sessionId: string | null } {
  try {
    return { location: local()?.getItem(PAYMENT_MARKERS.location) ?? null, sessionId: local()?.getItem(PAYMENT_MARKERS.sessionId) ?? null }
  } catch {
    return { location: null, sessionId: null }
  }
}

export function clearPaymentMarkers() {
  try {
    local()?.removeItem(PAYMENT_MARKERS.location)
    local()?.removeItem(PAYMENT_MARKERS.sessionId)
  } catch {
    // Nothing stored.
  }
}

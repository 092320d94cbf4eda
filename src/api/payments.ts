import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import { api } from './index'

/** GET /app/payments/cards: the customer's saved cards (a missing `cards` field means none, SPEC §7). */
export async function getSavedCards(signal?: AbortSignal) {
  const answer = await api.call(endpoints.cards, { signal })
  return answer.cards
}

/** GET /app/payments/session/{sessionId}: the hosted page's result as the server confirmed it. */
export function getPaymentSession({ sessionId }: { sessionId: string }, signal?: AbortSignal) {
  return api.call(endpoints.session, { params: { id: sessionId }, signal })
}

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

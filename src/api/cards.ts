import { api } from './index'
import { cardIdPayloadSchema, cardPageSchema, type CardIdPayload } from '@contract/cards'
import { messageAnswerSchema } from '@contract/message'

/** DELETE /app/payments/cards {cardId} → { message } */
export function deleteCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.request('/app/payments/cards', { method: 'DELETE', body: cardIdPayloadSchema.parse(payload), schema: messageAnswerSchema, signal })
}

/** POST /app/payments/cards/setdefault {cardId} → { message } */
export function setPrimaryCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.request('/app/payments/cards/setdefault', { method: 'POST', body: cardIdPayloadSchema.parse(payload), schema: messageAnswerSchema, signal })
}

/** POST /app/payments/storecardpage → { url, sessionId } of the payment provider's hosted card-saving page. */
export function openCardSavingPage(signal?: AbortSignal) {
  return api.request('/app/payments/storecardpage', { method: 'POST', schema: cardPageSchema, signal })
}

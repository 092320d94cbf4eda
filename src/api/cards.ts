import { cardIdPayloadSchema, type CardIdPayload } from '@contract/cards'
import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import { api } from './index'

/** DELETE /app/payments/cards {cardId} → { message } */
export function deleteCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.call(endpoints.deleteCard, { body: cardIdPayloadSchema.parse(payload), signal })
}

/** POST /app/payments/cards/setdefault {cardId} → { message } */
export function setPrimaryCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.call(endpoints.setPrimaryCard, { body: cardIdPayloadSchema.parse(payload), signal })
}

/** POST /app/payments/storecardpage → { url, sessionId } of the payment provider's hosted card-saving page. */
export const openCardSavingPage = api.plainCaller(endpoints.cardSavingPage)

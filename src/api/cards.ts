import { api } from './index'
import { cardIdPayloadSchema, type CardIdPayload } from './schemas/cards'
import { messageSchema } from './schemas/user'
import { z } from 'zod'

/** POST /app/payments/storecardpage's answer: the hosted card-saving page and its session (SPEC §7). */
export const cardPageSchema = z.object({ url: z.string().min(1), sessionId: z.string().min(1) })
export type CardPage = z.infer<typeof cardPageSchema>

/** DELETE /app/payments/cards {cardId} → { message } */
export function deleteCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.request('/app/payments/cards', { method: 'DELETE', body: cardIdPayloadSchema.parse(payload), schema: messageSchema, signal })
}

/** POST /app/payments/cards/setdefault {cardId} → { message } */
export function setPrimaryCard(payload: CardIdPayload, signal?: AbortSignal) {
  return api.request('/app/payments/cards/setdefault', { method: 'POST', body: cardIdPayloadSchema.parse(payload), schema: messageSchema, signal })
}

/** POST /app/payments/storecardpage → { url, sessionId } of the payment provider's hosted card-saving page. */
export function openCardSavingPage(signal?: AbortSignal) {
  return api.request('/app/payments/storecardpage', { method: 'POST', schema: cardPageSchema, signal })
}

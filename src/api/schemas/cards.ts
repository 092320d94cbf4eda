import { z } from 'zod'

/**
 * Saved cards (SPEC §7): `DELETE /app/payments/cards {cardId}` and `POST /app/payments/cards/setdefault {cardId}`,
 * both answering `{ message }`. Shared by the SPA's calls and the server's validation.
 */
export const CARD_MESSAGES = {
  cardId: 'Please choose a card',
  notFound: 'We could not find this card',
  deleted: 'Your card was deleted',
  primary: 'Your primary card was updated',
} as const

export const cardIdPayloadSchema = z.object({
  cardId: z.string({ error: CARD_MESSAGES.cardId }).trim().min(1, CARD_MESSAGES.cardId).max(64, CARD_MESSAGES.cardId),
})
export type CardIdPayload = z.input<typeof cardIdPayloadSchema>

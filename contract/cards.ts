import { z } from 'zod/mini'

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
  cardId: z
    .string({ error: CARD_MESSAGES.cardId })
    .check(z.trim(), z.minLength(1, CARD_MESSAGES.cardId), z.maxLength(64, CARD_MESSAGES.cardId)),
})
export type CardIdPayload = z.input<typeof cardIdPayloadSchema>

/** The card networks the server names (SPEC §2); a card of another network is 'unknown' or its provider's word. */
const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'discover', 'diners', 'unionpay'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** A saved card as the checkout's pay step and the saved cards list it (GET /app/payments/cards, SPEC §3). */
const savedCardSchema = z.object({
  id: z.string(),
  primaryCard: z.boolean(),
  cardholderName: z.string(),
  last4Digits: z.string(),
  expiry: z.string(),
  network: z.string(),
})
export type SavedCard = z.infer<typeof savedCardSchema>

/** GET /app/payments/cards: a missing `cards` field means none (SPEC §7). */
export const cardsAnswerSchema = z.object({
  cards: z.pipe(
    z.optional(z.array(savedCardSchema)),
    z.transform((cards) => cards ?? []),
  ),
})

/** POST /app/payments/storecardpage's answer: the hosted card-saving page and its session (SPEC §7). */
export const cardPageSchema = z.object({ url: z.string().check(z.minLength(1)), sessionId: z.string().check(z.minLength(1)) })

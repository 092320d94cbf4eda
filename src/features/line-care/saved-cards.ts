import { getSavedCards } from '@/api/payments'
import { apiActor } from '@/lib/api-actor'
import { cardBrandName } from '@/lib/card-brand'
import type { CardChoice } from './line-care-card'
import type { Words } from './words'

type SavedCard = Awaited<ReturnType<typeof getSavedCards>>[number]

/**
 * The first read of a line flow that charges a saved card (Add-ons, the line's renewal): the line's own read and
 * the saved cards, asked at once, as `{ [key]: answer, cards }`.
 */
export function readWithSavedCards<K extends string, T>(key: K, read: (input: { lineId: string }, signal: AbortSignal) => Promise<T>) {
  return apiActor(async ({ lineId }: { lineId: string }, signal) => {
    const [answer, cards] = await Promise.all([read({ lineId }, signal), getSavedCards(signal)])
    return { [key]: answer, cards } as { [P in K]: T } & { cards: SavedCard[] }
  })
}

/** The saved cards as "Card to charge" choices (brand, last four, expiry), the one of `cardId` chosen. */
export function cardChoices(
  { t }: Words,
  cards: readonly SavedCard[],
  cardId: string | null,
  choose: (cardId: string) => void,
): CardChoice[] {
  return cards.map((card) => ({
    id: card.id,
    label: t('line-care.card.label', { brand: cardBrandName(card.network), last4: card.last4Digits }),
    meta: t(card.primaryCard ? 'line-care.card.metaPrimary' : 'line-care.card.meta', { date: card.expiry }),
    chosen: card.id === cardId,
    choose: () => choose(card.id),
  }))
}

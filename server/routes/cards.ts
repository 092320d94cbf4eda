import { and, desc, eq, ne } from 'drizzle-orm'
import { CARD_MESSAGES } from '@contract/cards'
import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import type { Services } from '../context'
import { withCustomerLocked } from '../db/customer-lock'
import { cards } from '../db/schema'
import { writeCardPrimary, writeCardRemoved } from '../payments/card-emails'
import { secureAccountLink } from '../security/notices'
import { notFound } from '../lib/errors'
import { endpointRoutes } from '../lib/endpoints'
import { answer } from '../lib/http'

/**
 * `/app/payments/cards`: deleting a saved card and choosing the primary one (SPEC §7). GET of the list lives with
 * the other payment calls (routes/payments.ts). A customer touches only their own cards: anyone else's card id
 * answers 404, exactly like an unknown one, so ids cannot be probed.
 */
export function cardRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /**
   * DELETE {cardId}: deleting the primary card makes the most recently added remaining card primary. The customer is
   * told the card was removed (and, for the primary one, which card is primary now), written with the deletion.
   */
  route(endpoints.deleteCard, async (c) => {
    const { cardId } = c.req.valid('json')
    const customerId = c.get('customer').id
    const deleted = await withCustomerLocked(db, customerId, async (tx) => {
      const [card] = await tx
        .delete(cards)
        .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)))
        .returning({ id: cards.id, primary: cards.primary, network: cards.network, last4: cards.last4 })
      if (!card) return false
      const left = await tx
        .select({ id: cards.id })
        .from(cards)
        .where(eq(cards.customerId, customerId))
        .orderBy(desc(cards.createdAt), desc(cards.id))
      // Told first that the card went, then (when it was the primary one) which card is primary now.
      const link = await secureAccountLink(tx, services.config.publicUrl, customerId)
      await writeCardRemoved(tx, customerId, { network: card.network, last4: card.last4, at: new Date(), cardsLeft: left.length, link })
      const [next] = left
      if (card.primary && next) {
        await tx.update(cards).set({ primary: true }).where(eq(cards.id, next.id))
        await writeCardPrimary(tx, customerId, next.id)
      }
      return true
    })
    if (!deleted) throw notFound(CARD_MESSAGES.notFound)
    return answer(c, endpoints.deleteCard.answer, { message: CARD_MESSAGES.deleted })
  })

  /** POST {cardId}: that card becomes the primary one, the previous primary an ordinary card. */
  route(endpoints.setPrimaryCard, async (c) => {
    const { cardId } = c.req.valid('json')
    const customerId = c.get('customer').id
    const updated = await withCustomerLocked(db, customerId, async (tx) => {
      const [card] = await tx
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.id, cardId), eq(cards.customerId, customerId)))
      if (!card) return false
      // One primary per customer is a unique index: clear the old one first.
      await tx
        .update(cards)
        .set({ primary: false })
        .where(and(eq(cards.customerId, customerId), eq(cards.primary, true), ne(cards.id, cardId)))
      // Told only when it changes: choosing the card that is primary already changes nothing.
      const [made] = await tx
        .update(cards)
        .set({ primary: true })
        .where(and(eq(cards.id, cardId), eq(cards.primary, false)))
        .returning({ id: cards.id })
      if (made) await writeCardPrimary(tx, customerId, cardId)
      return true
    })
    if (!updated) throw notFound(CARD_MESSAGES.notFound)
    return answer(c, endpoints.setPrimaryCard.answer, { message: CARD_MESSAGES.primary })
  })

  return app
}

import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cards } from '../db/schema'
import { cardName } from '../checkout/order-emails'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { keyedEmail } from '../lib/emails'
import { translate } from '../lib/i18n'

/**
 * The payment-method notices (plain text, like server/lib/emails.ts), in the customer's saved language: a card was
 * saved, a card became the primary one. A stolen account's first move is often a card of the thief's, so each says
 * what to do if it wasn't the customer.
 */

interface CardFacts {
  network: string | null
  last4: string
}

const named = (card: CardFacts, language: Addressee['language']) => cardName(card.network, card.last4, language)!

function cardAddedEmail(input: Addressee & { card: CardFacts; primary: boolean }) {
  const { language } = input
  const body = [
    translate(language, 'email.cardAdded.body', { card: named(input.card, language) }),
    ...(input.primary ? [translate(language, 'email.cardAdded.primary')] : []),
  ].join(' ')
  return keyedEmail(input, 'email.cardAdded', { body, after: [translate(language, 'email.card.ifNotYou')] })
}

function cardPrimaryEmail(input: Addressee & { card: CardFacts }) {
  const { language } = input
  return keyedEmail(input, 'email.cardPrimary', {
    values: { card: named(input.card, language) },
    after: [translate(language, 'email.card.ifNotYou')],
  })
}

/**
 * Writes "a card was added" inside the transaction that saves the card: every stored card passes through that
 * write once (the card-saving page, a card kept at checkout), so each card is told once.
 */
export async function writeCardAdded(tx: Pick<Db, 'insert' | 'select'>, customerId: string, card: CardFacts & { primary: boolean }) {
  await writeCustomerMail(tx, customerId, (to) => cardAddedEmail({ ...to, card, primary: card.primary }))
}

/** Writes "this card is primary now" inside the transaction that made it primary (chosen, or next after a deletion). */
export async function writeCardPrimary(tx: Pick<Db, 'insert' | 'select'>, customerId: string, cardId: string) {
  const [card] = await tx.select({ network: cards.network, last4: cards.last4 }).from(cards).where(eq(cards.id, cardId))
  if (card) await writeCustomerMail(tx, customerId, (to) => cardPrimaryEmail({ ...to, card }))
}

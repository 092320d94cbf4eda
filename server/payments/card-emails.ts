import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { cards } from '../db/schema'
import { cardName } from '../checkout/order-emails'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { keyedEmail } from '../lib/emails'
import { translate } from '../lib/i18n'
import { formatDateTime } from '../lib/locale'

/**
 * The payment-method notices (plain text, like server/lib/emails.ts), in the customer's saved language: a card was
 * saved, a card became the primary one, a card was removed. A stolen account's first move is often a card of the
 * thief's (or taking the owner's away), so each says what to do if it wasn't the customer. They name a card by its
 * brand and last four digits only: the provider never gives us more, and no token or id goes into a mail.
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

function cardRemovedEmail(input: Addressee & { card: CardFacts; at: Date; cardsLeft: number; link: string }) {
  const { language } = input
  const body = [
    translate(language, 'email.cardRemoved.body', { card: named(input.card, language), when: formatDateTime(input.at, language, 'email') }),
    ...(input.cardsLeft === 0 ? [translate(language, 'email.cardRemoved.noCard')] : []),
  ].join(' ')
  // The security notices' "If this wasn't you" and its one-time link: a card taken away by a stolen session calls
  // for ending that session, which the card notices' own advice (remove the card) cannot do.
  return keyedEmail(input, 'email.cardRemoved', {
    body,
    after: [translate(language, 'email.securityChange.wasntYou', { link: input.link })],
  })
}

/**
 * Writes "a card was removed" inside the transaction that deletes the card, so a deletion is told once and a
 * refused one (another customer's card, an unknown id) never; `link` is the notice's one-time link
 * (server/security/notices.ts secureAccountLink), stored in the same transaction. Checked by
 * tests/server/hand-payment-and-card-emails.test.ts.
 */
export async function writeCardRemoved(
  tx: Pick<Db, 'insert' | 'select'>,
  customerId: string,
  removed: CardFacts & { at: Date; cardsLeft: number; link: string },
) {
  const { network, last4, ...rest } = removed
  await writeCustomerMail(tx, customerId, (to) => cardRemovedEmail({ ...to, card: { network, last4 }, ...rest }))
}

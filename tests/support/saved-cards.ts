/** Dana's saved cards as GET /app/cards answers them: the primary Visa, a Mastercard and an American Express. */
import type { SavedCard } from '@contract/cards'

export const visa: SavedCard = {
  id: 'card_visa',
  primaryCard: true,
  cardholderName: 'Dana Reyes',
  last4Digits: '4242',
  expiry: '08/29',
  network: 'visa',
}
export const mastercard: SavedCard = {
  id: 'card_mc',
  primaryCard: false,
  cardholderName: 'Dana M Reyes',
  last4Digits: '4444',
  expiry: '11/28',
  network: 'mastercard',
}
export const amex: SavedCard = {
  id: 'card_amex',
  primaryCard: false,
  cardholderName: 'Dana Reyes',
  last4Digits: '8431',
  expiry: '03/30',
  network: 'amex',
}

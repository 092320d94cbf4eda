import type { ChargeOutcome } from '../db/schema'

/**
 * Card facts the sandbox derives from a number at the moment it is typed into the hosted page. The number itself
 * is never stored or logged: only the brand, the last four digits and (sandbox only) the outcome class below.
 */

/** The sandbox's test numbers (DESIGN §5); any other valid-looking number (12-16 digits) succeeds. */
const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const

/** How a charge to this number ends in the sandbox. */
export function sandboxOutcomeOf(number: string): ChargeOutcome {
  if (number === TEST_CARDS.declined) return 'declined'
  if (number === TEST_CARDS.insufficientFunds) return 'insufficient_funds'
  return 'succeeded'
}

/** What the customer is told for each failed outcome (the checkout's 402 and the payment result). */
export const DECLINE_MESSAGES: Record<Exclude<ChargeOutcome, 'succeeded'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
}

export const DECLINE_CODES: Record<Exclude<ChargeOutcome, 'succeeded'>, string> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
}

/**
 * The card network from the number's prefix (IIN ranges): visa, mastercard, amex, discover, jcb, diners,
 * unionpay; 'unknown' otherwise (the card is still accepted by the sandbox).
 */
export function networkOf(number: string): string {
  const n = number
  const prefix = (length: number) => Number(n.slice(0, length))
  if (/^4/.test(n)) return 'visa'
  if (/^5[1-5]/.test(n) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard'
  if (/^3[47]/.test(n)) return 'amex'
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover'
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb'
  if (/^(30[0-5]|3095|36|38|39)/.test(n)) return 'diners'
  if (/^62/.test(n)) return 'unionpay'
  return 'unknown'
}

/** True when MM/YY is this month or later (a card is valid through the end of its expiry month). */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  return year * 12 + month >= current
}

/** Stripe's brand names to ours (Stripe says `amex`, `diners`, `unionpay`, `visa`, … already; a few differ). */
export function networkFromStripe(brand: string | null | undefined): string {
  const value = (brand ?? '').toLowerCase()
  if (value === 'american express') return 'amex'
  if (value === 'diners club') return 'diners'
  return value || 'unknown'
}

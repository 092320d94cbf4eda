/**
 * What a card field says when its entry is refused (SPEC §5's messages, in English; each page says them in its
 * language): one table for the contract's rules, the hosted payment page (server/payments/sandbox-page.ts) and its
 * script (scripts/card-form/card-form.ts). It imports nothing, so that the script's bundle stays free of zod.
 */
export const CARD_FIELD_MESSAGES = {
  name: 'Please enter card holder name',
  number: 'Card number must be atleast 12 digits',
  expiry: 'Please enter a valid expiry date',
  cvv: 'Please enter a valid cvv',
} as const

/** The hosted payment page's card fields, by their element ids. */
export type CardFieldId = keyof typeof CARD_FIELD_MESSAGES

import creditCardType from 'credit-card-type'

/** The card networks we draw (SPEC §2); anything else gets a plain card. */
const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'jcb', 'discover', 'diners', 'unionpay'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** Our short names as credit-card-type names the networks. */
const CARD_TYPE: Record<CardBrand, string> = {
  visa: creditCardType.types.VISA,
  mastercard: creditCardType.types.MASTERCARD,
  amex: creditCardType.types.AMERICAN_EXPRESS,
  jcb: creditCardType.types.JCB,
  discover: creditCardType.types.DISCOVER,
  diners: creditCardType.types.DINERS_CLUB,
  unionpay: creditCardType.types.UNIONPAY,
}

const squash = (value: string) => value.toLowerCase().replace(/[\s_-]/g, '')

/**
 * The one card-brand normaliser: a network as the server or the payment provider writes it ("visa", "amex",
 * "American Express", "diners_club") as one of ours, or null when we do not draw it.
 */
export function toCardBrand(network: string | null | undefined): CardBrand | null {
  const value = squash(network ?? '')
  return CARD_BRANDS.find((brand) => value === brand || value === squash(CARD_TYPE[brand])) ?? null
}

/** A network as a customer reads it: "visa" → "Visa", "amex" → "American Express"; unknown ones as given. */
export function cardBrandName(network: string | null | undefined): string {
  const brand = toCardBrand(network)
  if (brand) return creditCardType.getTypeInfo(CARD_TYPE[brand]).niceType
  return network ? network[0].toUpperCase() + network.slice(1) : 'Card'
}

import { FEES } from '../seed-data/catalogue'
import { basisPointsOf, taxCents, type TaxRate } from './tax'

/**
 * Prices of a checkout, in integer cents (rounded half up at each step) and answered in dollars:
 *
 *   planPrice   P  the plan's monthly price
 *   simKitFee   K  $5 for a physical SIM shipped as a kit (none for an eSIM or a SIM the customer holds)
 *   activation  A  $10 per new line
 *   discount    D  WELCOME10: $10 off (never more than P + K + A); RING20: 20% of P
 *   regulatory  R  $1.49 per plan charge, not taxed
 *   tax         T  the state's sample rate (server/checkout/tax.ts) of (P + K + A − D), the taxable amount as FEES
 *                  defines it; 9% (FEES.taxRate) when no state is known, as the seeded history and renewals use
 *   total          P + K + A + R + T − D
 *
 * A transaction's paymentDetails carry orderTotal = P + K, so that
 * finalCheckoutAmount = orderTotal + taxAmount + regulatoryFee + activationFee − discountAmount (SPEC §3).
 */

export interface Promo {
  code: string
  description: string
  /** Last day it can be used (inclusive, UTC); absent: no end. */
  validUntil?: string
  /**
   * For a customer's first order only, and once: refused when the customer already has a paid order, and held
   * by one order at a time (server/checkout/promo-redemptions.ts), so two checkouts at once cannot both use it.
   */
  firstOrderOnly?: boolean
  discountCents(input: { planCents: number; simKitCents: number; activationCents: number }): number
}

const PROMOS: readonly Promo[] = [
  {
    code: 'WELCOME10',
    description: '$10 off your first order',
    firstOrderOnly: true,
    discountCents: ({ planCents, simKitCents, activationCents }) => Math.min(1000, planCents + simKitCents + activationCents),
  },
  {
    code: 'RING20',
    description: "20% off your first month's plan price",
    discountCents: ({ planCents }) => Math.round((planCents * 20) / 100),
  },
  {
    // Kept to show an expired code's answer: same message as an unknown one.
    code: 'SPRING25',
    description: '$25 off your order (spring 2025)',
    validUntil: '2025-05-31',
    discountCents: ({ planCents, simKitCents, activationCents }) => Math.min(2500, planCents + simKitCents + activationCents),
  },
]

export const PROMO_INVALID = 'This promo code is not valid'
/** A first-order code on a later order (or already held by another order of the customer). */
export const promoFirstOrderOnly = (code: string) =>
  `${code} is for a first order only, and this account has already used it or ordered before`

/** The promo for a code (case-insensitive), or null when unknown or expired at `now`. */
export function findPromo(code: string, now = new Date()): Promo | null {
  const wanted = code.trim().toUpperCase()
  const promo = PROMOS.find((candidate) => candidate.code === wanted)
  if (!promo) return null
  if (promo.validUntil && now.getTime() > Date.parse(`${promo.validUntil}T23:59:59.999Z`)) return null
  return promo
}

export interface PriceInput {
  planName: string
  /** Dollars, as the catalogue stores it. */
  planPrice: number
  /** A physical SIM kit is shipped. */
  needsSimKit: boolean
  promo: Promo | null
  /** The state's rate (server/checkout/tax.ts); absent: the default 9%. */
  tax?: TaxRate
}

export interface Price {
  currency: 'USD'
  planName: string
  planPrice: number
  activationFee: number
  regulatoryFee: number
  simKitFee: number
  taxAmount: number
  /** The state taxed (null: unknown, default rate) and its rate in percent. */
  taxState: string | null
  taxRate: number
  discountAmount: number
  total: number
  promoCode: string | null
  promoDescription: string | null
}

const toCents = (dollars: number) => Math.round(dollars * 100)
const toDollars = (cents: number) => cents / 100

export function priceOrder(input: PriceInput): Price {
  const planCents = toCents(input.planPrice)
  const simKitCents = input.needsSimKit ? toCents(FEES.simKit) : 0
  const activationCents = toCents(FEES.activation)
  const regulatoryCents = toCents(FEES.regulatory)
  const discountCents = input.promo ? input.promo.discountCents({ planCents, simKitCents, activationCents }) : 0
  const taxableCents = planCents + simKitCents + activationCents - discountCents
  const taxAmountCents = taxCents(taxableCents, input.tax ?? null)
  const totalCents = planCents + simKitCents + activationCents + regulatoryCents + taxAmountCents - discountCents
  return {
    currency: 'USD',
    planName: input.planName,
    planPrice: toDollars(planCents),
    activationFee: toDollars(activationCents),
    regulatoryFee: toDollars(regulatoryCents),
    simKitFee: toDollars(simKitCents),
    taxAmount: toDollars(taxAmountCents),
    taxState: input.tax?.state ?? null,
    taxRate: basisPointsOf(input.tax ?? null) / 100,
    discountAmount: toDollars(discountCents),
    total: toDollars(totalCents),
    promoCode: input.promo?.code ?? null,
    promoDescription: input.promo?.description ?? null,
  }
}

/** Dollars to the provider's minor units. */
export function centsOf(dollars: number | string): number {
  return Math.round(Number(dollars) * 100)
}

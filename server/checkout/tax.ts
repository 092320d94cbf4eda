/**
 * Sales tax by state: SAMPLE rates, not tax advice. Each is the state's 2024 combined average
 * (state + average local rate, as the Tax Foundation publishes it), rounded to 0.01%, and used as one rate for the
 * whole state. A real shop would ask a tax service for the exact rate of the address.
 *
 * The state is the shipping address's state when a SIM kit is shipped, else the state of the service ZIP code
 * (the new number's area, or the ported number's account ZIP). A ZIP whose state we cannot tell (a territory, a
 * military post) is taxed at the default rate, FEES.taxRate (9%).
 *
 * A line's renewals and prorated upgrades are taxed at the line's rate, `lineTaxRate(line.zipCode)`: the state
 * of its service ZIP (the place the service is used), whatever the kit's shipping address was.
 */
import { FEES } from '../seed-data/catalogue'

/** Percent, per state code (DC included). */
export const SAMPLE_TAX_RATES: Readonly<Record<string, number>> = {
  AL: 9.29,
  AK: 1.82,
  AZ: 8.38,
  AR: 9.45,
  CA: 8.85,
  CO: 7.81,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 7,
  GA: 7.38,
  HI: 4.5,
  ID: 6.03,
  IL: 8.86,
  IN: 7,
  IA: 6.94,
  KS: 8.65,
  KY: 6,
  LA: 9.56,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 8.04,
  MS: 7.06,
  MO: 8.39,
  MT: 0,
  NE: 6.97,
  NV: 8.24,
  NH: 0,
  NJ: 6.6,
  NM: 7.62,
  NY: 8.53,
  NC: 7,
  ND: 6.96,
  OH: 7.24,
  OK: 8.99,
  OR: 0,
  PA: 6.34,
  RI: 7,
  SC: 7.49,
  SD: 6.11,
  TN: 9.55,
  TX: 8.2,
  UT: 7.19,
  VT: 6.36,
  VA: 5.77,
  WA: 9.38,
  WV: 6.55,
  WI: 5.43,
  WY: 5.44,
}

/**
 * The first three digits of a ZIP code (its sectional centre) to a state: [first, last, state], in order. The
 * usual ranges; the few sectional centres that straddle a border go to the state that holds most of them.
 */
const ZIP3_RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 458, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
]

/** The state of a 5-digit ZIP code, or null (a territory, a military post, not a ZIP). */
export function stateOfZip(zipCode: string): string | null {
  if (!/^\d{5}$/.test(zipCode)) return null
  const zip3 = Number(zipCode.slice(0, 3))
  return ZIP3_RANGES.find(([first, last]) => zip3 >= first && zip3 <= last)?.[2] ?? null
}

export interface TaxRate {
  /** The state taxed, or null when unknown (default rate). */
  state: string | null
  /** Percent, e.g. 8.86. */
  percent: number
}

/** The rate for an order: the shipping state when a kit is shipped, else the service ZIP's state. */
export function taxRateFor(where: { shippingState?: string | null; serviceZip: string }): TaxRate {
  const state = where.shippingState || stateOfZip(where.serviceZip)
  const percent = state ? SAMPLE_TAX_RATES[state] : undefined
  if (state && percent !== undefined) return { state, percent }
  return { state: null, percent: Math.round(FEES.taxRate * 10_000) / 100 }
}

/** The rate of a line's recurring charges (renewals, upgrades): its service ZIP's state. */
export const lineTaxRate = (serviceZip: string): TaxRate => taxRateFor({ serviceZip })

/**
 * The tax in cents on `amountCents` at `rate` (the default rate when none is known). The percent is taken in whole
 * basis points (8.86% = 886), so that cents × rate is exact before the one rounding. Checkout, line renewals and plan
 * upgrades all tax through this.
 */
export function taxCents(amountCents: number, rate: TaxRate | null = null): number {
  return Math.round((amountCents * basisPointsOf(rate)) / 10_000)
}

/** A rate in whole basis points (8.86% = 886); the default rate when none is known. */
export const basisPointsOf = (rate: TaxRate | null) => Math.round((rate ? rate.percent : FEES.taxRate * 100) * 100)

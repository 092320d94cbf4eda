import { US_STATES } from '@contract/us-states'

/**
 * Written out by hand, not with `Intl` (the same text, proven against `Intl` in tests/unit/format.test.ts): the first
 * `Intl` formatter a page makes loads the browser's locale data, about 30 ms of main thread on a fast machine and
 * four times that on a phone, and every price on the shop, cart, checkout and My Account made one (issue 14: TBT).
 */

/** '1234567' → '1,234,567': en-US digit groups. */
function grouped(digits: string) {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/**
 * `|value|` rounded to `digits` decimals as `Intl` rounds: from the number's shortest decimal form (what `String()`
 * prints: 0.015 is "0.015", not the binary 0.01499…), half away from zero. Answers the whole and decimal digits.
 */
function decimals(value: number, digits: number): [string, string] {
  const text = String(Math.abs(value))
  // Exponent forms are below 1e-6 or above 1e21: `toFixed` is exact enough there (zero, or no amount we show).
  if (text.includes('e')) return Math.abs(value).toFixed(digits).split('.') as [string, string]
  const [whole, fraction = ''] = text.split('.')
  if (fraction.length <= digits) return [whole!, fraction.padEnd(digits, '0')]
  const rounded = (BigInt(whole! + fraction.slice(0, digits)) + (fraction[digits]! >= '5' ? 1n : 0n)).toString().padStart(digits + 1, '0')
  return [rounded.slice(0, rounded.length - digits), rounded.slice(rounded.length - digits)]
}

/** A negative number keeps its sign even when it rounds to zero, as `Intl` prints it ('-$0.00', '-0'). */
const sign = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '')

/**
 * Amounts in US dollars, en-US (SPEC §9): "$40.00", "-$10.00", "$1,250.00". Rounded to the cent as `Intl` rounds
 * (`decimals` above).
 */
export function formatUsd(amount: number) {
  const [dollars, cents] = decimals(amount, 2)
  return `${sign(amount)}$${grouped(dollars)}.${cents}`
}

/** A plan price: dollars with two decimals followed by /mo (SPEC §2): "$40.00/mo". */
export function formatMonthly(amount: number) {
  return `${formatUsd(amount)}/mo`
}

/** A rate with at most two decimals and no trailing zeros: 8.86 → '8.86', 9 → '9', 6.25 → '6.25', 7.5 → '7.5'. */
function formatRate(rate: number) {
  const [whole, digits] = decimals(rate, 2)
  const fraction = digits.replace(/0+$/, '')
  return `${sign(rate)}${grouped(whole)}${fraction ? `.${fraction}` : ''}`
}

/**
 * A tax line's detail: the server's state and (sample) rate, e.g. 'Illinois, 8.86%'; 'Standard rate, 9%' when the
 * state is unknown. Checkout's bill, a line's bill and the upgrade quote all name the tax this way.
 */
export function taxDetail(tax: { taxState: string | null; taxRate: number }) {
  const rate = `${formatRate(tax.taxRate)}%`
  const state = US_STATES.find((candidate) => candidate.value === tax.taxState)?.label
  return state ? `${state}, ${rate}` : `Standard rate, ${rate}`
}

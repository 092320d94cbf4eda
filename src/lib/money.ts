import { US_STATES } from '@contract/us-states'

/**
 * Amounts in US dollars, en-US (SPEC §9): "$40.00", "-$10.00". Made on first use: building the formatter takes a
 * few milliseconds, which at the top of this module lengthened the task that evaluates it (issue 14: TBT).
 */
let formatter: Intl.NumberFormat | undefined
const usd = () => (formatter ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }))

export function formatUsd(amount: number) {
  return usd().format(amount)
}

/** A plan price: dollars with two decimals followed by /mo (SPEC §2): "$40.00/mo". */
export function formatMonthly(amount: number) {
  return `${usd().format(amount)}/mo`
}

/**
 * A tax line's detail: the server's state and (sample) rate, e.g. 'Illinois, 8.86%'; 'Standard rate, 9%' when the
 * state is unknown. Checkout's bill, a line's bill and the upgrade quote all name the tax this way.
 */
export function taxDetail(tax: { taxState: string | null; taxRate: number }) {
  const rate = `${tax.taxRate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
  const state = US_STATES.find((candidate) => candidate.value === tax.taxState)?.label
  return state ? `${state}, ${rate}` : `Standard rate, ${rate}`
}

/** Amounts in US dollars, en-US (SPEC §9): "$40.00", "-$10.00". */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatUsd(amount: number) {
  return usd.format(amount)
}

/** A plan price: dollars with two decimals followed by /mo (SPEC §2): "$40.00/mo". */
export function formatMonthly(amount: number) {
  return `${usd.format(amount)}/mo`
}

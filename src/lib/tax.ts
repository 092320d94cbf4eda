import { US_STATES } from '@contract/us-states'
import { formatPercent } from './locale'

/**
 * A tax line's detail: the server's state and (sample) rate, e.g. 'Illinois, 8.86%'; 'Standard rate, 9%' when the
 * state is unknown. Checkout's bill, a line's bill and the upgrade quote all name the tax this way. Another language
 * gives its percent format and its words for the standard rate (a state's name is the same in both).
 */
export function taxDetail(
  tax: { taxState: string | null; taxRate: number },
  { percent = formatPercent, standardRate = 'Standard rate' }: { percent?: (rate: number) => string; standardRate?: string } = {},
) {
  const rate = percent(tax.taxRate)
  const state = US_STATES.find((candidate) => candidate.value === tax.taxState)?.label
  return state ? `${state}, ${rate}` : `${standardRate}, ${rate}`
}

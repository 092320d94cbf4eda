import type { Line } from '@contract/lines'

type SimStatus = Line['simStatus']

/** The recipe's variant name of a status ('not active' has a space). */
export function statusVariant(status: SimStatus) {
  return status === 'not active' ? ('notActive' as const) : status
}

/** One sentence under the status: what it means for the customer now. */
export function statusHint(line: Pick<Line, 'simStatus' | 'simType' | 'mdn' | 'portIn'>): string {
  const esim = line.simType === 'esim'
  switch (line.simStatus) {
    case 'active':
      return esim ? 'Your eSIM is active.' : 'Your SIM card is active.'
    case 'inprogress':
      return esim ? 'We are activating your eSIM. This takes a few minutes.' : 'We are activating your SIM card.'
    case 'pending':
      if (line.portIn && line.portIn.state !== 'completed') return 'Your line goes live once your number has moved.'
      return esim ? 'Your eSIM is being prepared.' : 'Your SIM card is on its way.'
    case 'failed':
      return 'Activation failed. Please contact us and we will sort it out.'
    case 'suspended':
      return 'This line is suspended.'
    case 'cancelled':
      return 'This line has been cancelled.'
    case 'inactive':
    case 'not active':
      return 'This line is not active.'
  }
}

/**
 * The parts of an eSIM activation code (GSMA LPA string `LPA:1$<SM-DP+ address>$<matching id>`) for typing it
 * by hand; null when the code is not in that form.
 */
export function parseActivationCode(code: string | null | undefined): { smdpAddress: string; activationCode: string } | null {
  const match = /^LPA:1\$([^$]+)\$([^$]+)/.exec(code ?? '')
  return match ? { smdpAddress: match[1], activationCode: match[2] } : null
}

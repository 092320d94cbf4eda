import type { Line } from '@contract/lines'
import { linesMessages } from '@/i18n/catalogues/lines'
import { translate } from '@/i18n/i18n'

type SimStatus = Line['simStatus']

/** The recipe's variant name of a status ('not active' has a space). */
export function statusVariant(status: SimStatus) {
  return status === 'not active' ? ('notActive' as const) : status
}

type LinesKey = NonNullable<(typeof linesMessages)['ids']>

/** One sentence under the status, what it means for the customer now: its key in the lines catalogue. */
export function statusHintKey(line: Pick<Line, 'simStatus' | 'simType' | 'mdn' | 'portIn' | 'state'>): LinesKey {
  const esim = line.simType === 'esim'
  // The line's state says more than its SIM status where they part: the number left, a renewal failed, a lost phone.
  if (line.state === 'portedOut') return 'lines.hint.portedOut'
  if (line.state === 'grace') return 'lines.hint.grace'
  if (line.state === 'lost') return 'lines.hint.lost'
  switch (line.simStatus) {
    case 'active':
      return esim ? 'lines.hint.activeEsim' : 'lines.hint.activeSim'
    case 'inprogress':
      return esim ? 'lines.hint.activatingEsim' : 'lines.hint.activatingSim'
    case 'pending':
      if (line.portIn && line.portIn.state !== 'completed') return 'lines.hint.awaitingPortIn'
      return esim ? 'lines.hint.preparingEsim' : 'lines.hint.simOnItsWay'
    case 'failed':
      return 'lines.hint.failed'
    case 'suspended':
      return 'lines.hint.suspended'
    case 'cancelled':
      return 'lines.hint.cancelled'
    case 'inactive':
    case 'not active':
      return 'lines.hint.notActive'
  }
}

/** The status's sentence in English (the page shows it in its own language through `statusHintKey`). */
export function statusHint(line: Pick<Line, 'simStatus' | 'simType' | 'mdn' | 'portIn' | 'state'>): string {
  return translate('en', statusHintKey(line))
}

/**
 * The parts of an eSIM activation code (GSMA LPA string `LPA:1$<SM-DP+ address>$<matching id>`) for typing it
 * by hand; null when the code is not in that form.
 */
export function parseActivationCode(code: string | null | undefined): { smdpAddress: string; activationCode: string } | null {
  const match = /^LPA:1\$([^$]+)\$([^$]+)/.exec(code ?? '')
  return match ? { smdpAddress: match[1], activationCode: match[2] } : null
}

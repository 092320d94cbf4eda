import type { LineState } from '@contract/line-state'
import type { Line } from '@contract/lines'
import { accountMessages } from '@/i18n/catalogues/account'
import { useT } from '@/i18n/react'

export type SimStatus = Line['simStatus']
export type SimType = Line['simType']

/** The badge tones a SIM status reads in (the badge recipe's `tone`). */
export type SimStatusTone = 'success' | 'neutral' | 'danger' | 'warning' | 'info'

/** SPEC §2's SIM card status display: what each status reads as, and its tone. */
export const SIM_STATUS_DISPLAY: Record<SimStatus, { label: string; tone: SimStatusTone }> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'warning' },
  inprogress: { label: 'In progress', tone: 'info' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  'not active': { label: 'Not active', tone: 'neutral' },
}

/** SIM type as the customer names it. */
export const SIM_TYPE_LABELS: Record<SimType, string> = { esim: 'eSIM', physical: 'Physical SIM' }

const STATUS_KEYS = {
  active: 'account.sim.status.active',
  inactive: 'account.sim.status.inactive',
  cancelled: 'account.sim.status.cancelled',
  suspended: 'account.sim.status.suspended',
  inprogress: 'account.sim.status.inprogress',
  pending: 'account.sim.status.pending',
  failed: 'account.sim.status.failed',
  'not active': 'account.sim.status.notActive',
} as const satisfies Record<SimStatus, string>

const TYPE_KEYS = { esim: 'account.sim.type.esim', physical: 'account.sim.type.physical' } as const satisfies Record<SimType, string>

/** A SIM status's and a SIM type's names in the page's language. */
export function useSimLabels(): { status: (status: SimStatus) => string; type: (type: SimType) => string } {
  const t = useT(accountMessages)
  return { status: (status) => t(STATUS_KEYS[status]), type: (type) => t(TYPE_KEYS[type]) }
}

const STATE_KEYS = {
  portedOut: 'account.lineState.portedOut',
  grace: 'account.lineState.grace',
  lost: 'account.lineState.lost',
} as const satisfies Partial<Record<LineState, string>>

/** What a line's status badge shows: its SIM status's style, and a label. */
export interface LineStatusDisplay {
  /** The SIM status whose style (SPEC §2) the badge takes. */
  status: SimStatus
  label: string
  tone: SimStatusTone
}

/**
 * A line's status badge from its state (contract/line-state.ts): the SIM status as the carrier reports it, except
 * that a number moved to another carrier reads so in the cancelled style, and a failed renewal or a lost phone says
 * so in the style of the status it stands for.
 */
export function useLineStatus(): (line: Pick<Line, 'simStatus' | 'state'>) => LineStatusDisplay {
  const t = useT(accountMessages)
  const labels = useSimLabels()
  return (line) => {
    const status: SimStatus = line.state === 'portedOut' ? 'cancelled' : line.state === 'lost' ? 'suspended' : line.simStatus
    const key = line.state === 'portedOut' || line.state === 'grace' || line.state === 'lost' ? STATE_KEYS[line.state] : null
    const tone = line.state === 'grace' ? 'warning' : SIM_STATUS_DISPLAY[status].tone
    return { status, label: key ? t(key) : labels.status(status), tone }
  }
}

import type { Line } from '@contract/lines'

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

import type { Line } from '@contract/lines'
import { fetchLines } from '../../../api/lines'
import { loader } from '../shared/use-load'

/** GET /app/users/subscriptions, once per visit of the overview. */
export const linesLoader = loader(async (signal) => (await fetchLines(signal)).lines)

type BadgeTone = 'success' | 'neutral' | 'danger' | 'warning' | 'info' | 'brand'

/** SPEC §2's SIM status display styles, as badge tone and words. */
export const SIM_STATUS_DISPLAY: Record<Line['simStatus'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  inactive: { label: 'Inactive', tone: 'neutral' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  suspended: { label: 'Suspended', tone: 'warning' },
  inprogress: { label: 'In progress', tone: 'info' },
  pending: { label: 'Pending', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  'not active': { label: 'Not active', tone: 'neutral' },
}

export const SIM_TYPE_LABEL: Record<Line['simType'], string> = { esim: 'eSIM', physical: 'Physical SIM' }

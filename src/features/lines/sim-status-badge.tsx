import { simStatus } from 'styled-system/recipes/sim-status'
import type { LineView } from './use-lines'

/** SPEC §2 SIM card status display: one style per status, with an eSIM variant. */
export function SimStatusBadge({ view }: { view: Pick<LineView, 'status' | 'statusLabel' | 'esim'> }) {
  return (
    <span className={simStatus({ status: view.status, esim: view.esim })} data-status={view.status} data-esim={view.esim || undefined}>
      {view.esim ? <span>eSIM · {view.statusLabel}</span> : view.statusLabel}
    </span>
  )
}

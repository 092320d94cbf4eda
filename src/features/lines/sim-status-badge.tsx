import { simStatus } from 'styled-system/recipes/sim-status'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { useSimLabels } from '@/lib/sim'
import type { LineView } from './use-lines'

/** SPEC §2 SIM card status display: one style per status, with an eSIM variant. */
export function SimStatusBadge({ view }: { view: Pick<LineView, 'status' | 'esim' | 'line'> }) {
  const t = useT(linesMessages)
  const label = useSimLabels().status(view.line.simStatus)
  return (
    <span className={simStatus({ status: view.status, esim: view.esim })} data-status={view.status} data-esim={view.esim || undefined}>
      {view.esim ? <span>{t('lines.card.esimStatus', { status: label })}</span> : label}
    </span>
  )
}

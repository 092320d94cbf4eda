import { simStatus } from 'styled-system/recipes/sim-status'
import { linesMessages } from '@/i18n/catalogues/lines'
import { useT } from '@/i18n/react'
import { useLineStatus } from '@/lib/sim'
import { statusVariant } from './format'
import type { LineView } from './use-lines'

/** SPEC §2 SIM card status display: one style per status, with an eSIM variant; the words say the line's state. */
export function SimStatusBadge({ view }: { view: Pick<LineView, 'esim' | 'line'> }) {
  const t = useT(linesMessages)
  const display = useLineStatus()(view.line)
  const status = statusVariant(display.status)
  return (
    <span className={simStatus({ status, esim: view.esim })} data-status={status} data-esim={view.esim || undefined}>
      {view.esim ? <span>{t('lines.card.esimStatus', { status: display.label })}</span> : display.label}
    </span>
  )
}

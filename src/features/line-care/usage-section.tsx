import { lazy, Suspense } from 'react'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { lineCareTexts } from '@/i18n/catalogues/line-care-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { css } from 'styled-system/css'
import { Spinner } from '@/components/ui/spinner'
import { LineCareCard, meta, RetryRow } from './line-care-card'
import { useLineUsage } from './use-line-usage'
import { useNearViewport } from './use-near-viewport'

/**
 * uPlot comes with this chunk only: the first load of other pages does not carry it, and the line page loads it when
 * the chart's box nears the viewport (its evaluation and first draw are two long tasks on a phone).
 */
const UsageChart = lazy(() => import('./usage-chart'))

const meters = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: { base: '4', md: '6' } })
const meterHead = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '2', mb: '2' })
const meterLabel = css({ fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', fontWeight: 'semibold' })
const meterValue = css({ fontWeight: 'semibold' })
const meterOf = css({ fontSize: 'sm', color: 'fg.muted' })
const track = css({ position: 'relative', height: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })
const fill = css({ height: 'full', borderRadius: 'full', bg: 'accent.solid' })
const unlimited = css({ height: 'full', borderRadius: 'full', bg: 'mint.400', width: 'full', opacity: 0.5 })
// Data added this period: the allowance's last part, under the used fill.
const addedPart = css({
  position: 'absolute',
  insetBlock: '0',
  right: '0',
  bg: 'mint.300',
  borderLeftWidth: '2px',
  borderColor: 'bg.default',
})
const addedNote = css({ fontSize: 'xs', color: 'fg.muted', mt: '1' })
const chartBox = css({ mt: '6' })
const chartHead = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: '2', mb: '2' })
const legend = css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'xs', color: 'fg.muted', listStyle: 'none' })
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const swatch = css({ display: 'inline-block', width: '4', height: '0', borderTopWidth: '3px', borderTopStyle: 'solid' })
const allowanceNoteText = css({ fontSize: 'sm', color: 'fg.muted', mt: '2' })
// The chart's own height (usage-chart.tsx), kept while it loads: it loads as the customer scrolls towards it, and
// the sections below must not move then (a click on "Upgrade" would miss; tests/e2e/plan-change.spec.ts checks it).
const chartArea = css({ height: '180px' })
const table = css({
  width: 'full',
  fontSize: 'sm',
  mt: '2',
  '& th, & td': { textAlign: 'right', py: '1', px: '2' },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
  '& thead th': { color: 'fg.muted', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.default' },
})
const details = css({ mt: '4', '& summary': { cursor: 'pointer', fontWeight: 'medium', color: 'fg.link' } })

/**
 * The line page's "Usage this period": a bar per allowance, the chart of the data used so far against the allowance
 * (which steps up on the day data was added), the allowance in words, and the table of the days.
 */
export function UsageSection({ lineId }: { lineId: string }) {
  const api = useLineUsage(lineId)
  const { usage } = api
  const [watchChartBox, chartWanted] = useNearViewport()
  const t = useT(lineCareMessages)
  const tr = useTranslateText(lineCareTexts)
  return (
    <LineCareCard id="usage-title" title={t('line-care.usage.title')} note={usage?.period}>
      {api.loading ? (
        <Spinner label={t('line-care.usage.loading')} />
      ) : api.failed ? (
        <RetryRow message={tr(api.loadError)} onRetry={api.retry} />
      ) : usage && usage.days.length === 0 ? (
        <p className={meta}>{t('line-care.usage.notActive')}</p>
      ) : usage ? (
        <>
          <div className={meters}>
            {usage.meters.map((item) => (
              <div key={item.label} data-testid={`usage-${item.label.toLowerCase()}`}>
                <div className={meterHead}>
                  <span className={meterLabel}>{tr(item.label)}</span>
                  <span>
                    <span className={meterValue}>{item.used}</span> <span className={meterOf}>{item.of}</span>
                  </span>
                </div>
                {item.percent === null ? (
                  <div className={track} aria-hidden="true">
                    <div className={unlimited} />
                  </div>
                ) : (
                  <div
                    className={track}
                    role="progressbar"
                    aria-label={t('line-care.usage.used', { what: tr(item.label) })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.percent}
                    aria-valuetext={`${item.used} ${item.of} (${item.percent}%)`}
                  >
                    {item.added ? <div className={addedPart} style={{ width: `${item.added.percent}%` }} /> : null}
                    <div className={fill} style={{ width: `${item.percent}%`, position: 'relative' }} />
                  </div>
                )}
                {item.added ? (
                  <p className={addedNote} data-testid="usage-added">
                    {item.added.label}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <div className={chartBox} ref={watchChartBox}>
            <div className={chartHead}>
              <p className={meterLabel}>{t('line-care.usage.dataUsed')}</p>
              <ul className={legend} aria-label={t('line-care.usage.legend')}>
                <li className={legendItem}>
                  <span className={swatch} style={{ borderTopColor: 'var(--colors-coral-500)' }} aria-hidden="true" />
                  {t('line-care.usage.soFar')}
                </li>
                {usage.allowanceNote ? (
                  <li className={legendItem}>
                    <span
                      className={swatch}
                      style={{ borderTopColor: 'var(--colors-mint-700)', borderTopStyle: 'dashed' }}
                      aria-hidden="true"
                    />
                    {t('line-care.usage.allowance')}
                  </li>
                ) : null}
              </ul>
            </div>
            <div className={chartArea}>
              {chartWanted && (
                <Suspense fallback={<Spinner label={t('line-care.usage.loadingChart')} />}>
                  <UsageChart days={usage.days} />
                </Suspense>
              )}
            </div>
            {usage.allowanceNote ? (
              <p className={allowanceNoteText} data-testid="usage-allowance-note">
                {usage.allowanceNote}
              </p>
            ) : null}
          </div>
          <details className={details}>
            <summary>{t('line-care.usage.table')}</summary>
            <table className={table}>
              <caption className={css({ srOnly: true })}>
                {t(usage.allowanceNote ? 'line-care.usage.captionAllowance' : 'line-care.usage.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('line-care.usage.day')}</th>
                  <th scope="col">{t('line-care.usage.data')}</th>
                  <th scope="col">{t('line-care.usage.minutes')}</th>
                  <th scope="col">{t('line-care.usage.texts')}</th>
                  {usage.allowanceNote ? <th scope="col">{t('line-care.usage.allowance')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {usage.days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.label}</th>
                    <td>{day.data}</td>
                    <td>{day.minutes}</td>
                    <td>{day.texts}</td>
                    {usage.allowanceNote ? <td>{day.allowance}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      ) : null}
    </LineCareCard>
  )
}

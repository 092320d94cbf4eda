import { lazy, Suspense } from 'react'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { lineCareTexts } from '@/i18n/catalogues/line-care-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { chartPanel } from 'styled-system/recipes/chart-panel'
import { disclosureTable } from 'styled-system/recipes/disclosure-table'
import { meter } from 'styled-system/recipes/meter'
import { Spinner } from '@/components/ui/spinner'
import { LineCareCard, meta, RetryRow } from './line-care-card'
import { useLineUsage } from './use-line-usage'
import { useNearViewport } from './use-near-viewport'

/**
 * uPlot comes with this chunk only: the first load of other pages does not carry it, and the line page loads it when
 * the chart's box nears the viewport (its evaluation and first draw are two long tasks on a phone).
 */
const UsageChart = lazy(() => import('./usage-chart'))

const meters = meter()
const chart = chartPanel()
const days = disclosureTable()

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
          <div className={meters.list}>
            {usage.meters.map((item) => (
              <div key={item.label} data-testid={`usage-${item.label.toLowerCase()}`}>
                <div className={meters.head}>
                  <span className={meters.label}>{tr(item.label)}</span>
                  <span>
                    <span className={meters.value}>{item.used}</span> <span className={meters.of}>{item.of}</span>
                  </span>
                </div>
                {item.percent === null ? (
                  <div className={meters.track} aria-hidden="true">
                    <div className={meters.unlimited} />
                  </div>
                ) : (
                  <div
                    className={meters.track}
                    role="progressbar"
                    aria-label={t('line-care.usage.used', { what: tr(item.label) })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.percent}
                    aria-valuetext={`${item.used} ${item.of} (${item.percent}%)`}
                  >
                    {item.added ? <div className={meters.added} style={{ width: `${item.added.percent}%` }} /> : null}
                    <div className={meters.fill} style={{ width: `${item.percent}%` }} />
                  </div>
                )}
                {item.added ? (
                  <p className={meters.note} data-testid="usage-added">
                    {item.added.label}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <div className={chart.root} ref={watchChartBox}>
            <div className={chart.head}>
              <p className={chart.title}>{t('line-care.usage.dataUsed')}</p>
              <ul className={chart.legend} aria-label={t('line-care.usage.legend')}>
                <li className={chart.legendItem}>
                  <span className={chart.swatch} style={{ borderTopColor: 'var(--colors-coral-500)' }} aria-hidden="true" />
                  {t('line-care.usage.soFar')}
                </li>
                {usage.allowanceNote ? (
                  <li className={chart.legendItem}>
                    <span
                      className={chart.swatch}
                      style={{ borderTopColor: 'var(--colors-mint-700)', borderTopStyle: 'dashed' }}
                      aria-hidden="true"
                    />
                    {t('line-care.usage.allowance')}
                  </li>
                ) : null}
              </ul>
            </div>
            <div className={chart.area}>
              {chartWanted && (
                <Suspense fallback={<Spinner label={t('line-care.usage.loadingChart')} />}>
                  <UsageChart days={usage.days} />
                </Suspense>
              )}
            </div>
            {usage.allowanceNote ? (
              <p className={chart.note} data-testid="usage-allowance-note">
                {usage.allowanceNote}
              </p>
            ) : null}
          </div>
          <details className={days.root}>
            <summary>{t('line-care.usage.table')}</summary>
            <table className={days.table}>
              <caption className={days.caption}>
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

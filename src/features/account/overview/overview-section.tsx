import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { lineSummary } from 'styled-system/recipes/line-summary'
import { text } from 'styled-system/recipes/text'
import { simStatus } from 'styled-system/recipes/sim-status'
import type { Line } from '@contract/lines'
import { useSession } from '@/app/app-context'
import { Section } from '@/components/layout/section'
import { Badge } from '@/components/ui/badge'
import { buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { HeadedPanel } from '@/components/ui/panel-heading'
import { EmptyState, LoadFailedState } from '@/components/ui/empty-state'
import { SimIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import type { ProviderError } from '@machines/form'
import { formatPhoneNumber } from '@/lib/phone'
import { useLoad } from '../shared/use-load'
import { useLineStatus, useSimLabels } from '@/lib/sim'
import { accountMessages } from '@/i18n/catalogues/account'
import { useT } from '@/i18n/react'
import { linesLoader } from './overview-data'

const styles = lineSummary()
const panels = accountPanels()

/** What a panel shows when its call failed: a 404 means the feature is not there yet, the rest can be retried. */
function LoadFailed({ error, onRetry }: { error: ProviderError; onRetry: () => void }) {
  const t = useT(accountMessages)
  if (error.status === 404) return <p className={styles.message}>{t('account.overview.lines.soon')}</p>
  return <LoadFailedState icon={<SimIcon />} message={t('account.overview.lines.failed', { message: error.message })} onRetry={onRetry} />
}

function Loading() {
  const t = useT(accountMessages)
  return (
    <div className={styles.reserve}>
      <p className={styles.loading} role="status">
        <Spinner size="sm" /> {t('account.overview.lines.loading')}
      </p>
    </div>
  )
}

function LineRow({ line }: { line: Line }) {
  const t = useT(accountMessages)
  const labels = useSimLabels()
  const status = useLineStatus()(line)
  return (
    <li className={styles.row}>
      <div>
        <p className={styles.name}>{line.nickname || line.retailName}</p>
        {line.mdn ? (
          <p className={styles.number}>{formatPhoneNumber(line.mdn)}</p>
        ) : (
          <p className={styles.noNumber}>{t('account.overview.lines.noNumber')}</p>
        )}
        <p className={text({ size: 'sm', tone: 'muted' })}>
          {labels.type(line.simType)}
          {line.nickname ? ` · ${line.retailName}` : ''}
        </p>
      </div>
      {status.status === 'cancelled' ? (
        // An ended line (cancelled, or its number moved to another carrier) in the SIM status display's cancelled style.
        <span className={simStatus({ status: 'cancelled' })} data-status="cancelled">
          {status.label}
        </span>
      ) : (
        <Badge tone={status.tone}>{status.label}</Badge>
      )}
    </li>
  )
}

/** The same shaded box as the other empty panels ("No order history"). */
function LinesPanel({ onRetry }: { onRetry: () => void }) {
  const { loading, data, error } = useLoad(linesLoader)
  const t = useT(accountMessages)
  return (
    <HeadedPanel icon={<SimIcon />} title={t('account.overview.lines.title')} label={t('account.overview.lines.title')}>
      <Card.Body>
        {loading ? (
          <Loading />
        ) : error ? (
          <LoadFailed error={error} onRetry={onRetry} />
        ) : data && data.length > 0 ? (
          <ul className={styles.list}>
            {data.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<SimIcon />}
            title={t('account.overview.lines.emptyTitle')}
            testId="lines-empty"
            text={t('account.overview.lines.emptyText')}
            action={
              <Link to="/shop" className={buttonStyle({ variant: 'outline' })}>
                {t('account.overview.lines.browse')}
              </Link>
            }
          />
        )}
      </Card.Body>
    </HeadedPanel>
  )
}

export interface OverviewSectionProps {
  /**
   * The latest payments panel, which belongs to the payment feature: the route composes the two (features do not
   * import each other).
   */
  recentTransactions?: ReactNode
}

/** "Hello, Ana": drawn again alone when the profile arrives, not with the panels below it. */
function Greeting() {
  const { profile } = useSession()
  const t = useT(accountMessages)
  return profile?.firstName ? t('account.overview.helloName', { name: profile.firstName }) : t('account.overview.hello')
}

/** /dashboard: a greeting, the customer's lines and their latest payments (DESIGN §8). */
export function OverviewSection({ recentTransactions }: OverviewSectionProps) {
  // A new key remounts a panel, which loads again.
  const [attempt, setAttempt] = useState({ lines: 0 })
  const retry = (panel: keyof typeof attempt) => () => setAttempt((a) => ({ ...a, [panel]: a[panel] + 1 }))
  const t = useT(accountMessages)
  return (
    <Section title={<Greeting />} intro={t('account.overview.intro')}>
      <div className={panels.column}>
        <LinesPanel key={`lines-${attempt.lines}`} onRetry={retry('lines')} />
        {recentTransactions}
      </div>
    </Section>
  )
}

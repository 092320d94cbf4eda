import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
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
import { SIM_STATUS_DISPLAY, SIM_TYPE_LABELS } from '@/lib/sim'
import { linesLoader } from './overview-data'

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '6' } }),
  lines: css({ display: 'flex', flexDirection: 'column' }),
  line: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    py: '3.5',
    '&:not(:first-child)': { borderTopWidth: '1px', borderColor: 'border.default' },
  }),
  lineName: css({ fontWeight: '700', color: 'fg.heading', overflowWrap: 'anywhere' }),
  lineNumber: css({ fontVariantNumeric: 'tabular-nums', color: 'fg.default', fontWeight: '600' }),
  lineMeta: css({ fontSize: 'sm', color: 'fg.muted' }),
  noNumber: css({ color: 'fg.muted', fontStyle: 'italic' }),
  message: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3', color: 'fg.muted' }),
  loading: css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' }),
  // Two line rows' height (a row is about 6.4rem): the panels below do not move when one or two lines arrive
  // (no layout shift: scripts/bench-cls.ts), and with more lines they are already out of view on a phone.
  reserve: css({ minHeight: '12.75rem' }),
}

/** What a panel shows when its call failed: a 404 means the feature is not there yet, the rest can be retried. */
function LoadFailed({ error, what, onRetry }: { error: ProviderError; what: string; onRetry: () => void }) {
  if (error.status === 404) return <p className={styles.message}>Your {what} will show here soon.</p>
  return <LoadFailedState icon={<SimIcon />} message={`We couldn't load your ${what}. ${error.message}`} onRetry={onRetry} />
}

function Loading({ what }: { what: string }) {
  return (
    <div className={styles.reserve}>
      <p className={styles.loading} role="status">
        <Spinner size="sm" /> Loading your {what}…
      </p>
    </div>
  )
}

function LineRow({ line }: { line: Line }) {
  const status = SIM_STATUS_DISPLAY[line.simStatus]
  return (
    <li className={styles.line}>
      <div>
        <p className={styles.lineName}>{line.nickname || line.retailName}</p>
        {line.mdn ? (
          <p className={styles.lineNumber}>{formatPhoneNumber(line.mdn)}</p>
        ) : (
          <p className={styles.noNumber}>Number on its way</p>
        )}
        <p className={styles.lineMeta}>
          {SIM_TYPE_LABELS[line.simType]}
          {line.nickname ? ` · ${line.retailName}` : ''}
        </p>
      </div>
      <Badge tone={status.tone}>{status.label}</Badge>
    </li>
  )
}

/** The same shaded box as the other empty panels ("No order history"). */
function LinesPanel({ onRetry }: { onRetry: () => void }) {
  const { loading, data, error } = useLoad(linesLoader)
  return (
    <HeadedPanel icon={<SimIcon />} title="Your lines" label="Your lines">
      <Card.Body>
        {loading ? (
          <Loading what="lines" />
        ) : error ? (
          <LoadFailed error={error} what="lines" onRetry={onRetry} />
        ) : data && data.length > 0 ? (
          <ul className={styles.lines}>
            {data.map((line) => (
              <LineRow key={line.id} line={line} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<SimIcon />}
            title="No lines yet"
            testId="lines-empty"
            text="Pick a plan and your number shows up here."
            action={
              <Link to="/shop" className={buttonStyle({ variant: 'outline' })}>
                Browse plans
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
  return profile?.firstName ? `Hello, ${profile.firstName}` : 'Hello'
}

/** /dashboard: a greeting, the customer's lines and their latest payments (DESIGN §8). */
export function OverviewSection({ recentTransactions }: OverviewSectionProps) {
  // A new key remounts a panel, which loads again.
  const [attempt, setAttempt] = useState({ lines: 0 })
  const retry = (panel: keyof typeof attempt) => () => setAttempt((a) => ({ ...a, [panel]: a[panel] + 1 }))
  return (
    <Section title={<Greeting />} intro="Your lines and your latest payments at a glance.">
      <div className={styles.stack}>
        <LinesPanel key={`lines-${attempt.lines}`} onRetry={retry('lines')} />
        {recentTransactions}
      </div>
    </Section>
  )
}

import type { ReactNode } from 'react'
import { emptyState } from 'styled-system/recipes/empty-state'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'
import { Button } from './button'
import { RefreshIcon } from './icons'
import { Spinner } from './spinner'

export interface EmptyStateProps {
  icon: ReactNode
  title: ReactNode
  text?: ReactNode
  /** A button or link under the text ('Add a card', 'Browse plans'). */
  action?: ReactNode
  /** `danger` for a list that could not be loaded. */
  tone?: 'neutral' | 'danger'
  role?: 'alert' | 'status'
  /** For tests that look for one list's empty state. */
  testId?: string
}

/**
 * What a panel shows when it has nothing to list ('No saved cards', 'No order history', no lines yet) or could not
 * load it: the one look for every empty panel, a shaded box with an icon, a title, a line and an action.
 */
export function EmptyState({ icon, title, text, action, tone = 'neutral', role, testId }: EmptyStateProps) {
  const classes = emptyState({ tone })
  return (
    <div className={classes.root} role={role} data-empty-state="" data-testid={testId}>
      <span className={classes.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={classes.title}>{title}</p>
      {text ? <p className={classes.text}>{text}</p> : null}
      {action ? <div className={classes.action}>{action}</div> : null}
    </div>
  )
}

/** A panel's list failed to load: the message and 'Try again'. */
export function LoadFailedState({ icon, message, onRetry }: { icon: ReactNode; message: ReactNode; onRetry: () => void }) {
  const t = useT(uiMessages)
  return (
    <EmptyState
      tone="danger"
      role="alert"
      icon={icon}
      title={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RefreshIcon size={16} />
          {t('ui.retry')}
        </Button>
      }
    />
  )
}

/** A panel's list is loading: the spinner in the same box, so the panel does not jump when the list arrives. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={emptyState().root}>
      <Spinner size="lg" label={label} />
    </div>
  )
}

import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { notice, type NoticeVariantProps } from 'styled-system/recipes/notice'
import { uiMessages } from '@/i18n/catalogues/ui'
import { useT } from '@/i18n/react'
import { Button } from './button'

export interface NoticeProps extends NoticeVariantProps {
  title?: ReactNode
  children?: ReactNode
  icon?: ReactNode
  className?: string
}

/** An inline message in a card. `danger` is announced as an alert, the others as status. */
export function Notice({ tone = 'info', title, children, icon, className }: NoticeProps) {
  const classes = notice({ tone })
  return (
    <div className={cx(classes.root, className)} role={tone === 'danger' ? 'alert' : 'status'}>
      {icon ? <span className={classes.icon}>{icon}</span> : null}
      <div className={classes.body}>
        {title ? <p className={classes.title}>{title}</p> : null}
        {children ? <div className={classes.text}>{children}</div> : null}
      </div>
    </div>
  )
}

/** A part of the page could not be loaded: the danger notice with the reason and a small 'Try again'. */
export function LoadFailedNotice({ title, message, onRetry }: { title: ReactNode; message: ReactNode; onRetry: () => void }) {
  const t = useT(uiMessages)
  return (
    <Notice tone="danger" title={title}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </Notice>
  )
}

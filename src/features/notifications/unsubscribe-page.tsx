import { Link } from '@tanstack/react-router'
import { notificationsMessages } from '@/i18n/catalogues/notifications'
import { useT } from '@/i18n/react'
import { stack } from 'styled-system/patterns/stack'
import { Page } from '@/components/layout/page'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useUnsubscribe } from './use-unsubscribe'

const body = stack({ gap: '4', align: 'flex-start' })

/** /unsubscribe?token=…: an email's unsubscribe link, without signing in. */
export function UnsubscribePage() {
  const api = useUnsubscribe()
  const t = useT(notificationsMessages)
  const settings = (
    <Link to="/dashboard/notifications" className={buttonStyle({ variant: 'outline' })}>
      {t('notifications.unsubscribe.settings')}
    </Link>
  )
  return (
    <Page
      variant="compact"
      width="narrow"
      eyebrow={t('notifications.unsubscribe.eyebrow')}
      title={t('notifications.unsubscribe.title')}
      intro={t('notifications.unsubscribe.intro')}
    >
      <Card.Root variant="outline" as="section" aria-label={t('notifications.unsubscribe.title')}>
        <Card.Body>
          <div className={body}>
            {api.checking ? <Spinner label={t('notifications.unsubscribe.checking')} /> : null}
            {api.invalid ? (
              <>
                <Notice tone="danger">{api.error}</Notice>
                {settings}
              </>
            ) : null}
            {api.unreachable ? (
              <>
                <Notice tone="danger">{api.error}</Notice>
                <Button variant="outline" onClick={api.retry}>
                  <RefreshIcon size={16} />
                  {t('notifications.unsubscribe.retry')}
                </Button>
              </>
            ) : null}
            {api.asking ? (
              <>
                <p>
                  {t('notifications.unsubscribe.askBefore')} <strong>{api.what}</strong>
                  {t('notifications.unsubscribe.askAfter')}
                </p>
                {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
                <Button onClick={api.confirm} loading={api.busy}>
                  {t('notifications.unsubscribe.confirm')}
                </Button>
              </>
            ) : null}
            {api.done ? (
              <>
                <Notice tone="success">{api.message}</Notice>
                {settings}
              </>
            ) : null}
          </div>
        </Card.Body>
      </Card.Root>
    </Page>
  )
}

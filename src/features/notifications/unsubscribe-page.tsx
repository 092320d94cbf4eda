import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Page } from '@/components/layout/page'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useUnsubscribe } from './use-unsubscribe'

const body = css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })

/** /unsubscribe?token=…: an email's unsubscribe link, without signing in. */
export function UnsubscribePage() {
  const api = useUnsubscribe()
  const settings = (
    <Link to="/dashboard/notifications" className={buttonStyle({ variant: 'outline' })}>
      All notification settings
    </Link>
  )
  return (
    <Page variant="compact" width="narrow" eyebrow="Notifications" title="Unsubscribe" intro="Stop one kind of email from Ring Mobile.">
      <Card.Root variant="outline" as="section" aria-label="Unsubscribe">
        <Card.Body>
          <div className={body}>
            {api.checking ? <Spinner label="Checking your link" /> : null}
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
                  Try again
                </Button>
              </>
            ) : null}
            {api.asking ? (
              <>
                <p>
                  Stop <strong>{api.what}</strong>? Other notices, and texts, stay as they are.
                </p>
                {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
                <Button onClick={api.confirm} loading={api.busy}>
                  Unsubscribe
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

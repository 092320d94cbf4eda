import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Section } from '@/components/layout/section'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useNotifications, type SettingSwitch } from './use-notifications'

const table = css({ display: 'flex', flexDirection: 'column' })
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto auto', md: '1fr 7rem 7rem' },
  alignItems: 'center',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0', pt: '0' },
})
const columnHead = css({
  fontSize: 'xs',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
  fontWeight: 'semibold',
  textAlign: 'center',
})
const title = css({ fontWeight: 'semibold' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const cell = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' })
const lineRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  _first: { borderTopWidth: '0', pt: '0' },
})
const thresholds = css({ display: 'flex', gap: '4' })
const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '6' } })

/** A switch as the rest of My Account draws one (autopay, the number locks): a small button reading On or Off. */
function Switch({ item }: { item: SettingSwitch }) {
  return (
    <div className={cell}>
      <Button
        variant={item.on ? 'secondary' : 'outline'}
        size="sm"
        role="switch"
        aria-checked={item.on}
        aria-label={item.label}
        loading={item.busy}
        disabled={item.disabled && !item.busy}
        onClick={item.toggle}
      >
        {item.on ? 'On' : 'Off'}
      </Button>
    </div>
  )
}

/** /dashboard/notifications: how each kind of notice reaches the customer, and each line's data alerts. */
export function NotificationsSection() {
  const api = useNotifications()
  return (
    <Section title="Notifications" intro="Choose what we tell you about, and whether by email or by text message.">
      {api.loading ? (
        <Spinner label="Loading your notification settings" />
      ) : api.failed ? (
        <Notice tone="danger">
          {api.loadError}{' '}
          <Button variant="outline" size="sm" onClick={api.retry}>
            <RefreshIcon size={16} />
            Try again
          </Button>
        </Notice>
      ) : (
        <div className={stack}>
          {api.notice ? <Notice tone="success">{api.notice}</Notice> : null}
          {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
          <Card.Root variant="outline" as="section" aria-labelledby="channels-title">
            <Card.Header>
              <Card.Title level={3} id="channels-title">
                How we reach you
              </Card.Title>
              <Card.Description>
                {api.textNumber ? (
                  <>
                    Emails go to your account's address; text messages to <strong>{api.textNumber}</strong>.
                  </>
                ) : (
                  <>
                    Text messages need a phone number: add one in <Link to="/dashboard/profile">Profile</Link>.
                  </>
                )}
              </Card.Description>
            </Card.Header>
            <Card.Body>
              <div className={table} role="table" aria-label="Notices and their channels">
                <div className={row} role="row">
                  <span role="columnheader">
                    <span className={css({ srOnly: true })}>Notice</span>
                  </span>
                  <span role="columnheader" className={columnHead}>
                    Email
                  </span>
                  <span role="columnheader" className={columnHead}>
                    Text
                  </span>
                </div>
                {api.kinds.map((kind) => (
                  <div key={kind.kind} className={row} role="row">
                    <div role="rowheader">
                      <p className={title}>{kind.title}</p>
                      <p className={muted}>{kind.description}</p>
                    </div>
                    <div role="cell">
                      <Switch item={kind.email} />
                    </div>
                    <div role="cell">
                      <Switch item={kind.text} />
                    </div>
                  </div>
                ))}
              </div>
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" as="section" aria-labelledby="data-alerts-title">
            <Card.Header>
              <Card.Title level={3} id="data-alerts-title">
                Data alerts per line
              </Card.Title>
              <Card.Description>An alert when a line has used this share of its high-speed data in a period, once each.</Card.Description>
            </Card.Header>
            <Card.Body>
              {api.lines.length === 0 ? (
                <p className={muted}>Your lines show here once you have one.</p>
              ) : (
                <ul aria-label="Data alerts per line">
                  {api.lines.map((line) => (
                    <li key={line.lineId} className={lineRow}>
                      <div>
                        <p className={title}>{line.label}</p>
                        <p className={muted}>{line.planName}</p>
                      </div>
                      <div className={thresholds}>
                        {line.thresholds.map((item) => (
                          <div key={item.percent} className={cell}>
                            <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })} aria-hidden="true">
                              {item.percent}
                            </span>
                            <Switch item={item} />
                          </div>
                        ))}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card.Root>
        </div>
      )}
    </Section>
  )
}

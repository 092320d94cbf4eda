import { Link } from '@tanstack/react-router'
import { notificationsMessages } from '@/i18n/catalogues/notifications'
import { useT } from '@/i18n/react'
import { visuallyHidden } from 'styled-system/patterns/visually-hidden'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { channelTable } from 'styled-system/recipes/channel-table'
import { text } from 'styled-system/recipes/text'
import { Section } from '@/components/layout/section'
import { SwitchButton } from '@/components/ui/switch-button'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useNotifications, type SettingSwitch } from './use-notifications'

const styles = channelTable()

/** A switch as the rest of My Account draws one (autopay, the number locks): a small button reading On or Off. */
function Switch({ item }: { item: SettingSwitch }) {
  const t = useT(notificationsMessages)
  return (
    <div className={styles.cell}>
      <SwitchButton on={item.on} aria-label={item.label} busy={item.busy} disabled={item.disabled && !item.busy} onToggle={item.toggle}>
        {t(item.on ? 'notifications.switch.on' : 'notifications.switch.off')}
      </SwitchButton>
    </div>
  )
}

/** /dashboard/notifications: how each kind of notice reaches the customer, and each line's data alerts. */
export function NotificationsSection() {
  const api = useNotifications()
  const t = useT(notificationsMessages)
  return (
    <Section title={t('notifications.section.title')} intro={t('notifications.section.intro')}>
      {api.loading ? (
        <Spinner label={t('notifications.section.loading')} />
      ) : api.failed ? (
        <Notice tone="danger">
          {api.loadError}{' '}
          <Button variant="outline" size="sm" onClick={api.retry}>
            <RefreshIcon size={16} />
            {t('notifications.section.retry')}
          </Button>
        </Notice>
      ) : (
        <div className={accountPanels().column}>
          {api.notice ? <Notice tone="success">{api.notice}</Notice> : null}
          {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
          <Card.Root variant="outline" as="section" aria-labelledby="channels-title">
            <Card.Header>
              <Card.Title level={3} id="channels-title">
                {t('notifications.channels.title')}
              </Card.Title>
              <Card.Description>
                {api.textNumber ? (
                  <>
                    {t('notifications.channels.withNumber')} <strong>{api.textNumber}</strong>.
                  </>
                ) : (
                  <>
                    {t('notifications.channels.noNumberBefore')} <Link to="/dashboard/profile">{t('notifications.channels.profile')}</Link>.
                  </>
                )}
              </Card.Description>
            </Card.Header>
            <Card.Body>
              <div className={styles.table} role="table" aria-label={t('notifications.channels.table')}>
                <div className={styles.row} role="row">
                  <span role="columnheader">
                    <span className={visuallyHidden()}>{t('notifications.channels.notice')}</span>
                  </span>
                  <span role="columnheader" className={styles.columnHead}>
                    {t('notifications.channels.email')}
                  </span>
                  <span role="columnheader" className={styles.columnHead}>
                    {t('notifications.channels.text')}
                  </span>
                </div>
                {api.kinds.map((kind) => (
                  <div key={kind.kind} className={styles.row} role="row">
                    <div role="rowheader">
                      <p className={styles.title}>{kind.title}</p>
                      <p className={text({ size: 'sm', tone: 'muted' })}>{kind.description}</p>
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
                {t('notifications.alerts.title')}
              </Card.Title>
              <Card.Description>{t('notifications.alerts.description')}</Card.Description>
            </Card.Header>
            <Card.Body>
              {api.lines.length === 0 ? (
                <p className={text({ size: 'sm', tone: 'muted' })}>{t('notifications.alerts.none')}</p>
              ) : (
                <ul aria-label={t('notifications.alerts.title')}>
                  {api.lines.map((line) => (
                    <li key={line.lineId} className={styles.lineRow}>
                      <div>
                        <p className={styles.title}>{line.label}</p>
                        <p className={text({ size: 'sm', tone: 'muted' })}>{line.planName}</p>
                      </div>
                      <div className={styles.thresholds}>
                        {line.thresholds.map((item) => (
                          <div key={item.percent} className={styles.cell}>
                            <span className={styles.percent} aria-hidden="true">
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

import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { IconPicture } from '@/components/ui/icon-picture'
import { securityMessages } from '@/i18n/catalogues/security'
import { useT } from '@/i18n/react'
import { cx } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns/visually-hidden'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { text } from 'styled-system/recipes/text'
import { securityChecklist } from 'styled-system/recipes/security-checklist'
import { recordList } from 'styled-system/recipes/record-list'
import { Section } from '@/components/layout/section'
import { Badge } from '@/components/ui/badge'
import { Button, buttonStyle } from '@/components/ui/button'
import { SectionCard } from '@/components/ui/card'
import { CheckIcon, ShieldIcon } from '@/components/ui/icons'
import { ConfirmationModal } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import { RecordList } from './record-list'
import { useSecurityPage, type SecurityPageApi } from './use-security-page'

const panels = accountPanels()

function Checklist({ api }: { api: SecurityPageApi }) {
  const t = useT(securityMessages)
  return (
    <SectionCard
      headingId="checklist-title"
      title={t('security.checklist.title')}
      aside={
        <Badge tone={api.score.done === api.score.of ? 'success' : 'warning'} data-testid="security-score">
          {t('security.checklist.score', api.score)}
        </Badge>
      }
    >
      {api.nextStep?.next ? (
        <Notice tone="info" title={t('security.checklist.next')}>
          <p>
            {api.nextStep.title}: {api.nextStep.detail}
          </p>
          <Link to={api.nextStep.next.to} className={cx(buttonStyle({ size: 'sm' }), securityChecklist().nextStep)}>
            {api.nextStep.next.label}
          </Link>
        </Notice>
      ) : (
        <Notice tone="success">{t('security.checklist.allDone')}</Notice>
      )}
      <ul className={securityChecklist().list} aria-label={t('security.checklist.label')}>
        {api.checklist.map((entry) => (
          <li key={entry.key} className={securityChecklist().item} data-done={entry.done}>
            <span className={securityChecklist({ done: entry.done }).mark} aria-hidden="true">
              {entry.done ? <CheckIcon size={16} /> : null}
            </span>
            <div>
              <p className={securityChecklist().title}>
                {entry.title}
                <span className={visuallyHidden()}>{t(entry.done ? 'security.checklist.done' : 'security.checklist.toDo')}</span>
              </p>
              <p className={text({ size: 'sm', tone: 'muted' })}>{entry.detail}</p>
              {entry.next && entry !== api.nextStep ? (
                <Link to={entry.next.to} className={securityChecklist().link}>
                  {entry.next.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}

/** This browser's sign-in, named as such. */
function ThisBrowser({ current }: { current: boolean }) {
  const t = useT(securityMessages)
  return current ? <Badge tone="success">{t('security.signIns.thisBrowser')}</Badge> : null
}

function SignIns({ api, narrow }: { api: SecurityPageApi; narrow: boolean }) {
  const classes = recordList()
  const t = useT(securityMessages)
  return (
    <SectionCard
      headingId="sign-ins-title"
      title={t('security.signIns.title')}
      aside={
        <Button variant="outline" size="sm" onClick={api.signOutOthers}>
          {t('security.signIns.signOutOthers')}
        </Button>
      }
    >
      <RecordList
        label={t('security.signIns.title')}
        records={api.signIns}
        columns={[
          { label: t('security.signIns.when'), value: (signIn) => signIn.when, cell: 'nowrap' },
          {
            label: t('security.signIns.browser'),
            value: (signIn) => (
              <>
                {signIn.browser} <ThisBrowser current={signIn.current} />
              </>
            ),
            main: true,
          },
          { label: t('security.signIns.how'), value: (signIn) => signIn.how },
          { label: t('security.signIns.from'), value: (signIn) => signIn.ip, cell: 'address' },
        ]}
        top={(signIn) => (
          <div className={classes.cardTop}>
            <span className={classes.cardTitle}>{signIn.browser}</span>
            <ThisBrowser current={signIn.current} />
          </div>
        )}
        mark={{ name: 'current', of: (signIn) => signIn.current }}
        narrow={narrow}
      />
      <p className={cx(text({ size: 'sm', tone: 'muted' }), securityChecklist().note)}>{t('security.signIns.note')}</p>
    </SectionCard>
  )
}

/** What happened, marked "Blocked" where it was refused. */
function EventDetail({ event }: { event: { refused: boolean; detail: ReactNode } }) {
  const t = useT(securityMessages)
  return (
    <>
      {event.refused ? (
        <Badge tone="danger" className={securityChecklist().blocked}>
          {t('security.activity.blocked')}
        </Badge>
      ) : null}
      {event.detail}
    </>
  )
}

function Activity({ api, narrow }: { api: SecurityPageApi; narrow: boolean }) {
  const t = useT(securityMessages)
  return (
    <SectionCard
      headingId="activity-title"
      title={t('security.activity.title')}
      aside={
        <Badge tone={api.refusedLast30Days ? 'warning' : 'success'} data-testid="refused-count">
          {t('security.activity.count', { count: api.refusedLast30Days })}
        </Badge>
      }
    >
      {!api.events.length ? (
        <p className={text({ size: 'sm', tone: 'muted' })}>{t('security.activity.none')}</p>
      ) : (
        <RecordList
          label={t('security.activity.title')}
          records={api.events}
          columns={[
            { label: t('security.activity.when'), value: (event) => event.when, cell: 'nowrap' },
            { label: t('security.activity.what'), value: (event) => <EventDetail event={event} />, main: true },
            { label: t('security.activity.from'), value: (event) => event.ip, cell: 'address' },
          ]}
          top={(event) => (
            <p>
              <EventDetail event={event} />
            </p>
          )}
          mark={{ name: 'refused', of: (event) => event.refused }}
          narrow={narrow}
        />
      )}
    </SectionCard>
  )
}

/** My Account → Security: how safe the account is, the next step, recent sign-ins, blocked attempts. */
export function SecuritySection() {
  const api = useSecurityPage()
  const narrow = useNarrowScreen()
  const t = useT(securityMessages)
  return (
    <Section title={t('security.section.title')} intro={t('security.section.intro')}>
      <div className={panels.page}>
        {api.loading ? (
          <Spinner size="lg" label={t('security.section.loading')} />
        ) : api.loadFailed ? (
          <LoadFailedNotice title={t('security.section.loadFailed')} message={api.error} onRetry={api.retry} />
        ) : (
          <>
            <div className={panels.lead}>
              <Checklist api={api} />
              <SignIns api={api} narrow={narrow} />
            </div>
            <Activity api={api} narrow={narrow} />
          </>
        )}
      </div>
      <ConfirmationModal
        open={api.confirmingSignOut}
        title={t('security.signOut.title')}
        message={t('security.signOut.message')}
        picture={<IconPicture icon={ShieldIcon} />}
        confirmLabel={t('security.signOut.confirm')}
        onConfirm={api.confirmSignOut}
        onCancel={api.close}
        loading={api.signingOut}
      />
    </Section>
  )
}

import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { recordList } from 'styled-system/recipes/record-list'
import { Section } from '@/components/layout/section'
import { Badge } from '@/components/ui/badge'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { CheckIcon, ShieldIcon } from '@/components/ui/icons'
import { ConfirmationModal } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import { useSecurityPage, type SecurityPageApi } from './use-security-page'

const grid = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
})
const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', md: '6' }, minHeight: '60vh' })
const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })
const h3 = css({ textStyle: 'h4' })
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const checklist = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '2' })
const item = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '3', alignItems: 'start' })
const mark = css({
  display: 'grid',
  placeItems: 'center',
  width: '7',
  height: '7',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.default',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'bold',
})
const markDone = css({ bg: 'success.subtle', borderColor: 'mint.200', color: 'success.fg' })

function Checklist({ api }: { api: SecurityPageApi }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="checklist-title">
      <Card.Header>
        <div className={head}>
          <h3 id="checklist-title" className={h3}>
            Your checklist
          </h3>
          <Badge tone={api.score.done === api.score.of ? 'success' : 'warning'} data-testid="security-score">
            {api.score.done} of {api.score.of} done
          </Badge>
        </div>
      </Card.Header>
      <Card.Body>
        {api.nextStep?.next ? (
          <Notice tone="info" title="Next step">
            <p>
              {api.nextStep.title}: {api.nextStep.detail}
            </p>
            <Link to={api.nextStep.next.to} className={cx(buttonStyle({ size: 'sm' }), css({ mt: '2', alignSelf: 'flex-start' }))}>
              {api.nextStep.next.label}
            </Link>
          </Notice>
        ) : (
          <Notice tone="success">Every item is done. Your account is as safe as we can make it.</Notice>
        )}
        <ul className={checklist} aria-label="Security checklist">
          {api.checklist.map((entry) => (
            <li key={entry.key} className={item} data-done={entry.done}>
              <span className={cx(mark, entry.done && markDone)} aria-hidden="true">
                {entry.done ? <CheckIcon size={16} /> : null}
              </span>
              <div>
                <p className={css({ fontWeight: 'semibold' })}>
                  {entry.title}
                  <span className={css({ srOnly: true })}>{entry.done ? ': done' : ': to do'}</span>
                </p>
                <p className={muted}>{entry.detail}</p>
                {entry.next && entry !== api.nextStep ? (
                  <Link
                    to={entry.next.to}
                    className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent.fg', textDecoration: 'underline' })}
                  >
                    {entry.next.label}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  )
}

/** This browser's sign-in, named as such. */
function ThisBrowser({ current }: { current: boolean }) {
  return current ? <Badge tone="success">This browser</Badge> : null
}

function SignIns({ api, narrow }: { api: SecurityPageApi; narrow: boolean }) {
  const classes = recordList()
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="sign-ins-title">
      <Card.Header>
        <div className={head}>
          <h3 id="sign-ins-title" className={h3}>
            Recent sign-ins
          </h3>
          <Button variant="outline" size="sm" onClick={api.signOutOthers}>
            Sign out everywhere else
          </Button>
        </div>
      </Card.Header>
      <Card.Body>
        {narrow ? (
          <ul className={classes.cards} aria-label="Recent sign-ins">
            {api.signIns.map((signIn) => (
              <li key={signIn.key} className={classes.card} data-current={signIn.current ? '' : undefined}>
                <div className={classes.cardTop}>
                  <span className={classes.cardTitle}>{signIn.browser}</span>
                  <ThisBrowser current={signIn.current} />
                </div>
                <dl className={classes.facts}>
                  <div className={classes.fact}>
                    <dt className={classes.label}>When</dt>
                    <dd className={classes.value}>{signIn.when}</dd>
                  </div>
                  <div className={classes.fact}>
                    <dt className={classes.label}>How</dt>
                    <dd className={classes.value}>{signIn.how}</dd>
                  </div>
                  <div className={classes.fact}>
                    <dt className={classes.label}>From</dt>
                    <dd className={classes.value}>{signIn.ip}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <table className={classes.table} aria-label="Recent sign-ins">
            <thead>
              <tr>
                <th scope="col" className={classes.head}>
                  When
                </th>
                <th scope="col" className={classes.head}>
                  Browser
                </th>
                <th scope="col" className={classes.head}>
                  How
                </th>
                <th scope="col" className={classes.head}>
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {api.signIns.map((signIn) => (
                <tr key={signIn.key} className={classes.row} data-current={signIn.current ? '' : undefined}>
                  <td className={classes.cell} data-nowrap="">
                    {signIn.when}
                  </td>
                  <td className={classes.cell}>
                    {signIn.browser} <ThisBrowser current={signIn.current} />
                  </td>
                  <td className={classes.cell}>{signIn.how}</td>
                  <td className={classes.cell} data-address="">
                    {signIn.ip}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className={cx(muted, css({ mt: '3' }))}>We show the address each sign-in came from; we keep no location database.</p>
      </Card.Body>
    </Card.Root>
  )
}

const blocked = (
  <Badge tone="danger" className={css({ mr: '2' })}>
    Blocked
  </Badge>
)

function Activity({ api, narrow }: { api: SecurityPageApi; narrow: boolean }) {
  const classes = recordList()
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="activity-title">
      <Card.Header>
        <div className={head}>
          <h3 id="activity-title" className={h3}>
            Blocked attempts and changes
          </h3>
          <Badge tone={api.refusedLast30Days ? 'warning' : 'success'} data-testid="refused-count">
            {api.refusedLast30Days} blocked in 30 days
          </Badge>
        </div>
      </Card.Header>
      <Card.Body>
        {!api.events.length ? (
          <p className={muted}>Nothing yet. Blocked attempts against your account and lines, and the changes you make, show here.</p>
        ) : narrow ? (
          <ul className={classes.cards} aria-label="Blocked attempts and changes">
            {api.events.map((event) => (
              <li key={event.key} className={classes.card} data-refused={event.refused ? '' : undefined}>
                <p>
                  {event.refused ? blocked : null}
                  {event.detail}
                </p>
                <dl className={classes.facts}>
                  <div className={classes.fact}>
                    <dt className={classes.label}>When</dt>
                    <dd className={classes.value}>{event.when}</dd>
                  </div>
                  <div className={classes.fact}>
                    <dt className={classes.label}>From</dt>
                    <dd className={classes.value}>{event.ip}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <table className={classes.table} aria-label="Blocked attempts and changes">
            <thead>
              <tr>
                <th scope="col" className={classes.head}>
                  When
                </th>
                <th scope="col" className={classes.head}>
                  What
                </th>
                <th scope="col" className={classes.head}>
                  From
                </th>
              </tr>
            </thead>
            <tbody>
              {api.events.map((event) => (
                <tr key={event.key} className={classes.row} data-refused={event.refused ? '' : undefined}>
                  <td className={classes.cell} data-nowrap="">
                    {event.when}
                  </td>
                  <td className={classes.cell}>
                    {event.refused ? blocked : null}
                    {event.detail}
                  </td>
                  <td className={classes.cell} data-address="">
                    {event.ip}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card.Body>
    </Card.Root>
  )
}

/** My Account → Security: how safe the account is, the next step, recent sign-ins, blocked attempts. */
export function SecuritySection() {
  const api = useSecurityPage()
  const narrow = useNarrowScreen()
  return (
    <Section title="Security" intro="How safe your account is, what to do next, and where you are signed in.">
      <div className={stack}>
        {api.loading ? (
          <Spinner size="lg" label="Loading your security" />
        ) : api.loadFailed ? (
          <LoadFailedNotice title="We couldn't load your security page." message={api.error} onRetry={api.retry} />
        ) : (
          <>
            <div className={grid}>
              <Checklist api={api} />
              <SignIns api={api} narrow={narrow} />
            </div>
            <Activity api={api} narrow={narrow} />
          </>
        )}
      </div>
      <ConfirmationModal
        open={api.confirmingSignOut}
        title="Sign out everywhere else?"
        message="Every other browser and app signed in to your account signs out now. You stay signed in here."
        picture={
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              width: '20',
              height: '20',
              borderRadius: 'full',
              bg: 'navy.50',
              color: 'navy.800',
            })}
          >
            <ShieldIcon aria-hidden="true" size={40} />
          </span>
        }
        confirmLabel="Sign out everywhere else"
        onConfirm={api.confirmSignOut}
        onCancel={api.close}
        loading={api.signingOut}
      />
    </Section>
  )
}

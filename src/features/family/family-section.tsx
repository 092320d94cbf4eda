import { useEffect, useRef, type ReactNode } from 'react'
import { Link, useElementScrollRestoration } from '@tanstack/react-router'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { cardHeading } from 'styled-system/recipes/card-heading'
import { familyPage } from 'styled-system/recipes/family-page'
import { text } from 'styled-system/recipes/text'
import { Section } from '@/components/layout/section'
import { StepUpDialog } from '@/components/step-up/step-up-dialog'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { ChoiceCards, ChoiceGroup } from '@/components/ui/choice'
import { FormDialog } from '@/components/ui/form-dialog'
import { ArrowRightIcon, CheckIcon, PhoneIcon } from '@/components/ui/icons'
import { ConfirmDialog } from '@/components/ui/modal'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { TextInput } from '@/components/ui/text-input'
import { familyMessages } from '@/i18n/catalogues/family'
import { familyTexts } from '@/i18n/catalogues/family-texts'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import { useSectionHeading } from '@/lib/section-headings'
import { initialsOf, RoleBadge } from './family-parts'
import { InviteDialog, RequestDialog } from './invite-dialog'
import { useFamilyPage, type FamilyPageApi, type MemberRow } from './use-family-page'

const panels = accountPanels()
const heading = cardHeading()
const classes = familyPage()
/** The assisted session's reason (decision 0031), which the group card's ownership buttons name. */
const GROUP_ASSISTED_NOTE = 'family-group-assisted'
/** The same reason in the requests card, which each "Approve" names. */
const REQUESTS_ASSISTED_NOTE = 'family-requests-assisted'
/** The same reason in the members' card, for "Make manager" and "Remove from group" (they ask "Confirm it's you"). */
const MEMBERS_ASSISTED_NOTE = 'family-members-assisted'
/** `aria-describedby` of a control an assisted session is refused. */
const describedByIn = (assisted: boolean, note: string) => (assisted ? note : undefined)

/**
 * Back on the Family tab, the window goes where the customer left it: the router keeps the position
 * (`scrollRestoration`, src/router.tsx) but restores it when the route renders, while the group is still loading and
 * the page too short to hold it; so the page scrolls to the router's saved entry once the group is drawn, once.
 */
function useScrollKeptOnReturn(loading: boolean) {
  const saved = useElementScrollRestoration({ getElement: () => window })
  const restored = useRef(false)
  useEffect(() => {
    if (loading || restored.current) return
    restored.current = true
    if (saved) window.scrollTo({ top: saved.scrollY, left: saved.scrollX })
  }, [loading, saved])
}

/** /account/family: the caller's group; the answer names which member they are. */
export function FamilySection() {
  return (
    <Section {...useSectionHeading('/account/family')}>
      <FamilyPage />
    </Section>
  )
}

function FamilyPage() {
  const api = useFamilyPage()
  useScrollKeptOnReturn(api.loading)
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  if (api.loading) return <Spinner label={t('family.section.loading')} />
  if (api.loadFailed) return <LoadFailedNotice title={t('family.section.loadError')} message={api.error} onRetry={api.retry} />
  return (
    <div className={panels.column}>
      {api.notice ? <Notice tone="success">{api.notice}</Notice> : null}
      {api.error ? <Notice tone="danger">{tr(api.error)}</Notice> : null}
      {api.left ? (
        <Notice tone="info" title={t('family.left.title')}>
          <p>{t('family.left.text')}</p>
          <Link to="/dashboard/payment" className={buttonStyle({ size: 'sm' })}>
            {t('family.left.addCard')}
          </Link>
        </Notice>
      ) : null}
      {api.noGroup ? <NoGroup api={api} /> : <Group api={api} />}
      <NamingDialog api={api} />
      <Confirmation api={api} />
      <TransferDialog api={api} />
      <InviteDialog actor={api.inviteActor} />
      <RequestDialog actor={api.requestActor} ownerName={api.group?.ownerName ?? ''} />
      <StepUpDialog actor={api.stepUpActor} />
    </div>
  )
}

function NoGroup({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const points = ['family.start.point1', 'family.start.point2', 'family.start.point3'] as const
  return (
    <FamilyCard id="family-start-title" title={t('family.start.title')} description={t('family.start.description')}>
      <ul className={classes.points}>
        {points.map((point) => (
          <li key={point} className={classes.point}>
            <span className={classes.pointIcon} aria-hidden="true">
              <CheckIcon />
            </span>
            <span>{t(point)}</span>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={api.start}>{t('family.start.button')}</Button>
      </div>
    </FamilyCard>
  )
}

function Group({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const f = useLocaleFormat()
  const group = api.group
  if (!group) return null
  const pending = api.transfer.pending
  // The one reason, in this card, for the ownership buttons an assisted session is refused.
  const refusesHere = api.assisted && (api.can.invite || api.can.transfer || !!pending?.mine)
  const facts = [
    { label: t('family.group.paidBy'), value: group.ownerName },
    { label: t('family.group.renewsOn'), value: f.day(group.renewsOn) },
    { label: t('family.group.lines'), value: t('family.group.linesOf', { count: group.lineCount, max: group.maxLines }) },
    { label: t('family.group.people'), value: api.members.length },
  ]
  return (
    <>
      <Card.Root variant="outline" as="section" aria-labelledby="family-group-title">
        <Card.Header>
          <div className={heading.root}>
            <Card.Title level={3} id="family-group-title">
              {group.name}
            </Card.Title>
            <RoleBadge role={group.role} />
          </div>
          <Card.Description>{t(`family.group.about.${group.role}`, { owner: group.ownerName })}</Card.Description>
        </Card.Header>
        <Card.Body>
          <dl className={classes.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={classes.fact}>
                <dt className={classes.factLabel}>{fact.label}</dt>
                <dd className={classes.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {pending ? (
            <div className={classes.actions}>
              <Notice tone="info">
                <p>
                  {pending.mine
                    ? t('family.transfer.offeredToYou', { owner: group.ownerName })
                    : t('family.transfer.offered', { name: pending.toName })}
                </p>
                {pending.mine ? (
                  <Button
                    size="sm"
                    loading={pending.busy}
                    disabled={api.assisted}
                    aria-describedby={describedByIn(api.assisted, GROUP_ASSISTED_NOTE)}
                    onClick={api.transfer.accept}
                  >
                    {t('family.transfer.accept')}
                  </Button>
                ) : pending.mayWithdraw ? (
                  <Button size="sm" variant="outline" loading={pending.busy} onClick={api.transfer.withdraw}>
                    {t('family.transfer.withdraw')}
                  </Button>
                ) : null}
              </Notice>
            </div>
          ) : null}
          {api.can.invite || api.can.transfer || api.can.leave || api.can.close ? (
            <div className={classes.actions}>
              {api.can.invite ? (
                <Button disabled={api.assisted} aria-describedby={describedByIn(api.assisted, GROUP_ASSISTED_NOTE)} onClick={api.invite}>
                  {t('family.invite.open')}
                </Button>
              ) : null}
              {api.can.transfer ? (
                <Button
                  variant="outline"
                  disabled={api.assisted}
                  aria-describedby={describedByIn(api.assisted, GROUP_ASSISTED_NOTE)}
                  onClick={api.transfer.open}
                >
                  {t('family.transfer.open')}
                </Button>
              ) : null}
              {api.can.leave ? (
                <Button variant="outline" onClick={api.leave}>
                  {t('family.leave.open')}
                </Button>
              ) : null}
              {api.can.close ? (
                <Button variant="outline" onClick={api.closeGroup}>
                  {t('family.close.open')}
                </Button>
              ) : null}
            </div>
          ) : null}
          {api.full ? <p className={classes.note}>{t('family.group.full', { max: group.maxLines })}</p> : null}
          {refusesHere ? <AssistedNotice id={GROUP_ASSISTED_NOTE} /> : null}
        </Card.Body>
      </Card.Root>
      <Members api={api} />
      {api.requests.length || group.role === 'member' ? <Requests api={api} /> : null}
      {api.can.seeInvites && api.invites.length ? <Invites api={api} /> : null}
    </>
  )
}

function MemberLines({ member }: { member: MemberRow }) {
  const t = useT(familyMessages)
  // A member is shown only their own lines: another's row then lists none, and says nothing of it.
  if (!member.lines.length) return member.you ? <p className={classes.rowMeta}>{t('family.members.noLines')}</p> : null
  return (
    <ul className={classes.lines} aria-label={t('family.members.linesOf', { name: member.name })}>
      {member.lines.map((line) => {
        const body = (
          <>
            <span className={classes.lineText}>
              <span className={classes.lineNumber}>{line.label}</span>
              <span className={classes.rowMeta}>
                {line.label === line.number || !line.number ? line.planName : `${line.number} · ${line.planName}`}
                {line.number ? '' : ` · ${t('family.members.noNumber')}`}
              </span>
            </span>
            {line.href ? <ArrowRightIcon aria-hidden="true" /> : <PhoneIcon aria-hidden="true" />}
          </>
        )
        return (
          <li key={line.lineId}>
            {line.href ? (
              <Link to="/dashboard/lines/$lineId" params={{ lineId: line.lineId }} className={classes.lineLink}>
                {body}
              </Link>
            ) : (
              <div className={classes.lineLink} data-static="">
                {body}
              </div>
            )}
            {line.ask ? (
              <Button size="sm" variant="outline" onClick={line.ask} className={classes.actions}>
                {t('family.request.open')}
              </Button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

function Members({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const f = useLocaleFormat()
  const refusesHere = api.members.some((member) => member.setRole?.refused || member.remove?.refused)
  return (
    <FamilyCard id="family-members-title" title={t('family.members.title')}>
      {refusesHere ? <AssistedNotice id={MEMBERS_ASSISTED_NOTE} /> : null}
      <ul className={classes.list} aria-label={t('family.members.title')}>
        {api.members.map((member) => (
          <li key={member.memberId} className={classes.row} data-testid="family-member">
            <span className={classes.avatar} aria-hidden="true">
              {initialsOf(member.name)}
            </span>
            <div className={classes.rowMain}>
              <div className={classes.rowTop}>
                <span className={classes.rowTitle}>{member.name}</span>
                <RoleBadge role={member.role} />
                {member.you ? <Badge size="sm">{t('family.members.you')}</Badge> : null}
              </div>
              <span className={classes.rowMeta}>
                {member.role === 'owner'
                  ? member.email
                  : member.email
                    ? t('family.members.joined', { email: member.email, day: f.day(member.joinedAt) })
                    : // A member sees no one else's address: only when they joined.
                      t('family.members.joinedOn', { day: f.day(member.joinedAt) })}
              </span>
              <MemberLines member={member} />
            </div>
            {member.setRole || member.remove ? (
              <div className={classes.rowActions}>
                {member.setRole ? (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={member.setRole.busy}
                    disabled={member.setRole.refused}
                    aria-describedby={describedByIn(member.setRole.refused, MEMBERS_ASSISTED_NOTE)}
                    onClick={member.setRole.run}
                  >
                    {t(member.setRole.to === 'manager' ? 'family.members.makeManager' : 'family.members.makeMember')}
                  </Button>
                ) : null}
                {member.remove ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={member.remove.refused}
                    aria-describedby={describedByIn(member.remove.refused, MEMBERS_ASSISTED_NOTE)}
                    onClick={member.remove.run}
                  >
                    {t('family.members.remove')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </FamilyCard>
  )
}

const REQUEST_TONE = { pending: 'warning', approved: 'success', declined: 'danger', expired: 'neutral' } as const

function Requests({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const f = useLocaleFormat()
  const refusesHere = api.assisted && api.requests.some((request) => request.decide)
  return (
    <FamilyCard
      id="family-requests-title"
      title={t('family.requests.title')}
      description={t(api.group?.role === 'member' ? 'family.requests.aboutMember' : 'family.requests.aboutDecider')}
    >
      {refusesHere ? <AssistedNotice id={REQUESTS_ASSISTED_NOTE} /> : null}
      {api.requests.length === 0 ? (
        <p className={text({ size: 'sm', tone: 'muted' })}>{t('family.requests.none')}</p>
      ) : (
        <ul className={classes.list} aria-label={t('family.requests.title')}>
          {api.requests.map((request) => (
            <StatusRow
              key={request.requestId}
              testId="family-request"
              title={t('family.requests.asked', { name: request.requesterName, item: request.item })}
              status={{ tone: REQUEST_TONE[request.status], text: t(`family.requests.status.${request.status}`) }}
              meta={
                <>
                  {f.money(request.total)} · {t('family.requests.sent', { day: f.dayTime(request.createdAt) })}
                  {request.status === 'pending'
                    ? ` · ${t('family.requests.expires', { day: f.dayTime(request.expiresAt) })}`
                    : request.decidedByName && request.decidedAt
                      ? ` · ${t('family.requests.decided', { name: request.decidedByName, day: f.dayTime(request.decidedAt) })}`
                      : ''}
                </>
              }
              actions={
                request.decide ? (
                  <>
                    <Button
                      size="sm"
                      loading={request.decide.busy === 'approve'}
                      disabled={request.decide.busy === 'decline' || api.assisted}
                      aria-describedby={describedByIn(api.assisted, REQUESTS_ASSISTED_NOTE)}
                      onClick={request.decide.approve}
                    >
                      {t('family.requests.approve', { price: f.money(request.total) })}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={request.decide.busy === 'decline'}
                      disabled={request.decide.busy === 'approve'}
                      onClick={request.decide.decline}
                    >
                      {t('family.requests.decline')}
                    </Button>
                  </>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </FamilyCard>
  )
}

const INVITE_TONE = { pending: 'warning', accepted: 'success', revoked: 'neutral', expired: 'neutral' } as const

function Invites({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const f = useLocaleFormat()
  return (
    <FamilyCard id="family-invites-title" title={t('family.invites.title')}>
      <ul className={classes.list} aria-label={t('family.invites.title')}>
        {api.invites.map((invite) => (
          <StatusRow
            key={invite.inviteId}
            testId="family-invite"
            title={invite.name}
            role={<RoleBadge role={invite.role} />}
            status={{ tone: INVITE_TONE[invite.status], text: t(`family.invites.status.${invite.status}`) }}
            meta={
              <>
                {invite.email} · {t(invite.kind === 'newLine' ? 'family.invite.kind.newLine' : 'family.invite.kind.moveLine')}
                {invite.status === 'pending' ? ` · ${t('family.invites.expires', { day: f.dayTime(invite.expiresAt) })}` : ''}
              </>
            }
            actions={
              invite.resend || invite.revoke ? (
                <>
                  {invite.resend ? (
                    <Button size="sm" variant="outline" loading={invite.resending} onClick={invite.resend}>
                      {t('family.invites.resend')}
                    </Button>
                  ) : null}
                  {invite.revoke ? (
                    <Button size="sm" variant="outline" onClick={invite.revoke}>
                      {t('family.invites.revoke')}
                    </Button>
                  ) : null}
                </>
              ) : null
            }
          />
        ))}
      </ul>
    </FamilyCard>
  )
}

/** An outlined section of the page: its h3 (`id` names the section), a line under it when there is one, its body. */
function FamilyCard({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title level={3} id={id}>
          {title}
        </Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}

/**
 * A row of the requests or the invitations: its title, the invitee's role when there is one, its status badge, a
 * line of details, and its buttons if any.
 */
function StatusRow({
  testId,
  title,
  role,
  status,
  meta,
  actions,
}: {
  testId: string
  title: string
  role?: ReactNode
  status: { tone: BadgeProps['tone']; text: string }
  meta: ReactNode
  actions: ReactNode
}) {
  return (
    <li className={classes.row} data-plain="" data-testid={testId}>
      <div className={classes.rowMain}>
        <div className={classes.rowTop}>
          <span className={classes.rowTitle}>{title}</span>
          {role}
          <Badge tone={status.tone} size="sm">
            {status.text}
          </Badge>
        </div>
        <span className={classes.rowMeta}>{meta}</span>
      </div>
      {actions ? <div className={classes.rowActions}>{actions}</div> : null}
    </li>
  )
}

function NamingDialog({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  return (
    <FormDialog
      open={api.naming !== null}
      title={t('family.naming.title')}
      description={t('family.naming.description')}
      submitLabel={t('family.naming.submit')}
      busy={api.naming?.busy ?? false}
      enterSaves
      onSubmit={api.submitName}
      onClose={api.close}
    >
      <TextInput
        name="groupName"
        label={t('family.naming.label')}
        placeholder={t('family.naming.placeholder')}
        autoComplete="off"
        value={api.naming?.name ?? ''}
        error={api.naming?.error ? tr(api.naming.error) : undefined}
        onChange={(event) => api.changeName(event.target.value)}
      />
    </FormDialog>
  )
}

function Confirmation({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const c = api.confirmation
  const texts =
    c?.kind === 'revoke'
      ? {
          title: t('family.revoke.title', { name: c.name }),
          description: t('family.revoke.description'),
          confirm: t('family.revoke.confirm'),
        }
      : c?.kind === 'remove'
        ? {
            title: t('family.remove.title', { name: c.name }),
            description: t('family.remove.description', { name: c.name }),
            confirm: t('family.remove.confirm'),
          }
        : c?.kind === 'leave'
          ? {
              title: t('family.leave.title'),
              description: t('family.leave.description', { owner: c.ownerName }),
              confirm: t('family.leave.confirm'),
            }
          : { title: t('family.close.title'), description: t('family.close.description'), confirm: t('family.close.confirm') }
  return (
    <ConfirmDialog
      open={c !== null}
      role="alertdialog"
      title={texts.title}
      description={texts.description}
      confirmLabel={texts.confirm}
      busy={c?.busy ?? false}
      onConfirm={api.confirm}
      onCancel={api.close}
    />
  )
}

function TransferDialog({ api }: { api: FamilyPageApi }) {
  const t = useT(familyMessages)
  const choosing = api.transfer.choosing
  return (
    <FormDialog
      open={choosing !== null && !api.stepUpActor}
      title={t('family.transfer.title')}
      description={t('family.transfer.description')}
      submitLabel={t('family.transfer.submit')}
      busy={choosing?.busy ?? false}
      canSubmit={!!choosing?.chosen}
      onSubmit={api.transfer.submit}
      onClose={api.close}
    >
      <ChoiceGroup legend={t('family.transfer.legend')}>
        <ChoiceCards
          name="newOwner"
          value={choosing?.chosen}
          onChoose={api.transfer.choose}
          options={(choosing?.candidates ?? []).map((candidate) => ({ value: candidate.memberId, title: candidate.name }))}
        />
      </ChoiceGroup>
    </FormDialog>
  )
}

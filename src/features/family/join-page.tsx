import { Link } from '@tanstack/react-router'
import { accountPanels } from 'styled-system/recipes/account-panels'
import { cardHeading } from 'styled-system/recipes/card-heading'
import { familyPage } from 'styled-system/recipes/family-page'
import { Section } from '@/components/layout/section'
import { AssistedNotice } from '@/components/ui/assisted-notice'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LoadFailedNotice, Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { familyMessages } from '@/i18n/catalogues/family'
import { familyTexts } from '@/i18n/catalogues/family-texts'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT, useTranslateText } from '@/i18n/react'
import { RoleBadge } from './family-parts'
import { useFamilyJoin, type FamilyJoinApi } from './use-family-join'

const panels = accountPanels()
const heading = cardHeading()
const classes = familyPage()
/** The assisted session's reason (decision 0031), which "Accept and join" names. */
const ASSISTED_NOTE = 'family-join-assisted'

/** /account/family/join?token=…: the invitation email's link, signed in with the invited address. */
export function FamilyJoinPage({ token }: { token: string }) {
  const api = useFamilyJoin(token)
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  return (
    <Section title={t('family.join.title')} intro={t('family.join.intro')}>
      {api.loading ? (
        <Spinner label={t('family.join.loading')} />
      ) : api.loadFailed ? (
        <LoadFailedNotice title={t('family.join.loadError')} message={api.error} onRetry={api.retry} />
      ) : api.refused ? (
        <div className={panels.column}>
          <Notice tone="danger" title={t('family.join.refused')}>
            {tr(api.error ?? '')}
          </Notice>
          <div>
            <Link to="/account/family" className={buttonStyle({ variant: 'outline' })}>
              {t('family.join.toFamily')}
            </Link>
          </div>
        </div>
      ) : api.joined ? (
        <div className={panels.column}>
          <Notice tone="success" title={t('family.join.joined', { group: api.joined.groupName })}>
            {api.joined.message}
          </Notice>
          <div>
            <Link to="/account/family" className={buttonStyle()}>
              {t('family.join.toFamily')}
            </Link>
          </div>
        </div>
      ) : api.preview ? (
        <Preview api={api} />
      ) : null}
    </Section>
  )
}

function Preview({ api }: { api: FamilyJoinApi }) {
  const t = useT(familyMessages)
  const tr = useTranslateText(familyTexts)
  const f = useLocaleFormat()
  const preview = api.preview!
  // How many lines join: a new line is one; an existing-line invitation brings every active line of the invitee
  // (record 0034), so the notes speak of as many as the list shows. tests/views/family.test.tsx checks both.
  const count = preview.kind === 'newLine' ? 1 : preview.lines.length
  // An invitation to bring lines, for an invitee with none (the machine's nothingToBring): the server refuses to
  // accept it (409 "You have no active Ring line to bring into the group."), so the page says so and offers no Accept.
  const noLine = api.nothingToBring
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="family-join-title">
      <Card.Header>
        <div className={heading.root}>
          <Card.Title level={3} id="family-join-title">
            {t('family.join.invites', { owner: preview.ownerName, group: preview.groupName })}
          </Card.Title>
          <RoleBadge role={preview.role} />
        </div>
        <Card.Description>
          {t(`family.join.about.${preview.role}`, { owner: preview.ownerName, count: Math.max(count, 1) })}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {api.declined ? (
          <Notice tone="danger">{tr(api.error ?? '')}</Notice>
        ) : api.error ? (
          <Notice tone="danger">{tr(api.error)}</Notice>
        ) : null}
        {preview.kind === 'moveLine' && preview.lines.length > 0 ? (
          <ul className={classes.lines} aria-label={t('family.join.linesJoining')}>
            {preview.lines.map((line) => (
              <li key={line.lineId} className={classes.lineLink} data-static="">
                <span className={classes.lineText}>
                  <span className={classes.lineNumber}>{line.number}</span>
                  <span className={classes.rowMeta}>{line.planName}</span>
                </span>
                <span className={classes.price}>{f.money(line.total)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {noLine ? (
          <>
            <Notice tone="info" title={t('family.join.noLine.title')}>
              {t('family.join.noLine.text', { owner: preview.ownerName, group: preview.groupName })}
            </Notice>
            <div className={classes.actions}>
              <Link to="/shop" className={buttonStyle({ size: 'lg' })}>
                {t('family.join.noLine.shop')}
              </Link>
              <Link to="/account/family" className={buttonStyle({ variant: 'outline', size: 'lg' })}>
                {t('family.join.notNow')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <dl className={classes.facts}>
              <div className={classes.fact}>
                <dt className={classes.factLabel}>{t('family.join.firstPeriod')}</dt>
                <dd className={classes.factValue} data-testid="family-join-total">
                  {f.money(api.preview!.total)}
                </dd>
              </div>
              {preview.days > 0 ? (
                <div className={classes.fact}>
                  <dt className={classes.factLabel}>{t('family.join.days')}</dt>
                  <dd className={classes.factValue}>{t('family.join.daysCount', { count: preview.days })}</dd>
                </div>
              ) : null}
              <div className={classes.fact}>
                <dt className={classes.factLabel}>{t('family.group.renewsOn')}</dt>
                <dd className={classes.factValue}>{f.day(preview.renewsOn)}</dd>
              </div>
              <div className={classes.fact}>
                <dt className={classes.factLabel}>{t('family.group.paidBy')}</dt>
                <dd className={classes.factValue}>{preview.ownerName}</dd>
              </div>
            </dl>
            <p className={classes.note}>
              {t(
                preview.total === 0
                  ? 'family.join.notePaid'
                  : preview.kind === 'newLine'
                    ? 'family.join.noteNewLine'
                    : 'family.join.noteMoveLine',
                {
                  owner: preview.ownerName,
                  total: f.money(preview.total),
                  day: f.day(preview.renewsOn),
                  count,
                },
              )}
            </p>
            {api.assisted ? <AssistedNotice id={ASSISTED_NOTE} /> : null}
            <div className={classes.actions}>
              <Button
                size="lg"
                loading={api.accepting}
                disabled={api.assisted}
                aria-describedby={api.assisted ? ASSISTED_NOTE : undefined}
                onClick={api.accept}
              >
                {t(api.declined ? 'family.retry' : 'family.join.accept')}
              </Button>
              <Link to="/account/family" className={buttonStyle({ variant: 'outline', size: 'lg' })}>
                {t('family.join.notNow')}
              </Link>
            </div>
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}

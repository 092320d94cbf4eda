import { useState, type ReactNode } from 'react'
import { lineCareMessages } from '@/i18n/catalogues/line-care'
import { useT } from '@/i18n/react'
import { Link } from '@tanstack/react-router'
import { actionRow } from 'styled-system/recipes/action-row'
import { detailPage } from 'styled-system/recipes/detail-page'
import { emptyState } from 'styled-system/recipes/empty-state'
import { factGrid } from 'styled-system/recipes/fact-grid'
import { simStatus } from 'styled-system/recipes/sim-status'
import { text } from 'styled-system/recipes/text'
import type { LineState } from '@contract/line-state'
import { Badge } from '@/components/ui/badge'
import { SwitchButton } from '@/components/ui/switch-button'
import { Button, buttonStyle } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { RefreshIcon } from '@/components/ui/icons'
import { ConfirmDialog, ConfirmationModal } from '@/components/ui/modal'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useDeferredLoading } from '@/lib/use-deferred-loading'
import { AddOnsSection } from './add-ons-section'
import { CardToCharge, FamilyPageNotice, LineCareCard } from './line-care-card'
import { ChangePlanSection } from './change-plan-section'
import { UsageSection } from './usage-section'
import { useLineCare, type LineCareApi } from './use-line-care'

const page = detailPage()
const facts = factGrid()
const head = actionRow({ spread: true })
const cardMeta = text({ size: 'sm', tone: 'muted' })
const semibold = text({ weight: 'semibold' })

/** A fact of the bill; `note` is a small line under the value (the amount's tax state and rate). */
function Fact({ label, value, testId, note }: { label: string; value: string; testId?: string; note?: { text: string; testId: string } }) {
  return (
    <div>
      <dt className={facts.label}>{label}</dt>
      <dd className={facts.value} data-testid={testId}>
        {value}
      </dd>
      {note ? (
        <dd className={facts.note} data-testid={note.testId}>
          {note.text}
        </dd>
      ) : null}
    </div>
  )
}

function PayDialog({ api, amount }: { api: LineCareApi; amount: string }) {
  const { pay } = api
  const t = useT(lineCareMessages)
  return (
    <ConfirmDialog
      open={pay.open}
      title={t('line-care.pay.title', { amount })}
      description={t('line-care.pay.description')}
      cancelLabel={t('line-care.pay.cancel')}
      onCancel={pay.cancel}
      confirmLabel={t('line-care.pay.title', { amount })}
      onConfirm={pay.submit}
      busy={pay.busy}
      canConfirm={pay.canSubmit}
    >
      {pay.cards.length === 0 ? (
        <Notice tone="info">
          {t('line-care.pay.noCardBefore')} <Link to="/dashboard/payment">{t('line-care.pay.noCardLink')}</Link>
          {t('line-care.pay.noCardAfter')}
        </Notice>
      ) : (
        <CardToCharge cards={pay.cards} name="pay-card" busy={pay.busy} legendShown={false} />
      )}
      {pay.error ? <Notice tone="danger">{pay.error}</Notice> : null}
    </ConfirmDialog>
  )
}

/** The usage card of a line whose service ended: what happened to it, with no figures to load. */
function EndedUsage({ state }: { state: LineState }) {
  const t = useT(lineCareMessages)
  return (
    <LineCareCard id="usage-title" title={t('line-care.usage.title')}>
      <p className={cardMeta}>{t(state === 'portedOut' ? 'line-care.usage.portedOut' : 'line-care.usage.cancelled')}</p>
    </LineCareCard>
  )
}

const CONFIRMATIONS = {
  suspend: { title: 'line-care.lost.suspendTitle', message: 'line-care.lost.suspendMessage', confirmLabel: 'line-care.lost.suspend' },
  restore: { title: 'line-care.lost.restoreTitle', message: 'line-care.lost.restoreMessage', confirmLabel: 'line-care.lost.restore' },
} as const

/**
 * /dashboard/lines/$lineId: one line's bill, autopay, and paying a renewal. `moreSections` draws the sections other
 * features add for this line (the route composes them), given the line's title and state (contract/line-state.ts):
 * each offers only what the state allows. A line whose service ended shows its bill, that it ended, and its receipts.
 */
export function LineCarePage({
  lineId,
  moreSections,
}: {
  lineId: string
  moreSections?: (lineTitle: string, state: LineState) => ReactNode
}) {
  const api = useLineCare(lineId)
  // Bought data shows in the usage: the usage section reads again after each add-on bought or cancelled.
  const [usageRound, setUsageRound] = useState(0)
  // The answer draws the whole page (the bill, the sections, the dialogs' roots): in slices.
  const loading = useDeferredLoading(api.loading)
  const empty = emptyState()
  const failed = emptyState({ tone: 'danger' })
  const { bill } = api
  const t = useT(lineCareMessages)
  const confirmation = CONFIRMATIONS[api.confirmation?.kind ?? 'suspend']
  return (
    <div className={page.root}>
      <Link to="/dashboard/plans" className={page.back}>
        {t('line-care.page.back')}
      </Link>
      {loading ? (
        <div className={empty.root}>
          <Spinner size="lg" label={t('line-care.page.loading')} />
        </div>
      ) : api.notFound ? (
        <div className={failed.root} role="alert">
          <p className={failed.title}>{api.notFoundMessage}</p>
        </div>
      ) : api.failed ? (
        <div className={failed.root} role="alert">
          <p className={failed.title}>{api.loadError}</p>
          <div className={failed.action}>
            <Button variant="outline" onClick={api.retry}>
              <RefreshIcon size={16} />
              {t('line-care.page.retry')}
            </Button>
          </div>
        </div>
      ) : bill ? (
        <>
          <div className={head}>
            <div>
              <p className={text({ textStyle: 'eyebrow', tone: 'accent' })}>{bill.planName}</p>
              <h2 className={text({ textStyle: 'h3' })}>{bill.lineLabel}</h2>
            </div>
          </div>
          <Card.Root variant="outline" as="section" aria-labelledby="bill-title">
            <Card.Header>
              <div className={head}>
                <h3 id="bill-title">{t(bill.paidByOwner ? 'line-care.bill.lineTitle' : 'line-care.bill.title')}</h3>
                {bill.ended ? (
                  // A line whose service ended reads in the SIM status display's cancelled style (SPEC §2).
                  <span className={simStatus({ status: 'cancelled' })} data-status="cancelled" data-testid="bill-status">
                    {bill.statusLabel}
                  </span>
                ) : (
                  <Badge tone={bill.statusTone} data-testid="bill-status">
                    {bill.statusLabel}
                  </Badge>
                )}
              </div>
            </Card.Header>
            <Card.Body>
              <dl className={facts.root}>
                <Fact label={t('line-care.bill.plan')} value={bill.planName} />
                <Fact label={t('line-care.bill.price')} value={bill.price} />
                <Fact label={bill.renewsLabel} value={bill.renewsOn} testId="bill-renews" />
                {bill.paidByOwner ? null : (
                  <Fact
                    label={t('line-care.bill.amount')}
                    value={bill.nextAmountText}
                    testId="bill-amount"
                    note={bill.ended ? undefined : { text: bill.taxText, testId: 'bill-taxes' }}
                  />
                )}
              </dl>
              {bill.paidByOwner ? (
                // A group's manager or member: the owner pays (FAMILY_RULES `line.billing`), so no bill, pay or autopay.
                <FamilyPageNotice link={t('line-care.bill.familyLink')}>{t('line-care.bill.ownerPays')}</FamilyPageNotice>
              ) : (
                <p className={page.summary} data-testid="bill-summary">
                  {bill.summary}
                </p>
              )}
              {api.notice ? <Notice tone="success">{api.notice}</Notice> : null}
              {api.error ? <Notice tone="danger">{api.error}</Notice> : null}
              {api.canPay ? (
                <div className={page.actions}>
                  <Button onClick={api.openPay}>{t('line-care.bill.payNow', { amount: bill.nextAmountText })}</Button>
                </div>
              ) : null}
              {bill.ended && !bill.paidByOwner ? (
                <div className={actionRow({ gap: '4', spread: true, divided: true })} data-testid="bill-receipts">
                  <p className={cardMeta}>{t('line-care.receipts.text')}</p>
                  <Link to="/dashboard/payment" className={buttonStyle({ variant: 'outline', size: 'sm' })}>
                    {t('line-care.receipts.link')}
                  </Link>
                </div>
              ) : null}
              {bill.autopayShown ? (
                <div className={actionRow({ gap: '4', spread: true, divided: true })}>
                  <div>
                    <p className={semibold} id="autopay-label">
                      {t('line-care.autopay.label')}
                    </p>
                    <p className={cardMeta}>{t(bill.autopay ? 'line-care.autopay.on' : 'line-care.autopay.off')}</p>
                  </div>
                  <SwitchButton
                    on={bill.autopay}
                    aria-labelledby="autopay-label"
                    busy={api.savingAutopay}
                    disabled={!api.canToggleAutopay}
                    onToggle={api.toggleAutopay}
                  >
                    {t(bill.autopay ? 'line-care.switch.on' : 'line-care.switch.off')}
                  </SwitchButton>
                </div>
              ) : null}
            </Card.Body>
          </Card.Root>
          {bill.ended ? (
            <EndedUsage state={bill.state} />
          ) : (
            <>
              <UsageSection key={`usage-${bill.planId}-${usageRound}`} lineId={lineId} />
              {/* Each offers what the line's state allows, read when it loads: a new state (a renewal paid from
                  this page during grace) loads them again (tests/e2e/first-months.spec.ts buys an add-on right
                  after paying). */}
              <ChangePlanSection
                key={`plan-${bill.state}`}
                lineId={lineId}
                onBillChanged={api.replaceBill}
                askOnFamily={bill.askOnFamily}
              />
              <AddOnsSection key={`add-ons-${bill.state}`} lineId={lineId} onChanged={() => setUsageRound((round) => round + 1)} />
            </>
          )}
          {moreSections?.(bill.lineLabel, bill.state)}
          {api.canSuspend || api.canRestore ? (
            <Card.Root variant="outline" as="section" aria-labelledby="lost-title">
              <Card.Body>
                <div className={actionRow({ gap: '4', spread: true })}>
                  <div>
                    <h3 id="lost-title" className={semibold}>
                      {t('line-care.lost.title')}
                    </h3>
                    <p className={cardMeta}>{api.canRestore ? t('line-care.lost.restoreText') : t('line-care.lost.suspendText')}</p>
                  </div>
                  {api.canRestore ? (
                    <Button variant="secondary" size="sm" onClick={api.openRestore}>
                      {t('line-care.lost.restore')}
                    </Button>
                  ) : (
                    <Button variant="outline" size="sm" onClick={api.openSuspend}>
                      {t('line-care.lost.suspend')}
                    </Button>
                  )}
                </div>
              </Card.Body>
            </Card.Root>
          ) : null}
          <PayDialog api={api} amount={bill.nextAmountText} />
          <ConfirmationModal
            open={api.confirmation !== null}
            title={t(confirmation.title)}
            message={t(confirmation.message)}
            confirmLabel={t(confirmation.confirmLabel)}
            loading={api.confirmation?.busy}
            onConfirm={api.confirm}
            onCancel={api.cancelConfirmation}
          />
        </>
      ) : null}
    </div>
  )
}

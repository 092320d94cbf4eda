import type { SnapshotFrom } from 'xstate'
import { lineCareMachine, type LineCareEvent } from '@machines/line-care.machine'
import { mayDo } from '@contract/family'
import type { LineBill, RenewalFailureCode } from '@contract/line-care'
import { lineAllows, lineEnded } from '@contract/line-state'
import { getLineBill, payRenewal, restoreLine, setAutopay, suspendLine } from '@/api/line-care'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { taxDetail } from '@/lib/tax'
import { cardChoices, readWithSavedCards } from './saved-cards'
import { ENGLISH, useWords, type LineCareKey, type Words } from './words'

type Snapshot = SnapshotFrom<typeof lineCareMachine>

const STATUS: Record<LineBill['status'], { label: LineCareKey; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  current: { label: 'line-care.status.current', tone: 'success' },
  pastDue: { label: 'line-care.status.pastDue', tone: 'warning' },
  suspended: { label: 'line-care.status.suspended', tone: 'danger' },
  notActive: { label: 'line-care.status.notActive', tone: 'neutral' },
  lost: { label: 'line-care.status.lost', tone: 'danger' },
}

const REFUSAL: Record<RenewalFailureCode, LineCareKey> = {
  declined: 'line-care.refusal.declined',
  insufficientFunds: 'line-care.refusal.insufficientFunds',
  expired: 'line-care.refusal.expired',
  noCard: 'line-care.refusal.noCard',
  allDeclined: 'line-care.refusal.allDeclined',
}

/** What the bill says in a sentence: when the next charge comes, or what happens if nothing is paid. */
function billSummary(bill: LineBill, { t, f }: Words, hasCard: boolean) {
  const open = bill.openRenewal
  if (bill.state === 'portedOut')
    return bill.portedOutAt ? t('line-care.summary.portedOut', { date: f.day(bill.portedOutAt) }) : t('line-care.summary.portedOutUndated')
  if (bill.state === 'cancelled') return t('line-care.summary.cancelled')
  if (bill.status === 'notActive') return t('line-care.summary.notActive')
  if (bill.lost) return t('line-care.summary.lost', { since: f.day(bill.lost.since), until: f.day(bill.lost.until) })
  if (bill.status === 'suspended') return t('line-care.summary.suspended', { amount: f.money(open?.amount ?? bill.nextAmount) })
  if (bill.status === 'pastDue' && open) {
    const values = {
      amount: f.money(open.amount),
      date: open.nextAttemptAt ? f.day(open.nextAttemptAt) : '',
      until: open.suspendsAt ? f.day(open.suspendsAt) : '',
    }
    if (!bill.autopay) return t('line-care.summary.due', values)
    // A refusal of a known kind is said in the page's language, also after a switch on the page; a provider's own
    // words come as the server said them.
    const reason = open.failure
      ? t(REFUSAL[open.failure.code], { last4: open.failure.last4 ?? '' })
      : open.failureMessage?.replace(/\.$/, '')
    return reason ? t('line-care.summary.failedReason', { ...values, reason }) : t('line-care.summary.failed', values)
  }
  const values = { amount: f.money(bill.nextAmount), date: f.day(bill.renewsAt!) }
  // Autopay with nothing to charge would fail at the renewal: said now, not then.
  if (bill.autopay && !hasCard) return t('line-care.summary.autopayNoCard', values)
  return t(bill.autopay ? 'line-care.summary.autopayOn' : 'line-care.summary.autopayOff', values)
}

/** The line's bill as the page shows it: the server's figures and the words and amounts drawn from them. */
interface LineCareBill extends LineBill {
  /** 'Paid up', 'Payment due', 'Suspended'… */
  statusLabel: string
  statusTone: 'success' | 'warning' | 'danger' | 'neutral'
  /** The plan's monthly price ('$40/mo'). */
  price: string
  /** The amount of the next (or the open) renewal, formatted. */
  nextAmountText: string
  /** The state and rate that tax the line, as checkout names them ('Taxes · Illinois, 8.86%'). */
  taxText: string
  /** 'Next renewal', or 'Due since' when a renewal is unpaid. */
  renewsLabel: string
  /** The renewal's day, or '—'. */
  renewsOn: string
  /** What the bill says in a sentence, with a plan change at the renewal. */
  summary: string
  /** The line's service ended (cancelled, or the number moved to another carrier): the page offers only its receipts. */
  ended: boolean
  /** The autopay switch applies to the line now. */
  autopayShown: boolean
  /** The caller is a group's manager or member: the group's owner pays, and the page shows no bill or payment. */
  paidByOwner: boolean
  /** A plan change is asked for on the Family page, not made here (a member: FAMILY_RULES `line.plan` is `ask`). */
  askOnFamily: boolean
}

/** The bill as the page words it: by the line's state (contract/line-state.ts), then by its billing. */
function billView(bill: LineBill, words: Words, hasCard: boolean): LineCareBill {
  const { t, f } = words
  const ended = lineEnded(bill.state)
  const summary = billSummary(bill, words, hasCard)
  return {
    ...bill,
    ended,
    statusLabel: ended
      ? t(bill.state === 'portedOut' ? 'line-care.status.portedOut' : 'line-care.status.cancelled')
      : t(STATUS[bill.status].label),
    statusTone: STATUS[bill.status].tone,
    price: f.monthly(bill.planPrice),
    nextAmountText: ended ? '—' : f.money(bill.openRenewal?.amount ?? bill.nextAmount),
    taxText: ended
      ? ''
      : t('line-care.bill.taxes', { detail: taxDetail(bill, { percent: f.percent, standardRate: t('line-care.bill.standardRate') }) }),
    renewsLabel: t(
      ended
        ? 'line-care.bill.serviceEnded'
        : bill.status === 'pastDue' || bill.status === 'suspended'
          ? 'line-care.bill.dueSince'
          : 'line-care.bill.nextRenewal',
    ),
    renewsOn: ended ? (bill.portedOutAt ? f.day(bill.portedOutAt) : '—') : bill.renewsAt ? f.day(bill.renewsAt) : '—',
    summary: bill.nextPlan && !ended ? `${summary} ${t('line-care.summary.nextPlan', { plan: bill.nextPlan.planName })}` : summary,
    autopayShown: lineAllows(bill.state, 'autopay') && bill.status !== 'notActive' && bill.callerRole === undefined,
    paidByOwner: bill.callerRole !== undefined,
    askOnFamily: bill.callerRole !== undefined && mayDo(bill.callerRole, 'line.plan', true) === 'ask',
  }
}

/** A saved card in the pay-now dialog. */
interface PayCardOption {
  id: string
  /** 'Visa ending 4242' */
  label: string
  /** 'Primary · Expires 08/29' */
  meta: string
  chosen: boolean
  choose: () => void
}

/** The pay-now dialog of an unpaid renewal. */
interface PayRenewalApi {
  open: boolean
  /** The charge is in flight: the button spins. */
  busy: boolean
  /** Why the charge failed (the dialog stays open), or null. */
  error: string | null
  cards: PayCardOption[]
  canSubmit: boolean
  submit: () => void
  cancel: () => void
}

/** A line's page (billing, autopay, lost phone, pay now) as the view needs it. */
export interface LineCareApi {
  loading: boolean
  /** The line could not be loaded: `loadError` says so, `retry` asks again. */
  failed: boolean
  loadError: string
  /** No such line on the account. */
  notFound: boolean
  notFoundMessage: string
  retry: () => void
  /** A plan change's answer: the bill as it is now. */
  replaceBill: (next: LineBill) => void
  /** The bill, or null until loaded. */
  bill: LineCareBill | null
  /** What the last change did, or null. */
  notice: string | null
  /** Why the last call failed, outside the pay-now dialog, or null. */
  error: string | null
  /** Autopay is being switched: the switch waits. */
  savingAutopay: boolean
  canToggleAutopay: boolean
  toggleAutopay: () => void
  /** 'Suspend for a lost phone' is offered. */
  canSuspend: boolean
  openSuspend: () => void
  /** 'Restore service' is offered. */
  canRestore: boolean
  openRestore: () => void
  /** The suspend or restore confirmation, or null. */
  confirmation: { kind: 'suspend' | 'restore'; busy: boolean } | null
  confirm: () => void
  cancelConfirmation: () => void
  /** 'Pay now' is offered (a renewal is unpaid). */
  canPay: boolean
  openPay: () => void
  pay: PayRenewalApi
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: LineCareEvent) => void, words: Words = ENGLISH): LineCareApi {
  const { t } = words
  const { bill, cards, cardId, notice, error } = snapshot.context
  const paying = snapshot.matches({ ready: 'paying' })
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: t('line-care.page.loadError'),
    notFound: snapshot.matches('notFound'),
    notFoundMessage: t('line-care.page.notFound'),
    retry: () => send({ type: 'care.retry' }),
    replaceBill: (next: LineBill) => send({ type: 'bill.changed', bill: next }),
    bill: bill ? billView(bill, words, cards.length > 0) : null,
    notice: paying ? null : notice,
    error: paying ? null : error,
    savingAutopay: snapshot.matches({ ready: 'savingAutopay' }),
    canToggleAutopay: bill ? snapshot.can({ type: 'autopay.set', autopay: !bill.autopay }) : false,
    toggleAutopay: () => {
      if (bill) send({ type: 'autopay.set', autopay: !bill.autopay })
    },
    canSuspend: snapshot.can({ type: 'lost.open' }),
    openSuspend: () => send({ type: 'lost.open' }),
    canRestore: snapshot.can({ type: 'restore.open' }),
    openRestore: () => send({ type: 'restore.open' }),
    confirmation: snapshot.matches({ ready: 'suspending' })
      ? { kind: 'suspend' as const, busy: snapshot.hasTag('busy') }
      : snapshot.matches({ ready: 'restoring' })
        ? { kind: 'restore' as const, busy: snapshot.hasTag('busy') }
        : null,
    confirm: () => send({ type: 'confirm' }),
    cancelConfirmation: () => send({ type: 'confirm.cancel' }),
    canPay: snapshot.can({ type: 'pay.open' }),
    openPay: () => send({ type: 'pay.open' }),
    pay: {
      open: paying,
      busy: snapshot.matches({ ready: { paying: 'charging' } }),
      error: paying ? error : null,
      cards: cardChoices(words, cards, cardId, (id) => send({ type: 'pay.card', cardId: id })),
      canSubmit: snapshot.can({ type: 'pay.submit' }),
      submit: () => send({ type: 'pay.submit' }),
      cancel: () => send({ type: 'pay.cancel' }),
    },
  }
}

/** Binds the line care machine to the line-care calls and the saved cards. */
export function useLineCare(lineId: string): LineCareApi {
  const words = useWords()
  return useFlow(
    lineCareMachine,
    {
      actors: {
        loadLineCare: readWithSavedCards('bill', getLineBill),
        setAutopay: apiActor(setAutopay),
        suspendLine: apiActor(suspendLine),
        restoreLine: apiActor(restoreLine),
        payRenewal: apiActor(payRenewal),
      },
      input: { lineId },
    },
    (snapshot, send) => connect(snapshot, send, words),
  )
}

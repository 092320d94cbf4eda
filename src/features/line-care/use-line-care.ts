import type { SnapshotFrom } from 'xstate'
import { LINE_CARE_LOAD_ERROR, LINE_NOT_FOUND, lineCareMachine, type LineCareEvent } from '@machines/line-care.machine'
import type { LineBill } from '@contract/line-care'
import { getLineBill, payRenewal, restoreLine, setAutopay, suspendLine } from '@/api/line-care'
import { getSavedCards } from '@/api/payments'
import { apiActor } from '@/lib/api-actor'
import { cardBrandName } from '@/lib/card-brand'
import { formatDay, formatMoney, formatMonthly } from '@/lib/locale'
import { useFlow } from '@/lib/flow'
import { taxDetail } from '@/lib/tax'

type Snapshot = SnapshotFrom<typeof lineCareMachine>

const STATUS: Record<LineBill['status'], { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  current: { label: 'Paid up', tone: 'success' },
  pastDue: { label: 'Payment due', tone: 'warning' },
  suspended: { label: 'Suspended', tone: 'danger' },
  notActive: { label: 'Not active yet', tone: 'neutral' },
  lost: { label: 'Suspended: lost phone', tone: 'danger' },
}

/** What the bill says in a sentence: when the next charge comes, or what happens if nothing is paid. */
function billSummary(bill: LineBill) {
  const open = bill.openRenewal
  if (bill.status === 'notActive') return 'Billing starts when the line is active.'
  if (bill.lost)
    return `Suspended for a lost or stolen phone since ${formatDay(bill.lost.since)}: your number is kept, service is off and no renewal is charged. It comes back on its own on ${formatDay(bill.lost.until)}.`
  if (bill.status === 'suspended')
    return `The renewal of ${formatMoney(open?.amount ?? bill.nextAmount)} is unpaid, so the line is suspended: your number is kept, service is off. Pay with any card to restore it.`
  if (bill.status === 'pastDue' && open) {
    const when = open.nextAttemptAt ? formatDay(open.nextAttemptAt) : null
    if (!bill.autopay) return `The renewal of ${formatMoney(open.amount)} is due. Pay before ${when} to keep your service.`
    return `We could not charge ${formatMoney(open.amount)}${open.failureMessage ? ` (${open.failureMessage.replace(/\.$/, '')})` : ''}. We will try your primary card again on ${when}, or pay now with another card.`
  }
  if (!bill.autopay) return `Autopay is off: pay ${formatMoney(bill.nextAmount)} before ${formatDay(bill.renewsAt!)} to keep your service.`
  return `Your primary card will be charged ${formatMoney(bill.nextAmount)} on ${formatDay(bill.renewsAt!)}.`
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
function connect(snapshot: Snapshot, send: (event: LineCareEvent) => void): LineCareApi {
  const { bill, cards, cardId, notice, error } = snapshot.context
  const paying = snapshot.matches({ ready: 'paying' })
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: LINE_CARE_LOAD_ERROR,
    notFound: snapshot.matches('notFound'),
    notFoundMessage: LINE_NOT_FOUND,
    retry: () => send({ type: 'care.retry' }),
    replaceBill: (next: LineBill) => send({ type: 'bill.changed', bill: next }),
    bill: bill
      ? {
          ...bill,
          statusLabel: STATUS[bill.status].label,
          statusTone: STATUS[bill.status].tone,
          price: formatMonthly(bill.planPrice),
          nextAmountText: formatMoney(bill.openRenewal?.amount ?? bill.nextAmount),
          taxText: `Taxes · ${taxDetail(bill)}`,
          renewsLabel: bill.status === 'pastDue' || bill.status === 'suspended' ? 'Due since' : 'Next renewal',
          renewsOn: bill.renewsAt ? formatDay(bill.renewsAt) : '—',
          summary: bill.nextPlan
            ? `${billSummary(bill)} Your plan changes to ${bill.nextPlan.planName} at that renewal.`
            : billSummary(bill),
        }
      : null,
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
      cards: cards.map((card) => ({
        id: card.id,
        label: `${cardBrandName(card.network)} ending ${card.last4Digits}`,
        meta: `${card.primaryCard ? 'Primary · ' : ''}Expires ${card.expiry}`,
        chosen: card.id === cardId,
        choose: () => send({ type: 'pay.card', cardId: card.id }),
      })),
      canSubmit: snapshot.can({ type: 'pay.submit' }),
      submit: () => send({ type: 'pay.submit' }),
      cancel: () => send({ type: 'pay.cancel' }),
    },
  }
}

/** Binds the line care machine to the line-care calls and the saved cards. */
export function useLineCare(lineId: string): LineCareApi {
  return useFlow(
    lineCareMachine,
    {
      actors: {
        loadLineCare: apiActor(async ({ lineId: id }: { lineId: string }, signal) => {
          const [bill, cards] = await Promise.all([getLineBill({ lineId: id }, signal), getSavedCards(signal)])
          return { bill, cards }
        }),
        setAutopay: apiActor((input: { lineId: string; autopay: boolean }, signal) => setAutopay(input, signal)),
        suspendLine: apiActor((input: { lineId: string }, signal) => suspendLine(input, signal)),
        restoreLine: apiActor((input: { lineId: string }, signal) => restoreLine(input, signal)),
        payRenewal: apiActor((input: { lineId: string; cardId: string }, signal) => payRenewal(input, signal)),
      },
      input: { lineId },
    },
    connect,
  )
}

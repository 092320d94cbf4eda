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
  if (bill.lost) return `Suspended for a lost or stolen phone since ${formatDay(bill.lost.since)}: your number is kept, service is off and no renewal is charged. It comes back on its own on ${formatDay(bill.lost.until)}.`
  if (bill.status === 'suspended') return `The renewal of ${formatMoney(open?.amount ?? bill.nextAmount)} is unpaid, so the line is suspended: your number is kept, service is off. Pay with any card to restore it.`
  if (bill.status === 'pastDue' && open) {
    const when = open.nextAttemptAt ? formatDay(open.nextAttemptAt) : null
    if (!bill.autopay) return `The renewal of ${formatMoney(open.amount)} is due. Pay before ${when} to keep your service.`
    return `We could not charge ${formatMoney(open.amount)}${open.failureMessage ? ` (${open.failureMessage.replace(/\.$/, '')})` : ''}. We will try your primary card again on ${when}, or pay now with another card.`
  }
  if (!bill.autopay) return `Autopay is off: pay ${formatMoney(bill.nextAmount)} before ${formatDay(bill.renewsAt!)} to keep your service.`
  return `Your primary card will be charged ${formatMoney(bill.nextAmount)} on ${formatDay(bill.renewsAt!)}.`
}

function connect(snapshot: Snapshot, send: (event: LineCareEvent) => void) {
  const { bill, cards, cardId, notice, error } = snapshot.context
  const paying = snapshot.matches({ ready: 'paying' })
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: LINE_CARE_LOAD_ERROR,
    notFound: snapshot.matches('notFound'),
    notFoundMessage: LINE_NOT_FOUND,
    retry: () => send({ type: 'care.retry' }),
    /** A plan change's answer: the bill as it is now. */
    replaceBill: (next: LineBill) => send({ type: 'bill.changed', bill: next }),
    bill: bill
      ? {
          ...bill,
          statusLabel: STATUS[bill.status].label,
          statusTone: STATUS[bill.status].tone,
          price: formatMonthly(bill.planPrice),
          nextAmountText: formatMoney(bill.openRenewal?.amount ?? bill.nextAmount),
          /** The state and rate that tax the line, as checkout names them ('Taxes · Illinois, 8.86%'). */
          taxText: `Taxes · ${taxDetail(bill)}`,
          renewsLabel: bill.status === 'pastDue' || bill.status === 'suspended' ? 'Due since' : 'Next renewal',
          renewsOn: bill.renewsAt ? formatDay(bill.renewsAt) : '—',
          summary: bill.nextPlan ? `${billSummary(bill)} Your plan changes to ${bill.nextPlan.planName} at that renewal.` : billSummary(bill),
        }
      : null,
    notice: paying ? null : notice,
    error: paying ? null : error,
    savingAutopay: snapshot.matches({ ready: 'savingAutopay' }),
    canToggleAutopay: bill ? snapshot.can({ type: 'autopay.set', autopay: !bill.autopay }) : false,
    toggleAutopay: () => bill && send({ type: 'autopay.set', autopay: !bill.autopay }),
    canSuspend: snapshot.can({ type: 'lost.open' }),
    openSuspend: () => send({ type: 'lost.open' }),
    canRestore: snapshot.can({ type: 'restore.open' }),
    openRestore: () => send({ type: 'restore.open' }),
    /** The suspend or restore confirmation, or null. */
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

export type LineCareApi = ReturnType<typeof connect>

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

import type { SnapshotFrom } from 'xstate'
import type { MonthOfYear } from '@machines/month-year-picker.machine'
import {
  HISTORY_LOAD_ERROR,
  orderHistoryMachine,
  type OrderHistoryEvent,
  type TransactionsQuery,
} from '@machines/order-history.machine'
import type { Transaction } from '@contract/payments'
import { getTransactions } from '@/api/transactions'
import { cardBrandName } from '@/lib/card-brand'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { formatDetailsDate, formatMobileDate, formatMoney, formatMonthYear, formatTableDate } from '@/lib/locale'
import { thisMonth } from './format'

type Snapshot = SnapshotFrom<typeof orderHistoryMachine>

/** The card a payment was made with, or null for '-' (nothing charged to a card). */
export interface PayMethod {
  network: string | null
  brand: string
  last4: string
}

function payMethodOf(txn: Transaction): PayMethod | null {
  const last4 = txn.last4DigitCard ?? txn.paymentDetails.last4DigitCard
  if (!last4) return null
  const network = txn.paymentDetails.paymentMethod ?? null
  return { network, brand: cardBrandName(network), last4 }
}

/** A payment as the table, the cards and the dialog show it. */
function transactionRow(txn: Transaction) {
  return {
    id: txn.id,
    failed: !txn.successful,
    item: txn.item,
    price: formatMoney(txn.amount),
    /** 'MMM DD, YY' */
    tableDate: formatTableDate(txn.transactionTime),
    /** 'dddd, D MMM' */
    mobileDate: formatMobileDate(txn.transactionTime),
    dateTime: txn.transactionTime,
    payMethod: payMethodOf(txn),
  }
}

/** A line of the Payment Details dialog; `discount` lines read as money off. */
interface DetailLine {
  label: string
  value: string
  discount?: boolean
}

const present = (amount: number | null | undefined): amount is number => typeof amount === 'number' && amount !== 0

/** SPEC §2: order total, tax, regulatory fee, activation fee and discount appear only when present. */
function paymentDetailsOf(txn: Transaction) {
  const d = txn.paymentDetails
  const lines: DetailLine[] = []
  if (present(d.orderTotal)) lines.push({ label: 'Order total', value: formatMoney(d.orderTotal) })
  if (present(d.taxAmount)) lines.push({ label: 'Tax', value: formatMoney(d.taxAmount) })
  if (present(d.regulatoryFee)) lines.push({ label: 'Regulatory fee', value: formatMoney(d.regulatoryFee) })
  if (present(d.activationFee)) lines.push({ label: 'Activation fee', value: formatMoney(d.activationFee) })
  if (present(d.discountAmount)) lines.push({ label: 'Discount', value: formatMoney(-Math.abs(d.discountAmount)), discount: true })
  return {
    id: txn.id,
    item: txn.item,
    failed: !txn.successful,
    status: txn.successful ? 'Success' : 'Failed',
    /** 'DD MMM YYYY' */
    date: formatDetailsDate(txn.transactionTime),
    dateTime: txn.transactionTime,
    payMethod: payMethodOf(txn),
    lines,
    total: formatMoney(d.finalCheckoutAmount ?? txn.amount),
  }
}

export type TransactionRow = ReturnType<typeof transactionRow>
export type PaymentDetails = ReturnType<typeof paymentDetailsOf>

/** The order history as the views need it. Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: OrderHistoryEvent) => void) {
  const seeAll = snapshot.matches('seeAll')
  const { recent, monthly, filter, detailsId } = snapshot.context
  const shown = seeAll ? monthly : recent
  const failed = snapshot.matches({ summary: 'failed' }) || snapshot.matches({ seeAll: 'failed' })
  const selected = detailsId ? shown.find((txn) => txn.id === detailsId) : undefined
  return {
    /** The full view (filter, back) rather than the summary panel. */
    seeAll,
    loading: snapshot.hasTag('loading'),
    failed,
    loadError: failed ? HISTORY_LOAD_ERROR : null,
    retry: () => send({ type: 'history.retry' }),
    /** Nothing to show: 'No order history' in the summary, nothing in the chosen month in the full view. */
    empty: snapshot.matches({ summary: 'empty' }) || snapshot.matches({ seeAll: 'empty' }),
    rows: shown.map((txn) => ({ ...transactionRow(txn), view: () => send({ type: 'details.open', transactionId: txn.id }) })),
    /** The Failed column shows only when some payment failed. */
    anyFailed: shown.some((txn) => !txn.successful),
    canSeeAll: snapshot.can({ type: 'history.seeAll' }),
    openSeeAll: () => send({ type: 'history.seeAll' }),
    back: () => send({ type: 'history.back' }),
    filter,
    filterLabel: formatMonthYear(filter),
    changeFilter: ({ month, year }: MonthOfYear) => send({ type: 'filter.change', month, year }),
    /** The Payment Details dialog, or null when closed. */
    details: selected ? paymentDetailsOf(selected) : null,
    closeDetails: () => send({ type: 'details.close' }),
  }
}

export type OrderHistoryApi = ReturnType<typeof connect>

/** Binds the order history machine to GET /app/payments/transactions. */
export function useOrderHistory({ today = thisMonth() }: { today?: MonthOfYear } = {}): OrderHistoryApi {
  return useFlow(
    orderHistoryMachine,
    {
      actors: { loadTransactions: apiActor((query: TransactionsQuery, signal) => getTransactions(query, signal)) },
      input: { today },
    },
    connect,
  )
}

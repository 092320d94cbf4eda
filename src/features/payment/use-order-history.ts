import type { SnapshotFrom } from 'xstate'
import type { MonthOfYear } from '@machines/month-year-picker.machine'
import { HISTORY_LOAD_ERROR, orderHistoryMachine, type OrderHistoryEvent, type TransactionsQuery } from '@machines/order-history.machine'
import type { Transaction } from '@contract/payments'
import { getTransactions } from '@/api/transactions'
import { cardBrandName } from '@/lib/card-brand'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'
import { useLocaleFormat } from '@/i18n/locale-format'
import { localeFormat, type LocaleFormat } from '@/lib/locale'
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
export interface TransactionRow {
  id: string
  /** The payment failed (the Failed column). */
  failed: boolean
  /** What was bought. */
  item: string
  /** The amount, formatted. */
  price: string
  /** 'MMM DD, YY' */
  tableDate: string
  /** 'dddd, D MMM' */
  mobileDate: string
  /** When it was paid, for the `<time>` element. */
  dateTime: string
  /** The card it was paid with, or null. */
  payMethod: PayMethod | null
}

function transactionRow(txn: Transaction, f: LocaleFormat): TransactionRow {
  return {
    id: txn.id,
    failed: !txn.successful,
    item: txn.item,
    price: f.money(txn.amount),
    tableDate: f.tableDate(txn.transactionTime),
    mobileDate: f.mobileDate(txn.transactionTime),
    dateTime: txn.transactionTime,
    payMethod: payMethodOf(txn),
  }
}

/** A line of the Payment Details dialog; `discount` lines read as money off. */
interface DetailLine {
  label: string
  /** The amount, formatted. */
  value: string
  discount?: boolean
}

/** The Payment Details dialog's content. */
export interface PaymentDetails {
  id: string
  /** What was bought. */
  item: string
  failed: boolean
  /** 'Success' or 'Failed'. */
  status: string
  /** 'DD MMM YYYY' */
  date: string
  /** When it was paid, for the `<time>` element. */
  dateTime: string
  payMethod: PayMethod | null
  /** Order total, tax, fees and discount, those present only. */
  lines: DetailLine[]
  /** What was charged, formatted. */
  total: string
}

const present = (amount: number | null | undefined): amount is number => typeof amount === 'number' && amount !== 0

/** SPEC §2: order total, tax, regulatory fee, activation fee and discount appear only when present. */
function paymentDetailsOf(txn: Transaction, f: LocaleFormat): PaymentDetails {
  const d = txn.paymentDetails
  const lines: DetailLine[] = []
  if (present(d.orderTotal)) lines.push({ label: 'Order total', value: f.money(d.orderTotal) })
  if (present(d.taxAmount)) lines.push({ label: 'Tax', value: f.money(d.taxAmount) })
  if (present(d.regulatoryFee)) lines.push({ label: 'Regulatory fee', value: f.money(d.regulatoryFee) })
  if (present(d.activationFee)) lines.push({ label: 'Activation fee', value: f.money(d.activationFee) })
  if (present(d.discountAmount)) lines.push({ label: 'Discount', value: f.money(-Math.abs(d.discountAmount)), discount: true })
  return {
    id: txn.id,
    item: txn.item,
    failed: !txn.successful,
    status: txn.successful ? 'Success' : 'Failed',
    date: f.detailsDate(txn.transactionTime),
    dateTime: txn.transactionTime,
    payMethod: payMethodOf(txn),
    lines,
    total: f.money(d.finalCheckoutAmount ?? txn.amount),
  }
}

/** The order history as the views need it: the summary panel or the full view by month, and the details dialog. */
export interface OrderHistoryApi {
  /** The full view (filter, back) rather than the summary panel. */
  seeAll: boolean
  loading: boolean
  /** The payments could not be loaded: `loadError` says so, `retry` asks again. */
  failed: boolean
  loadError: string | null
  retry: () => void
  /** Nothing to show: 'No order history' in the summary, nothing in the chosen month in the full view. */
  empty: boolean
  /** The payments shown, each with `view` opening its details. */
  rows: (TransactionRow & { view: () => void })[]
  /** The Failed column shows only when some payment failed. */
  anyFailed: boolean
  canSeeAll: boolean
  openSeeAll: () => void
  /** Back from the full view to the summary. */
  back: () => void
  /** The month the full view shows. */
  filter: MonthOfYear
  /** That month ('Mar 2026'). */
  filterLabel: string
  changeFilter: (month: MonthOfYear) => void
  /** The Payment Details dialog, or null when closed. */
  details: PaymentDetails | null
  closeDetails: () => void
}

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: OrderHistoryEvent) => void, f: LocaleFormat = localeFormat()): OrderHistoryApi {
  const seeAll = snapshot.matches('seeAll')
  const { recent, monthly, filter, detailsId } = snapshot.context
  const shown = seeAll ? monthly : recent
  const failed = snapshot.matches({ summary: 'failed' }) || snapshot.matches({ seeAll: 'failed' })
  const selected = detailsId ? shown.find((txn) => txn.id === detailsId) : undefined
  return {
    seeAll,
    loading: snapshot.hasTag('loading'),
    failed,
    loadError: failed ? HISTORY_LOAD_ERROR : null,
    retry: () => send({ type: 'history.retry' }),
    empty: snapshot.matches({ summary: 'empty' }) || snapshot.matches({ seeAll: 'empty' }),
    rows: shown.map((txn) => ({ ...transactionRow(txn, f), view: () => send({ type: 'details.open', transactionId: txn.id }) })),
    anyFailed: shown.some((txn) => !txn.successful),
    canSeeAll: snapshot.can({ type: 'history.seeAll' }),
    openSeeAll: () => send({ type: 'history.seeAll' }),
    back: () => send({ type: 'history.back' }),
    filter,
    filterLabel: f.monthYear(filter),
    changeFilter: ({ month, year }: MonthOfYear) => send({ type: 'filter.change', month, year }),
    details: selected ? paymentDetailsOf(selected, f) : null,
    closeDetails: () => send({ type: 'details.close' }),
  }
}

/** Binds the order history machine to GET /app/payments/transactions. */
export function useOrderHistory({ today = thisMonth() }: { today?: MonthOfYear } = {}): OrderHistoryApi {
  const f = useLocaleFormat()
  return useFlow(
    orderHistoryMachine,
    {
      actors: { loadTransactions: apiActor((query: TransactionsQuery, signal) => getTransactions(query, signal)) },
      input: { today },
    },
    (snapshot, send) => connect(snapshot, send, f),
  )
}

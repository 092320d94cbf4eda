import { assertEvent, assign, setup } from 'xstate'
import type { Transaction } from '@contract/payments'
import { outputOf } from './form'
import type { MonthOfYear } from './month-year-picker.machine'
import { providedByApp } from './provided'
import { retryState, withAnswer, type MachineTypes } from './chart'

/** SPEC §9: the summary and the overview show at most five transactions. */
export const RECENT_COUNT = 5

interface OrderHistoryInput {
  /** Today's month: the full view's filter when there is no transaction to start from. */
  today: MonthOfYear
}

export interface OrderHistoryContext {
  today: MonthOfYear
  /** The latest transactions, newest first (at most five). */
  recent: Transaction[]
  /** The full view's month. */
  filter: MonthOfYear
  /** The full view's transactions of that month, newest first. */
  monthly: Transaction[]
  /** The transaction whose Payment Details dialog is open. */
  detailsId: string | null
}

export type OrderHistoryEvent =
  | { type: 'history.seeAll' }
  | { type: 'history.back' }
  | { type: 'history.retry' }
  | { type: 'filter.change'; month: number; year: number }
  | { type: 'details.open'; transactionId: string }
  | { type: 'details.close' }

/** What the server is asked for: the latest RECENT_COUNT for the summary, one month for the full view. */
export type TransactionsQuery = { month?: number; year?: number; limit?: number }

export const HISTORY_LOAD_ERROR = "We couldn't load your order history."

/** Newest first, whatever order the answer came in. */
const newestFirst = (list: Transaction[]) => [...list].sort((a, b) => Date.parse(b.transactionTime) - Date.parse(a.transactionTime))

/** The month of an ISO time in the same zone the server filters by (UTC). */
function monthOf(isoTime: string): MonthOfYear {
  const date = new Date(isoTime)
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() }
}

const orderHistory = setup({
  types: {} as MachineTypes<OrderHistoryContext, OrderHistoryEvent, OrderHistoryInput>,
  actors: {
    /** GET /app/payments/transactions?month=&year= */
    loadTransactions: providedByApp<Transaction[], TransactionsQuery>('loadTransactions'),
  },
  actions: {
    rememberRecent: assign((_, list: Transaction[]) => ({ recent: newestFirst(list).slice(0, RECENT_COUNT) })),
    rememberMonthly: assign((_, list: Transaction[]) => ({ monthly: newestFirst(list) })),
    /** 'See all' opens on the month of the newest order, so the customer sees orders at once. */
    filterNewestMonth: assign({
      filter: ({ context }) => (context.recent[0] ? monthOf(context.recent[0].transactionTime) : context.today),
      monthly: [],
      detailsId: null,
    }),
    filterMonth: assign(({ event }) => {
      assertEvent(event, 'filter.change')
      return { filter: { month: event.month, year: event.year }, monthly: [], detailsId: null }
    }),
    openDetails: assign(({ event }) => {
      assertEvent(event, 'details.open')
      return { detailsId: event.transactionId }
    }),
    closeDetails: assign({ detailsId: null }),
  },
  guards: {
    hasTransactions: (_, list: Transaction[]) => list.length > 0,
    isRecentTransaction: ({ context, event }) =>
      event.type === 'details.open' && context.recent.some((txn) => txn.id === event.transactionId),
    isMonthlyTransaction: ({ context, event }) =>
      event.type === 'details.open' && context.monthly.some((txn) => txn.id === event.transactionId),
    isValidMonth: ({ event }) =>
      event.type === 'filter.change' &&
      Number.isInteger(event.month) &&
      event.month >= 1 &&
      event.month <= 12 &&
      Number.isInteger(event.year),
  },
})

/**
 * Reading a view's orders (the summary's latest, or the full view's month), then its list or "none";
 * `remember` keeps the answer where that view reads it.
 */
function loadingState(
  remember: 'rememberRecent' | 'rememberMonthly',
  description: string,
  loadInput: (context: OrderHistoryContext) => TransactionsQuery,
) {
  return orderHistory.createStateConfig({
    description,
    tags: ['loading'],
    invoke: {
      id: 'loadTransactions',
      src: 'loadTransactions',
      input: ({ context }) => loadInput(context),
      onDone: [
        {
          guard: withAnswer('hasTransactions'),
          target: 'list',
          actions: { type: remember, params: outputOf },
          description: 'The orders',
        },
        { target: 'empty', actions: { type: remember, params: outputOf }, description: 'No orders here' },
      ],
      onError: { target: 'failed' },
    },
  })
}

/** Either view's orders could not be read. */
const failedState = retryState('"We couldn\'t load your order history." with Try again.', 'history.retry')

/**
 * The order history of /dashboard/payment (SPEC §2, §4): a summary panel with the latest orders and 'See all',
 * which opens the full view filtered by month and year with a way back. 'View' opens the Payment Details dialog
 * of a transaction. The overview's recent transactions are this machine's summary.
 */
export const orderHistoryMachine = orderHistory.createMachine({
  id: 'orderHistory',
  description: 'Order history: the latest orders, the full view by month, and the details of one payment.',
  context: ({ input }) => ({ today: input.today, recent: [], filter: input.today, monthly: [], detailsId: null }),
  initial: 'summary',
  states: {
    summary: {
      description: 'The Order History panel.',
      initial: 'loading',
      states: {
        loading: loadingState('rememberRecent', 'A spinner while the latest orders are read.', () => ({ limit: RECENT_COUNT })),
        list: {
          description: 'The latest five orders, newest first (a table on wide screens, cards at 425 px and below) and "See all".',
          on: {
            'history.seeAll': { target: '#orderHistory.seeAll', actions: 'filterNewestMonth', description: 'See all' },
            'details.open': { guard: 'isRecentTransaction', actions: 'openDetails', description: 'View: Payment Details' },
            'details.close': { actions: 'closeDetails', description: 'Close the dialog' },
          },
        },
        empty: { description: '"No order history".' },
        failed: failedState,
      },
    },
    seeAll: {
      description: 'The full view: the month/year filter, the orders of that month, and a way back.',
      initial: 'loading',
      on: {
        'filter.change': {
          guard: 'isValidMonth',
          target: '.loading',
          reenter: true,
          actions: 'filterMonth',
          description: 'Another month: read its orders',
        },
        'history.back': { target: '#orderHistory.summary.list', actions: 'closeDetails', description: 'Back' },
      },
      states: {
        loading: loadingState('rememberMonthly', "A spinner while the month's orders are read.", ({ filter }) => ({
          month: filter.month,
          year: filter.year,
        })),
        list: {
          description: "The month's orders, newest first: optional Failed marker, Date, Product, Price, Pay Method, View; failed rows red.",
          on: {
            'details.open': { guard: 'isMonthlyTransaction', actions: 'openDetails', description: 'View: Payment Details' },
            'details.close': { actions: 'closeDetails', description: 'Close the dialog' },
          },
        },
        empty: { description: 'No orders in the chosen month; another month can be chosen.' },
        failed: failedState,
      },
    },
  },
})

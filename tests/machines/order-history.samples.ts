/** Sample events and starting inputs of the order history machine: shared by its path tests and the scenario catalogue. */
import { orderHistoryMachine } from '@machines/order-history.machine'
import type { Transaction } from '@contract/payments'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

export const TODAY = { month: 3, year: 2026 }

/** An order's payment details: `amount` before tax and fees, the Visa ending 4242 (`extra` overrides). */
export const details = (amount: number, extra: Partial<Transaction['paymentDetails']> = {}): Transaction['paymentDetails'] => ({
  orderTotal: amount,
  taxAmount: null,
  regulatoryFee: null,
  activationFee: null,
  discountAmount: null,
  paymentMethod: 'visa',
  last4DigitCard: '4242',
  finalCheckoutAmount: amount,
  ...extra,
})

function transaction(id: string, transactionTime: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id,
    transactionTime,
    item: 'Unlimited — monthly plan',
    amount: 40,
    successful: true,
    last4DigitCard: '4242',
    paymentDetails: details(40),
    ...overrides,
  }
}

/** Six orders over three months (one failed), in no particular order: the machine shows them newest first. */
export const HISTORY: Transaction[] = [
  transaction('txn_jan', '2026-01-10T12:00:00.000Z'),
  transaction('txn_mar_2', '2026-03-02T09:00:00.000Z'),
  transaction('txn_feb_failed', '2026-02-11T12:00:00.000Z', { successful: false, last4DigitCard: '4444' }),
  transaction('txn_dec', '2025-12-10T12:00:00.000Z'),
  transaction('txn_mar_1', '2026-03-01T09:00:00.000Z'),
  transaction('txn_feb', '2026-02-12T12:00:00.000Z'),
]
const FEBRUARY = HISTORY.filter((txn) => txn.transactionTime.startsWith('2026-02'))

const done = (output: Transaction[]) => ({ type: 'xstate.done.actor.loadTransactions', output }) as never
const failed = (error: object) => ({ type: 'xstate.error.actor.loadTransactions', error }) as never

export const orderHistorySamples = {
  machine: orderHistoryMachine,
  inputs: { 'a customer in March 2026': { today: TODAY } },
  events: {
    'xstate.done.actor.loadTransactions': (s) => (s.matches('summary') ? [done(HISTORY), done([])] : [done(FEBRUARY), done([])]),
    'xstate.error.actor.loadTransactions': [failed({ status: 0, message: "We couldn't reach Ring Mobile." })],
    ...bare('history.retry', 'history.seeAll', 'history.back'),
    'filter.change': [
      { type: 'filter.change', month: 2, year: 2026 },
      { type: 'filter.change', month: 13, year: 2026 },
    ],
    'details.open': (s) => {
      const shown = s.matches('seeAll') ? s.context.monthly : s.context.recent
      return shown.length ? [{ type: 'details.open' as const, transactionId: shown[shown.length - 1].id }] : []
    },
    ...bare('details.close'),
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.filter, s.context.detailsId !== null]),
} satisfies MachineSamples<typeof orderHistoryMachine>

/** Sample events and starting inputs of the payment result machine: shared by its path tests and the scenario catalogue. */
import { paymentResultMachine } from '@machines/payment-result.machine'
import type { PaymentSession } from '@contract/payments'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

export const SESSION_ID = 'cs_test_123'

const answer = (status: PaymentSession['status'], kind: PaymentSession['kind']): PaymentSession => ({
  status,
  kind,
  message: null,
  transactionId: status === 'succeeded' && kind === 'payment' ? 'txn_1' : null,
})
const done = (session: PaymentSession) => ({ type: 'xstate.done.actor.getPaymentSession', output: session }) as never
const failed = (error: object) => ({ type: 'xstate.error.actor.getPaymentSession', error }) as never

export const paymentResultSamples = {
  machine: paymentResultMachine,
  inputs: {
    'back from paying at checkout': { location: 'checkout', sessionId: SESSION_ID },
    'back from saving a card': { location: 'payment', sessionId: SESSION_ID },
    'no marker stored': { location: null, sessionId: null },
  },
  events: {
    'xstate.done.actor.getPaymentSession': (s) => {
      const kind = s.context.location === 'payment' ? 'setup' : 'payment'
      return [done(answer('succeeded', kind)), done(answer('failed', kind)), done(answer('pending', kind))]
    },
    'xstate.error.actor.getPaymentSession': [
      failed({ status: 401, message: 'Your session has ended' }),
      failed({ status: 404, message: 'Payment not found' }),
      failed({ status: 0, message: "We couldn't reach Ring Mobile. Check your connection and try again." }),
    ],
    'xstate.after.pendingRetryDelay': [{ type: 'xstate.after.pendingRetryDelay.paymentResult.waiting' } as never],
    ...bare('result.recheck', 'dashboard.go', 'payment.retry'),
  },
  // The count of "still pending" answers matters: it decides between asking again and saying so.
  serializeState: (s) => JSON.stringify([s.value, s.context.location, s.context.pendingChecks]),
} satisfies MachineSamples<typeof paymentResultMachine>

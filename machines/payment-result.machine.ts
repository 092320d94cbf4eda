import { assign, setup } from 'xstate'
import type { PaymentSession } from '@contract/payments'
import { errorOf } from './form'
import { answeredWithStatus } from './results'
import { providedByApp } from './provided'
import { callState, decisionState, routeByAnswer, type MachineTypes } from './chart'

/** Where the customer left for the hosted page from (SPEC §7 'stripeLocation'). */
export type PaymentLocation = 'checkout' | 'payment'

export interface PaymentResultInput {
  /** localStorage 'stripeLocation' as found (null when absent). */
  location: string | null
  /** localStorage 'sessionId' as found (null when absent). */
  sessionId: string | null
}

export interface PaymentResultContext {
  location: PaymentLocation | null
  sessionId: string | null
  /** How many answers said "still pending" since the last check the customer asked for. */
  pendingChecks: number
  session: PaymentSession | null
  /** Why the result could not be read (server trouble), in the server's words when it gave any. */
  error: string | null
}

export type PaymentResultEvent = { type: 'result.recheck' } | { type: 'dashboard.go' } | { type: 'payment.retry' }

/** A payment the provider has not confirmed yet is asked about again this many times before we say so. */
export const MAX_PENDING_CHECKS = 5

const isLocation = (value: string | null): value is PaymentLocation => value === 'checkout' || value === 'payment'

/**
 * /stripe-response (SPEC §2, DESIGN §4): back from the hosted payment or card-saving page. Reads the stored
 * marker and session id, asks the server for the confirmed result (again, after a pause, while the provider
 * still says pending), then shows the payment success or failure dialog (checkout) or returns to
 * /dashboard/payment with the success or failure parameter (card saving).
 */
export const paymentResultMachine = setup({
  types: {} as MachineTypes<PaymentResultContext, PaymentResultEvent, PaymentResultInput>,
  actors: {
    /** GET /app/payments/session/{sessionId} */
    getPaymentSession: providedByApp<PaymentSession, { sessionId: string }>('getPaymentSession'),
  },
  actions: {
    countPendingCheck: assign({ pendingChecks: ({ context }) => context.pendingChecks + 1 }),
    resetPendingChecks: assign({ pendingChecks: 0, error: null }),
    rememberSession: assign((_, session: PaymentSession) => ({ session })),
    showUnavailable: assign({ error: ({ event }) => errorOf(event).message }),
    /** The paid order's key is spent: the next checkout is a new order (provided). */
    forgetOrder: () => {},
    /** Empties the one-item cart (provided). */
    clearCart: () => {},
    /** Removes 'stripeLocation' and 'sessionId' from localStorage (provided). */
    clearMarkers: () => {},
    /** Navigates to /dashboard (provided). */
    goToDashboard: () => {},
    /** Navigates back to /cart/checkout (provided). */
    goToCheckout: () => {},
    /** Navigates to /dashboard/payment?success=true (provided). */
    goToCardSaved: () => {},
    /** Navigates to /dashboard/payment?failure=true (provided). */
    goToCardNotSaved: () => {},
    /** The token ran out meanwhile: to /login, and back here after signing in (provided). */
    goToLogin: () => {},
  },
  guards: {
    hasMarkers: ({ context }) => context.location !== null && Boolean(context.sessionId),
    isCheckout: ({ context }) => context.location === 'checkout',
    isSucceeded: (_, session: PaymentSession) => session.status === 'succeeded',
    isFailed: (_, session: PaymentSession) => session.status === 'failed',
    canWaitLonger: ({ context }, { maxChecks }: { maxChecks: number }) => context.pendingChecks + 1 < maxChecks,
    answeredWithStatus,
  },
  delays: {
    /** The pause before asking again about a payment the provider has not confirmed yet. */
    pendingRetryDelay: 1500,
  },
}).createMachine({
  id: 'paymentResult',
  description: 'Back from the hosted payment page: the confirmed result, then the success or failure dialog.',
  context: ({ input }) => ({
    location: isLocation(input.location) ? input.location : null,
    sessionId: input.sessionId || null,
    pendingChecks: 0,
    session: null,
    error: null,
  }),
  initial: 'reading',
  states: {
    reading: decisionState('On arrival: the marker and session id stored before leaving for the hosted page.', 'hasMarkers', {
      checking: 'A marker and session id: ask the server how it went',
      nothingToCheck: 'No marker or session id: nothing to check',
    }),
    nothingToCheck: {
      description: '"We couldn\'t find a payment to check." Links to the shop, the cart and My Account.',
    },
    checking: callState('Asking the server for the result it confirmed with the payment provider.', 'getPaymentSession', {
      input: ({ context }: { context: PaymentResultContext }) => ({ sessionId: context.sessionId ?? '' }),
      onDone: routeByAnswer('rememberSession', [
        { guard: 'isSucceeded', target: 'succeeded', description: 'Paid or card saved' },
        { guard: 'isFailed', target: 'failed', description: 'Declined or abandoned' },
        {
          guard: { type: 'canWaitLonger', params: { maxChecks: MAX_PENDING_CHECKS } },
          target: 'waiting',
          actions: 'countPendingCheck',
          description: 'Not confirmed yet: ask again shortly',
        },
        { target: 'stillPending', description: 'Still not confirmed after a few tries' },
      ]),
      onError: [
        {
          guard: { type: 'answeredWithStatus', params: { status: 401 } },
          target: 'signingIn',
          description: 'The token ran out meanwhile (401)',
        },
        {
          guard: { type: 'answeredWithStatus', params: { status: 404 } },
          target: 'unknownSession',
          description: 'The server has no such payment (404)',
        },
        { target: 'unavailable', actions: 'showUnavailable', description: 'Server trouble' },
      ],
    }),
    waiting: {
      description: 'The provider has not confirmed the payment yet: a short pause before asking again.',
      tags: ['busy'],
      after: { pendingRetryDelay: { target: 'checking', description: 'Ask again' } },
    },
    stillPending: {
      description: '"Your payment is still being processed." The customer can check again.',
      on: { 'result.recheck': { target: 'checking', actions: 'resetPendingChecks', description: 'Check again' } },
    },
    unavailable: {
      description: 'The result could not be read (server trouble): say so, offer to try again.',
      on: { 'result.recheck': { target: 'checking', actions: 'resetPendingChecks', description: 'Try again' } },
    },
    unknownSession: {
      description: '"We couldn\'t find this payment." Links to the cart and My Account.',
      entry: 'clearMarkers',
    },
    succeeded: decisionState('The provider confirmed the payment or the saved card.', 'isCheckout', {
      paid: 'It was a checkout: the order is paid',
      cardSaved: 'It was a new card: the card is saved',
    }),
    failed: decisionState('The provider refused the card, or the customer gave up on the hosted page.', 'isCheckout', {
      paymentFailed: 'It was a checkout: the payment failed',
      cardNotSaved: 'It was a new card: the card was not saved',
    }),
    paid: {
      description: '"Payment Successful / Thank You"; "To Dashboard" clears the cart and goes to /dashboard.',
      entry: 'forgetOrder',
      on: {
        'dashboard.go': {
          target: 'left',
          actions: ['clearCart', 'clearMarkers', 'goToDashboard'],
          description: 'To Dashboard',
        },
      },
    },
    paymentFailed: {
      description: '"Payment Failed / Please try again!"; "Try again" goes back to the checkout. Nothing was charged.',
      on: {
        'payment.retry': { target: 'left', actions: ['clearMarkers', 'goToCheckout'], description: 'Try again' },
      },
    },
    cardSaved: {
      type: 'final',
      description: 'Card saving succeeded: back to /dashboard/payment?success=true.',
      entry: ['clearMarkers', 'goToCardSaved'],
    },
    cardNotSaved: {
      type: 'final',
      description: 'Card saving failed: back to /dashboard/payment?failure=true.',
      entry: ['clearMarkers', 'goToCardNotSaved'],
    },
    signingIn: {
      type: 'final',
      description: 'The session ended meanwhile: to /login, then back here (the marker and session id stay).',
      entry: 'goToLogin',
    },
    left: {
      type: 'final',
      description: 'On the way to the dashboard or back to the checkout.',
    },
  },
})

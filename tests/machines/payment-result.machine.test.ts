import { expect } from 'vitest'
import { MAX_PENDING_CHECKS } from '@machines/payment-result.machine'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { paymentResultSamples, SESSION_ID } from './payment-result.samples'

const names = (calls: RecordedCall[]) => calls.map((call) => call.name)
const asked = (calls: RecordedCall[]) => calls.filter((call) => call.kind === 'actor' && call.name === 'getPaymentSession')

describeMachinePaths({
  ...paymentResultSamples,
  expectations: {
    nothingToCheck: ({ snapshot, calls }) => {
      // Nothing stored: nothing is asked, and the customer is not sent anywhere.
      expect(snapshot.context.sessionId === null || snapshot.context.location === null).toBe(true)
      expect(calls).toEqual([])
    },
    checking: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls)).toEqual([{ kind: 'actor', name: 'getPaymentSession', input: { sessionId: SESSION_ID } }])
    },
    waiting: ({ snapshot, stepCalls }) => {
      // Pending: a pause, then the same question again; nothing else happens meanwhile.
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.session?.status).toBe('pending')
      expect(snapshot.context.pendingChecks).toBeGreaterThan(0)
      expect(snapshot.context.pendingChecks).toBeLessThan(MAX_PENDING_CHECKS)
      expect(names(stepCalls)).toEqual([])
    },
    stillPending: ({ snapshot, calls }) => {
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.context.session?.status).toBe('pending')
      // Asked a few times, then stopped to say so.
      expect(asked(calls).length).toBeGreaterThanOrEqual(MAX_PENDING_CHECKS)
      expect(snapshot.can({ type: 'result.recheck' })).toBe(true)
    },
    unavailable: ({ snapshot }) => {
      expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile. Check your connection and try again.")
      expect(snapshot.can({ type: 'result.recheck' })).toBe(true)
    },
    unknownSession: ({ stepCalls }) => expect(names(stepCalls)).toEqual(['clearMarkers']),
    paid: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.context.location).toBe('checkout')
      expect(snapshot.context.session?.status).toBe('succeeded')
      // The order key is spent at once; the cart and markers wait for "To Dashboard".
      if (event?.type === 'xstate.done.actor.getPaymentSession') expect(names(stepCalls)).toEqual(['forgetOrder'])
      expect(snapshot.can({ type: 'dashboard.go' })).toBe(true)
      expect(snapshot.can({ type: 'payment.retry' })).toBe(false)
    },
    paymentFailed: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.location).toBe('checkout')
      expect(snapshot.context.session?.status).toBe('failed')
      // Nothing was paid: the cart stays, the customer only leaves by "Try again".
      expect(names(stepCalls)).toEqual([])
      expect(snapshot.can({ type: 'payment.retry' })).toBe(true)
      expect(snapshot.can({ type: 'dashboard.go' })).toBe(false)
    },
    cardSaved: ({ snapshot, stepCalls }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.context.location).toBe('payment')
      expect(names(stepCalls)).toEqual(['clearMarkers', 'goToCardSaved'])
    },
    cardNotSaved: ({ snapshot, stepCalls }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.context.location).toBe('payment')
      expect(names(stepCalls)).toEqual(['clearMarkers', 'goToCardNotSaved'])
    },
    signingIn: ({ stepCalls }) => {
      // The markers stay, so that the customer comes back here after signing in and sees the result.
      expect(names(stepCalls)).toEqual(['goToLogin'])
    },
    left: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.status).toBe('done')
      if (event?.type === 'dashboard.go') expect(names(stepCalls)).toEqual(['clearCart', 'clearMarkers', 'goToDashboard'])
      if (event?.type === 'payment.retry') expect(names(stepCalls)).toEqual(['clearMarkers', 'goToCheckout'])
    },
  },
})

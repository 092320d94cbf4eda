import { expect } from 'vitest'
import { CHECKOUT_MESSAGES, promoNotRemoved } from '@machines/checkout.machine'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { address, cards, checkoutSamples, ORDER_KEY, plan, promoQuote, quote } from './checkout.samples'

const sent = (calls: RecordedCall[], name: string) => calls.filter((c) => c.kind === 'actor' && c.name === name)
const inputOf = (call: RecordedCall | undefined) => (call && call.kind === 'actor' ? (call.input as Record<string, unknown>) : undefined)
const lastInput = (calls: RecordedCall[], name: string) => inputOf(sent(calls, name).at(-1))

describeMachinePaths({
  ...checkoutSamples,
  expectations: {
    'number.editing': ({ snapshot, event, previous }) => {
      expect(snapshot.context.plan).toEqual(plan)
      if (event?.type === 'step.next' && previous?.matches('number')) {
        // Refused: the message sits under the field that is wrong.
        const field = snapshot.context.numberMode === 'new' ? 'zipCode' : 'yourNumber'
        expect(snapshot.context.errors[field] ?? snapshot.context.errors.zipCode).toBeTruthy()
      }
      if (event?.type === 'field.change') expect(snapshot.context.errors[event.field]).toBeUndefined()
    },
    'number.checkingEligibility': ({ snapshot, calls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(lastInput(calls, 'checkPortEligibility')).toEqual({ msisdn: '3125550199', zipCode: snapshot.context.port.zipCode })
    },
    'number.notEligible': ({ snapshot }) => expect(snapshot.context.formError).toBe(CHECKOUT_MESSAGES.notEligible),
    'device.editing': ({ snapshot, event, previous }) => {
      if (event?.type === 'step.next' && previous?.matches('device')) expect(snapshot.context.errors.imei).toBe('IMEI should be 15 digits')
      if (event?.type === 'xstate.error.actor.checkDevice') expect(snapshot.context.errors.imei).toBe('This IMEI is not valid')
      if (event?.type === 'step.back') expect(snapshot.context.imei).toBe('352099001761481')
    },
    'device.checking': ({ snapshot, calls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(lastInput(calls, 'checkDevice')).toEqual({ imei: '352099001761481' })
    },
    'device.incompatible': ({ snapshot }) => {
      expect(snapshot.context.device?.compatible).toBe(false)
      expect(snapshot.context.formError).toBe(CHECKOUT_MESSAGES.incompatible)
    },
    'sim.choosing': ({ snapshot, event, previous }) => {
      expect(snapshot.context.device?.compatible).toBe(true)
      // eSIM only where the phone supports it.
      if (!snapshot.context.device?.esimCapable) expect(snapshot.context.simType).not.toBe('esim')
      if (event?.type === 'step.next' && previous?.matches('sim') && snapshot.context.simType === null) {
        expect(snapshot.context.errors.simType).toBe(CHECKOUT_MESSAGES.chooseSim)
      }
      if (event?.type === 'step.next' && previous?.matches('sim') && snapshot.context.simType === 'physical') {
        expect(snapshot.context.errors.iccid).toBe('ICCID number should be 18-22 digits')
      }
    },
    'shipping.editing': ({ snapshot, event, previous }) => {
      expect(snapshot.context.simType).toBe('physical')
      expect(snapshot.context.hasOwnSim).toBe(false)
      if (event?.type === 'shipping.prefill') {
        // The profile address fills only empty fields: what the customer typed stays.
        for (const [field, value] of Object.entries(address) as [keyof typeof address, string][]) {
          const before = previous?.context.shipping[field]
          expect(snapshot.context.shipping[field]).toBe(before || value)
        }
      }
      if (event?.type === 'step.next' && previous?.matches('shipping')) expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0)
    },
    'review.preparing': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const request = inputOf(sent(stepCalls, 'prepareReview')[0])
      if (request) {
        expect(request.planId).toBe('plan-unlimited')
        expect(request.needsSimKit).toBe(snapshot.context.simType === 'physical' && !snapshot.context.hasOwnSim)
      }
    },
    'review.unavailable': ({ snapshot }) => expect(snapshot.context.formError).toMatch(/couldn't reach/),
    'review.ready': ({ snapshot, event }) => {
      expect(snapshot.context.quote).not.toBeNull()
      if (event?.type === 'xstate.done.actor.prepareReview') {
        expect(snapshot.context.cards).toEqual(cards)
        // The primary card is chosen by default.
        expect(snapshot.context.cardId).toBe('card_visa')
      }
      if (event?.type === 'xstate.done.actor.getQuote') {
        expect(snapshot.context.quote).toEqual(snapshot.context.promoCode ? promoQuote : quote)
      }
      if (event?.type === 'xstate.error.actor.getQuote' && snapshot.context.quote?.promoCode) {
        // Removing failed: the promo stays on the bill and in the order, and the customer is told.
        expect(snapshot.context.promoCode).toBe(snapshot.context.quote.promoCode)
        expect(snapshot.context.errors.promoCode).toBe(promoNotRemoved('WELCOME10'))
      } else if (event?.type === 'xstate.error.actor.getQuote') {
        expect(snapshot.context.errors.promoCode).toBe('This promo code is not valid')
        expect(snapshot.context.promoCode).toBe('')
      }
      if (event?.type === 'field.change') expect(snapshot.context.promoCode).toBe('WELCOME10')
      if (event?.type === 'card.select') expect(snapshot.context.cardId).toBe(event.cardId)
    },
    'review.applyingPromo': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const request = inputOf(sent(stepCalls, 'getQuote')[0])!
      expect(request.promoCode).toBe(snapshot.context.promoCode || undefined)
    },
    'review.removingPromo': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(inputOf(sent(stepCalls, 'getQuote')[0])!.promoCode).toBeUndefined()
    },
    paying: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // A second "Pay" does nothing while the order is in flight.
      expect(snapshot.can({ type: 'order.pay' })).toBe(false)
      const order = inputOf(sent(stepCalls, 'placeOrder')[0])!
      expect(order.orderKey).toBe(ORDER_KEY)
      expect(order.planId).toBe('plan-unlimited')
      expect(order.cardId).toBe(snapshot.context.cardId ?? undefined)
      if (snapshot.context.simType === 'physical' && !snapshot.context.hasOwnSim) expect(order.shipping).toMatchObject(address)
      else expect(order.shipping).toBeUndefined()
      if (snapshot.context.simType === 'physical' && snapshot.context.hasOwnSim) expect(order.iccid).toBe('8901260123456789012')
    },
    redirecting: ({ stepCalls }) =>
      expect(stepCalls.filter((c) => c.name === 'goToHostedPage')).toEqual([
        { kind: 'action', name: 'goToHostedPage', event: expect.objectContaining({ type: 'xstate.done.actor.placeOrder' }) },
      ]),
    paid: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    paymentFailed: ({ snapshot }) => expect(snapshot.context.formError).toBe('Your card was declined.'),
  },
})

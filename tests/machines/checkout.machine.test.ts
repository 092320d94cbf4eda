import { expect } from 'vitest'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { asked, did } from './expect'
import { cards, checkoutSamples, NOT_AN_IMEI, ORDER_KEY, PHONES, plan, promoQuote, quote } from './checkout.samples'

type Step = {
  type: string
  mode?: string
  simType?: string
  value?: unknown
  cardId?: string | null
  keep?: boolean
  field?: string
  output?: unknown
}

/** The messages a step shows under its fields, per value the samples type (SPEC §5), written out; null: no message. */
const RULES: Record<string, Record<string, string | null>> = {
  zipCode: { '': 'Please enter 5 digit ZIP Code', '606': 'Please enter 5 digit ZIP Code', '60601': null },
  yourNumber: { '': 'Please enter a valid number', '(312) 555-0199': null },
  imei: {
    '': 'IMEI should be 15 digits',
    '3569380356438': 'IMEI should be 15 digits',
    [PHONES.esim.imei]: null,
    [PHONES.simOnly.imei]: null,
    [PHONES.incompatible.imei]: null,
    [NOT_AN_IMEI]: null,
  },
  iccid: { '': 'ICCID number should be 18-22 digits', '8901260': 'ICCID number should be 18-22 digits', '8901260123456789012': null },
  addressOne: { '': 'Address is required', '221 N Lake Shore Dr': null },
  city: { '': 'City is required', X: 'City must be at least 2 characters', Chicago: null },
  state: { '': 'Please select a state', IL: null },
}
/** The messages under these fields as they hold these values. */
function messagesFor(fields: Record<string, string>) {
  const messages: Record<string, string> = {}
  for (const [field, value] of Object.entries(fields)) {
    const rule = RULES[field === 'shippingZip' ? 'zipCode' : field]!
    expect(Object.keys(rule), `a sample value of ${field}`).toContain(value)
    if (rule[value]) messages[field === 'shippingZip' ? 'zipCode' : field] = rule[value]!
  }
  return messages
}

/** The address the shipping step holds once valid: the profile's, the city typed or prefilled (the samples': Chicago). */
const SHIPPED = {
  companyName: '',
  addressOne: '221 N Lake Shore Dr',
  addressTwo: '',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  country: 'US',
}
const PROMO_NOT_REMOVED = "We couldn't remove WELCOME10 right now, so it is still on your bill. Please try again."

/** What the customer chose on the way, from their events: the only source of the payloads below. */
function chosen(events: Step[]) {
  let mode = 'new'
  let simType: string | null = null
  let ownSim = false
  let card: string | null = null
  // "Save this card for automatic renewals" starts ticked.
  let keep = true
  let promo = ''
  let promoStep = ''
  let imei = ''
  for (const event of events) {
    if (event.type === 'number.mode') mode = event.mode!
    if (event.type === 'sim.choose') simType = event.simType!
    if (event.type === 'sim.ownSim') ownSim = event.value as boolean
    if (event.type === 'card.select') card = event.cardId!
    if (event.type === 'card.keep') keep = event.keep!
    // The review opens on the primary card (…4242); a saved card chosen stays chosen, "a new card" does not.
    if (event.type === 'xstate.done.actor.prepareReview' && card !== 'card_mc') card = 'card_visa'
    // 'welcome10' typed shows as WELCOME10.
    if (event.type === 'field.change' && event.field === 'promoCode')
      promo = ({ welcome10: 'WELCOME10' } as Record<string, string>)[String(event.value)]!
    if (event.type === 'field.change' && event.field === 'imei') imei = String(event.value)
    if (event.type === 'promo.apply' || event.type === 'promo.remove') promoStep = event.type
    if (event.type === 'promo.remove') promo = ''
    if (event.type === 'xstate.error.actor.getQuote') promo = promoStep === 'promo.remove' ? 'WELCOME10' : ''
  }
  const kit = simType === 'physical' && !ownSim
  return { mode, simType, ownSim, kit, card, keep, promo, imei }
}

/** The price request for what was chosen: the kit's state sets the tax. */
function quoteRequest(events: Step[], promoCode = chosen(events).promo) {
  const { simType, kit } = chosen(events)
  return {
    planId: 'plan-unlimited',
    simType,
    needsSimKit: kit,
    zipCode: '60601',
    ...(kit ? { shippingState: 'IL' } : {}),
    ...(promoCode ? { promoCode } : {}),
  }
}

const actorsOf = (calls: RecordedCall[]) => calls.filter((call) => call.kind === 'actor')

describeMachinePaths({
  ...checkoutSamples,
  expectations: {
    'number.editing': ({ snapshot, event, previous, stepCalls }) => {
      expect(snapshot.context.plan).toEqual({ id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 })
      const { newNumber, port, numberMode } = snapshot.context
      if (!event) expect([numberMode, snapshot.context.errors, snapshot.context.formError]).toEqual(['new', {}, null])
      if (event?.type === 'number.mode')
        expect([numberMode, snapshot.context.errors, snapshot.context.formError]).toEqual([event.mode, {}, null])
      if (event?.type === 'field.change') {
        // The field shows what was typed, without its message; the not-eligible notice is gone.
        const shown = event.field === 'yourNumber' ? port.yourNumber : numberMode === 'new' ? newNumber.zipCode : port.zipCode
        expect(shown).toBe(event.value)
        expect(snapshot.context.errors[event.field]).toBeUndefined()
        expect(snapshot.context.formError).toBeNull()
      }
      if (event?.type === 'step.next') {
        // Refused: exactly the messages of the fields as they are, nothing sent.
        expect(snapshot.context.errors).toEqual(
          numberMode === 'new'
            ? messagesFor({ zipCode: newNumber.zipCode })
            : messagesFor({ yourNumber: port.yourNumber, zipCode: port.zipCode }),
        )
        expect(Object.keys(snapshot.context.errors).length).toBeGreaterThan(0)
        expect(actorsOf(stepCalls)).toEqual([])
      }
      if (event?.type === 'step.back') {
        // Back from the device: what was entered stays; the phone's messages (an incompatible phone) do not follow.
        expect([newNumber, port, numberMode]).toEqual([previous!.context.newNumber, previous!.context.port, previous!.context.numberMode])
        expect([snapshot.context.errors, snapshot.context.formError]).toEqual([{}, null])
      }
    },
    'number.checkingEligibility': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The number as digits and the ZIP code typed for it.
      expect(asked(stepCalls, 'checkPortEligibility')).toEqual([{ msisdn: '3125550199', zipCode: '60601' }])
    },
    'number.notEligible': ({ snapshot }) => expect(snapshot.context.formError).toBe('This number is not eligible for port-in.'),
    'device.editing': ({ snapshot, event, previous, events }) => {
      const { imei, errors, formError } = snapshot.context
      switch (event?.type) {
        case 'step.next':
          // Refused on the device step: the IMEI's message; arriving from the number step: nothing said yet.
          if (previous!.matches('device')) expect(errors).toEqual(messagesFor({ imei }))
          else expect([errors, formError]).toEqual([{}, null])
          break
        case 'xstate.done.actor.checkPortEligibility':
          expect([errors, formError]).toEqual([{}, null])
          break
        case 'xstate.error.actor.checkDevice':
          // Only an IMEI that fails the Luhn check is refused by the carrier.
          expect(imei).toBe(NOT_AN_IMEI)
          expect([errors, formError]).toEqual([{ imei: "This IMEI is not valid. Dial *#06# to see your phone's IMEI." }, null])
          break
        case 'field.change':
          expect(imei).toBe(event.value)
          expect(snapshot.context.device).toBeNull()
          expect([errors.imei, formError]).toEqual([undefined, null])
          break
        case 'step.back':
          // Back from the SIM step: the checked IMEI stays.
          expect(imei).toBe(chosen(events as Step[]).imei)
          break
        default:
          throw new Error(`device.editing after ${event?.type}: no expectation written`)
      }
    },
    'device.checking': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'checkDevice')).toEqual([{ imei: chosen(events as Step[]).imei }])
    },
    'device.incompatible': ({ snapshot }) => {
      expect(snapshot.context.device).toEqual(PHONES.incompatible)
      expect(snapshot.context.formError).toBe("This phone can't connect to our network. Try another phone's IMEI.")
    },
    'sim.choosing': ({ snapshot, event, events }) => {
      const { simType, hasOwnSim, iccid, errors } = snapshot.context
      expect(snapshot.context.device!.compatible).toBe(true)
      // eSIM only where the phone supports it.
      expect(snapshot.can({ type: 'sim.choose', simType: 'esim' })).toBe(snapshot.context.device!.esimCapable)
      switch (event?.type) {
        case 'xstate.done.actor.checkDevice':
          expect(snapshot.context.device).toEqual(event.output)
          expect([errors, snapshot.context.formError]).toEqual([{}, null])
          // A phone without eSIM keeps no eSIM choice made for another phone.
          expect(simType).toBe(
            chosen(events as Step[]).simType === 'esim' && !(event.output as { esimCapable: boolean }).esimCapable
              ? null
              : chosen(events as Step[]).simType,
          )
          break
        case 'sim.choose':
          expect([simType, errors.simType]).toEqual([event.simType, undefined])
          break
        case 'sim.ownSim':
          expect([hasOwnSim, errors.iccid]).toEqual([event.value, undefined])
          break
        case 'field.change':
          expect([iccid, errors.iccid]).toEqual([event.value, undefined])
          break
        case 'step.next':
          // Refused: nothing chosen, or a SIM at hand whose ICCID is not 18-22 digits.
          expect(errors).toEqual(simType === null ? { simType: 'Please choose eSIM or SIM card' } : messagesFor({ iccid }))
          break
        case 'step.back':
          break
        default:
          throw new Error(`sim.choosing after ${event?.type}: no expectation written`)
      }
    },
    'shipping.editing': ({ snapshot, event, events, previous, stepCalls }) => {
      const { shipping, errors } = snapshot.context
      expect([snapshot.context.simType, snapshot.context.hasOwnSim]).toEqual(['physical', false])
      // Arriving on the step asks the app for the profile's address (it answers with shipping.prefill); staying does not.
      expect(asked(stepCalls, 'profileAddress')).toHaveLength(previous!.matches('shipping') ? 0 : 1)
      if (event?.type === 'shipping.prefill') {
        // The profile's address fills the empty fields; a city the customer typed stays.
        const typedCity = (events as Step[]).findLast((e) => e.type === 'field.change' && e.field === 'city')?.value
        expect(shipping).toEqual({ ...SHIPPED, city: typedCity ?? 'Chicago' })
      }
      if (event?.type === 'field.change') expect([shipping[event.field as 'city'], errors[event.field]]).toEqual([event.value, undefined])
      if (event?.type === 'step.next' && previous!.matches('shipping')) {
        // Refused: exactly the messages of the address as it is.
        expect(errors).toEqual(
          messagesFor({ addressOne: shipping.addressOne, city: shipping.city, state: shipping.state, shippingZip: shipping.zipCode }),
        )
        expect(Object.keys(errors).length).toBeGreaterThan(0)
      } else if (event?.type === 'step.next') {
        // Arriving from the SIM step: nothing said yet.
        expect([errors, snapshot.context.formError]).toEqual([{}, null])
      }
    },
    'review.preparing': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'prepareReview')).toEqual([quoteRequest(events as Step[])])
    },
    'review.unavailable': ({ snapshot }) => expect(snapshot.context.formError).toBe("We couldn't reach Ring Mobile."),
    'review.ready': ({ snapshot, event, events, previous, stepCalls }) => {
      const { promoCode, errors } = snapshot.context
      const mine = chosen(events as Step[])
      // Every step that rests here keeps the review for this visit (a reload or a declined card comes back to it).
      expect(did(stepCalls, 'saveDraft')).toBe(1)
      expect(snapshot.context.cardId).toBe(mine.card)
      expect(promoCode).toBe(mine.promo)
      switch (event?.type) {
        case 'xstate.done.actor.prepareReview':
          // The bill without a promo ($56.12) and the two saved cards.
          expect(snapshot.context.quote).toEqual(quote)
          expect(snapshot.context.cards).toEqual(cards)
          break
        case 'xstate.done.actor.getQuote':
          // Applied: $10 off, $46.12; removed: $56.12 again.
          expect(snapshot.context.quote).toEqual(previous!.matches({ review: 'applyingPromo' }) ? promoQuote : quote)
          expect(errors.promoCode).toBeUndefined()
          break
        case 'xstate.error.actor.getQuote':
          if (previous!.matches({ review: 'removingPromo' })) {
            // Removing failed: the promo stays on the bill ($46.12) and in the order, and the customer is told.
            expect(errors.promoCode).toBe(PROMO_NOT_REMOVED)
            expect(snapshot.context.quote).toEqual(promoQuote)
          } else expect(errors.promoCode).toBe('This promo code is not valid')
          break
        case 'promo.apply':
          // Apply with an empty field: nothing sent, nothing said.
          expect(promoCode).toBe('')
          expect(actorsOf(stepCalls)).toEqual([])
          break
        case 'field.change':
        case 'card.select':
          break
        case 'card.keep':
          // Only under "A new card"; the choice is kept with the review.
          expect(snapshot.context.cardId).toBeNull()
          expect(snapshot.context.saveCard).toBe((event as Step).keep)
          break
        case 'payment.retry':
          // Back from "Payment Failed": the review as it was, the failure gone.
          expect(snapshot.context.formError).toBeNull()
          break
        default:
          throw new Error(`review.ready after ${event?.type}: no expectation written`)
      }
    },
    'review.applyingPromo': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'getQuote')).toEqual([quoteRequest(events as Step[], 'WELCOME10')])
    },
    'review.removingPromo': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'getQuote')).toEqual([quoteRequest(events as Step[], '')])
    },
    paying: ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The review kept for this visit stays as it was before paying.
      expect(did(stepCalls, 'saveDraft')).toBe(0)
      // A second "Pay" does nothing while the order is in flight.
      expect(snapshot.can({ type: 'order.pay' })).toBe(false)
      // The order written out from what the customer chose on the way.
      const { mode, simType, ownSim, kit, card, keep, promo } = chosen(events as Step[])
      expect(asked(stepCalls, 'placeOrder')).toEqual([
        {
          orderKey: ORDER_KEY,
          planId: plan.id,
          number: mode === 'new' ? { type: 'new', zipCode: '60601' } : { type: 'port', yourNumber: '(312) 555-0199', zipCode: '60601' },
          imei: chosen(events as Step[]).imei,
          simType,
          ...(simType === 'physical' && ownSim ? { iccid: '8901260123456789012' } : {}),
          ...(kit ? { shipping: SHIPPED } : {}),
          ...(promo ? { promoCode: promo } : {}),
          // A new card is kept only while the box stays ticked.
          ...(card ? { cardId: card } : { saveCard: keep }),
        },
      ])
    },
    redirecting: ({ stepCalls }) => {
      expect(did(stepCalls, 'goToHostedPage')).toBe(1)
      // Not paid yet: the order key and the kept review stay for the way back from the hosted page.
      expect(did(stepCalls, 'forgetOrderKey')).toBe(0)
    },
    paid: ({ snapshot, stepCalls }) => {
      expect(snapshot.status).toBe('done')
      expect(did(stepCalls, 'goToHostedPage')).toBe(0)
      // The order key is spent: the next checkout is a new order.
      expect(did(stepCalls, 'forgetOrderKey')).toBe(1)
    },
    paymentFailed: ({ snapshot }) => expect(snapshot.context.formError).toBe('Your card was declined.'),
  },
})

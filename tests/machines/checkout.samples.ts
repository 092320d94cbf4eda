/** Sample events and starting input of the checkout machine: shared by its path tests and the scenario catalogue. */
import type { SnapshotFrom } from 'xstate'
import { checkoutMachine, needsShipping, type CheckoutContext } from '@machines/checkout.machine'
import type { Compatibility, Quote } from '@contract/checkout'
import type { SavedCard } from '@contract/cards'
import type { MachineSamples } from '../support/machine-graph'
import { bare, change, done, failed } from './sample-events'

export const plan = { id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }
export const ORDER_KEY = 'order-0123456789abcdef'

export const quote: Quote = {
  currency: 'USD',
  planName: 'Unlimited',
  planPrice: 40,
  activationFee: 10,
  regulatoryFee: 1.49,
  simKitFee: 0,
  taxAmount: 4.63,
  taxState: 'IL',
  taxRate: 9.26,
  discountAmount: 0,
  total: 56.12,
  promoCode: null,
}
export const promoQuote: Quote = {
  ...quote,
  discountAmount: 10,
  total: 46.12,
  promoCode: 'WELCOME10',
  promoDescription: '$10 off your first month',
}
export const cards: SavedCard[] = [
  { id: 'card_visa', primaryCard: true, cardholderName: 'Dana Reyes', last4Digits: '4242', expiry: '08/29', network: 'visa' },
  { id: 'card_mc', primaryCard: false, cardholderName: 'Dana Reyes', last4Digits: '4444', expiry: '11/28', network: 'mastercard' },
]
/**
 * The phones typed on the device step, each answered as the carrier simulator answers its IMEI (server/carrier/
 * simulator.ts `checkDevice`, the IMEIs server/README.md documents; tests/machines/imei-samples.test.ts checks it),
 * so a tester who types one on `npm start` gets the scenario's answer.
 */
export const PHONES = {
  esim: { imei: '356938035643809', compatible: true, esimCapable: true, model: 'Ring Test Phone 5G (eSIM)' },
  simOnly: { imei: '490154203237518', compatible: true, esimCapable: false, model: 'Ring Test Phone Classic' },
  incompatible: { imei: '012345678901237', compatible: false, esimCapable: false, model: null },
} satisfies Record<string, Compatibility>
/** 15 digits that fail the Luhn check: the server refuses it on the field. */
export const NOT_AN_IMEI = '356938035643800'
const IMEI_INVALID = "This IMEI is not valid. Dial *#06# to see your phone's IMEI."
const phoneOf = (imei: string) => Object.values(PHONES).find((phone) => phone.imei === imei)

const address = { addressOne: '221 N Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60601', country: 'US' }

/**
 * The shipping step just opened, before the demo customer's profile address has filled it: the app's `profileAddress`
 * sends it as the step opens (src/features/checkout/use-checkout.ts), so nothing else happens first on screen.
 */
const awaitingProfileAddress = (s: SnapshotFrom<typeof checkoutMachine>) => s.matches('shipping') && s.context.shipping.addressOne === ''

/**
 * The step plus only the facts its guards read (never the whole context, TOOLCHAIN.md): what was entered in
 * other steps does not multiply the states of this one.
 */
function serialize(s: { value: unknown; context: CheckoutContext; matches: (value: string) => boolean }) {
  const c = s.context
  const step = typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0]
  const facts: Record<string, unknown> = {
    number: [c.numberMode, c.newNumber.zipCode.length === 5, c.port.yourNumber.length > 0, c.port.zipCode.length === 5],
    // Each 15-digit IMEI is its own phone (the carrier answers per IMEI); shorter ones are all refused alike.
    device: [c.imei.length === 15 ? c.imei : 'short'],
    sim: [c.device?.esimCapable, c.simType, c.hasOwnSim, c.iccid.length >= 18],
    shipping: [c.shipping.city.length >= 2, c.shipping.addressOne !== ''],
    review: [needsShipping(c), c.promoCode, c.quote?.promoCode ?? null, c.cardId === null, c.saveCard],
    // The order sent: a saved card, a new card kept, or a new card not kept.
    paying: [c.cardId, c.saveCard],
  }
  return JSON.stringify([s.value, facts[step] ?? null])
}

export const checkoutSamples = {
  machine: checkoutMachine,
  inputs: { 'Unlimited in the cart': { plan, orderKey: ORDER_KEY } },
  events: {
    // As on screen: choosing the mode already chosen sends nothing, so only the other one is offered.
    'number.mode': (s) => [{ type: 'number.mode', mode: s.context.numberMode === 'new' ? 'port' : 'new' }],
    'field.change': (s) => {
      if (awaitingProfileAddress(s)) return []
      if (s.matches('number')) return [change('zipCode', '606'), change('zipCode', '60601'), change('yourNumber', '(312) 555-0199')]
      if (s.matches('device'))
        return [
          change('imei', '3569380356438'),
          ...[PHONES.esim, PHONES.simOnly, PHONES.incompatible].map((p) => change('imei', p.imei)),
          change('imei', NOT_AN_IMEI),
        ]
      // The ICCID field is on screen only for a customer who says they already have our SIM card.
      if (s.matches('sim')) return s.context.hasOwnSim ? [change('iccid', '8901260'), change('iccid', '8901260123456789012')] : []
      if (s.matches('shipping')) return [change('city', 'X'), change('city', 'Chicago')]
      if (s.matches('review')) return [change('promoCode', 'welcome10')]
      return []
    },
    'sim.choose': [
      { type: 'sim.choose', simType: 'esim' },
      { type: 'sim.choose', simType: 'physical' },
    ],
    // On screen, "I already have a Ring Mobile SIM card" appears once SIM card is chosen.
    'sim.ownSim': (s) =>
      s.context.simType === 'physical'
        ? [
            { type: 'sim.ownSim', value: true },
            { type: 'sim.ownSim', value: false },
          ]
        : [],
    // The step opens filled from the profile: the page sends this at once, before the customer can touch the form.
    'shipping.prefill': (s) => (awaitingProfileAddress(s) ? [{ type: 'shipping.prefill', address }] : []),
    // As on screen: Apply while no promo is on the bill, Remove once one is.
    'promo.apply': (s) => (s.context.quote?.promoCode ? [] : [{ type: 'promo.apply' }]),
    'promo.remove': (s) => (s.context.quote?.promoCode ? [{ type: 'promo.remove' }] : []),
    'card.select': [
      { type: 'card.select', cardId: null },
      { type: 'card.select', cardId: 'card_mc' },
    ],
    // As on screen: the box shows under "A new card" only.
    'card.keep': (s) => (s.context.cardId === null ? [{ type: 'card.keep', keep: !s.context.saveCard }] : []),
    'step.next': (s) => (awaitingProfileAddress(s) ? [] : [{ type: 'step.next' }]),
    // Back is disabled on screen while a call is in flight.
    'step.back': (s) => (s.hasTag('busy') || awaitingProfileAddress(s) ? [] : [{ type: 'step.back' }]),
    ...bare('order.pay', 'payment.retry'),
    'xstate.done.actor.checkPortEligibility': [done('checkPortEligibility', { eligible: true })],
    'xstate.error.actor.checkPortEligibility': [failed('checkPortEligibility', { status: 422, message: 'Not eligible' })],
    // The carrier's answer about the IMEI typed: the phone's, or a refusal of an IMEI that is not a real one.
    'xstate.done.actor.checkDevice': (s) => {
      const phone = phoneOf(s.context.imei)
      return phone ? [done('checkDevice', phone)] : []
    },
    'xstate.error.actor.checkDevice': (s) =>
      s.context.imei === NOT_AN_IMEI
        ? [failed('checkDevice', { status: 422, message: IMEI_INVALID, errors: [{ field: 'imei', message: IMEI_INVALID }] })]
        : [],
    'xstate.done.actor.prepareReview': [done('prepareReview', { quote, cards })],
    'xstate.error.actor.prepareReview': [failed('prepareReview', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.getQuote': (s) => [done('getQuote', s.context.promoCode ? promoQuote : quote)],
    'xstate.error.actor.getQuote': [
      failed('getQuote', {
        status: 422,
        message: 'Check the promo code',
        errors: [{ field: 'promoCode', message: 'This promo code is not valid' }],
      }),
    ],
    'xstate.done.actor.placeOrder': [
      done('placeOrder', { status: 'paid', transactionId: 'txn_1', lineId: 'line_1' }),
      done('placeOrder', { status: 'redirect', url: '/pay/session/cs_1', sessionId: 'cs_1' }),
    ],
    'xstate.error.actor.placeOrder': [failed('placeOrder', { status: 402, message: 'Your card was declined.', code: 'card_declined' })],
  },
  serializeState: serialize as never,
} satisfies MachineSamples<typeof checkoutMachine>

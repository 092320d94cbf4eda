import { assertEvent, assign, fromCallback, setup } from 'xstate'
import {
  deviceSchema,
  newNumberSchema,
  ownSimSchema,
  portNumberSchema,
  promoCodeSchema,
  shippingSchema,
  type CheckoutAnswer,
  type CheckoutPayload,
  type Compatibility,
  type Quote,
  type QuotePayload,
  type Shipping,
} from '@contract/checkout'
import type { SavedCard } from '@contract/cards'
import { errorOf, fieldErrorsOf, hasErrors, type FieldErrors } from './form'
import { providedByApp } from './provided'
import { figuresOf } from './figures'
import type { z } from 'zod/mini'
import { callState, readyWith, retryState, routeByAnswer, withAnswer, type MachineTypes } from './chart'

export interface CheckoutPlan {
  id: string
  retailName: string
  retailPrice: number
}

type NumberMode = 'new' | 'port'
type SimType = 'esim' | 'physical'

export interface CheckoutContext {
  plan: CheckoutPlan
  /** One key per checkout: the server never charges twice for it, whatever the double clicks (DESIGN §5). */
  orderKey: string
  numberMode: NumberMode
  newNumber: { zipCode: string }
  port: { yourNumber: string; zipCode: string }
  imei: string
  device: Compatibility | null
  simType: SimType | null
  /** The customer already holds one of our SIM cards and gives its ICCID (no shipping). */
  hasOwnSim: boolean
  iccid: string
  shipping: Required<Shipping>
  promoCode: string
  quote: Quote | null
  cards: SavedCard[]
  /** A saved card to pay with, or null for a new card on the hosted payment page. */
  cardId: string | null
  /**
   * A new card: "Save this card for automatic renewals", ticked by default. Kept as a payment method (primary when
   * there is none) once the payment succeeds; a review kept before this existed reads as ticked.
   */
  saveCard: boolean
  errors: FieldErrors
  /** A message for the whole step (server trouble, not eligible, declined card). */
  formError: string | null
}

export type CheckoutEvent =
  | { type: 'number.mode'; mode: NumberMode }
  | { type: 'field.change'; field: string; value: string }
  | { type: 'sim.choose'; simType: SimType }
  | { type: 'sim.ownSim'; value: boolean }
  | { type: 'shipping.prefill'; address: Partial<Shipping> }
  | { type: 'promo.apply' }
  | { type: 'promo.remove' }
  | { type: 'card.select'; cardId: string | null }
  | { type: 'card.keep'; keep: boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'order.pay' }
  | { type: 'payment.retry' }

export interface CheckoutInput {
  plan: CheckoutPlan
  orderKey: string
}

export const CHECKOUT_MESSAGES = {
  chooseSim: 'Please choose eSIM or SIM card',
  incompatible: "This phone can't connect to our network. Try another phone's IMEI.",
  notEligible: 'This number is not eligible for port-in.',
} as const

const EMPTY_SHIPPING: Required<Shipping> = {
  companyName: '',
  addressOne: '',
  addressTwo: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
}

function withoutError(errors: FieldErrors, field: string) {
  const next = { ...errors }
  delete next[field]
  return next
}

/** The order the server is asked to place, from what the customer entered. */
function orderOf(context: CheckoutContext): CheckoutPayload {
  const physical = context.simType === 'physical'
  return {
    orderKey: context.orderKey,
    planId: context.plan.id,
    number:
      context.numberMode === 'new'
        ? { type: 'new', zipCode: context.newNumber.zipCode }
        : { type: 'port', yourNumber: context.port.yourNumber.trim(), zipCode: context.port.zipCode },
    imei: context.imei,
    simType: context.simType ?? 'esim',
    ...(physical && context.hasOwnSim ? { iccid: context.iccid } : {}),
    ...(physical && !context.hasOwnSim ? { shipping: context.shipping } : {}),
    ...(context.promoCode ? { promoCode: context.promoCode } : {}),
    ...(context.cardId ? { cardId: context.cardId } : { saveCard: context.saveCard !== false }),
  }
}

function quoteRequestOf(context: CheckoutContext, promoCode = context.promoCode): QuotePayload {
  return {
    planId: context.plan.id,
    simType: context.simType ?? 'esim',
    needsSimKit: context.simType === 'physical' && !context.hasOwnSim,
    zipCode: context.numberMode === 'new' ? context.newNumber.zipCode : context.port.zipCode,
    // The kit's state sets the tax (the server's sample rate table), as it will for the order.
    ...(needsShipping(context) && context.shipping.state ? { shippingState: context.shipping.state } : {}),
    ...(promoCode ? { promoCode } : {}),
  }
}

/** Said under the applied promo when removing it failed (the bill and the order keep it). */
/**
 * A step's Continue when its fields pass (`guard`): on to `target`, the step's messages cleared. With the `schema`
 * the guard checks, the rule's figures are its params, so the diagram shows them.
 */
const stepPassed = <const Target extends string, const Guard extends string>(
  target: Target,
  description: string,
  guard: Guard,
  schema?: z.ZodMiniType,
) => ({ guard: schema ? { type: guard, params: figuresOf(schema) } : guard, target, actions: 'clearStepErrors', description }) as const

const promoNotRemoved = (code: string) => `We couldn't remove ${code} right now, so it is still on your bill. Please try again.`

export const needsShipping = (context: CheckoutContext) => context.simType === 'physical' && !context.hasOwnSim

/**
 * /cart/checkout (DESIGN §4): one plan from the cart to a paid line. Steps: number → device → SIM type →
 * shipping (physical SIM only) → review and pay. Back and forward keep everything entered.
 */
export const checkoutMachine = setup({
  types: {} as MachineTypes<CheckoutContext, CheckoutEvent, CheckoutInput>,
  actors: {
    /** POST /app/users/portin/check {msisdn, zipCode} */
    checkPortEligibility: providedByApp<unknown, { msisdn: string; zipCode: string }>('checkPortEligibility'),
    /** GET /app/devices/compatibility?imei= */
    checkDevice: providedByApp<Compatibility, { imei: string }>('checkDevice'),
    /** POST /app/checkout/quote and GET /app/payments/cards, together. */
    prepareReview: providedByApp<{ quote: Quote; cards: SavedCard[] }, QuotePayload>('prepareReview'),
    /** POST /app/checkout/quote with a promo code. */
    getQuote: providedByApp<Quote, QuotePayload>('getQuote'),
    /** POST /app/checkout */
    placeOrder: providedByApp<CheckoutAnswer, CheckoutPayload>('placeOrder'),
    /**
     * The signed-in customer's address for the shipping fields: sends `shipping.prefill` when the step opens and
     * again whenever the profile changes while it is open (provided by the app; without it nothing is prefilled).
     */
    profileAddress: fromCallback(() => {}),
  },
  actions: {
    chooseNumberMode: assign(({ event }) => {
      assertEvent(event, 'number.mode')
      return { numberMode: event.mode, errors: {}, formError: null }
    }),
    changeNumberField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      const errors = withoutError(context.errors, event.field)
      if (event.field === 'yourNumber') return { port: { ...context.port, yourNumber: event.value }, errors, formError: null }
      if (event.field !== 'zipCode') return {}
      return context.numberMode === 'new'
        ? { newNumber: { zipCode: event.value }, errors, formError: null }
        : { port: { ...context.port, zipCode: event.value }, errors, formError: null }
    }),
    showNumberErrors: assign(({ context }) => ({
      errors:
        context.numberMode === 'new' ? fieldErrorsOf(newNumberSchema, context.newNumber) : fieldErrorsOf(portNumberSchema, context.port),
    })),
    showNotEligible: assign(({ event }) => {
      const error = errorOf(event)
      return { formError: error.status === 0 ? error.message : CHECKOUT_MESSAGES.notEligible }
    }),
    changeImei: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return event.field === 'imei'
        ? { imei: event.value, device: null, errors: withoutError(context.errors, 'imei'), formError: null }
        : {}
    }),
    showDeviceErrors: assign(({ context }) => ({ errors: fieldErrorsOf(deviceSchema, { imei: context.imei }) })),
    rememberDevice: assign(({ context }, device: Compatibility) => {
      // A phone without eSIM support cannot keep an eSIM choice made for another phone.
      const simType = context.simType === 'esim' && !device.esimCapable ? null : context.simType
      return { device, simType, formError: null }
    }),
    showDeviceProblem: assign(({ event }) => {
      const error = errorOf(event)
      const imeiError = error.errors?.find((item) => item.field === 'imei')
      return imeiError ? { errors: { imei: imeiError.message }, formError: null } : { formError: error.message }
    }),
    showIncompatible: assign({ formError: CHECKOUT_MESSAGES.incompatible }),
    chooseSim: assign(({ context, event }) => {
      assertEvent(event, 'sim.choose')
      return { simType: event.simType, errors: withoutError(context.errors, 'simType') }
    }),
    setOwnSim: assign(({ context, event }) => {
      assertEvent(event, 'sim.ownSim')
      return { hasOwnSim: event.value, errors: withoutError(context.errors, 'iccid') }
    }),
    changeIccid: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return event.field === 'iccid' ? { iccid: event.value, errors: withoutError(context.errors, 'iccid') } : {}
    }),
    showSimErrors: assign(({ context }) => ({
      errors: context.simType === null ? { simType: CHECKOUT_MESSAGES.chooseSim } : fieldErrorsOf(ownSimSchema, { iccid: context.iccid }),
    })),
    changeShippingField: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return event.field in EMPTY_SHIPPING
        ? { shipping: { ...context.shipping, [event.field]: event.value }, errors: withoutError(context.errors, event.field) }
        : {}
    }),
    prefillShipping: assign(({ context, event }) => {
      assertEvent(event, 'shipping.prefill')
      // Only empty fields take the profile's address: nothing the customer typed is overwritten.
      const shipping = { ...context.shipping }
      for (const [field, value] of Object.entries(event.address) as [keyof Shipping, string][]) {
        if (value && !shipping[field]) shipping[field] = value
      }
      return { shipping }
    }),
    showShippingErrors: assign(({ context }) => ({ errors: fieldErrorsOf(shippingSchema, context.shipping) })),
    clearStepErrors: assign({ errors: {}, formError: null }),
    rememberReview: assign(({ context }, { quote, cards }: { quote: Quote; cards: SavedCard[] }) => {
      // The primary card is chosen by default; no saved card means the hosted page.
      const stillThere = cards.some((card) => card.id === context.cardId)
      const cardId = stillThere ? context.cardId : (cards.find((card) => card.primaryCard)?.id ?? null)
      return { quote, cards, cardId, formError: null }
    }),
    rememberQuote: assign((_, quote: Quote) => ({ quote, formError: null })),
    showReviewProblem: assign(({ event }) => ({ formError: errorOf(event).message })),
    showPromoProblem: assign(({ event }) => {
      const error = errorOf(event)
      const message = error.errors?.find((item) => item.field === 'promoCode')?.message ?? error.message
      return { errors: { promoCode: message }, promoCode: '' }
    }),
    changePromo: assign(({ context, event }) => {
      assertEvent(event, 'field.change')
      return event.field === 'promoCode' ? { promoCode: event.value.toUpperCase(), errors: withoutError(context.errors, 'promoCode') } : {}
    }),
    showPromoErrors: assign(({ context }) => ({ errors: fieldErrorsOf(promoCodeSchema, context.promoCode) })),
    removePromo: assign({ promoCode: '' }),
    /**
     * Re-pricing without the promo failed: the bill still has the promo and its price, so the order keeps the promo
     * too (the bill stays true), and the customer is told why it is still there.
     */
    keepPromoOnBill: assign(({ context }) => {
      const code = context.quote?.promoCode ?? ''
      return { promoCode: code, errors: { promoCode: promoNotRemoved(code) } }
    }),
    selectCard: assign(({ event }) => {
      assertEvent(event, 'card.select')
      return { cardId: event.cardId }
    }),
    keepCard: assign(({ event }) => {
      assertEvent(event, 'card.keep')
      return { saveCard: event.keep }
    }),
    showPaymentProblem: assign(({ event }) => ({ formError: errorOf(event).message })),
    /** Stores 'stripeLocation' = 'checkout' and the session id, then leaves for the hosted page (provided). */
    goToHostedPage: (_, _params: { url: string; sessionId: string }) => {},
    /**
     * Keeps the ready review for this visit, so that a declined card on the hosted page or a reload comes back to it
     * with everything entered (provided by the app: browser storage).
     */
    saveDraft: () => {},
    /** The order is paid: its key is spent and the kept review with it, so the next checkout is a new order (provided). */
    forgetOrderKey: () => {},
  },
  guards: {
    isNewNumber: ({ context }) => context.numberMode === 'new',
    isNewNumberValid: ({ context }) => !hasErrors(fieldErrorsOf(newNumberSchema, context.newNumber)),
    isPortNumberValid: ({ context }) => !hasErrors(fieldErrorsOf(portNumberSchema, context.port)),
    isImeiValid: ({ context }) => !hasErrors(fieldErrorsOf(deviceSchema, { imei: context.imei })),
    isDeviceCompatible: (_, device: Compatibility) => device.compatible,
    canChooseEsim: ({ context, event }) =>
      event.type === 'sim.choose' && (event.simType === 'physical' || context.device?.esimCapable === true),
    isEsimChosen: ({ context }) => context.simType === 'esim',
    isOwnSimReady: ({ context }) =>
      context.simType === 'physical' && context.hasOwnSim && !hasErrors(fieldErrorsOf(ownSimSchema, { iccid: context.iccid })),
    needsShipping: ({ context }) => needsShipping(context),
    isShippingValid: ({ context }) => !hasErrors(fieldErrorsOf(shippingSchema, context.shipping)),
    isPromoValid: ({ context }) => context.promoCode.length > 0 && !hasErrors(fieldErrorsOf(promoCodeSchema, context.promoCode)),
    hasPromo: ({ context }) => context.promoCode.length > 0,
    isPaid: (_, answer: CheckoutAnswer) => answer.status === 'paid',
  },
}).createMachine({
  id: 'checkout',
  description: 'From the plan in the cart to a paid line: number, device, SIM, shipping, review and pay.',
  context: ({ input }) => ({
    plan: input.plan,
    orderKey: input.orderKey,
    numberMode: 'new',
    newNumber: { zipCode: '' },
    port: { yourNumber: '', zipCode: '' },
    imei: '',
    device: null,
    simType: null,
    hasOwnSim: false,
    iccid: '',
    shipping: EMPTY_SHIPPING,
    promoCode: '',
    quote: null,
    cards: [],
    cardId: null,
    saveCard: true,
    errors: {},
    formError: null,
  }),
  initial: 'number',
  states: {
    number: {
      description: 'Step 1: a new number for a ZIP code, or keep my number (port-in).',
      initial: 'editing',
      states: {
        editing: {
          description: 'The choice new / keep my number and its fields.',
          on: {
            'number.mode': { actions: 'chooseNumberMode', description: 'New number or keep my number' },
            'field.change': { actions: 'changeNumberField', description: 'Typing clears that field’s error' },
            'step.next': [
              { guard: 'isNewNumber', target: 'checkingNewNumber', description: 'New number: check the ZIP code' },
              {
                guard: { type: 'isPortNumberValid', params: figuresOf(portNumberSchema) },
                target: 'checkingEligibility',
                description: 'Keep my number, number and ZIP code pass: ask the carrier',
              },
              { actions: 'showNumberErrors', description: 'Invalid input: messages under the fields' },
            ],
          },
        },
        checkingNewNumber: {
          description: 'A new number needs only a valid ZIP code.',
          always: [
            stepPassed('#checkout.device', 'A 5-digit ZIP code: on to the device', 'isNewNumberValid', newNumberSchema),
            { target: 'editing', actions: 'showNumberErrors', description: 'Invalid ZIP code: the message under it' },
          ],
        },
        checkingEligibility: callState('Asking the carrier whether the number can move to us.', 'checkPortEligibility', {
          input: ({ context }: { context: CheckoutContext }) => ({
            msisdn: context.port.yourNumber.replace(/\D/g, ''),
            zipCode: context.port.zipCode,
          }),
          onDone: { target: '#checkout.device', actions: 'clearStepErrors', description: 'Eligible' },
          onError: {
            target: 'notEligible',
            actions: 'showNotEligible',
            description: 'The carrier says no (or cannot be reached): the reason',
          },
        }),
        notEligible: {
          description: '"This number is not eligible for port-in." Try another number or take a new one.',
          on: {
            'number.mode': { target: 'editing', actions: 'chooseNumberMode', description: 'Another choice: back to editing' },
            'field.change': { target: 'editing', actions: 'changeNumberField', description: 'Typing: back to editing' },
          },
        },
      },
    },
    device: {
      description: 'Step 2: the phone’s IMEI, checked for compatibility and eSIM support.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The IMEI field (15 digits; dial *#06# to see it).',
          on: {
            'field.change': { actions: 'changeImei', description: 'Typing clears the IMEI’s error' },
            'step.next': [
              {
                guard: { type: 'isImeiValid', params: figuresOf(deviceSchema) },
                target: 'checking',
                description: '15 digits: ask the carrier about the phone',
              },
              { actions: 'showDeviceErrors', description: 'Not 15 digits: say so' },
            ],
            'step.back': {
              target: '#checkout.number',
              actions: 'clearStepErrors',
              description: 'Back keeps what was entered; the phone’s messages stay behind',
            },
          },
        },
        checking: callState('Checking the phone with the carrier.', 'checkDevice', {
          input: ({ context }: { context: CheckoutContext }) => ({ imei: context.imei }),
          onDone: routeByAnswer('rememberDevice', [
            {
              guard: 'isDeviceCompatible',
              target: '#checkout.sim',
              description: 'Compatible: on to the SIM (eSIM offered if the phone takes one)',
            },
            { target: 'incompatible', actions: 'showIncompatible', description: 'Not compatible with our network: say so' },
          ]),
          onError: {
            target: 'editing',
            actions: 'showDeviceProblem',
            description: 'Refused (not a real IMEI) or not reached: the reason',
          },
        }),
        incompatible: {
          description: 'The phone cannot use our network: try another IMEI.',
          on: {
            'field.change': { target: 'editing', actions: 'changeImei', description: 'Typing another IMEI' },
            'step.back': {
              target: '#checkout.number',
              actions: 'clearStepErrors',
              description: 'Back to the number; the phone’s refusal stays behind',
            },
          },
        },
      },
    },
    sim: {
      description: 'Step 3: eSIM (only where the phone supports it) or a SIM card; a SIM already at hand gives its ICCID.',
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'sim.choose': { guard: 'canChooseEsim', actions: 'chooseSim', description: 'eSIM needs a phone that supports it' },
            'sim.ownSim': { actions: 'setOwnSim', description: 'I already have a Ring Mobile SIM card' },
            'field.change': { actions: 'changeIccid', description: 'Typing the SIM’s ICCID clears its error' },
            'step.next': [
              stepPassed('#checkout.review', 'eSIM: nothing to ship, on to the review', 'isEsimChosen'),
              stepPassed('#checkout.shipping', 'A SIM card from us: on to the address', 'needsShipping'),
              stepPassed('#checkout.review', 'My own SIM, one of ours: on to the review', 'isOwnSimReady', ownSimSchema),
              { actions: 'showSimErrors', description: 'Nothing chosen, or an ICCID that is not 18-22 digits' },
            ],
            'step.back': { target: '#checkout.device' },
          },
          description: 'The two SIM choices.',
        },
      },
    },
    shipping: {
      description: 'Step 4 (SIM card to ship): the delivery address.',
      invoke: { id: 'profileAddress', src: 'profileAddress' },
      initial: 'editing',
      states: {
        editing: {
          description: 'companyName (optional), addressOne, addressTwo (optional), city, state, zipCode, country.',
          on: {
            'field.change': { actions: 'changeShippingField', description: 'Typing clears that field’s error' },
            'shipping.prefill': { actions: 'prefillShipping', description: 'The profile address fills empty fields' },
            'step.next': [
              stepPassed('#checkout.review', 'A whole address: on to the review', 'isShippingValid', shippingSchema),
              { actions: 'showShippingErrors', description: 'Invalid input: messages under the fields' },
            ],
            'step.back': { target: '#checkout.sim' },
          },
        },
      },
    },
    review: {
      description: 'Step 5: plan price, fees, tax, promo and total in USD; pay with a saved card or a new one.',
      initial: 'preparing',
      states: {
        preparing: callState('Pricing the order and loading the saved cards.', 'prepareReview', {
          input: ({ context }: { context: CheckoutContext }) => quoteRequestOf(context),
          onDone: readyWith('rememberReview', 'The order and its total'),
          onError: { target: 'unavailable', actions: 'showReviewProblem', description: 'Could not price the order: the reason' },
        }),
        unavailable: retryState('The price could not be loaded: say why, offer to try again.', 'step.next', 'preparing'),
        ready: {
          description: 'The summary, the promo field and the payment choice; "Pay" places the order. Kept for this visit as it changes.',
          entry: 'saveDraft',
          on: {
            'field.change': { actions: ['changePromo', 'saveDraft'], description: 'Typing a promo code (kept in the draft)' },
            'promo.apply': [
              {
                guard: { type: 'isPromoValid', params: figuresOf(promoCodeSchema) },
                target: 'applyingPromo',
                description: 'A promo code: ask for the new total',
              },
              {
                actions: ['showPromoErrors', 'saveDraft'],
                description: 'No code, or not a code: nothing is sent; a wrong format is said under the field',
              },
            ],
            'promo.remove': {
              guard: 'hasPromo',
              target: 'removingPromo',
              actions: 'removePromo',
              description: 'Remove the applied code: ask for the total without it',
            },
            'card.select': { actions: ['selectCard', 'saveDraft'], description: 'A saved card, or a new card' },
            'card.keep': {
              actions: ['keepCard', 'saveDraft'],
              description: 'A new card: "Save this card for automatic renewals" ticked or unticked',
            },
            'order.pay': { target: '#checkout.paying' },
          },
        },
        applyingPromo: callState('Re-pricing with the promo code.', 'getQuote', {
          input: ({ context }: { context: CheckoutContext }) => quoteRequestOf(context),
          onDone: readyWith('rememberQuote', 'The new total'),
          onError: { target: 'ready', actions: 'showPromoProblem', description: 'Unknown or expired code: say so' },
        }),
        removingPromo: callState('Re-pricing without the promo code.', 'getQuote', {
          input: ({ context }: { context: CheckoutContext }) => quoteRequestOf(context),
          onDone: readyWith('rememberQuote', 'The new total'),
          onError: {
            target: 'ready',
            actions: 'keepPromoOnBill',
            description: 'Re-pricing failed: the promo stays on the bill and in the order, and the customer is told',
          },
        }),
      },
      on: {
        'step.back': [
          { guard: 'needsShipping', target: '#checkout.shipping', description: 'Back to the address' },
          { target: '#checkout.sim', description: 'Back to the SIM choice' },
        ],
      },
    },
    paying: {
      description: 'Placing the order; the Pay button spins and ignores further clicks.',
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => orderOf(context),
        onDone: [
          { guard: withAnswer('isPaid'), target: 'paid', description: 'Paid at once with a saved card' },
          {
            target: 'redirecting',
            description: 'A new card: on to the hosted payment page',
            actions: {
              type: 'goToHostedPage',
              params: ({ event }) =>
                event.output.status === 'redirect'
                  ? { url: event.output.url, sessionId: event.output.sessionId }
                  : { url: '', sessionId: '' },
            },
          },
        ],
        onError: { target: 'paymentFailed', actions: 'showPaymentProblem', description: 'Declined or not reached: the reason' },
      },
    },
    redirecting: {
      type: 'final',
      description: 'Leaving for the hosted payment page; /stripe-response shows the result.',
    },
    paid: {
      type: 'final',
      description: '"Payment Successful / Thank You"; "To Dashboard" clears the cart and goes to /dashboard.',
      entry: 'forgetOrderKey',
    },
    paymentFailed: {
      description: '"Payment Failed / Please try again!"; "Try again" returns to the review. Nothing was charged.',
      on: { 'payment.retry': { target: 'review.ready', actions: 'clearStepErrors', description: 'Try again from the review' } },
    },
  },
})

import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState, type ChangeEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import { checkoutMachine, needsShipping, type CheckoutContext, type CheckoutEvent, type CheckoutPlan } from '@machines/checkout.machine'
import { checkDevice, getQuote, placeOrder } from '@/api/checkout'
import { checkPortIn } from '@/api/port-in'
import { getSavedCards } from '@/api/payments'
import { forgetOrderKey, orderKeyOfThisVisit, readCheckoutDraft, saveCheckoutDraft } from '@/lib/storage/checkout-draft'
import { storePaymentMarkers } from '@/lib/storage/payment-markers'
import type { Shipping } from '@contract/checkout'
import type { UserInfo } from '@contract/user'
import { US_STATES } from '@contract/rules'
import { useAppActors, useCart } from '@/app/app-context'
import { filterAddress, filterCity, filterIccid, filterImei, filterYourNumber, filterZipCode } from '@/lib/filters'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { useLocaleFormat } from '@/i18n/locale-format'
import { useT } from '@/i18n/react'
import type { Translate } from '@/i18n/i18n'
import type { LocaleFormat } from '@/lib/locale'
import { taxDetail } from '@/lib/tax'
import { apiActor } from '@/lib/api-actor'
import { profilePrefill } from '@/lib/profile-prefill'
import { cardBrandName } from '@/lib/card-brand'
import { useFlowActor } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof checkoutMachine>

type Send = (event: CheckoutEvent) => void

/** The checkout's steps, in order; shipping only for a SIM card to ship. */
type StepId = 'number' | 'device' | 'sim' | 'shipping' | 'review'
/** Where a step stands for the stepper: behind the customer, the one on screen, or still ahead. */
type StepStatus = 'done' | 'current' | 'upcoming'

/** The checkout catalogue's `t` (src/i18n/catalogues/checkout). */
type CheckoutT = Translate<NonNullable<(typeof checkoutMessages)['ids']>>

const STEP_LABELS = {
  number: 'checkout.step.number',
  device: 'checkout.step.device',
  sim: 'checkout.step.sim',
  shipping: 'checkout.step.shipping',
  review: 'checkout.step.review',
} as const satisfies Record<StepId, string>

/** The 50 states for the state dropdown (SPEC §3: no District of Columbia). */
export const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.value, label: state.label }))

/** Where we ship SIM cards. */
export const COUNTRY_OPTIONS = [{ value: 'US', label: 'United States' }] as const

/** The profile's address as shipping fields (SPEC §3 user info: street number, direction, name…). */
function shippingFromProfile(
  profile: Pick<UserInfo, 'streetNumber' | 'streetDirection' | 'streetName' | 'city' | 'state' | 'zipCode'>,
): Partial<Shipping> {
  const addressOne = [profile.streetNumber, profile.streetDirection, profile.streetName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return {
    addressOne: filterAddress(addressOne),
    city: filterCity(profile.city ?? ''),
    state: STATE_OPTIONS.some((option) => option.value === profile.state) ? profile.state : '',
    zipCode: filterZipCode(profile.zipCode ?? ''),
  }
}

/** Props for a TextInput bound to one checkout field: its value, its message, and a change handler with its filter. */
interface CheckoutFieldProps {
  name: string
  value: string
  /** The field's message, or null while it is valid (or not yet checked). */
  error: string | null
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/** A dropdown bound to one checkout field (state, country). */
interface CheckoutSelectProps {
  /** The chosen option's value, or null while none is chosen. */
  value: string | null
  /** The field's message, or null. */
  error: string | null
  onChange: (value: string | null) => void
}

/** One step in the stepper. */
interface CheckoutStepView {
  id: StepId
  label: string
  status: StepStatus
}

/** Step 1: a new number for a ZIP code, or keep my number (port-in). */
interface CheckoutNumberApi {
  /** The way chosen: a new number, or keep my number (port-in). */
  mode: 'new' | 'port'
  /** A new number is chosen. */
  isNew: boolean
  chooseMode: (mode: 'new' | 'port') => void
  /** The ZIP code of the chosen way (each way keeps its own). */
  zipField: CheckoutFieldProps
  /** The number to bring over (port-in only). */
  yourNumberField: CheckoutFieldProps
  /** The carrier said the number cannot move to us ("This number is not eligible for port-in."). */
  notEligible: boolean
  /** The carrier is being asked whether the number can move. */
  checking: boolean
}

/** Step 2: the phone's IMEI, checked for compatibility and eSIM support. */
interface CheckoutDeviceApi {
  imeiField: CheckoutFieldProps
  /** The phone is being checked with the carrier. */
  checking: boolean
  /** The phone cannot use our network. */
  incompatible: boolean
}

/** Step 3: eSIM (where the phone supports it) or a SIM card, and a SIM already at hand. */
interface CheckoutSimApi {
  /** The checked phone's model, when the carrier named it. */
  model: string | null
  /** The checked phone takes an eSIM: the eSIM choice is offered. */
  esimCapable: boolean
  simType: 'esim' | 'physical' | null
  chooseSimType: (simType: 'esim' | 'physical') => void
  /** "I already have a Ring Mobile SIM card": its ICCID instead of shipping. */
  hasOwnSim: boolean
  setOwnSim: (value: boolean) => void
  iccidField: CheckoutFieldProps
  /** "Please choose eSIM or SIM card", or null. */
  error: string | null
}

/** Step 4 (a SIM card to ship): the delivery address, prefilled from the profile where empty. */
interface CheckoutShippingApi {
  companyNameField: CheckoutFieldProps
  addressOneField: CheckoutFieldProps
  addressTwoField: CheckoutFieldProps
  cityField: CheckoutFieldProps
  zipField: CheckoutFieldProps
  state: CheckoutSelectProps
  country: CheckoutSelectProps
}

/** One line of the bill, its amount formatted in USD. */
interface CheckoutPriceLine {
  /** 'plan', 'activation', 'regulatory', 'simKit', 'tax' or 'discount'. */
  id: string
  label: string
  /** A second line under the label ("First month", "One time"), or null. */
  detail: string | null
  amount: string
}

/** The promo code on the review. */
interface CheckoutPromoApi {
  field: CheckoutFieldProps
  /** The code on the bill, or null. */
  applied: string | null
  /** What the applied code gives, as the server words it. */
  description: string | null
  /** The bill is being priced again with or without the code. */
  applying: boolean
  /** Why an applied promo is still on the bill (removing it failed). */
  removeError: string | null
  apply: () => void
  remove: () => void
}

/** The payment choice that is not a saved card: a new card, on the hosted payment page. */
export const NEW_CARD = 'new'

/** A saved card to pay with, as the review lists it. */
interface CheckoutCardOption {
  id: string
  /** The brand's name ("Visa"). */
  brand: string
  /** The card network, for its icon. */
  network: string
  last4: string
  expiry: string
  holder: string
  primary: boolean
}

/** Step 5: the bill, the promo code and the payment choice. */
interface CheckoutReviewApi {
  /** The bill and the saved cards are being loaded. */
  preparing: boolean
  /** The price could not be loaded: `retry` asks again. */
  unavailable: boolean
  lines: CheckoutPriceLine[]
  /** The total due today, or null until priced. */
  total: string | null
  /** The plan's monthly price ("$40/mo"). */
  monthly: string
  promo: CheckoutPromoApi
  cards: CheckoutCardOption[]
  /** The chosen way to pay: a saved card's id, or `NEW_CARD` (a new card on the hosted payment page). */
  cardChoice: string
  /** A new card on the hosted payment page is chosen. */
  newCardSelected: boolean
  chooseCard: (choice: string) => void
  /** "Save this card for automatic renewals" under a new card: ticked by default. */
  saveCard: boolean
  setSaveCard: (keep: boolean) => void
  /** "Pay" places the order (only from the ready review). */
  canPay: boolean
  pay: () => void
  /** The order is being placed, or the hosted payment page is opening. */
  paying: boolean
  /** Leaving for the hosted payment page. */
  redirecting: boolean
  /** The price could not be loaded: try again. */
  retry: () => void
}

/** /cart/checkout as its view needs it: the step on screen, each step's fields and choices, and the payment's end. */
export interface CheckoutApi {
  /** The plan being bought, its price formatted. */
  plan: { name: string; price: string }
  /** The step on screen (the review also while paying and over its dialogs). */
  step: StepId
  /** The stepper: shipping appears only for a SIM card to ship. */
  steps: CheckoutStepView[]
  /** The step's place ("Step 2 of 4"). */
  stepNumber: number
  stepCount: number
  /** A call is in flight: the step's main button spins and further clicks do nothing. */
  busy: boolean
  /** A message for the whole step (not eligible, incompatible phone, server trouble). */
  formError: string | null
  /** Continue: checks the step and moves on. */
  next: () => void
  /** Back: the previous step, with everything entered kept. */
  back: () => void
  number: CheckoutNumberApi
  device: CheckoutDeviceApi
  sim: CheckoutSimApi
  shipping: CheckoutShippingApi
  review: CheckoutReviewApi
  /** Paid at once with a saved card: the payment success dialog. */
  paid: boolean
  /** The payment failed: the payment failure dialog. */
  paymentFailed: boolean
  /** Why the payment failed, while the failure dialog is open. */
  paymentError: string | null
  /** "Try again" on the failure dialog: back to the review. */
  retryPayment: () => void
}

/** The checkout page's API: the flow's, plus leaving it once paid. */
export interface CheckoutPageApi extends CheckoutApi {
  /** "To Dashboard" on the success dialog: goes to /dashboard and clears the cart (SPEC §4). */
  toDashboard: () => Promise<void>
}

function stepOf(snapshot: Snapshot): StepId {
  for (const id of ['number', 'device', 'sim', 'shipping'] as const) if (snapshot.matches(id)) return id
  // review, and paying / redirecting / paid / paymentFailed over it.
  return 'review'
}

/** Props for a TextInput bound to one checkout field, with its SPEC §5 typing filter. */
function bindField(snapshot: Snapshot, send: Send, name: string, value: string, filter?: (value: string) => string): CheckoutFieldProps {
  return {
    name,
    value,
    error: snapshot.context.errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'field.change', field: name, value: filter ? filter(event.target.value) : event.target.value }),
  }
}

/**
 * /cart/checkout as its view needs it. Pure: snapshot and send in (with the page's words and formats), booleans,
 * values and handlers out.
 */
function connect(
  snapshot: Snapshot,
  send: Send,
  t: CheckoutT,
  { money: formatMoney, monthly: formatMonthly, percent }: LocaleFormat,
): CheckoutApi {
  const c = snapshot.context
  const step = stepOf(snapshot)
  const busy = snapshot.hasTag('busy')
  const order: StepId[] =
    needsShipping(c) || step === 'shipping' ? ['number', 'device', 'sim', 'shipping', 'review'] : ['number', 'device', 'sim', 'review']
  const index = order.indexOf(step)
  const field = (name: string, value: string, filter?: (value: string) => string) => bindField(snapshot, send, name, value, filter)
  const isNew = c.numberMode === 'new'
  const quote = c.quote
  const paying = snapshot.matches('paying') || snapshot.matches('redirecting')

  const lines: CheckoutPriceLine[] = quote
    ? [
        {
          id: 'plan',
          label: t('checkout.price.plan', { name: quote.planName }),
          detail: t('checkout.price.firstMonth'),
          amount: formatMoney(quote.planPrice),
        },
        {
          id: 'activation',
          label: t('checkout.price.activation'),
          detail: t('checkout.price.oneTime'),
          amount: formatMoney(quote.activationFee),
        },
        { id: 'regulatory', label: t('checkout.price.regulatory'), detail: null, amount: formatMoney(quote.regulatoryFee) },
        ...(quote.simKitFee > 0
          ? [
              {
                id: 'simKit',
                label: t('checkout.price.simKit'),
                detail: t('checkout.price.shippingIncluded'),
                amount: formatMoney(quote.simKitFee),
              },
            ]
          : []),
        {
          id: 'tax',
          label: t('checkout.price.taxes'),
          detail: taxDetail(quote, { percent, standardRate: t('checkout.price.standardRate') }),
          amount: formatMoney(quote.taxAmount),
        },
        ...(quote.discountAmount > 0
          ? [
              {
                id: 'discount',
                label: quote.promoCode ? t('checkout.price.promo', { code: quote.promoCode }) : t('checkout.price.discount'),
                detail: quote.promoDescription ?? null,
                amount: formatMoney(-quote.discountAmount),
              },
            ]
          : []),
      ]
    : []

  return {
    plan: { name: c.plan.retailName, price: formatMonthly(c.plan.retailPrice) },
    step,
    steps: order.map((id, i) => ({
      id,
      label: t(STEP_LABELS[id]),
      status: i < index ? 'done' : i === index ? 'current' : 'upcoming',
    })),
    stepNumber: index + 1,
    stepCount: order.length,
    busy,
    formError: c.formError,
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),

    number: {
      mode: isNew ? 'new' : 'port',
      isNew,
      chooseMode: (mode) => send({ type: 'number.mode', mode }),
      zipField: field('zipCode', isNew ? c.newNumber.zipCode : c.port.zipCode, filterZipCode),
      yourNumberField: field('yourNumber', c.port.yourNumber, filterYourNumber),
      notEligible: snapshot.matches({ number: 'notEligible' }),
      checking: snapshot.matches({ number: 'checkingEligibility' }),
    },

    device: {
      imeiField: field('imei', c.imei, filterImei),
      checking: snapshot.matches({ device: 'checking' }),
      incompatible: snapshot.matches({ device: 'incompatible' }),
    },

    sim: {
      model: c.device?.model ?? null,
      esimCapable: c.device?.esimCapable === true,
      simType: c.simType,
      chooseSimType: (simType) => send({ type: 'sim.choose', simType }),
      hasOwnSim: c.hasOwnSim,
      setOwnSim: (value: boolean) => send({ type: 'sim.ownSim', value }),
      iccidField: field('iccid', c.iccid, filterIccid),
      error: c.errors.simType ?? null,
    },

    shipping: {
      companyNameField: field('companyName', c.shipping.companyName ?? '', filterAddress),
      addressOneField: field('addressOne', c.shipping.addressOne, filterAddress),
      addressTwoField: field('addressTwo', c.shipping.addressTwo, filterAddress),
      cityField: field('city', c.shipping.city, filterCity),
      zipField: field('zipCode', c.shipping.zipCode, filterZipCode),
      state: {
        value: c.shipping.state || null,
        error: c.errors.state ?? null,
        onChange: (value: string | null) => send({ type: 'field.change', field: 'state', value: value ?? '' }),
      },
      country: {
        value: c.shipping.country || null,
        error: c.errors.country ?? null,
        onChange: (value: string | null) => send({ type: 'field.change', field: 'country', value: value ?? '' }),
      },
    },

    review: {
      preparing: snapshot.matches({ review: 'preparing' }),
      unavailable: snapshot.matches({ review: 'unavailable' }),
      lines,
      total: quote ? formatMoney(quote.total) : null,
      monthly: formatMonthly(c.plan.retailPrice),
      promo: {
        field: field('promoCode', c.promoCode),
        applied: quote?.promoCode ?? null,
        description: quote?.promoDescription ?? null,
        applying: snapshot.matches({ review: 'applyingPromo' }) || snapshot.matches({ review: 'removingPromo' }),
        removeError: quote?.promoCode ? (c.errors.promoCode ?? null) : null,
        apply: () => send({ type: 'promo.apply' }),
        remove: () => send({ type: 'promo.remove' }),
      },
      cards: c.cards.map((card) => ({
        id: card.id,
        brand: cardBrandName(card.network),
        network: card.network,
        last4: card.last4Digits,
        expiry: card.expiry,
        holder: card.cardholderName,
        primary: card.primaryCard,
      })),
      cardChoice: c.cardId ?? NEW_CARD,
      newCardSelected: c.cardId === null,
      chooseCard: (choice) => send({ type: 'card.select', cardId: choice === NEW_CARD ? null : choice }),
      saveCard: c.saveCard !== false,
      setSaveCard: (keep) => send({ type: 'card.keep', keep }),
      canPay: snapshot.can({ type: 'order.pay' }),
      pay: () => send({ type: 'order.pay' }),
      paying,
      redirecting: snapshot.matches('redirecting'),
      retry: () => send({ type: 'step.next' }),
    },

    paid: snapshot.matches('paid'),
    paymentFailed: snapshot.matches('paymentFailed'),
    paymentError: snapshot.matches('paymentFailed') ? c.formError : null,
    retryPayment: () => send({ type: 'payment.retry' }),
  }
}

/** The review's two calls together: the price and the saved cards. */
async function prepareReview(input: Parameters<typeof getQuote>[0], signal: AbortSignal) {
  const [quote, cards] = await Promise.all([getQuote(input, signal), getSavedCards(signal)])
  return { quote, cards }
}

/** Leaving for the hosted payment page: the markers /stripe-response reads, then the page itself. */
function goToHostedPage(url: string, sessionId: string) {
  storePaymentMarkers('checkout', sessionId)
  window.location.assign(url)
}

/**
 * A stored review of this plan and order to start from (back from a declined card, or a reload), when it is one:
 * the context the machine kept at the ready review, with this plan and order key. Anything else starts from the
 * first step.
 */
function restorableDraft(plan: CheckoutPlan, orderKey: string): Snapshot | undefined {
  const context = readCheckoutDraft(plan.id, orderKey) as Partial<CheckoutContext> | null
  const ours = context?.plan?.id === plan.id && context?.orderKey === orderKey
  return context && ours ? checkoutMachine.resolveState({ value: { review: 'ready' }, context: context as CheckoutContext }) : undefined
}

/**
 * Binds the checkout machine to the provider calls, the hosted payment page, the profile's address (shipping
 * prefill), the draft kept in browser storage and the cart, and returns the view's API.
 */
export function useCheckout(plan: CheckoutPlan): CheckoutPageApi {
  const { session } = useAppActors()
  const cart = useCart()
  const navigate = useNavigate()
  // One order key per checkout visit, kept across reloads (DESIGN §5).
  const orderKey = useMemo(() => orderKeyOfThisVisit(), [])
  const [draft] = useState(() => restorableDraft(plan, orderKey))
  const { snapshot, send } = useFlowActor(
    checkoutMachine.provide({
      actors: {
        checkPortEligibility: apiActor<Parameters<typeof checkPortIn>[0], unknown>(checkPortIn),
        checkDevice: apiActor(checkDevice),
        prepareReview: apiActor(prepareReview),
        getQuote: apiActor(getQuote),
        placeOrder: apiActor(placeOrder),
        // The profile's address fills the empty shipping fields when the step opens, and again when the profile
        // arrives or changes while it is open (the machine keeps what was typed).
        profileAddress: profilePrefill<CheckoutEvent>(session, (profile) => ({
          type: 'shipping.prefill',
          address: shippingFromProfile(profile),
        })),
      },
      actions: {
        goToHostedPage: (_, params) => goToHostedPage(params.url, params.sessionId),
        saveDraft: ({ context }) => saveCheckoutDraft({ planId: context.plan.id, orderKey: context.orderKey, context }),
        forgetOrderKey: () => forgetOrderKey(),
      },
    }),
    { input: { plan, orderKey }, snapshot: draft },
  )

  const t = useT(checkoutMessages)
  const format = useLocaleFormat()
  return {
    ...connect(snapshot, send, t, format),
    toDashboard: async () => {
      await navigate({ to: '/dashboard' })
      cart.clear()
    },
  }
}

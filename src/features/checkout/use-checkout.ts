import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type ChangeEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import {
  checkoutMachine,
  needsShipping,
  type CheckoutEvent,
  type CheckoutPlan,
} from '@machines/checkout.machine'
import { checkDevice, getQuote, placeOrder } from '@/api/checkout'
import { checkPortIn } from '@/api/port-in'
import { getSavedCards } from '@/api/payments'
import { forgetOrderKey, orderKeyOfThisVisit, readCheckoutDraft, saveCheckoutDraft } from '@/lib/storage/checkout-draft'
import { storePaymentMarkers } from '@/lib/storage/payment-markers'
import type { Shipping } from '@contract/checkout'
import type { UserInfo } from '@contract/user'
import { US_STATES } from '@contract/rules'
import { useCart, useSession } from '@/app/app-context'
import { filterAddress, filterCity, filterIccid, filterImei, filterYourNumber, filterZipCode } from '@/lib/filters'
import { formatMonthly, formatUsd, taxDetail } from '@/lib/money'
import { apiActor } from '@/lib/api-actor'
import { cardBrandName } from '@/lib/card-brand'
import { useFlowActor } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof checkoutMachine>

type Send = (event: CheckoutEvent) => void

type StepId = 'number' | 'device' | 'sim' | 'shipping' | 'review'
type StepStatus = 'done' | 'current' | 'upcoming'

const STEP_LABELS: Record<StepId, string> = {
  number: 'Number',
  device: 'Device',
  sim: 'SIM',
  shipping: 'Shipping',
  review: 'Review',
}

/** The 50 states for the state dropdown (SPEC §3: no District of Columbia). */
export const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.value, label: state.label }))

/** Where we ship SIM cards. */
export const COUNTRY_OPTIONS = [{ value: 'US', label: 'United States' }] as const

/** The profile's address as shipping fields (SPEC §3 user info: street number, direction, name…). */
function shippingFromProfile(profile: Pick<UserInfo, 'streetNumber' | 'streetDirection' | 'streetName' | 'city' | 'state' | 'zipCode'>): Partial<Shipping> {
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

function stepOf(snapshot: Snapshot): StepId {
  for (const id of ['number', 'device', 'sim', 'shipping'] as const) if (snapshot.matches(id)) return id
  // review, and paying / redirecting / paid / paymentFailed over it.
  return 'review'
}

/** Props for a TextInput bound to one checkout field, with its SPEC §5 typing filter. */
function bindField(snapshot: Snapshot, send: Send, name: string, value: string, filter?: (value: string) => string) {
  return {
    name,
    value,
    error: snapshot.context.errors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      send({ type: 'field.change', field: name, value: filter ? filter(event.target.value) : event.target.value }),
  }
}

/** /cart/checkout as its view needs it. Pure: snapshot and send in, booleans, values and handlers out. */
function connect(snapshot: Snapshot, send: Send) {
  const c = snapshot.context
  const step = stepOf(snapshot)
  const busy = snapshot.hasTag('busy')
  const order: StepId[] = needsShipping(c) || step === 'shipping'
    ? ['number', 'device', 'sim', 'shipping', 'review']
    : ['number', 'device', 'sim', 'review']
  const index = order.indexOf(step)
  const field = (name: string, value: string, filter?: (value: string) => string) => bindField(snapshot, send, name, value, filter)
  const isNew = c.numberMode === 'new'
  const quote = c.quote
  const paying = snapshot.matches('paying') || snapshot.matches('redirecting')

  const lines = quote
    ? [
        { id: 'plan', label: `${quote.planName} plan`, detail: 'First month', amount: formatUsd(quote.planPrice) },
        { id: 'activation', label: 'Activation fee', detail: 'One time', amount: formatUsd(quote.activationFee) },
        { id: 'regulatory', label: 'Regulatory fee', detail: null, amount: formatUsd(quote.regulatoryFee) },
        ...(quote.simKitFee > 0
          ? [{ id: 'simKit', label: 'SIM kit', detail: 'Shipping included', amount: formatUsd(quote.simKitFee) }]
          : []),
        { id: 'tax', label: 'Taxes', detail: taxDetail(quote), amount: formatUsd(quote.taxAmount) },
        ...(quote.discountAmount > 0
          ? [
              {
                id: 'discount',
                label: quote.promoCode ? `Promo ${quote.promoCode}` : 'Discount',
                detail: quote.promoDescription ?? null,
                amount: formatUsd(-quote.discountAmount),
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
      label: STEP_LABELS[id],
      status: (i < index ? 'done' : i === index ? 'current' : 'upcoming') as StepStatus,
    })),
    stepNumber: index + 1,
    stepCount: order.length,
    /** A call is in flight: the step's main button spins and further clicks do nothing. */
    busy,
    /** A message for the whole step (not eligible, incompatible phone, server trouble). */
    formError: c.formError,
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),

    number: {
      isNew,
      isPort: !isNew,
      chooseNew: () => send({ type: 'number.mode', mode: 'new' }),
      choosePort: () => send({ type: 'number.mode', mode: 'port' }),
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
      chooseEsim: () => send({ type: 'sim.choose', simType: 'esim' }),
      choosePhysical: () => send({ type: 'sim.choose', simType: 'physical' }),
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
      prefill: (address: Partial<Shipping>) => send({ type: 'shipping.prefill', address }),
    },

    review: {
      preparing: snapshot.matches({ review: 'preparing' }),
      unavailable: snapshot.matches({ review: 'unavailable' }),
      lines,
      total: quote ? formatUsd(quote.total) : null,
      monthly: formatMonthly(c.plan.retailPrice),
      promo: {
        field: field('promoCode', c.promoCode),
        applied: quote?.promoCode ?? null,
        description: quote?.promoDescription ?? null,
        applying: snapshot.matches({ review: 'applyingPromo' }) || snapshot.matches({ review: 'removingPromo' }),
        /** Why an applied promo is still on the bill (removing it failed). */
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
        selected: c.cardId === card.id,
        select: () => send({ type: 'card.select', cardId: card.id }),
      })),
      newCardSelected: c.cardId === null,
      selectNewCard: () => send({ type: 'card.select', cardId: null }),
      /** "Pay" places the order (only from the ready review). */
      canPay: snapshot.can({ type: 'order.pay' }),
      pay: () => send({ type: 'order.pay' }),
      paying,
      redirecting: snapshot.matches('redirecting'),
      /** The price could not be loaded: try again. */
      retry: () => send({ type: 'step.next' }),
    },

    /** Paid at once with a saved card: the payment success dialog. */
    paid: snapshot.matches('paid'),
    /** The payment failed: the payment failure dialog. */
    paymentFailed: snapshot.matches('paymentFailed'),
    paymentError: snapshot.matches('paymentFailed') ? c.formError : null,
    retryPayment: () => send({ type: 'payment.retry' }),
  }
}

export type CheckoutApi = ReturnType<typeof connect>

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
 * the machine resting in the ready review with this plan and order key. Anything else starts from the first step.
 */
function restorableDraft(plan: CheckoutPlan, orderKey: string): Snapshot | undefined {
  const draft = readCheckoutDraft(plan.id, orderKey) as
    | { status?: unknown; value?: unknown; context?: { plan?: { id?: unknown }; orderKey?: unknown } }
    | null
  const atReview = JSON.stringify(draft?.value) === JSON.stringify({ review: 'ready' })
  const ours = draft?.context?.plan?.id === plan.id && draft?.context?.orderKey === orderKey
  return draft && draft.status === 'active' && atReview && ours ? (draft as unknown as Snapshot) : undefined
}

/**
 * Binds the checkout machine to the provider calls, the hosted payment page, the profile's address (shipping
 * prefill) and the cart, and returns the view's API plus the payment success handler.
 */
export function useCheckout(plan: CheckoutPlan) {
  const { profile } = useSession()
  const cart = useCart()
  const navigate = useNavigate()
  // One order key per checkout visit, kept across reloads (DESIGN §5).
  const orderKey = useMemo(() => orderKeyOfThisVisit(), [])
  const [draft] = useState(() => restorableDraft(plan, orderKey))
  const { snapshot, actorRef: actor } = useFlowActor(
    checkoutMachine.provide({
      actors: {
        checkPortEligibility: apiActor<Parameters<typeof checkPortIn>[0], unknown>(checkPortIn),
        checkDevice: apiActor(checkDevice),
        prepareReview: apiActor(prepareReview),
        getQuote: apiActor(getQuote),
        placeOrder: apiActor(placeOrder),
      },
      actions: { goToHostedPage: (_, params) => goToHostedPage(params.url, params.sessionId) },
    }),
    { input: { plan, orderKey }, snapshot: draft },
  )

  // The review is kept for this visit: a declined card on the hosted page or a reload comes back to it.
  useEffect(() => {
    const subscription = actor.subscribe((next) => {
      if (next.matches({ review: 'ready' })) saveCheckoutDraft({ planId: plan.id, orderKey, snapshot: actor.getPersistedSnapshot() })
    })
    return () => subscription.unsubscribe()
  }, [actor, plan.id, orderKey])
  const api = connect(snapshot, actor.send)

  // The profile's address fills the empty shipping fields when the step opens (the machine keeps what was typed).
  const onShipping = api.step === 'shipping'
  useEffect(() => {
    if (onShipping && profile) actor.send({ type: 'shipping.prefill', address: shippingFromProfile(profile) })
  }, [onShipping, profile, actor])

  // The order is paid: its key is spent.
  useEffect(() => {
    if (api.paid) forgetOrderKey()
  }, [api.paid])

  return {
    ...api,
    /** "To Dashboard" on the success dialog: clears the cart and goes to /dashboard (SPEC §4). */
    toDashboard: async () => {
      forgetOrderKey()
      await navigate({ to: '/dashboard' })
      cart.clear()
    },
  }
}

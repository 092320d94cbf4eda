import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { checkoutEndpoints as endpoints } from '@contract/endpoints/checkout'
import { MESSAGES } from '@contract/rules'
import { checkDevice, IMEI_INVALID, isCarrierSim, normaliseMsisdn, NOT_ELIGIBLE_FOR_PORT_IN, portInEligible } from '../carrier/simulator'
import {
  claimOrder,
  ensureOrder,
  findOrder,
  markFailed,
  markPaid,
  orderById,
  releaseOrder,
  detailsHash,
  updateOrderDetails,
  type OrderDetails,
  type OrderRow,
} from '../checkout/orders'
import { centsOf, findPromo, priceOrder, PROMO_INVALID, promoFirstOrderOnly, type Price } from '../checkout/pricing'
import { hasPaidOrder, holdFirstOrderPromo } from '../checkout/promo-redemptions'
import { taxRateFor } from '../checkout/tax'
import type { Services } from '../context'
import { cards, lines, plans } from '../db/schema'
import type { CardRow, Customer } from '../db/types'
import { endpointRoutes } from '../lib/endpoints'
import { fieldError, HttpError, notFound } from '../lib/errors'
import { answer } from '../lib/http'
import { translateMessage } from '../lib/i18n'
import { languageFor, requestLanguage } from '../lib/language'
import { enforce } from '../lib/rate-limit'
import { DECLINE_CODES, DECLINE_MESSAGES, expiryInFuture } from '../payments/cards'
import { PaymentProviderUnavailable } from '../payments/provider'
import { openHostedSession, refundQuietly, retireSession, sessionById } from '../payments/sessions'

const CHECKOUT_ERRORS = {
  planUnavailable: 'This plan is not available',
  incompatible: "This phone can't connect to our network. Try another phone's IMEI.",
  noEsim: "This phone doesn't support eSIM. Please choose a SIM card.",
  notOurSim: "This SIM card can't be used on our network. Leave the ICCID empty and we'll ship you a SIM card.",
  simInUse: 'This SIM card is already in use on another line.',
  cardUnusable: 'This card can no longer be charged. Please pay with a new card.',
  cardExpired: 'This card has expired. Please choose another card.',
  inProgress: 'Your payment is being processed. Please wait a moment.',
  providerDown: 'Our payment provider is not answering right now. Nothing was charged. Please try again in a moment.',
} as const

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Checkout attempts per customer (card testing with saved cards, runaway retries): 30 per 15 minutes. */
const CHECKOUT_LIMIT = { max: 30, windowSeconds: 15 * 60 }

/** 503 for a provider that is down: nothing was charged, the same orderKey may be retried. */
export function providerDown() {
  return new HttpError(503, CHECKOUT_ERRORS.providerDown, undefined, { 'Retry-After': '5' }, 'payments_unavailable')
}

/** 402 for a declined charge. */
function declined(code: string | null, message: string | null) {
  return new HttpError(402, message ?? DECLINE_MESSAGES.declined, undefined, undefined, code ?? DECLINE_CODES.declined)
}

const paidAnswer = (order: OrderRow) => ({ status: 'paid' as const, transactionId: order.transactionId!, lineId: order.lineId! })

/**
 * GET /app/devices/compatibility, POST /app/checkout/quote and POST /app/checkout (DESIGN §4, §5): device checks by
 * the carrier simulator, prices (server/checkout/pricing.ts) and idempotent orders (server/checkout/orders.ts).
 */
export function checkoutRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  async function activePlan(planId: string) {
    const [plan] = await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.active, true)))
    if (!plan) throw fieldError('planId', CHECKOUT_ERRORS.planUnavailable)
    return plan
  }

  function promoOf(code: string | undefined) {
    if (!code || code.trim() === '') return null
    const promo = findPromo(code)
    if (!promo) throw fieldError('promoCode', PROMO_INVALID)
    return promo
  }

  route(endpoints.deviceCompatibility, async (c) => {
    const parsed = endpoints.deviceCompatibility.query.safeParse({ imei: c.req.query('imei') ?? '' })
    if (!parsed.success) throw fieldError('imei', MESSAGES.imei)
    const device = checkDevice(parsed.data.imei)
    if (!device.valid) throw fieldError('imei', IMEI_INVALID)
    return answer(c, endpoints.deviceCompatibility.answer, {
      imei: device.imei,
      compatible: device.compatible,
      esimCapable: device.esimCapable,
      model: device.model,
    })
  })

  route(endpoints.quote, async (c) => {
    const body = c.req.valid('json')
    const plan = await activePlan(body.planId)
    const promo = promoOf(body.promoCode)
    // A signed-in customer hears at once that a first-order code is not for them (the checkout decides for good).
    const customer = c.get('customer')
    if (promo?.firstOrderOnly && customer && (await hasPaidOrder(db, customer.id)))
      throw fieldError('promoCode', promoFirstOrderOnly(promo.code))
    const price = priceOrder({
      planName: plan.retailName,
      planPrice: Number(plan.retailPrice),
      needsSimKit: body.simType === 'physical' && body.needsSimKit,
      promo,
      tax: taxRateFor({
        shippingState: body.simType === 'physical' && body.needsSimKit ? body.shippingState : null,
        serviceZip: body.zipCode,
      }),
    })
    const language = requestLanguage(c)
    return answer(c, endpoints.quote.answer, {
      ...price,
      promoDescription: price.promoDescription && translateMessage(price.promoDescription, language),
    })
  })

  /** The payload checked against the catalogue and the carrier, and priced. */
  async function prepare(
    body: z.output<typeof endpoints.placeOrder.body>,
  ): Promise<{ details: OrderDetails; price: Price; planName: string }> {
    const plan = await activePlan(body.planId)
    const device = checkDevice(body.imei)
    if (!device.valid) throw fieldError('imei', IMEI_INVALID)
    if (!device.compatible) throw fieldError('imei', CHECKOUT_ERRORS.incompatible)
    if (body.simType === 'esim' && !device.esimCapable) throw fieldError('simType', CHECKOUT_ERRORS.noEsim)

    let portMsisdn: string | null = null
    if (body.number.type === 'port') {
      portMsisdn = normaliseMsisdn(body.number.yourNumber)
      if (!portMsisdn) throw fieldError('yourNumber', MESSAGES.yourNumber)
      if (!portInEligible(portMsisdn)) throw fieldError('yourNumber', NOT_ELIGIBLE_FOR_PORT_IN)
    }

    const iccid = body.simType === 'physical' && body.iccid ? body.iccid : null
    if (iccid) {
      if (!isCarrierSim(iccid)) throw fieldError('iccid', CHECKOUT_ERRORS.notOurSim)
      const [taken] = await db.select({ id: lines.id }).from(lines).where(eq(lines.iccid, iccid)).limit(1)
      if (taken) throw fieldError('iccid', CHECKOUT_ERRORS.simInUse)
    }
    const shipping = body.simType === 'physical' && !iccid && body.shipping ? body.shipping : null
    const promo = promoOf(body.promoCode)
    const tax = taxRateFor({ shippingState: shipping?.state, serviceZip: body.number.zipCode })
    const price = priceOrder({
      planName: plan.retailName,
      planPrice: Number(plan.retailPrice),
      needsSimKit: body.simType === 'physical' && !iccid,
      promo,
      tax,
    })
    return {
      planName: plan.retailName,
      price,
      details: {
        planId: plan.id,
        numberType: body.number.type,
        zipCode: body.number.zipCode,
        portMsisdn,
        imei: body.imei,
        simType: body.simType,
        iccid,
        shipping,
        promoCode: promo?.code ?? null,
      },
    }
  }

  async function ownCard(customer: Customer, cardId: string): Promise<CardRow> {
    const [card] = await db
      .select()
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.customerId, customer.id)))
    if (!card) throw notFound('No such card')
    if (!expiryInFuture(card.expiry)) throw fieldError('cardId', CHECKOUT_ERRORS.cardExpired)
    if (services.payments.name === 'stripe' && !card.providerRef?.startsWith('pm_'))
      throw fieldError('cardId', CHECKOUT_ERRORS.cardUnusable)
    return card
  }

  /**
   * Another request holds the order (a double click, a retried request): wait for it and answer what it decided,
   * never charging a second time.
   */
  async function answerOfOther(orderId: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const order = await orderById(db, orderId)
      if (!order) break
      if (order.status === 'paid') return paidAnswer(order)
      if (order.status === 'failed') throw declined(order.failureCode, order.failureMessage)
      if (order.status === 'pending') {
        const session = order.sessionId ? await sessionById(db, order.sessionId) : undefined
        if (session?.status === 'pending' && session.url) return { status: 'redirect' as const, url: session.url, sessionId: session.id }
        break
      }
      await wait(100)
    }
    throw new HttpError(409, CHECKOUT_ERRORS.inProgress, undefined, { 'Retry-After': '2' }, 'order_in_progress')
  }

  route(endpoints.placeOrder, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    await enforce(db, `checkout:${customer.id}`, CHECKOUT_LIMIT)

    // A paid order answers the same, whatever the payload says now: it is never charged again.
    const known = await findOrder(db, customer.id, body.orderKey)
    if (known?.status === 'paid') return answer(c, endpoints.placeOrder.answer, paidAnswer(known))

    const { details, price, planName } = await prepare(body)
    const card = body.cardId ? await ownCard(customer, body.cardId) : null
    const order = await ensureOrder(db, customer.id, body.orderKey, details, price)
    if (order.status === 'paid') return answer(c, endpoints.placeOrder.answer, paidAnswer(order))
    const claimed = await claimOrder(db, order.id)
    if (!claimed) return answer(c, endpoints.placeOrder.answer, await answerOfOther(order.id))

    // Other details (a plan, promo, SIM or address changed after going back): the payment page opened for the old
    // ones is voided before the order takes the new ones, so it can never pay for what it did not show.
    const sameDetails = claimed.detailsHash === detailsHash(details, price)
    if (!sameDetails) await retireSession(db, services.payments, claimed.sessionId)
    const current = sameDetails ? claimed : await updateOrderDetails(db, claimed.id, details, price)
    const description = `${planName} — monthly plan`
    const amountCents = centsOf(current.total)
    try {
      if (!(await holdFirstOrderPromo(db, customer.id, current))) throw fieldError('promoCode', promoFirstOrderOnly(current.promoCode!))
      if (card) {
        const result = await services.payments.chargeSavedCard({
          customer,
          card,
          amountCents,
          description,
          idempotencyKey: `order:${current.id}:${current.attempt}`,
          metadata: { orderId: current.id },
        })
        if (result.outcome !== 'succeeded') {
          const message = result.message ?? DECLINE_MESSAGES[result.outcome]
          await markFailed(db, current, {
            code: DECLINE_CODES[result.outcome],
            message,
            providerRef: result.providerRef,
            network: card.network,
            last4: card.last4,
            cardId: card.id,
            sessionId: null,
          })
          throw declined(DECLINE_CODES[result.outcome], message)
        }
        const paid = await markPaid(db, current.id, {
          providerRef: result.providerRef,
          amount: current.total,
          currency: 'usd',
          network: card.network,
          last4: card.last4,
          cardId: card.id,
          sessionId: null,
        })
        if (!paid) {
          // Cannot happen while this request holds the claim (the total is fixed), but a payment never stands unrecorded.
          await refundQuietly(services.payments, result.providerRef)
          throw new HttpError(409, CHECKOUT_ERRORS.inProgress, undefined, { 'Retry-After': '2' }, 'order_in_progress')
        }
        if (!paid.won && paid.providerRef !== result.providerRef) {
          // The order was paid meanwhile through its payment page: this charge is given back.
          await refundQuietly(services.payments, result.providerRef)
        }
        // A payment page still open for this order must not take a second payment.
        await retireSession(db, services.payments, current.sessionId)
        return answer(c, endpoints.placeOrder.answer, { status: 'paid', transactionId: paid.transactionId, lineId: paid.lineId })
      }

      // A new card: the hosted page. The open one is reused while it is fresh and the order and the customer's
      // choice to keep the card are unchanged (Stripe fixes setup_future_usage when the page opens).
      const saveCard = body.saveCard ?? true
      const open = current.sessionId ? await sessionById(db, current.sessionId) : undefined
      const fresh =
        open?.status === 'pending' && open.provider === services.payments.name && open.expiresAt.getTime() > Date.now() + 5 * 60_000
      if (open && fresh && sameDetails && open.saveCard === saveCard && open.url) {
        await releaseOrder(db, current.id)
        return answer(c, endpoints.placeOrder.answer, { status: 'redirect', url: open.url, sessionId: open.id })
      }
      await retireSession(db, services.payments, current.sessionId)
      const session = await openHostedSession(db, services.payments, {
        customer,
        kind: 'payment',
        orderId: current.id,
        amountCents,
        description,
        language: languageFor(c, customer),
        saveCard,
      })
      await releaseOrder(db, current.id, { sessionId: session.id, providerSessionId: session.providerSessionId })
      return answer(c, endpoints.placeOrder.answer, { status: 'redirect', url: session.url!, sessionId: session.id })
    } catch (error) {
      // Whatever went wrong before a decision, the claim goes back (markFailed/markPaid already ended it otherwise).
      await releaseOrder(db, current.id).catch(() => undefined)
      if (error instanceof PaymentProviderUnavailable) {
        console.error(`[payments] ${error.message}`)
        throw providerDown()
      }
      throw error
    }
  })

  return app
}

import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { checkoutEndpoints } from '@contract/endpoints/checkout'
import { MESSAGES } from '@contract/rules'
import { checkDevice, IMEI_INVALID, isCarrierSim, normaliseMsisdn, NOT_ELIGIBLE_FOR_PORT_IN, portInEligible } from '../carrier/simulator'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { cards, lines, plans } from '../db/schema'
import type { CardRow, Customer } from '../db/types'
import { fieldError, HttpError, notFound } from '../lib/errors'
import { DECLINE_CODES, DECLINE_MESSAGES, expiryInFuture } from '../payments/cards'
import { sessionById } from '../payments/sessions'
import { orderById, type OrderDetails, type OrderRow } from './orders'
import { findPromo, priceOrder, PROMO_INVALID, type Price } from './pricing'
import { taxRateFor } from './tax'

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

/** 503 for a provider that is down: nothing was charged, the same orderKey may be retried. */
export function providerDown() {
  return new HttpError(503, CHECKOUT_ERRORS.providerDown, undefined, { 'Retry-After': '5' }, 'payments_unavailable')
}

/** 402 for a declined charge. */
export function declined(code: string | null, message: string | null) {
  return new HttpError(402, message ?? DECLINE_MESSAGES.declined, undefined, undefined, code ?? DECLINE_CODES.declined)
}

/** 409 while another request holds the order. */
export const orderInProgress = () => new HttpError(409, CHECKOUT_ERRORS.inProgress, undefined, { 'Retry-After': '2' }, 'order_in_progress')

export const paidAnswer = (order: OrderRow) => ({ status: 'paid' as const, transactionId: order.transactionId!, lineId: order.lineId! })

/** An active plan of the catalogue, else a 422 on planId. */
export async function activePlan(db: Db, planId: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)))
  if (!plan) throw fieldError('planId', CHECKOUT_ERRORS.planUnavailable)
  return plan
}

/** The promo a code names (none for an empty one), else a 422 on promoCode. */
export function promoOf(code: string | undefined) {
  if (!code || code.trim() === '') return null
  const promo = findPromo(code)
  if (!promo) throw fieldError('promoCode', PROMO_INVALID)
  return promo
}

/** The payload checked against the catalogue and the carrier, and priced. */
export async function prepareOrder(
  db: Db,
  body: z.output<typeof checkoutEndpoints.placeOrder.body>,
): Promise<{ details: OrderDetails; price: Price; planName: string }> {
  const plan = await activePlan(db, body.planId)
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

/** The customer's own saved card (another customer's is 404), still valid and chargeable by the provider. */
export async function ownCard(services: Services, customer: Customer, cardId: string): Promise<CardRow> {
  const [card] = await services.db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.customerId, customer.id)))
  if (!card) throw notFound('No such card')
  if (!expiryInFuture(card.expiry)) throw fieldError('cardId', CHECKOUT_ERRORS.cardExpired)
  if (services.payments.name === 'stripe' && !card.providerRef?.startsWith('pm_')) throw fieldError('cardId', CHECKOUT_ERRORS.cardUnusable)
  return card
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Another request holds the order (a double click, a retried request): wait for it (up to 10 s) and answer what it
 * decided, never charging a second time.
 */
export async function answerOfOther(db: Db, orderId: string) {
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
  throw orderInProgress()
}

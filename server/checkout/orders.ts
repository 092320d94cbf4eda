import { createHash, randomUUID } from 'node:crypto'
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm'
import { carrierNow } from '../carrier/clock'
import { carrierIccidFor, initialSimStatus } from '../carrier/simulator'
import type { Db } from '../db/client'
import { customers, lines, orders, paymentSessions, plans, transactions, type ShippingAddress } from '../db/schema'
import { writeOrderConfirmation } from './order-emails'
import type { Price } from './pricing'

export type OrderRow = typeof orders.$inferSelect

/** A claim older than this may be taken over (its holder crashed); the provider idempotency key keeps it safe. */
const STALE_CLAIM_SECONDS = 120

export interface OrderDetails {
  planId: string
  numberType: 'new' | 'port'
  zipCode: string
  portMsisdn: string | null
  imei: string
  simType: 'esim' | 'physical'
  iccid: string | null
  shipping: ShippingAddress | null
  promoCode: string | null
}

const money = (amount: number) => amount.toFixed(2)

/** A stable digest of what the order is priced from (a retry with other details opens a new payment page). */
export function detailsHash(details: OrderDetails, price: Price): string {
  return createHash('sha256')
    .update(JSON.stringify([details, price.total]))
    .digest('hex')
}

function orderColumns(details: OrderDetails, price: Price) {
  return {
    ...details,
    planPrice: money(price.planPrice),
    simKitFee: money(price.simKitFee),
    activationFee: money(price.activationFee),
    regulatoryFee: money(price.regulatoryFee),
    taxAmount: money(price.taxAmount),
    discountAmount: money(price.discountAmount),
    total: money(price.total),
    detailsHash: detailsHash(details, price),
  }
}

export async function findOrder(db: Db, customerId: string, orderKey: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.orderKey, orderKey)))
  return row
}

export async function orderById(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The order for this key, created on first use (a unique index on customer and key: concurrent firsts make one). */
export async function ensureOrder(db: Db, customerId: string, orderKey: string, details: OrderDetails, price: Price): Promise<OrderRow> {
  await db
    .insert(orders)
    .values({ customerId, orderKey, ...orderColumns(details, price) })
    .onConflictDoNothing({ target: [orders.customerId, orders.orderKey] })
  return (await findOrder(db, customerId, orderKey))!
}

/**
 * Takes the order for one request: pending or failed (or processing with a stale claim) → processing, in one
 * conditional UPDATE, so that of two concurrent requests exactly one gets it. `sessionId`: only while that hosted
 * session is the order's current one (the sandbox page).
 */
export async function claimOrder(db: Db, orderId: string, options: { sessionId?: string } = {}): Promise<OrderRow | null> {
  const claimable = or(
    inArray(orders.status, ['pending', 'failed']),
    and(eq(orders.status, 'processing'), lt(orders.claimedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`)),
  )
  const [row] = await db
    .update(orders)
    .set({ status: 'processing', claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), claimable, options.sessionId ? eq(orders.sessionId, options.sessionId) : undefined))
    .returning()
  return row ?? null
}

/**
 * Writes new details and prices on an order this request has claimed (a retry after going back a step). The
 * payment page opened for the old details stops being the order's (the caller voids it first): it can never pay
 * the new total, nor the old one for the new details.
 */
export async function updateOrderDetails(db: Db, orderId: string, details: OrderDetails, price: Price): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...orderColumns(details, price), sessionId: null, providerSessionId: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'processing')))
    .returning()
  return row
}

/** Gives the claim back (nothing decided: provider down, page opened): processing → status. */
export async function releaseOrder(
  db: Db,
  orderId: string,
  patch: Partial<Pick<OrderRow, 'status' | 'sessionId' | 'providerSessionId'>> = {},
) {
  await db
    .update(orders)
    .set({ status: 'pending', ...patch, claimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'processing')))
}

/** What a transaction of an order (paid or failed) says about the charge: the plan's item line and the order's amounts. */
function orderCharge(order: OrderRow, retailName: string) {
  const simKit = Number(order.simKitFee)
  return {
    item: `${retailName} — monthly plan`,
    amount: order.total,
    orderTotal: money(Number(order.planPrice) + simKit),
    taxAmount: order.taxAmount,
    regulatoryFee: order.regulatoryFee,
    activationFee: order.activationFee,
    discountAmount: order.discountAmount,
    finalCheckoutAmount: order.total,
    simKitFee: simKit > 0 ? order.simKitFee : null,
  }
}

export interface PaymentFacts {
  providerRef: string
  /** What the provider took, in dollars ('28.74'), and in which currency: recorded only when it is the order's total. */
  amount: string
  currency: string
  network: string | null
  last4: string | null
  cardId: string | null
  /** The hosted session that paid, if any. */
  sessionId: string | null
}

export interface PaidOrder {
  lineId: string
  transactionId: string
  /** False: the order was already paid before this call (nothing created now). */
  won: boolean
  /** The payment reference the order was paid with (to tell a second payment from a replay). */
  providerRef: string | null
}

/** The currency every order is priced in. */
const ORDER_CURRENCY = 'usd'

/**
 * Records a payment: exactly once per order (the order moves to paid in a conditional UPDATE inside the same
 * database transaction), it creates the line (temporary subscription id = line id; physical SIM pending, eSIM
 * inprogress; a port-in line awaits the old carrier's details) and the successful transaction.
 * Only a payment of the order's total in USD counts, and a hosted page's only while it is the order's page (its
 * details were frozen when it opened): otherwise null — nothing recorded, the caller gives the payment back.
 */
export async function markPaid(db: Db, orderId: string, payment: PaymentFacts): Promise<PaidOrder | null> {
  return db.transaction(async (tx) => {
    const lineId = randomUUID()
    const transactionId = randomUUID()
    const matches = payment.currency.toLowerCase() === ORDER_CURRENCY && /^\d+\.\d{2}$/.test(payment.amount)
    const [order] = !matches
      ? []
      : await tx
          .update(orders)
          .set({
            status: 'paid',
            paidAt: sql`now()`,
            updatedAt: sql`now()`,
            claimedAt: null,
            lineId,
            transactionId,
            failureCode: null,
            failureMessage: null,
          })
          .where(
            and(
              eq(orders.id, orderId),
              ne(orders.status, 'paid'),
              eq(orders.total, payment.amount),
              payment.sessionId ? eq(orders.sessionId, payment.sessionId) : undefined,
            ),
          )
          .returning()
    if (!order) {
      const [paid] = await tx.select().from(orders).where(eq(orders.id, orderId))
      if (paid?.status !== 'paid') return null
      const [txn] = await tx
        .select({ providerRef: transactions.providerRef })
        .from(transactions)
        .where(eq(transactions.id, paid.transactionId!))
      return { lineId: paid.lineId!, transactionId: paid.transactionId!, won: false, providerRef: txn?.providerRef ?? null }
    }
    const [plan] = await tx.select({ retailName: plans.retailName }).from(plans).where(eq(plans.id, order.planId))
    const [owner] = await tx
      .select({ firstName: customers.firstName, lastName: customers.lastName })
      .from(customers)
      .where(eq(customers.id, order.customerId))
    const port = order.numberType === 'port'
    await tx.insert(lines).values({
      id: lineId,
      customerId: order.customerId,
      planId: order.planId,
      mdn: null,
      simType: order.simType,
      simStatus: initialSimStatus(order.simType),
      // An eSIM profile is issued at once; a shipped kit's SIM is known when it ships; an own SIM was given.
      iccid: order.iccid ?? (order.simType === 'esim' ? carrierIccidFor(lineId) : null),
      imei: order.imei,
      zipCode: order.zipCode,
      tempSubscriptionId: lineId,
      portInState: port ? 'awaitingDetails' : null,
      portInMsisdn: port ? order.portMsisdn : null,
      portInZipCode: port ? order.zipCode : null,
      accountDetails: { firstName: owner.firstName, lastName: owner.lastName },
      statusChangedAt: await carrierNow(tx as unknown as Db),
      orderId: order.id,
    })
    await tx.insert(transactions).values({
      id: transactionId,
      customerId: order.customerId,
      lineId,
      cardId: payment.cardId,
      ...orderCharge(order, plan.retailName),
      successful: true,
      cardLast4: payment.last4,
      paymentMethod: payment.network,
      idempotencyKey: `order:${order.id}:paid`,
      providerRef: payment.providerRef,
    })
    await writeOrderConfirmation(tx, { order, plan: plan.retailName, transactionId })
    if (payment.sessionId) {
      await tx
        .update(paymentSessions)
        .set({ status: 'succeeded', transactionId, message: null, completedAt: sql`now()` })
        .where(eq(paymentSessions.id, payment.sessionId))
    }
    return { lineId, transactionId, won: true, providerRef: payment.providerRef }
  })
}

export interface FailureFacts {
  code: string
  message: string
  providerRef: string | null
  network: string | null
  last4: string | null
  cardId: string | null
  sessionId: string | null
}

/**
 * Records a declined charge of a claimed order: a failed transaction (successful false, no line) keyed by the
 * attempt so that a replay records it once, the order failed with its reason (a retry with the same key may claim
 * it again, with the next attempt number), and the hosted session failed.
 */
export async function markFailed(db: Db, order: OrderRow, failure: FailureFacts): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'failed',
        attempt: sql`${orders.attempt} + 1`,
        claimedAt: null,
        updatedAt: sql`now()`,
        failureCode: failure.code,
        failureMessage: failure.message,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'processing'), eq(orders.attempt, order.attempt)))
      .returning({ id: orders.id })
    if (!updated) return
    await recordFailedTransaction(tx as unknown as Db, order, failure, `order:${order.id}:failed:${order.attempt}`)
    if (failure.sessionId) {
      await tx
        .update(paymentSessions)
        .set({ status: 'failed', message: failure.message, completedAt: sql`now()` })
        .where(and(eq(paymentSessions.id, failure.sessionId), eq(paymentSessions.status, 'pending')))
    }
  })
}

/** A failed transaction for an order (no line), once per key. */
export async function recordFailedTransaction(db: Db, order: OrderRow, failure: FailureFacts, idempotencyKey: string) {
  const [plan] = await db.select({ retailName: plans.retailName }).from(plans).where(eq(plans.id, order.planId))
  await db
    .insert(transactions)
    .values({
      customerId: order.customerId,
      lineId: null,
      cardId: failure.cardId,
      ...orderCharge(order, plan.retailName),
      successful: false,
      cardLast4: failure.last4,
      paymentMethod: failure.network,
      idempotencyKey,
      providerRef: failure.providerRef,
    })
    .onConflictDoNothing({ target: transactions.idempotencyKey })
}

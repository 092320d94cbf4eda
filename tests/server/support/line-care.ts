import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { addOnAnswerSchema } from '@contract/add-ons'
import { carrierNow } from '@server/carrier/clock'
import { lines, sandboxCharges, transactions } from '@server/db/schema'
import type { TestServer } from './harness'
import type { TestCustomerKey } from './fixtures'
import { addCard, ESIM_ORDER, newOrderKey } from './payments'

export const DAY_MINUTES = 24 * 60

/** The sandbox charges of one renewal, every try (their idempotency keys start `renewal:<id>:`). */
export const renewalCharges = (server: TestServer, renewalId: string) =>
  server.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `renewal:${renewalId}:%`))

/** Moves the carrier simulator clock on (the billing job runs before it answers). */
/** The line's order history as the server keeps it (its transactions). */
export const lineHistory = (server: TestServer, lineId: string) =>
  server.db.select().from(transactions).where(eq(transactions.lineId, lineId))

/** The line's order history holds one entry, a payment that went through, with `fields`: answers that entry. */
export async function expectOnePayment(server: TestServer, lineId: string, fields: Record<string, unknown>) {
  const history = await lineHistory(server, lineId)
  expect(history).toEqual([expect.objectContaining({ successful: true, ...fields })])
  return history[0]
}

export const advanceClock = async (server: TestServer, minutes: number) =>
  expect((await server.call('/dev/carrier/advance', { body: { minutes } })).status).toBe(200)

/** Turns the sandbox payment provider's outage on or off. */
export const paymentOutage = async (server: TestServer, down: boolean) =>
  expect((await server.call('/dev/payments/outage', { body: { down } })).status).toBe(200)

/**
 * Makes active lines of a test customer, activated by the simulator at its now (as after a checkout). `prefix`
 * keeps the ids and numbers of two test files apart.
 */
export function lineMaker(server: TestServer, prefix: string, areaCode = '312') {
  let serial = 0
  /** `zipCode` is the service ZIP, whose state taxes the line (60601: Illinois, 8.86%). */
  return async function activeLine(who: TestCustomerKey, planId = 'plan-plus', zipCode = '60601') {
    serial += 1
    const customer = await server.customer(who)
    const id = `${prefix}-${serial}`
    const now = await carrierNow(server.db)
    await server.db.insert(lines).values({
      id,
      customerId: customer.id,
      planId,
      mdn: `${areaCode}55500${String(serial).padStart(2, '0')}`,
      simType: 'esim',
      simStatus: 'active',
      zipCode,
      activatedAt: now,
      statusChangedAt: now,
    })
    return { id, customer, activatedAt: now }
  }
}

/**
 * A line bought the way a customer buys one: `who` signs in (so the token is proven), saves a card, pays for an eSIM
 * plan at checkout, and the carrier's clock moves on until the line is active. Its id, number, the card and the token.
 */
export async function boughtEsimLine(server: TestServer, who: TestCustomerKey) {
  const token = await server.signIn(who)
  const card = await addCard(server, who)
  const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
  expect(paid.status, paid.text).toBe(200)
  const lineId = paid.body.lineId as string
  await advanceClock(server, 3)
  // Lines move on when read.
  expect((await server.call('/app/users/subscriptions', { token })).status).toBe(200)
  const [line] = await server.db.select().from(lines).where(eq(lines.id, lineId))
  expect(line.simStatus).toBe('active')
  return { token, lineId, mdn: line.mdn!, cardId: card.id }
}

/**
 * `who` saves a primary Visa ending 4242 and buys a 7-day Europe pass on the line, starting in 5 days (so it can
 * still be cancelled and refunded). The card, the signed-in token and the pass.
 */
export async function boughtTravelPass(server: TestServer, who: TestCustomerKey, lineId: string) {
  const card = await addCard(server, who, { last4: '4242', network: 'visa', primary: true })
  const token = await server.signIn(who)
  const startDate = new Date((await carrierNow(server.db)).getTime() + 5 * DAY_MINUTES * 60_000).toISOString().slice(0, 10)
  const bought = await server.call(`/app/line-care/lines/${lineId}/add-ons`, {
    token,
    body: { requestKey: randomUUID(), addOnId: 'travel-europe-7', cardId: card.id, startDate },
  })
  expect(bought.status, bought.text).toBe(200)
  return { card, token, pass: addOnAnswerSchema.parse(bought.body).addOns.addOns[0]! }
}

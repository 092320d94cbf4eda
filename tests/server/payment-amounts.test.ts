import { and, eq, like } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { lines, orders, paymentSessions, transactions } from '@server/db/schema'
import { SESSION_MESSAGES } from '@server/payments/sessions'
import { checkoutAnswerSchema } from '@contract/checkout'
import { TEST_PASSWORD } from './support/fixtures'
import { FAKE_CARDS, stripeAppForFile } from './support/fake-stripe'
import { emailOf, serverForFile } from './support/harness'
import { addCard, CARD_FIELDS, ESIM_ORDER, newOrderKey, orderCharges, submitCardForm } from './support/payments'

/**
 * A charge never differs from the page the customer paid on. A checkout with the same order key and other details
 * voids the open page before the order takes them (docs/decisions/0010-payments.md); a provider answer of another
 * amount or currency than the order's total is refunded and never recorded as paid.
 */
const WEBHOOK_SECRET = 'whsec_amounts0123456789'
const GOOD_CARD = '4242 4242 4242 4242'
// Totals for the test ZIP 60601, taxed at Illinois's sample rate (server/checkout/tax.ts).
const STARTER = { planId: 'plan-starter', total: '28.71' }
const UNLIMITED_MAX = { planId: 'plan-unlimited-max', total: '72.25' }

const server = serverForFile()
const stripeApp = stripeAppForFile(server, { secretKey: 'sk_test_amounts0123', webhookSecret: WEBHOOK_SECRET })
const { stripe } = stripeApp

async function orderOf(orderKey: string) {
  const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
  return order
}

/** Everything the customer was charged and given for this order. */
async function outcomeOf(orderKey: string) {
  const order = await orderOf(orderKey)
  const charges = await orderCharges(server, orderKey)
  return {
    order,
    succeededCharges: charges.filter((charge) => charge.outcome === 'succeeded').map((charge) => charge.amount),
    lines: await server.db.select({ planId: lines.planId }).from(lines).where(eq(lines.orderId, order.id)),
    paid: await server.db
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(
        and(
          eq(transactions.customerId, order.customerId),
          eq(transactions.successful, true),
          like(transactions.idempotencyKey, `order:${order.id}:%`),
        ),
      ),
  }
}

describe('the sandbox: an open payment page keeps the details it showed', () => {
  async function openPage(token: string, orderKey: string, planId: string) {
    const result = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, planId, orderKey } })
    expect(result.status).toBe(200)
    const answer = checkoutAnswerSchema.parse(result.body)
    if (answer.status !== 'redirect') throw new Error('expected a payment page')
    return answer
  }

  it.each([
    { opened: STARTER, then: UNLIMITED_MAX },
    { opened: UNLIMITED_MAX, then: STARTER },
  ])(
    'page for $opened.planId, then the same key with $then.planId and a declined saved card: the page charges nothing and makes no line',
    async ({ opened, then }) => {
      const token = await server.signIn('alice')
      const orderKey = newOrderKey()
      const page = await openPage(token, orderKey, opened.planId)
      const [session] = await server.db.select().from(paymentSessions).where(eq(paymentSessions.id, page.sessionId))
      expect(session.amount).toBe(opened.total)

      const declined = await addCard(server, 'alice', { outcome: 'declined', last4: '0002' })
      const second = await server.call('/app/checkout', {
        token,
        body: { ...ESIM_ORDER, planId: then.planId, orderKey, cardId: declined.id },
      })
      expect(second.status).toBe(402)

      // The customer goes back to the tab with the open page and pays with a good card.
      const posted = await submitCardForm(server, page.url, CARD_FIELDS(GOOD_CARD))
      expect(posted.status).toBe(303)
      const outcome = await outcomeOf(orderKey)
      expect(outcome.succeededCharges).toEqual([])
      expect(outcome.lines).toEqual([])
      expect(outcome.paid).toEqual([])
      expect(outcome.order).toMatchObject({ status: 'failed', planId: then.planId, total: then.total })
      const result = await server.call(`/app/payments/session/${page.sessionId}`, { token })
      expect(result.body).toMatchObject({ status: 'failed', message: SESSION_MESSAGES.replaced })

      // The order goes on with its new details: a new page for them pays their total, once.
      const next = await openPage(token, orderKey, then.planId)
      expect(next.sessionId).not.toBe(page.sessionId)
      expect((await submitCardForm(server, next.url, CARD_FIELDS(GOOD_CARD))).status).toBe(303)
      const paid = await outcomeOf(orderKey)
      expect(paid.succeededCharges).toEqual([then.total])
      expect(paid.lines).toEqual([{ planId: then.planId }])
    },
  )

  it("a page whose amount is no longer the order total charges nothing, even while it is the order's page", async () => {
    const token = await server.signIn('bob')
    const orderKey = newOrderKey()
    const page = await openPage(token, orderKey, STARTER.planId)
    // As if the order had been re-priced behind the page's back.
    await server.db.update(paymentSessions).set({ amount: '1.00' }).where(eq(paymentSessions.id, page.sessionId))
    expect((await submitCardForm(server, page.url, CARD_FIELDS(GOOD_CARD))).status).toBe(303)
    const outcome = await outcomeOf(orderKey)
    expect(outcome.succeededCharges).toEqual([])
    expect(outcome.lines).toEqual([])
    expect(outcome.order.status).toBe('pending')
    expect((await server.call(`/app/payments/session/${page.sessionId}`, { token })).body).toMatchObject({
      status: 'failed',
      message: SESSION_MESSAGES.orderChanged,
    })
  })
})

describe('Stripe: the amount actually paid is compared with the order', () => {
  const { call } = stripeApp
  let eventCounter = 0
  function webhook(type: string, object: unknown) {
    const payload = JSON.stringify({ id: `evt_amounts_${++eventCounter}`, object: 'event', type, data: { object } })
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return call('/app/payments/webhook', { bare: true, rawBody: payload, headers: { 'stripe-signature': header } })
  }
  async function signIn(who: 'carol' | 'dave' | 'erin') {
    return (await call('/app/auth/login', { body: { email: emailOf(who), password: TEST_PASSWORD } })).body.token as string
  }
  async function openCheckout(token: string, orderKey: string, planId = STARTER.planId) {
    const result = await call('/app/checkout', { token, body: { ...ESIM_ORDER, planId, orderKey } })
    expect(result.status).toBe(200)
    const order = await orderOf(orderKey)
    return { sessionId: result.body.sessionId as string, stripeSessionId: order.providerSessionId! }
  }
  async function paidNothing(orderKey: string, providerRefBefore: number) {
    const order = await orderOf(orderKey)
    expect(order.status).not.toBe('paid')
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toEqual([])
    expect(stripe.refunds.length).toBe(providerRefBefore + 1)
  }

  it.each([
    { what: 'another amount', change: { amount_total: 100 } },
    { what: 'another currency', change: { currency: 'eur' } },
    { what: 'no amount at all', change: { amount_total: null } },
  ])('a completed session with $what is refunded through the webhook, never recorded as paid', async ({ change }) => {
    const token = await signIn('carol')
    const orderKey = newOrderKey()
    const { sessionId, stripeSessionId } = await openCheckout(token, orderKey)
    Object.assign(stripe.complete(stripeSessionId, FAKE_CARDS.visa), change)
    const refundsBefore = stripe.refunds.length
    const answer = await webhook('checkout.session.completed', stripe.eventObject(stripeSessionId))
    expect(answer.status).toBe(200)
    await paidNothing(orderKey, refundsBefore)
    expect(stripe.refunds.at(-1)).toBe(stripe.sessions.get(stripeSessionId).payment_intent.id)
    const result = await call(`/app/payments/session/${sessionId}`, { token })
    expect(result.body).toMatchObject({ status: 'failed', message: SESSION_MESSAGES.notThisOrder })
  })

  it('the return path (session retrieval) refunds a mismatched amount too', async () => {
    const token = await signIn('dave')
    const orderKey = newOrderKey()
    const { sessionId, stripeSessionId } = await openCheckout(token, orderKey)
    stripe.complete(stripeSessionId, FAKE_CARDS.visa).amount_total = 7234
    const refundsBefore = stripe.refunds.length
    const result = await call(`/app/payments/session/${sessionId}`, { token })
    expect(result.body).toMatchObject({ status: 'failed', message: SESSION_MESSAGES.notThisOrder })
    await paidNothing(orderKey, refundsBefore)
  })

  it('Starter page open, same key with Unlimited Max and a declined card, the old page paid anyway → refunded, no line', async () => {
    const token = await signIn('erin')
    const orderKey = newOrderKey()
    const { stripeSessionId } = await openCheckout(token, orderKey, STARTER.planId)
    const customer = await server.customer('erin')
    const declined = await addCard(server, 'erin', { providerRef: 'pm_card_chargeDeclined' })
    expect(declined.customerId).toBe(customer.id)
    const second = await call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, planId: UNLIMITED_MAX.planId, orderKey, cardId: declined.id },
    })
    expect(second.status).toBe(402)
    // The old page was expired at Stripe; had the customer paid it before that landed, Stripe took $28.71:
    expect(stripe.sessions.get(stripeSessionId).status).toBe('expired')
    stripe.complete(stripeSessionId, FAKE_CARDS.visa)
    const refundsBefore = stripe.refunds.length
    expect((await webhook('checkout.session.completed', stripe.eventObject(stripeSessionId))).status).toBe(200)
    await paidNothing(orderKey, refundsBefore)
    expect(await orderOf(orderKey)).toMatchObject({ planId: UNLIMITED_MAX.planId, total: UNLIMITED_MAX.total })
  })
})

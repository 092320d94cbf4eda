import { and, eq, like } from 'drizzle-orm'
import Stripe from 'stripe'
import { beforeEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@server/config'
import { cards, customers, lines, orders, outbox, paymentEvents, transactions } from '@server/db/schema'
import { STRIPE_API_VERSION, verifyStripeEvent } from '@server/payments/stripe'
import { checkoutAnswerSchema } from '@contract/checkout'
import { paymentSessionSchema } from '@contract/payments'
import { TEST_PUBLIC_URL } from './support/fixtures'
import { emailOf, serverForFile } from './support/harness'
import { FAKE_CARDS, stripeAppForFile } from './support/fake-stripe'
import { ESIM_ORDER, newOrderKey } from './support/payments'

const SECRET_KEY = 'sk_test_fake0123456789'
const WEBHOOK_SECRET = 'whsec_testsecret0123456789'

const server = serverForFile()
const stripeApp = stripeAppForFile(server, { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
const { stripe, call } = stripeApp
beforeEach(() => {
  stripe.state.down = false
})

async function signIn(who: 'alice' | 'bob' | 'carol' | 'dave' | 'erin' | 'frank' | 'grace' | 'heidi') {
  const result = await call('/app/auth/login', { body: { email: emailOf(who), password: 'Test#2026' } })
  return result.body.token as string
}

/** A Stripe-Signature header as Stripe would send it (the SDK's test helper). */
const signStripePayload = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

function webhook(event: unknown, options: { secret?: string; timestamp?: number; header?: string | null } = {}) {
  const payload = JSON.stringify(event)
  const header =
    options.header === undefined ? signStripePayload(payload, options.secret ?? WEBHOOK_SECRET, options.timestamp) : options.header
  return call('/app/payments/webhook', { bare: true, rawBody: payload, headers: header === null ? {} : { 'stripe-signature': header } })
}

/** The mails to a test customer whose subject starts with `subject`. */
const mailsTo = (who: 'erin' | 'frank', subject: string) =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, emailOf(who)), like(outbox.subject, `${subject}%`)))

let eventCounter = 0
const event = (type: string, object: unknown) => ({ id: `evt_test_${++eventCounter}`, object: 'event', type, data: { object } })

async function openCheckout(token: string, orderKey = newOrderKey(), extra: Record<string, unknown> = {}) {
  const result = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, ...extra } })
  expect(result.status).toBe(200)
  const answer = checkoutAnswerSchema.parse(result.body)
  if (answer.status !== 'redirect') throw new Error('expected a redirect')
  const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
  return { ...answer, orderKey, order, stripeSessionId: order.providerSessionId! }
}

describe('configuration', () => {
  it('requires both Stripe keys, in their formats, when PAYMENTS_PROVIDER=stripe', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'stripe', DATA_DIR: '.data-test/unused', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrowError(/STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: is required/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'nope',
        JWT_SECRET: 'x'.repeat(32),
      }),
    ).toThrowError(ConfigError)
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      JWT_SECRET: 'x'.repeat(32),
    })
    expect(config).toMatchObject({ paymentsProvider: 'stripe', stripeSecretKey: SECRET_KEY, stripeWebhookSecret: WEBHOOK_SECRET })
    // The sandbox needs neither.
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).paymentsProvider).toBe('sandbox')
  })
})

describe('Stripe Checkout, payment mode', () => {
  it('opens a Checkout session for the order and confirms the payment on the server', async () => {
    const token = await signIn('alice')
    const { url, sessionId, order, stripeSessionId } = await openCheckout(token)
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${stripeSessionId}`)
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.params as any).metadata.sessionId === sessionId)!
    expect(created.idempotencyKey).toBe(`session:${sessionId}`)
    // The SDK sends the secret key, the pinned API version and Stripe's form encoding (values as strings).
    expect(created.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
    expect(created.headers.get('stripe-version')).toBe(STRIPE_API_VERSION)
    expect(created.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(created.params).toMatchObject({
      mode: 'payment',
      // No Accept-Language: the customer's saved language, alice's English.
      locale: 'en',
      success_url: `${TEST_PUBLIC_URL}/stripe-response?session_id=${sessionId}`,
      cancel_url: `${TEST_PUBLIC_URL}/pay/stripe/cancel/${sessionId}`,
      client_reference_id: order.id,
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '5592', product_data: { name: 'Unlimited — monthly plan' } } },
      ],
    })

    // Not paid yet: the browser's return alone proves nothing.
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body.status).toBe('pending')
    stripe.complete(stripeSessionId, FAKE_CARDS.visa)
    const result = await call(`/app/payments/session/${sessionId}`, { token })
    expect(paymentSessionSchema.parse(result.body)).toMatchObject({
      status: 'succeeded',
      kind: 'payment',
      transactionId: expect.any(String),
    })
    const [txn] = await server.db.select().from(transactions).where(eq(transactions.id, result.body.transactionId))
    expect(txn).toMatchObject({ successful: true, cardLast4: '4242', paymentMethod: 'visa', amount: '55.92' })
    expect(txn.providerRef).toMatch(/^pi_test_/)
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
  })

  it("opens Checkout in the language the customer is using, its line item named in it (the request's Accept-Language)", async () => {
    const token = await signIn('dave')
    const result = await call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey() },
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    })
    const answer = checkoutAnswerSchema.parse(result.body)
    if (answer.status !== 'redirect') throw new Error('expected a redirect')
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && (r.params as any).metadata.sessionId === answer.sessionId,
    )!
    expect(created.params).toMatchObject({
      locale: 'es',
      line_items: [{ price_data: { product_data: { name: 'Unlimited: plan mensual' } } }],
      // The payment's description stays as the records write it.
      payment_intent_data: { description: 'Unlimited — monthly plan' },
    })
  })

  it('answers 503 when Stripe cannot be reached; nothing is paid and the same key works later', async () => {
    const token = await signIn('bob')
    const orderKey = newOrderKey()
    stripe.state.down = true
    const down = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey } })
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ code: 'payments_unavailable', message: expect.stringContaining('Nothing was charged') })
    const card = await server.db
      .insert(cards)
      .values({
        customerId: (await server.customer('bob')).id,
        network: 'visa',
        last4: '4242',
        expiry: '12/34',
        holderName: 'Bob',
        providerRef: FAKE_CARDS.visa.id,
      })
      .returning()
    const downCard = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: card[0].id } })
    expect(downCard.status).toBe(503)
    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    expect(order).toMatchObject({ status: 'pending', transactionId: null })
    expect((await call('/app/payments/storecardpage', { token, method: 'POST' })).status).toBe(503)

    stripe.state.down = false
    const later = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: card[0].id } })
    expect(later.status).toBe(200)
    expect(later.body.status).toBe('paid')
  })

  it('cancel comes back through the server: the Checkout session is expired and ours fails', async () => {
    const token = await signIn('carol')
    const { sessionId, stripeSessionId } = await openCheckout(token)
    const response = await fetch(`${stripeApp.url}/pay/stripe/cancel/${sessionId}`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/stripe-response?session_id=${sessionId}`)
    expect(stripe.sessions.get(stripeSessionId).status).toBe('expired')
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body).toMatchObject({
      status: 'failed',
      message: 'The payment was cancelled.',
    })
  })
})

describe('Stripe Checkout keeps the card for renewals, with consent', () => {
  it('asks for setup_future_usage off_session when the box is ticked and keeps the payment method; not when unticked', async () => {
    const token = await signIn('carol')
    const [carol] = await server.db
      .select()
      .from(customers)
      .where(eq(customers.email, emailOf('carol')))
    const kept = await openCheckout(token, newOrderKey(), { saveCard: true })
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && (r.params as any).metadata.sessionId === kept.sessionId,
    )!
    expect((created.params as any).payment_intent_data).toMatchObject({ setup_future_usage: 'off_session' })
    stripe.complete(kept.stripeSessionId, FAKE_CARDS.visa)
    const result = await call(`/app/payments/session/${kept.sessionId}`, { token })
    expect(result.body).toMatchObject({ status: 'succeeded', cardId: expect.any(String) })
    const saved = await server.db.select().from(cards).where(eq(cards.customerId, carol.id))
    expect(saved).toEqual([
      expect.objectContaining({
        id: result.body.cardId,
        primary: true,
        last4: '4242',
        network: 'visa',
        providerRef: expect.stringMatching(/^pm_/),
      }),
    ])
    // A replay (the webhook after the return) keeps nothing twice.
    await call(`/app/payments/session/${kept.sessionId}`, { token })
    expect(await server.db.select().from(cards).where(eq(cards.customerId, carol.id))).toHaveLength(1)
    // The kept card pays a later checkout off-session.
    const again = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: result.body.cardId } })
    expect(again.body.status).toBe('paid')

    const unticked = await openCheckout(token, newOrderKey(), { saveCard: false })
    const plain = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && (r.params as any).metadata.sessionId === unticked.sessionId,
    )!
    expect((plain.params as any).payment_intent_data.setup_future_usage).toBeUndefined()
    stripe.complete(unticked.stripeSessionId, FAKE_CARDS.visa)
    expect((await call(`/app/payments/session/${unticked.sessionId}`, { token })).body).toMatchObject({ status: 'succeeded', cardId: null })
    expect(await server.db.select().from(cards).where(eq(cards.customerId, carol.id))).toHaveLength(1)
  })
})

describe('Stripe saved cards', () => {
  it('charges off-session with an idempotency key, maps declines to 402, and refuses cards Stripe does not hold', async () => {
    const token = await signIn('dave')
    const daveId = (await server.customer('dave')).id
    const [visa, declined, poor, legacy] = await server.db
      .insert(cards)
      .values([
        {
          customerId: daveId,
          network: 'visa',
          last4: '4242',
          expiry: '12/34',
          holderName: 'Dave',
          providerRef: 'pm_card_visa',
          primary: true,
        },
        { customerId: daveId, network: 'visa', last4: '0002', expiry: '12/34', holderName: 'Dave', providerRef: 'pm_card_chargeDeclined' },
        {
          customerId: daveId,
          network: 'visa',
          last4: '9995',
          expiry: '12/34',
          holderName: 'Dave',
          providerRef: 'pm_card_chargeDeclinedInsufficientFunds',
        },
        { customerId: daveId, network: 'visa', last4: '1111', expiry: '12/34', holderName: 'Dave', providerRef: null },
      ])
      .returning()
    const orderKey = newOrderKey()
    const no = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: declined.id } })
    expect(no.status).toBe(402)
    expect(no.body).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
    const poorAnswer = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: poor.id } })
    expect(poorAnswer.body).toEqual({ message: 'Your card has insufficient funds.', code: 'insufficient_funds' })
    const legacyAnswer = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: legacy.id } })
    expect(legacyAnswer.status).toBe(422)
    expect(legacyAnswer.body.errors[0].field).toBe('cardId')

    const paid = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: visa.id } })
    expect(paid.status).toBe(200)
    const charges = stripe.requests.filter((r) => r.path === '/v1/payment_intents' && (r.params as any).metadata.orderId)
    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    // One key per attempt: a decline does not poison the next try, a replay of one attempt reuses its key.
    expect(charges.filter((r) => (r.params as any).metadata.orderId === order.id).map((r) => r.idempotencyKey)).toEqual([
      `order:${order.id}:0`,
      `order:${order.id}:1`,
      `order:${order.id}:2`,
    ])
    expect(charges.at(-1)!.params).toMatchObject({
      amount: '5592',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      payment_method: 'pm_card_visa',
    })
    const failed = await server.db.select().from(transactions).where(eq(transactions.customerId, daveId))
    expect(failed.map((t) => t.successful).sort()).toEqual([false, false, true])
  })
})

describe('POST /app/payments/webhook', () => {
  it('needs a valid, fresh signature and no client headers', async () => {
    const object = { id: 'cs_unknown', object: 'checkout.session' }
    const ok = await webhook(event('checkout.session.completed', object))
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ received: true, ignored: true })
    const wrong = await webhook(event('checkout.session.completed', object), { secret: 'whsec_other' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toMatch(/signature/)
    const stale = await webhook(event('checkout.session.completed', object), { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toMatch(/stale/)
    const missing = await webhook(event('checkout.session.completed', object), { header: null })
    expect(missing.status).toBe(400)
    const tampered = await call('/app/payments/webhook', {
      bare: true,
      rawBody: JSON.stringify(event('checkout.session.completed', { id: 'cs_other' })),
      headers: { 'stripe-signature': signStripePayload(JSON.stringify(event('checkout.session.completed', object)), WEBHOOK_SECRET) },
    })
    expect(tampered.status).toBe(400)
    // The sandbox server has no webhook.
    expect((await server.call('/app/payments/webhook', { bare: true, rawBody: '{}' })).status).toBe(404)
  })

  it('verifies signatures with several v1 values and a 5-minute tolerance', async () => {
    const payload = '{"id":"evt_1"}'
    const now = 1_800_000_000_000
    const header = signStripePayload(payload, WEBHOOK_SECRET, now / 1000 - 299)
    expect(await verifyStripeEvent(payload, header, WEBHOOK_SECRET, { now })).toEqual({ ok: true, event: { id: 'evt_1' } })
    expect(await verifyStripeEvent(payload, `${header},v1=deadbeef`, WEBHOOK_SECRET, { now })).toMatchObject({ ok: true })
    expect(await verifyStripeEvent(payload, `t=${now / 1000},v1=deadbeef`, WEBHOOK_SECRET, { now })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(await verifyStripeEvent(payload, header, WEBHOOK_SECRET, { now: now + 2000 })).toEqual({ ok: false, reason: 'stale' })
    expect(await verifyStripeEvent(payload, 't=abc', WEBHOOK_SECRET, { now })).toEqual({ ok: false, reason: 'malformed' })
    expect(await verifyStripeEvent(payload, undefined, WEBHOOK_SECRET, { now })).toEqual({ ok: false, reason: 'missing' })
  })

  it('applies checkout.session.completed once: one line, one transaction, whatever the replays', async () => {
    const token = await signIn('erin')
    const { sessionId, order, stripeSessionId } = await openCheckout(token)
    stripe.complete(stripeSessionId, FAKE_CARDS.mastercard)
    const completed = event('checkout.session.completed', stripe.eventObject(stripeSessionId))
    const first = await webhook(completed)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ received: true })
    const replay = await webhook(completed)
    expect(replay.body).toEqual({ received: true, duplicate: true })
    // Another event about the same session (Stripe may send both) and the browser asking: still one of each.
    await webhook(event('checkout.session.async_payment_succeeded', stripe.eventObject(stripeSessionId)))
    await Promise.all([
      webhook(event('checkout.session.completed', stripe.eventObject(stripeSessionId))),
      call(`/app/payments/session/${sessionId}`, { token }),
    ])

    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
    const paid = await server.db
      .select()
      .from(transactions)
      .where(eq(transactions.idempotencyKey, `order:${order.id}:paid`))
    expect(paid).toHaveLength(1)
    expect(paid[0]).toMatchObject({ cardLast4: '4444', paymentMethod: 'mastercard' })
    expect(await server.db.select().from(paymentEvents).where(eq(paymentEvents.id, completed.id))).toHaveLength(1)
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body).toMatchObject({
      status: 'succeeded',
      transactionId: paid[0].id,
    })
    // One order confirmation, naming the card Stripe charged.
    const confirmations = await mailsTo('erin', 'Your Ring Mobile order is paid')
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0].text).toContain('to your Mastercard ending in 4444 for')
  })

  it('saves the card of a completed setup session once (brand, last four, expiry, holder, payment method id)', async () => {
    const token = await signIn('frank')
    const open = await call('/app/payments/storecardpage', { token, method: 'POST' })
    expect(open.status).toBe(200)
    expect(open.body.url).toMatch(/^https:\/\/checkout\.stripe\.com\//)
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && (r.params as any).metadata.sessionId === open.body.sessionId,
    )!
    expect(created.params).toMatchObject({ mode: 'setup', currency: 'usd', payment_method_types: ['card'] })
    const stripeSessionId = [...stripe.sessions.values()].find((s) => s.metadata.sessionId === open.body.sessionId).id
    stripe.complete(stripeSessionId, FAKE_CARDS.visa)
    const completed = event('checkout.session.completed', stripe.eventObject(stripeSessionId))
    await webhook(completed)
    await webhook({ ...completed, id: `${completed.id}_again` })
    const frank = (await server.customer('frank')).id
    const saved = await server.db.select().from(cards).where(eq(cards.customerId, frank))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({
      network: 'visa',
      last4: '4242',
      expiry: '12/34',
      holderName: 'Stripe Tester',
      providerRef: 'pm_card_visa',
      primary: true,
    })
    expect((await call(`/app/payments/session/${open.body.sessionId}`, { token })).body).toMatchObject({
      status: 'succeeded',
      kind: 'setup',
      cardId: saved[0].id,
    })
    const added = await mailsTo('frank', 'A card was added')
    expect(added.map((mail) => mail.text.split('\n\n')[1])).toEqual([
      'Your Visa ending in 4242 was saved as a payment method of your Ring Mobile account. It is your primary card: renewals and add-ons are charged to it.',
    ])
  })

  it('records a card refused inside Checkout as a failed transaction, once; expiry fails the session', async () => {
    const token = await signIn('grace')
    const { sessionId, order, stripeSessionId } = await openCheckout(token)
    const failedIntent = {
      id: 'pi_failed_1',
      object: 'payment_intent',
      metadata: { orderId: order.id, sessionId, source: 'checkout_page' },
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_method: { card: { brand: 'visa', last4: '9995' } },
      },
    }
    const failedEvent = event('payment_intent.payment_failed', failedIntent)
    await webhook(failedEvent)
    await webhook(failedEvent)
    const grace = (await server.customer('grace')).id
    const failed = await server.db.select().from(transactions).where(eq(transactions.customerId, grace))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toMatchObject({ successful: false, cardLast4: '9995', lineId: null })
    // The page stays open for another card.
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body.status).toBe('pending')

    stripe.sessions.get(stripeSessionId).status = 'expired'
    await webhook(event('checkout.session.expired', stripe.eventObject(stripeSessionId)))
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body).toMatchObject({
      status: 'failed',
      message: 'The payment page expired. Please try again.',
    })
  })

  it('refunds a second payment for an order already paid with a saved card', async () => {
    const token = await signIn('heidi')
    const heidi = await server.db
      .select()
      .from(customers)
      .where(eq(customers.email, emailOf('heidi')))
    const [card] = await server.db
      .insert(cards)
      .values({
        customerId: heidi[0].id,
        network: 'visa',
        last4: '4242',
        expiry: '12/34',
        holderName: 'Heidi',
        providerRef: 'pm_card_visa',
      })
      .returning()
    const { sessionId, orderKey, stripeSessionId, order } = await openCheckout(token)
    // The saved card pays first (the open page is expired at Stripe) …
    const paid = await call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: card.id } })
    expect(paid.body.status).toBe('paid')
    expect(stripe.sessions.get(stripeSessionId).status).toBe('expired')
    // … but had the page been paid anyway, that payment is given back and no second line is made.
    stripe.sessions.get(stripeSessionId).status = 'open'
    const session = stripe.complete(stripeSessionId)
    await webhook(event('checkout.session.completed', stripe.eventObject(stripeSessionId)))
    expect(stripe.refunds).toContain(session.payment_intent.id)
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
    expect((await call(`/app/payments/session/${sessionId}`, { token })).body).toMatchObject({ status: 'failed' })
  })
})

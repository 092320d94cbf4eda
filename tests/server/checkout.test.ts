import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lines, orders, transactions } from '@server/db/schema'
import { createSandboxProvider } from '@server/payments/sandbox'
import { carrierIccidFor } from '@server/carrier/simulator'
import { checkoutAnswerSchema, compatibilitySchema, quoteSchema } from '@contract/checkout'
import { linesAnswerSchema } from '@contract/lines'
import { transactionsAnswerSchema } from '@contract/payments'
import { fieldError, listen, request, serverForFile } from './support/harness'
import {
  addCard,
  ESIM_IMEI,
  ESIM_ORDER,
  imei,
  INCOMPATIBLE_IMEI,
  listenWithSlowSandbox,
  newOrderKey,
  orderCharges,
  PHYSICAL_IMEI,
  SHIPPING,
} from './support/payments'

const server = serverForFile()

const chargesFor = (orderKey: string) => orderCharges(server, orderKey)

describe('GET /app/devices/compatibility', () => {
  it('answers compatibility and eSIM support by the simulator rules', async () => {
    const esim = await server.call(`/app/devices/compatibility?imei=${ESIM_IMEI}`)
    expect(esim.status).toBe(200)
    expect(compatibilitySchema.parse(esim.body)).toMatchObject({ imei: ESIM_IMEI, compatible: true, esimCapable: true })
    const physical = await server.call(`/app/devices/compatibility?imei=${PHYSICAL_IMEI}`)
    expect(physical.body).toMatchObject({ compatible: true, esimCapable: false })
    const incompatible = await server.call(`/app/devices/compatibility?imei=${INCOMPATIBLE_IMEI}`)
    expect(incompatible.body).toMatchObject({ compatible: false, esimCapable: false })
  })

  it('refuses an IMEI that fails Luhn or is not 15 digits (422 on imei)', async () => {
    const bad = await server.call('/app/devices/compatibility?imei=490154203237519')
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'imei')).toBe("This IMEI is not valid. Dial *#06# to see your phone's IMEI.")
    const short = await server.call('/app/devices/compatibility?imei=1234')
    expect(short.status).toBe(422)
    expect(fieldError(short.body.errors, 'imei')).toBe('IMEI should be 15 digits')
  })
})

describe('POST /app/users/portin/check', () => {
  it('answers eligible, or 422 with the failure message for a number ending in 0000', async () => {
    const token = await server.signIn('alice')
    const ok = await server.call('/app/users/portin/check', { token, body: { msisdn: '(312) 555-0199', zipCode: '60601' } })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ eligible: true, message: expect.any(String) })
    const no = await server.call('/app/users/portin/check', { token, body: { msisdn: '312-555-0000', zipCode: '60601' } })
    expect(no.status).toBe(422)
    expect(no.body.message).toBe('This number is not eligible for port-in.')
    const bad = await server.call('/app/users/portin/check', { token, body: { msisdn: '', zipCode: '606' } })
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'zipCode')).toBe('Please enter 5 digit ZIP Code')
  })
})

describe('POST /app/checkout/quote', () => {
  it('prices a plan with fees, tax and the promo codes', async () => {
    const base = { planId: 'plan-unlimited', simType: 'esim', needsSimKit: false, zipCode: '60601' }
    const plain = await server.call('/app/checkout/quote', { body: base })
    expect(plain.status).toBe(200)
    expect(quoteSchema.parse(plain.body)).toMatchObject({
      planName: 'Unlimited',
      planPrice: 40,
      activationFee: 10,
      regulatoryFee: 1.49,
      simKitFee: 0,
      taxAmount: 4.43,
      taxState: 'IL',
      taxRate: 8.86,
      discountAmount: 0,
      total: 55.92,
      promoCode: null,
    })
    const welcome = await server.call('/app/checkout/quote', { body: { ...base, promoCode: 'welcome10' } })
    expect(welcome.body).toMatchObject({ discountAmount: 10, taxAmount: 3.54, total: 45.03, promoCode: 'WELCOME10' })
    const ring = await server.call('/app/checkout/quote', { body: { ...base, promoCode: 'RING20' } })
    expect(ring.body).toMatchObject({ discountAmount: 8, taxAmount: 3.72, total: 47.21, promoCode: 'RING20' })
    const kit = await server.call('/app/checkout/quote', { body: { ...base, planId: 'plan-plus', simType: 'physical', needsSimKit: true } })
    expect(kit.body).toMatchObject({ planPrice: 25, simKitFee: 5, taxAmount: 3.54, total: 45.03 })
  })

  it("taxes at the sample rate of the shipping state, else of the service ZIP code's state, and shows which", async () => {
    const base = { planId: 'plan-unlimited', simType: 'esim', needsSimKit: false }
    // Oregon has no sales tax; California (shipping a kit there) 8.85%; a Puerto Rico ZIP: the default 9%.
    const oregon = await server.call('/app/checkout/quote', { body: { ...base, zipCode: '97477' } })
    expect(oregon.body).toMatchObject({ taxState: 'OR', taxRate: 0, taxAmount: 0, total: 51.49 })
    const shipped = { ...base, planId: 'plan-plus', simType: 'physical', needsSimKit: true, zipCode: '97477', shippingState: 'CA' }
    const california = await server.call('/app/checkout/quote', { body: shipped })
    expect(california.body).toMatchObject({ taxState: 'CA', taxRate: 8.85, taxAmount: 3.54, total: 45.03 })
    // No kit shipped: the shipping state is not the customer's tax state, the ZIP's is.
    const noKit = await server.call('/app/checkout/quote', { body: { ...shipped, simType: 'esim', needsSimKit: false } })
    expect(noKit.body).toMatchObject({ taxState: 'OR', taxAmount: 0 })
    const territory = await server.call('/app/checkout/quote', { body: { ...base, zipCode: '00601' } })
    expect(territory.body).toMatchObject({ taxState: null, taxRate: 9, taxAmount: 4.5, total: 55.99 })
    const badState = await server.call('/app/checkout/quote', { body: { ...shipped, shippingState: 'XX' } })
    expect(badState.status).toBe(422)
  })

  it('refuses unknown or expired promo codes and unknown plans', async () => {
    const base = { planId: 'plan-unlimited', simType: 'esim', needsSimKit: false, zipCode: '60601' }
    for (const promoCode of ['NOPE', 'SPRING25']) {
      const result = await server.call('/app/checkout/quote', { body: { ...base, promoCode } })
      expect(result.status).toBe(422)
      expect(fieldError(result.body.errors, 'promoCode')).toBe('This promo code is not valid')
    }
    const plan = await server.call('/app/checkout/quote', { body: { ...base, planId: 'plan-gold' } })
    expect(plan.status).toBe(422)
    expect(fieldError(plan.body.errors, 'planId')).toBe('This plan is not available')
  })
})

describe('POST /app/checkout with a saved card', () => {
  it('pays at once: one line (eSIM inprogress) and one transaction with the payment details', async () => {
    const token = await server.signIn('alice')
    const card = await addCard(server, 'alice', { last4: '4242', primary: true })
    const orderKey = newOrderKey()
    const result = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, promoCode: 'WELCOME10', cardId: card.id } })
    expect(result.status).toBe(200)
    const answer = checkoutAnswerSchema.parse(result.body)
    if (answer.status !== 'paid') throw new Error('expected paid')

    const [line] = await server.db.select().from(lines).where(eq(lines.id, answer.lineId))
    expect(line).toMatchObject({
      simType: 'esim',
      simStatus: 'inprogress',
      tempSubscriptionId: answer.lineId,
      imei: ESIM_IMEI,
      portInState: null,
      mdn: null,
    })
    expect(line.iccid).toMatch(/^8901410/)

    const history = await server.call('/app/payments/transactions', { token })
    const parsed = transactionsAnswerSchema.parse(history.body)
    const txn = parsed.transactions.find((t) => t.id === answer.transactionId)!
    expect(txn).toMatchObject({
      item: 'Unlimited — monthly plan',
      amount: 45.03,
      successful: true,
      last4DigitCard: '4242',
      paymentDetails: {
        orderTotal: 40,
        taxAmount: 3.54,
        regulatoryFee: 1.49,
        activationFee: 10,
        discountAmount: 10,
        paymentMethod: 'visa',
        last4DigitCard: '4242',
        finalCheckoutAmount: 45.03,
      },
    })
    expect(await chargesFor(orderKey)).toHaveLength(1)

    const subscriptions = await server.call('/app/users/subscriptions', { token })
    const mine = linesAnswerSchema.parse(subscriptions.body).lines
    expect(mine[0]).toMatchObject({ id: answer.lineId, simStatus: 'inprogress', retailName: 'Unlimited', retailPrice: 40, portIn: null })
  })

  it('creates a physical SIM line pending, with a port-in awaiting details, and charges the SIM kit', async () => {
    const token = await server.signIn('bob')
    const card = await addCard(server, 'bob')
    const result = await server.call('/app/checkout', {
      token,
      body: {
        orderKey: newOrderKey(),
        planId: 'plan-plus',
        number: { type: 'port', yourNumber: '(312) 555-0142', zipCode: '60602' },
        imei: PHYSICAL_IMEI,
        simType: 'physical',
        shipping: { ...SHIPPING, companyName: 'Acme Co.' },
        cardId: card.id,
      },
    })
    expect(result.status).toBe(200)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, result.body.lineId))
    expect(line).toMatchObject({
      simType: 'physical',
      simStatus: 'pending',
      iccid: null,
      portInState: 'awaitingDetails',
      portInMsisdn: '3125550142',
      portInZipCode: '60602',
      zipCode: '60602',
    })
    // The optional company name (SPEC §3) ships with the kit.
    const [order] = await server.db.select().from(orders).where(eq(orders.id, line.orderId!))
    expect(order.shipping).toMatchObject({ ...SHIPPING, companyName: 'Acme Co.' })
    const [txn] = await server.db.select().from(transactions).where(eq(transactions.id, result.body.transactionId))
    expect(txn).toMatchObject({ amount: '45.03', orderTotal: '30.00', simKitFee: '5.00', taxAmount: '3.54', finalCheckoutAmount: '45.03' })
  })

  it('answers the same paid order for the same orderKey and never charges again', async () => {
    const token = await server.signIn('carol')
    const card = await addCard(server, 'carol')
    const orderKey = newOrderKey()
    const body = { ...ESIM_ORDER, orderKey, cardId: card.id }
    const first = await server.call('/app/checkout', { token, body })
    const second = await server.call('/app/checkout', { token, body })
    // Even a changed payload: the key is paid.
    const third = await server.call('/app/checkout', { token, body: { ...body, planId: 'plan-starter' } })
    expect(first.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(third.body).toEqual(first.body)
    expect(await chargesFor(orderKey)).toHaveLength(1)
    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    const made = await server.db.select().from(lines).where(eq(lines.orderId, order.id))
    expect(made).toHaveLength(1)
  })

  it('charges once and makes one line for concurrent submits (a slow provider, so that they overlap)', async () => {
    // The provider takes 300 ms to answer: every request arrives while the first one holds the order.
    const running = await listenWithSlowSandbox(server, 'chargeSavedCard')
    try {
      const token = await server.signIn('dave')
      const card = await addCard(server, 'dave')
      const orderKey = newOrderKey()
      const body = { ...ESIM_ORDER, orderKey, cardId: card.id }
      const results = await Promise.all([1, 2, 3].map(() => request(running.url, '/app/checkout', { token, body })))
      for (const result of results) {
        expect(result.status).toBe(200)
        expect(result.body).toEqual(results[0].body)
      }
      expect(results[0].body.status).toBe('paid')
      expect(await chargesFor(orderKey)).toHaveLength(1)
      const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
      expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
      expect(
        await server.db
          .select()
          .from(transactions)
          .where(eq(transactions.idempotencyKey, `order:${order.id}:paid`)),
      ).toHaveLength(1)

      // A declined card under concurrent submits: one attempt, one failed transaction, the same 402 for each.
      const declinedCard = await addCard(server, 'dave', { last4: '0002', outcome: 'declined' })
      const declinedKey = newOrderKey()
      const declined = await Promise.all(
        [1, 2].map(() =>
          request(running.url, '/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: declinedKey, cardId: declinedCard.id } }),
        ),
      )
      expect(declined.map((result) => result.status)).toEqual([402, 402])
      expect(await chargesFor(declinedKey)).toHaveLength(1)
      const [failedOrder] = await server.db.select().from(orders).where(eq(orders.orderKey, declinedKey))
      expect(
        await server.db
          .select()
          .from(transactions)
          .where(like(transactions.idempotencyKey, `order:${failedOrder.id}:failed:%`)),
      ).toHaveLength(1)
    } finally {
      await running.close()
    }
  })

  it('answers 402 for a declined card and for insufficient funds: a failed transaction, no line, nothing charged', async () => {
    const token = await server.signIn('erin')
    const declined = await addCard(server, 'erin', { last4: '0002', outcome: 'declined' })
    const poor = await addCard(server, 'erin', { last4: '9995', outcome: 'insufficient_funds' })
    const good = await addCard(server, 'erin', { last4: '4242' })
    const orderKey = newOrderKey()

    const first = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: declined.id } })
    expect(first.status).toBe(402)
    expect(first.body).toEqual({ message: 'Your card was declined.', code: 'card_declined' })
    const second = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: poor.id } })
    expect(second.status).toBe(402)
    expect(second.body).toEqual({ message: 'Your card has insufficient funds.', code: 'insufficient_funds' })

    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    expect(order).toMatchObject({ status: 'failed', lineId: null, attempt: 2, failureCode: 'insufficient_funds' })
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(0)
    const failed = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, order.customerId), eq(transactions.successful, false)))
    expect(failed.map((t) => t.cardLast4).sort()).toEqual(['0002', '9995'])
    expect((await chargesFor(orderKey)).every((charge) => charge.outcome !== 'succeeded')).toBe(true)

    // The same key may be retried after a failure, and then pays.
    const retry = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: good.id } })
    expect(retry.status).toBe(200)
    expect(retry.body.status).toBe('paid')
    expect((await chargesFor(orderKey)).filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1)
  })

  it('refuses what the carrier would: bad IMEI, incompatible phone, eSIM on a physical-only phone, ineligible port, foreign SIM', async () => {
    const token = await server.signIn('frank')
    const card = await addCard(server, 'frank')
    const base = { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ imei: '490154203237519' }, 'imei', "This IMEI is not valid. Dial *#06# to see your phone's IMEI."],
      [{ imei: INCOMPATIBLE_IMEI }, 'imei', "This phone can't connect to our network. Try another phone's IMEI."],
      [{ imei: PHYSICAL_IMEI }, 'simType', "This phone doesn't support eSIM. Please choose a SIM card."],
      [
        { number: { type: 'port', yourNumber: '312 555 0000', zipCode: '60601' } },
        'yourNumber',
        'This number is not eligible for port-in.',
      ],
      [
        { simType: 'physical', imei: PHYSICAL_IMEI, iccid: '89012602300154782150' },
        'iccid',
        expect.stringContaining("can't be used on our network") as unknown as string,
      ],
      [{ promoCode: 'FREEBIE' }, 'promoCode', 'This promo code is not valid'],
      [{ simType: 'physical', imei: PHYSICAL_IMEI }, 'shipping', 'A shipping address is needed for a SIM card'],
      [
        { simType: 'physical', imei: PHYSICAL_IMEI, shipping: { ...SHIPPING, companyName: 'Acme <script>' } },
        'shipping.companyName',
        "Company name can only contain letters, digits, spaces and , . ' -",
      ],
    ]
    for (const [change, name, message] of cases) {
      const result = await server.call('/app/checkout', { token, body: { ...base, ...change } })
      expect(result.status, JSON.stringify(change)).toBe(422)
      expect(fieldError(result.body.errors, name)).toEqual(message)
    }
    expect(await chargesFor(base.orderKey)).toHaveLength(0)
  })

  it('keeps a SIM the customer holds: no kit, line pending with that ICCID', async () => {
    const token = await server.signIn('frank')
    const card = await addCard(server, 'frank')
    const iccid = '8901410123456789012'
    const result = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey(), simType: 'physical', imei: imei('86123456789012'), iccid, cardId: card.id },
    })
    expect(result.status).toBe(200)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, result.body.lineId))
    expect(line).toMatchObject({ simType: 'physical', simStatus: 'pending', iccid })
    const [txn] = await server.db.select().from(transactions).where(eq(transactions.id, result.body.transactionId))
    expect(txn.simKitFee).toBeNull()
    // The same SIM cannot go on a second line.
    const again = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey(), simType: 'physical', imei: PHYSICAL_IMEI, iccid, cardId: card.id },
    })
    expect(again.status).toBe(422)
    expect(fieldError(again.body.errors, 'iccid')).toBe('This SIM card is already in use on another line.')
  })

  it('limits checkout attempts per customer (429 with Retry-After)', async () => {
    const token = await server.signIn('heidi')
    const body = { ...ESIM_ORDER, orderKey: newOrderKey(), promoCode: 'NOPE' }
    for (let i = 0; i < 30; i += 1) expect((await server.call('/app/checkout', { token, body })).status).toBe(422)
    const limited = await server.call('/app/checkout', { token, body })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another customer is not affected.
    expect((await server.call('/app/checkout', { token: await server.signIn('grace'), body })).status).toBe(422)
  })

  it("refuses another customer's card (404) and needs a session (401)", async () => {
    const aliceCard = await addCard(server, 'alice', { last4: '1111' })
    const token = await server.signIn('grace')
    const result = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: aliceCard.id } })
    expect(result.status).toBe(404)
    const anonymous = await server.call('/app/checkout', { body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: aliceCard.id } })
    expect(anonymous.status).toBe(401)
  })
})

describe('a payment provider that is down', () => {
  it('answers 503 JSON, charges nothing, leaves the order unpaid, and the same key pays once it is back', async () => {
    const payments = createSandboxProvider({ db: server.db, linkBase: server.config.publicUrl, down: true })
    const { url, close } = await listen({ config: server.config, database: server.database, payments })
    try {
      const call = (body: unknown, token: string) =>
        fetch(`${url}/app/checkout`, {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'content-type': 'application/json',
            'x-api-key': 'ring-dev-public-key',
            'x-company-code': 'Ring-Mobile-Web',
            'x-operator-id': '23',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(body),
        })
      const token = await server.signIn('heidi')
      const card = await addCard(server, 'heidi')
      const orderKey = newOrderKey()
      for (const body of [
        { ...ESIM_ORDER, orderKey, cardId: card.id },
        { ...ESIM_ORDER, orderKey },
      ]) {
        const response = await call(body, token)
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('5')
        expect(await response.json()).toMatchObject({
          message: expect.stringContaining('Nothing was charged'),
          code: 'payments_unavailable',
        })
      }
      const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
      expect(order).toMatchObject({ status: 'pending', lineId: null, transactionId: null })
      expect(await chargesFor(orderKey)).toHaveLength(0)
      expect(await server.db.select().from(transactions).where(eq(transactions.customerId, order.customerId))).toHaveLength(0)

      payments.setDown(false)
      const retry = await call({ ...ESIM_ORDER, orderKey, cardId: card.id }, token)
      expect(retry.status).toBe(200)
      expect(((await retry.json()) as { status: string }).status).toBe('paid')
      expect(await chargesFor(orderKey)).toHaveLength(1)
    } finally {
      await close()
    }
  })
})

describe('GET /app/users/subscriptions and the carrier clock', () => {
  it("lists only the customer's own lines, newest first, and moves them on when the clock advances", async () => {
    const token = await server.signIn('grace')
    const card = await addCard(server, 'grace')
    const esim = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    const physical = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey(), imei: PHYSICAL_IMEI, simType: 'physical', shipping: SHIPPING, cardId: card.id },
    })
    const list = async () => linesAnswerSchema.parse((await server.call('/app/users/subscriptions', { token })).body).lines
    let mine = await list()
    expect(mine.map((line) => line.id)).toEqual([physical.body.lineId, esim.body.lineId])
    expect(mine.map((line) => line.simStatus)).toEqual(['pending', 'inprogress'])

    const advance = await server.call('/dev/carrier/advance', { body: { minutes: 3 } })
    expect(advance.status).toBe(200)
    mine = await list()
    const esimLine = mine.find((line) => line.id === esim.body.lineId)!
    expect(esimLine.simStatus).toBe('active')
    expect(esimLine.esimActivationCode).toMatch(/^LPA:1\$smdp\.ringmobile\.example\$[0-9A-F]{24}$/)
    expect(esimLine.mdn).toMatch(/^312555\d{4}$/)
    expect(esimLine.activatedAt).not.toBeNull()
    expect(mine.find((line) => line.id === physical.body.lineId)!.simStatus).toBe('pending')

    // A day and a minute after the order the kit is delivered; it waits for the customer to activate it with the
    // ICCID on the card (tests/server/sim.test.ts), then activates 2 minutes later.
    await server.call('/dev/carrier/advance', { body: { minutes: 24 * 60 - 2 } })
    mine = await list()
    const delivered = mine.find((line) => line.id === physical.body.lineId)!
    expect(delivered.simStatus).toBe('pending')
    const kit = await server.call(`/app/lines/${physical.body.lineId}/sim`, { token })
    expect(kit.body.stage).toBe('delivered')
    const activate = await server.call(`/app/lines/${physical.body.lineId}/sim/activate`, {
      token,
      body: { iccid: carrierIccidFor(physical.body.lineId) },
    })
    expect(activate.status).toBe(200)
    expect((await list()).find((line) => line.id === physical.body.lineId)!.simStatus).toBe('inprogress')
    await server.call('/dev/carrier/advance', { body: { minutes: 2 } })
    const active = (await list()).find((line) => line.id === physical.body.lineId)!
    expect(active.simStatus).toBe('active')
    expect(active.iccid).toMatch(/^8901410/)

    // Another customer sees none of these.
    const other = await server.call('/app/users/subscriptions', { token: await server.signIn('heidi') })
    expect(other.body.lines.map((line: { id: string }) => line.id)).not.toContain(esim.body.lineId)
    const bad = await server.call('/dev/carrier/advance', { body: { minutes: -1 } })
    expect(bad.status).toBe(422)
  })

  it("keeps the demo customer's seeded lines where the seed put them", async () => {
    const token = await server.signIn('demo')
    const mine = linesAnswerSchema.parse((await server.call('/app/users/subscriptions', { token })).body).lines
    expect(mine.map((line) => [line.id, line.simStatus])).toEqual([
      ['line-demo-physical', 'pending'],
      ['line-demo-esim', 'active'],
    ])
    expect(mine[0].portIn).toMatchObject({ state: 'awaitingDetails', msisdn: '3125550199' })
  })
})

describe('GET /app/payments/transactions', () => {
  it('answers at most `limit`, the newest; a bad limit is a field error', async () => {
    const token = await server.signIn('demo')
    const all = transactionsAnswerSchema.parse((await server.call('/app/payments/transactions', { token })).body).transactions
    const five = transactionsAnswerSchema.parse((await server.call('/app/payments/transactions?limit=5', { token })).body).transactions
    expect(five).toEqual(all.slice(0, 5))
    const bad = await server.call('/app/payments/transactions?limit=0', { token })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([{ field: 'limit', message: 'Limit must be a number from 1 to 100' }])
  })

  it('filters by month and year, newest first, and checks its parameters', async () => {
    const token = await server.signIn('demo')
    const all = transactionsAnswerSchema.parse((await server.call('/app/payments/transactions', { token })).body).transactions
    expect(all.length).toBe(10)
    const times = all.map((t) => Date.parse(t.transactionTime))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const newest = new Date(all[0].transactionTime)
    const month = newest.getUTCMonth() + 1
    const year = newest.getUTCFullYear()
    const filtered = (await server.call(`/app/payments/transactions?month=${month}&year=${year}`, { token })).body.transactions
    expect(filtered.length).toBeGreaterThan(0)
    for (const t of filtered) {
      const at = new Date(t.transactionTime)
      expect([at.getUTCMonth() + 1, at.getUTCFullYear()]).toEqual([month, year])
    }
    const byYear = (await server.call(`/app/payments/transactions?year=${year}`, { token })).body.transactions
    expect(byYear.every((t: { transactionTime: string }) => new Date(t.transactionTime).getUTCFullYear() === year)).toBe(true)
    const bad = await server.call('/app/payments/transactions?month=13', { token })
    expect(bad.status).toBe(422)
    expect(fieldError(bad.body.errors, 'month')).toBe('Month must be a number from 1 to 12')
    const other = await server.call('/app/payments/transactions', { token: await server.signIn('alice') })
    expect(other.body.transactions.some((t: { id: string }) => t.id.startsWith('txn-demo'))).toBe(false)
  })
})

import { eq, like } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { cards, lines, orders, paymentSessions, transactions } from '@server/db/schema'
import { createSandboxProvider } from '@server/payments/sandbox'
import { cardsAnswerSchema } from '@contract/cards'
import { checkoutAnswerSchema } from '@contract/checkout'
import { paymentSessionSchema } from '@contract/payments'
import { TEST_PUBLIC_URL } from './support/fixtures'
import { createLogger } from '@server/lib/log'
import { listen, serverForFile } from './support/harness'
import {
  CARD_FIELDS,
  ESIM_ORDER,
  findTextInDatabase,
  getPage,
  listenWithSlowSandbox,
  newOrderKey,
  orderCharges,
  submitCardForm,
} from './support/payments'

const server = serverForFile()

const TEST_NUMBERS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', poor: '4000 0000 0000 9995' }

/** A checkout without a saved card: the hosted page's url and session id. */
async function openPaymentPage(token: string, orderKey = newOrderKey(), extra: Record<string, unknown> = {}) {
  const result = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, ...extra } })
  expect(result.status).toBe(200)
  const answer = checkoutAnswerSchema.parse(result.body)
  if (answer.status !== 'redirect') throw new Error('expected a redirect')
  return { ...answer, orderKey }
}

async function sessionResult(token: string, sessionId: string) {
  const result = await server.call(`/app/payments/session/${sessionId}`, { token })
  expect(result.status).toBe(200)
  return {
    ...paymentSessionSchema.parse(result.body),
    lineId: result.body.lineId as string | null,
    cardId: result.body.cardId as string | null,
  }
}

const chargesOf = (orderKey: string) => orderCharges(server, orderKey)

describe('the sandbox hosted payment page', () => {
  it('serves a card form with the test cards, no inline script and a strict CSP', async () => {
    const token = await server.signIn('alice')
    const { url, sessionId } = await openPaymentPage(token)
    expect(url).toBe(`${TEST_PUBLIC_URL}/pay/session/${sessionId}`)
    expect(sessionId).toMatch(/^ps_[\w-]{32}$/)
    const page = await getPage(server, url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const name of ['name', 'number', 'expiry', 'cvv']) expect(page.text).toContain(`name="${name}"`)
    expect(page.text).toContain('Test mode')
    for (const number of Object.values(TEST_NUMBERS)) expect(page.text).toContain(number)
    expect(page.text).toContain('$55.92')
    expect(page.text).toContain('Cancel')
    // The only script is the external typing-filter file.
    expect(page.text.match(/<script[^>]*>/g)).toEqual(['<script src="/pay/assets/card-form.js" defer>'])
    const script = await fetch(`${server.url}/pay/assets/card-form.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(await script.text()).toContain('Card number must be atleast 12 digits')
    expect((await sessionResult(token, sessionId)).status).toBe('pending')
  })

  it('pays with 4242…: 303 to /stripe-response, session succeeded, one line, one charge; a resubmit changes nothing', async () => {
    const token = await server.signIn('alice')
    const { url, sessionId, orderKey } = await openPaymentPage(token)
    const posted = await submitCardForm(server, url, CARD_FIELDS(TEST_NUMBERS.ok))
    expect(posted.status).toBe(303)
    expect(posted.location).toBe(`${TEST_PUBLIC_URL}/stripe-response?session_id=${sessionId}`)
    const result = await sessionResult(token, sessionId)
    expect(result).toMatchObject({ status: 'succeeded', kind: 'payment', transactionId: expect.any(String), lineId: expect.any(String) })
    const [txn] = await server.db.select().from(transactions).where(eq(transactions.id, result.transactionId!))
    expect(txn).toMatchObject({ successful: true, cardLast4: '4242', paymentMethod: 'visa', amount: '55.92', lineId: result.lineId })

    const again = await submitCardForm(server, url, CARD_FIELDS(TEST_NUMBERS.ok))
    expect(again.status).toBe(303)
    const reload = await getPage(server, url)
    expect(reload.status).toBe(303)
    expect(await chargesOf(orderKey)).toHaveLength(1)
    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
    // The checkout call with the same key now answers paid.
    const replay = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey } })
    expect(replay.body).toEqual({ status: 'paid', transactionId: result.transactionId, lineId: result.lineId })
  })

  it('charges once for a double submit of the page (a slow provider, so that the posts overlap)', async () => {
    const running = await listenWithSlowSandbox(server, 'charge')
    try {
      const token = await server.signIn('bob')
      const { url, sessionId, orderKey } = await openPaymentPage(token)
      const post = () =>
        fetch(`${running.url}${new URL(url).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(CARD_FIELDS(TEST_NUMBERS.ok)).toString(),
          redirect: 'manual',
        })
      const answers = await Promise.all([post(), post()])
      expect(answers.map((answer) => answer.status)).toEqual([303, 303])
      expect((await sessionResult(token, sessionId)).status).toBe('succeeded')
      expect(await chargesOf(orderKey)).toHaveLength(1)
      const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
      expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(1)
    } finally {
      await running.close()
    }
  })

  it('records a declined card and insufficient funds as failures (no line), and the same order key can pay after', async () => {
    const token = await server.signIn('bob')
    const orderKey = newOrderKey()
    const first = await openPaymentPage(token, orderKey)
    expect((await submitCardForm(server, first.url, CARD_FIELDS(TEST_NUMBERS.declined))).status).toBe(303)
    expect(await sessionResult(token, first.sessionId)).toMatchObject({
      status: 'failed',
      message: 'Your card was declined.',
      lineId: null,
    })

    const second = await openPaymentPage(token, orderKey)
    expect(second.sessionId).not.toBe(first.sessionId)
    expect((await submitCardForm(server, second.url, CARD_FIELDS(TEST_NUMBERS.poor))).status).toBe(303)
    expect(await sessionResult(token, second.sessionId)).toMatchObject({ status: 'failed', message: 'Your card has insufficient funds.' })

    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    expect(order.status).toBe('failed')
    expect(await server.db.select().from(lines).where(eq(lines.orderId, order.id))).toHaveLength(0)
    const failed = await server.db
      .select()
      .from(transactions)
      .where(like(transactions.idempotencyKey, `order:${order.id}:failed:%`))
    expect(failed.map((t) => [t.successful, t.cardLast4]).sort()).toEqual([
      [false, '0002'],
      [false, '9995'],
    ])

    const third = await openPaymentPage(token, orderKey)
    expect((await submitCardForm(server, third.url, CARD_FIELDS(TEST_NUMBERS.ok))).status).toBe(303)
    expect((await sessionResult(token, third.sessionId)).status).toBe('succeeded')
    expect((await chargesOf(orderKey)).map((charge) => charge.outcome).sort()).toEqual(['declined', 'insufficient_funds', 'succeeded'])
  })

  it('reuses the open page for a repeated checkout call, and opens a new one when the order changed', async () => {
    const token = await server.signIn('carol')
    const orderKey = newOrderKey()
    const first = await openPaymentPage(token, orderKey)
    const repeat = await openPaymentPage(token, orderKey)
    expect(repeat.sessionId).toBe(first.sessionId)
    const changed = await openPaymentPage(token, orderKey, { promoCode: 'RING20' })
    expect(changed.sessionId).not.toBe(first.sessionId)
    // The replaced page can no longer take a payment.
    const old = await submitCardForm(server, first.url, CARD_FIELDS(TEST_NUMBERS.ok))
    expect(old.status).toBe(303)
    expect((await sessionResult(token, first.sessionId)).status).toBe('failed')
    expect(await chargesOf(orderKey)).toHaveLength(0)
    const page = await getPage(server, changed.url)
    expect(page.text).toContain('$47.21')
  })

  it('answers field errors with the SPEC messages and never writes the number back', async () => {
    const token = await server.signIn('carol')
    const { url, sessionId } = await openPaymentPage(token)
    const posted = await submitCardForm(server, url, { name: 'A', number: '4242 4242 42', expiry: '01/20', cvv: '12' })
    expect(posted.status).toBe(422)
    expect(posted.text).toContain('Please enter card holder name')
    expect(posted.text).toContain('Card number must be atleast 12 digits')
    expect(posted.text).toContain('Please enter a valid expiry date')
    expect(posted.text).toContain('Please enter a valid cvv')
    expect(posted.text).not.toContain('4242 4242 42"')
    const longer = await submitCardForm(server, url, { ...CARD_FIELDS('4242424242424242'), expiry: '12/99', cvv: 'abc' })
    expect(longer.status).toBe(422)
    expect(longer.text).not.toContain('4242424242424242')
    expect((await sessionResult(token, sessionId)).status).toBe('pending')
  })

  it('cancel fails the session and goes back to the app; unknown and expired pages say so', async () => {
    const token = await server.signIn('dave')
    const { url, sessionId } = await openPaymentPage(token)
    const cancelled = await fetch(`${server.url}${new URL(url).pathname}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`${TEST_PUBLIC_URL}/stripe-response?session_id=${sessionId}`)
    expect(await sessionResult(token, sessionId)).toMatchObject({ status: 'failed', message: 'The payment was cancelled.' })

    const unknown = await getPage(server, `${TEST_PUBLIC_URL}/pay/session/ps_nope`)
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('not valid')

    const late = await openPaymentPage(token)
    await server.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, late.sessionId))
    const expired = await getPage(server, late.url)
    expect(expired.status).toBe(410)
    expect(await sessionResult(token, late.sessionId)).toMatchObject({
      status: 'failed',
      message: 'The payment page expired. Please try again.',
    })
  })

  it('shows the provider outage on the page: nothing charged, the order stays open, a later submit pays', async () => {
    const token = await server.signIn('erin')
    const { url, sessionId, orderKey } = await openPaymentPage(token)
    const payments = createSandboxProvider({ db: server.db, linkBase: TEST_PUBLIC_URL, down: true })
    const down = await listen({ config: server.config, database: server.database, payments })
    try {
      const response = await fetch(`${down.url}${new URL(url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD_FIELDS(TEST_NUMBERS.ok)).toString(),
        redirect: 'manual',
      })
      expect(response.status).toBe(503)
      expect(await response.text()).toContain('Nothing was charged')
      expect(await chargesOf(orderKey)).toHaveLength(0)
      const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
      expect(order.status).toBe('pending')
      expect((await sessionResult(token, sessionId)).status).toBe('pending')
    } finally {
      await down.close()
    }
    expect((await submitCardForm(server, url, CARD_FIELDS(TEST_NUMBERS.ok))).status).toBe(303)
    expect((await sessionResult(token, sessionId)).status).toBe('succeeded')
  })

  it('a malformed form post to the hosted payment page is a 400, and the page still takes a good one', async () => {
    const token = await server.signIn('heidi')
    const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    const path = new URL(open.body.url).pathname
    const result = await server.call(path, {
      bare: true,
      rawBody: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' },
    })
    expect(result.status).toBe(400)
    expect(result.text).toContain('This form could not be read')
    expect((await server.call(path, { bare: true })).status).toBe(200)
  })
})

describe('saving a card (setup mode)', () => {
  it('saves brand, last four, expiry and holder; the first card is primary; a saved test card keeps its outcome', async () => {
    const token = await server.signIn('frank')
    const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    expect(open.status).toBe(200)
    expect(open.body).toEqual({ url: expect.stringMatching(/\/pay\/session\/ps_/), sessionId: expect.any(String) })
    const page = await getPage(server, open.body.url)
    expect(page.text).toContain('Save a card')
    const saved = await submitCardForm(server, open.body.url, {
      name: 'Frank Tester',
      number: '5555 5555 5555 4444',
      expiry: '11/31',
      cvv: '321',
    })
    expect(saved.status).toBe(303)
    expect(saved.location).toBe(`${TEST_PUBLIC_URL}/stripe-response?session_id=${open.body.sessionId}`)
    const result = await sessionResult(token, open.body.sessionId)
    expect(result).toMatchObject({ status: 'succeeded', kind: 'setup', cardId: expect.any(String) })

    // Like Stripe, the declined test card is refused when saved: on the page, nothing saved, the page still open.
    const second = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    const refused = await submitCardForm(server, second.body.url, {
      name: 'Frank Tester',
      number: TEST_NUMBERS.declined,
      expiry: '10/30',
      cvv: '999',
    })
    expect(refused.status).toBe(402)
    expect(refused.text).toContain('Your card was declined.')
    expect(refused.text).not.toMatch(/value="4000/)
    expect(await sessionResult(token, second.body.sessionId)).toMatchObject({ status: 'pending', kind: 'setup' })
    expect(cardsAnswerSchema.parse((await server.call('/app/payments/cards', { token })).body).cards).toHaveLength(1)

    // The insufficient-funds card saves, and declines when charged later.
    await submitCardForm(server, second.body.url, { name: 'Frank Tester', number: TEST_NUMBERS.poor, expiry: '10/30', cvv: '999' })
    const list = cardsAnswerSchema.parse((await server.call('/app/payments/cards', { token })).body).cards
    expect(list).toEqual([
      { id: result.cardId, primaryCard: true, cardholderName: 'Frank Tester', last4Digits: '4444', expiry: '11/31', network: 'mastercard' },
      { id: expect.any(String), primaryCard: false, cardholderName: 'Frank Tester', last4Digits: '9995', expiry: '10/30', network: 'visa' },
    ])
    const [stored] = await server.db.select().from(cards).where(eq(cards.id, list[1].id))
    expect(stored.sandboxOutcome).toBe('insufficient_funds')

    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: list[1].id } })
    expect(paid.status).toBe(402)
    expect(paid.body).toEqual({ message: 'Your card has insufficient funds.', code: 'insufficient_funds' })
    const ok = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: list[0].id } })
    expect(ok.body.status).toBe('paid')

    const cancelled = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    await fetch(`${server.url}${new URL(cancelled.body.url).pathname}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(await sessionResult(token, cancelled.body.sessionId)).toMatchObject({ status: 'failed', kind: 'setup' })
    expect(cardsAnswerSchema.parse((await server.call('/app/payments/cards', { token })).body).cards).toHaveLength(2)
  })
})

describe('a new card at checkout is kept for automatic renewals, with consent', () => {
  const cardsOf = async (token: string) => cardsAnswerSchema.parse((await server.call('/app/payments/cards', { token })).body).cards

  it('keeps the paid card as the primary card of a customer who has none, and names it on the order', async () => {
    const token = await server.signIn('grace')
    expect(await cardsOf(token)).toEqual([])
    // saveCard absent is the page's default: ticked.
    const { url, sessionId } = await openPaymentPage(token)
    // The page says it too, before paying.
    expect((await getPage(server, url)).text).toContain('Once paid, this card is saved for your automatic renewals, as you chose.')
    expect((await submitCardForm(server, url, CARD_FIELDS(TEST_NUMBERS.ok))).status).toBe(303)
    const result = await sessionResult(token, sessionId)
    expect(result).toMatchObject({ status: 'succeeded', cardId: expect.any(String) })
    expect(await cardsOf(token)).toEqual([
      { id: result.cardId, primaryCard: true, cardholderName: 'Alice Tester', last4Digits: '4242', expiry: '12/34', network: 'visa' },
    ])
    const [txn] = await server.db.select().from(transactions).where(eq(transactions.id, result.transactionId!))
    expect(txn.cardId).toBe(result.cardId)
    // A reload of the finished page keeps nothing twice.
    expect((await submitCardForm(server, url, CARD_FIELDS(TEST_NUMBERS.ok))).status).toBe(303)
    expect(await cardsOf(token)).toHaveLength(1)

    // The next checkout's new card is kept too, not primary: the customer has one.
    const next = await openPaymentPage(token, newOrderKey(), { saveCard: true })
    await submitCardForm(server, next.url, CARD_FIELDS('5555 5555 5555 4444'))
    expect((await cardsOf(token)).map((card) => [card.last4Digits, card.primaryCard])).toEqual([
      ['4242', true],
      ['4444', false],
    ])
  })

  it('keeps no card the customer unticked, and none that was declined', async () => {
    const token = await server.signIn('erin')
    const before = await cardsOf(token)
    const unticked = await openPaymentPage(token, newOrderKey(), { saveCard: false })
    expect((await getPage(server, unticked.url)).text).not.toContain('data-keep-card')
    expect((await submitCardForm(server, unticked.url, CARD_FIELDS(TEST_NUMBERS.ok))).status).toBe(303)
    expect(await sessionResult(token, unticked.sessionId)).toMatchObject({ status: 'succeeded', cardId: null })
    expect(await cardsOf(token)).toEqual(before)

    const orderKey = newOrderKey()
    const declined = await openPaymentPage(token, orderKey, { saveCard: true })
    await submitCardForm(server, declined.url, CARD_FIELDS(TEST_NUMBERS.declined))
    expect(await sessionResult(token, declined.sessionId)).toMatchObject({ status: 'failed', cardId: null })
    const poor = await openPaymentPage(token, orderKey, { saveCard: true })
    await submitCardForm(server, poor.url, CARD_FIELDS(TEST_NUMBERS.poor))
    expect(await cardsOf(token)).toEqual(before)
  })

  it('opens a new page when the customer changes their mind about keeping the card', async () => {
    const token = await server.signIn('dave')
    const before = await cardsOf(token)
    const orderKey = newOrderKey()
    const kept = await openPaymentPage(token, orderKey, { saveCard: true })
    const same = await openPaymentPage(token, orderKey, { saveCard: true })
    expect(same.sessionId).toBe(kept.sessionId)
    const unticked = await openPaymentPage(token, orderKey, { saveCard: false })
    expect(unticked.sessionId).not.toBe(kept.sessionId)
    // The old page no longer pays (it was replaced), so it cannot keep a card the customer unticked.
    expect(await sessionResult(token, kept.sessionId)).toMatchObject({ status: 'failed' })
    await submitCardForm(server, unticked.url, CARD_FIELDS(TEST_NUMBERS.ok))
    expect(await cardsOf(token)).toEqual(before)
  })
})

describe('card numbers and ownership', () => {
  it('never stores or logs a raw card number', async () => {
    const logged: string[] = []
    const capture = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '))
    }
    const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture)]
    const logger = createLogger('trace', { write: (line: string) => void logged.push(line) })
    const noisy = await listen({ config: server.config, database: server.database, logger })
    let pageSessionId = ''
    try {
      const token = await server.signIn('grace')
      const { url, sessionId } = await openPaymentPage(token)
      pageSessionId = sessionId
      for (const number of ['4242424242424242', '4000 0000 0000 0002']) {
        await fetch(`${noisy.url}${new URL(url).pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(CARD_FIELDS(number)).toString(),
          redirect: 'manual',
        })
      }
      const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
      await fetch(`${noisy.url}${new URL(open.body.url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD_FIELDS('5555 5555 5555 4444')).toString(),
        redirect: 'manual',
      })
    } finally {
      await noisy.close()
      for (const spy of spies) spy.mockRestore()
    }
    expect(logged.some((line) => line.includes('"method":"POST","path":"/pay/session/…"') && line.includes('"status":303'))).toBe(true)
    const everything = logged.join('\n')
    // Nor the session id, the page's only key.
    expect(everything).not.toContain(pageSessionId)
    for (const needle of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '5555555555554444', '5555 5555 5555 4444']) {
      expect(everything).not.toContain(needle)
    }
    // The scan finds what is stored (the saved card's holder), so its empty answer below means something.
    expect(await findTextInDatabase(server, ['Alice Tester'])).toContain('cards: Alice Tester')
    // Every test number used anywhere in this file, as digits and as typed.
    const numbers = ['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '4242 4242', '5555 5555', '4000 0000']
    expect(await findTextInDatabase(server, numbers)).toEqual([])
  })

  it("answers 404 for another customer's session, and keeps cards, orders and lines apart", async () => {
    const aliceToken = await server.signIn('alice')
    const { sessionId, orderKey } = await openPaymentPage(aliceToken)
    const heidiToken = await server.signIn('heidi')
    const peek = await server.call(`/app/payments/session/${sessionId}`, { token: heidiToken })
    expect(peek.status).toBe(404)
    expect(peek.body).toEqual({ message: 'No such payment session' })
    expect((await server.call('/app/payments/session/ps_unknown', { token: heidiToken })).status).toBe(404)
    // The same order key is Heidi's own order, not Alice's.
    const hers = await openPaymentPage(heidiToken, orderKey)
    expect(hers.sessionId).not.toBe(sessionId)
    const heidiCards = cardsAnswerSchema.parse((await server.call('/app/payments/cards', { token: heidiToken })).body).cards
    expect(heidiCards).toEqual([])
    const heidiLines = await server.call('/app/users/subscriptions', { token: heidiToken })
    expect(heidiLines.body.lines).toEqual([])
    expect((await server.call(`/app/payments/session/${sessionId}`)).status).toBe(401)
  })
})

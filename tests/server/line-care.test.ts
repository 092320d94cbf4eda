import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { firstRenewalAfter, nextAttemptAfter, PERIOD_MS, priceRenewal } from '@server/billing/renewals'
import { lineTaxRate } from '@server/checkout/tax'
import { cards, lineBilling, lines, renewals, sandboxCharges, transactions } from '@server/db/schema'
import { lineBillAnswerSchema, lineBillSchema, lineBillsAnswerSchema, LINE_CARE_MESSAGES, type LineBill } from '@contract/line-care'
import { serverForFile } from './support/harness'
import { addCard } from './support/payments'
import { advanceClock, DAY_MINUTES, lineMaker, paymentOutage, renewalCharges } from './support/line-care'

const server = serverForFile()
const activeLine = lineMaker(server, 'line-care')

/** plan-plus on a line in Illinois (ZIP 60601): $25 + $1.49 regulatory + 8.86% tax on $25 ($2.22). */
const PLUS_TOTAL = 28.71
const ILLINOIS = lineTaxRate('60601')

const advance = (minutes: number) => advanceClock(server, minutes)
const outage = (down: boolean) => paymentOutage(server, down)

/** An active plan-plus line of `who`, activated by the simulator at its now (as after a checkout). */

async function bill(token: string, lineId: string): Promise<LineBill> {
  const answer = await server.call(`/app/line-care/lines/${lineId}`, { token })
  expect(answer.status).toBe(200)
  return lineBillSchema.parse(answer.body)
}

const transactionsOf = (lineId: string) => server.db.select().from(transactions).where(eq(transactions.lineId, lineId))
describe('renewal rules', () => {
  it("prices a renewal as plan, regulatory fee and tax on the plan at the line's state rate, in cents", () => {
    expect(ILLINOIS).toEqual({ state: 'IL', percent: 8.86 })
    expect(priceRenewal(25, ILLINOIS)).toEqual({ planPrice: '25.00', regulatoryFee: '1.49', taxAmount: '2.22', total: '28.71' })
    expect(priceRenewal('40.00', ILLINOIS).total).toBe('45.03')
    expect(priceRenewal(25, lineTaxRate('10001'))).toMatchObject({ taxAmount: '2.13', total: '28.62' })
    // A ZIP whose state we cannot tell (a military post) keeps the default 9%.
    expect(priceRenewal(25, lineTaxRate('09001'))).toMatchObject({ taxAmount: '2.25', total: '28.74' })
  })

  it('retries on each day of the 3-day grace period after the period start, then no more', () => {
    const start = new Date('2026-03-01T00:00:00.000Z')
    expect(nextAttemptAfter(start, 1)?.toISOString()).toBe('2026-03-02T00:00:00.000Z')
    expect(nextAttemptAfter(start, 2)?.toISOString()).toBe('2026-03-03T00:00:00.000Z')
    expect(nextAttemptAfter(start, 3)?.toISOString()).toBe('2026-03-04T00:00:00.000Z')
    expect(nextAttemptAfter(start, 4)).toBeNull()
  })

  it('bills a line first on the next 30-day anniversary of its activation after now', () => {
    const since = new Date('2026-01-01T00:00:00.000Z')
    expect(firstRenewalAfter(since, since).toISOString()).toBe('2026-01-31T00:00:00.000Z')
    expect(firstRenewalAfter(since, new Date('2026-03-05T00:00:00.000Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z')
  })
})

describe('renewals, retries, suspension and autopay on the simulator clock', () => {
  it('renews on the primary card, retries a decline on days 1, 2 and 3 of the grace period, suspends, and a payment restores', async () => {
    const paying = await activeLine('alice')
    const declining = await activeLine('bob')
    const manual = await activeLine('dave')
    await addCard(server, 'alice', { last4: '4242', primary: true })
    await addCard(server, 'bob', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'dave', { last4: '1111', primary: true })
    const alice = await server.signIn('alice')
    const bob = await server.signIn('bob')
    const dave = await server.signIn('dave')

    // The bill before the first renewal.
    const first = await bill(alice, paying.id)
    expect(first).toMatchObject({
      status: 'current',
      autopay: true,
      planName: expect.any(String),
      nextAmount: PLUS_TOTAL,
      openRenewal: null,
      canPay: false,
    })
    expect(Date.parse(first.renewsAt!)).toBe(paying.activatedAt.getTime() + PERIOD_MS)

    // Dave turns autopay off: his renewal waits for him.
    const off = await server.call(`/app/line-care/lines/${manual.id}/autopay`, { method: 'PUT', token: dave, body: { autopay: false } })
    expect(off.status).toBe(200)
    expect(lineBillAnswerSchema.parse(off.body)).toMatchObject({
      message: LINE_CARE_MESSAGES.autopayOff,
      bill: { autopay: false, canPay: true },
    })

    // Day 30: Alice is charged once, Bob declined, Dave past due without a charge.
    await advance(30 * DAY_MINUTES + 1)
    const renewed = await bill(alice, paying.id)
    expect(renewed).toMatchObject({ status: 'current', openRenewal: null })
    expect(Date.parse(renewed.renewsAt!)).toBe(paying.activatedAt.getTime() + 2 * PERIOD_MS)
    const aliceHistory = await transactionsOf(paying.id)
    expect(aliceHistory).toHaveLength(1)
    expect(aliceHistory[0]).toMatchObject({
      successful: true,
      amount: '28.71',
      cardLast4: '4242',
      taxAmount: '2.22',
      regulatoryFee: '1.49',
    })
    expect((await server.lastMail('alice@test.example'))?.subject).toBe('Your Ring Mobile renewal: $28.71 paid')

    let bobs = await bill(bob, declining.id)
    expect(bobs).toMatchObject({ status: 'pastDue', canPay: true, openRenewal: { attempts: 1, amount: PLUS_TOTAL } })
    expect(Date.parse(bobs.openRenewal!.nextAttemptAt!)).toBe(declining.activatedAt.getTime() + PERIOD_MS + 1 * 24 * 3_600_000)
    // The card's refusal, kept as written, is said in the request's language.
    expect(bobs.openRenewal!.failureMessage).toMatch(/^Your card (was declined|has insufficient funds)\.$/)
    const spanish = await server.call(`/app/line-care/lines/${declining.id}`, { token: bob, headers: { 'accept-language': 'es' } })
    expect(spanish.body.openRenewal.failureMessage).toMatch(/^(Tu tarjeta fue rechazada|Tu tarjeta no tiene fondos suficientes)\.$/)
    expect((await server.lastMail('bob@test.example'))?.subject).toBe('Your Ring Mobile renewal of $28.71 failed')

    const daves = await bill(dave, manual.id)
    expect(daves).toMatchObject({ status: 'pastDue', canPay: true, openRenewal: { attempts: 0 } })
    expect(await transactionsOf(manual.id)).toHaveLength(0)
    expect((await server.lastMail('dave@test.example'))?.subject).toBe('Your Ring Mobile renewal of $28.71 is due')

    // Days 1 and 2 of the grace period: retried and declined again; the line keeps its service meanwhile.
    await advance(DAY_MINUTES)
    expect((await bill(bob, declining.id)).openRenewal?.attempts).toBe(2)
    await advance(DAY_MINUTES)
    expect((await bill(bob, declining.id)).openRenewal?.attempts).toBe(3)
    expect((await server.db.select().from(lines).where(eq(lines.id, declining.id)))[0].simStatus).toBe('active')
    // Day 3: the last retry fails; the line is suspended (Dave's unpaid one too).
    await advance(DAY_MINUTES)
    bobs = await bill(bob, declining.id)
    expect(bobs).toMatchObject({ status: 'suspended', canPay: true, openRenewal: { attempts: 4, nextAttemptAt: null } })
    const [suspendedLine] = await server.db.select().from(lines).where(eq(lines.id, declining.id))
    expect(suspendedLine.simStatus).toBe('suspended')
    expect((await server.lastMail('bob@test.example'))?.subject).toMatch(/is suspended$/)
    expect((await bill(dave, manual.id)).status).toBe('suspended')
    expect(await transactionsOf(manual.id)).toEqual([
      expect.objectContaining({ successful: false, item: expect.stringMatching(/suspended/) }),
    ])

    // Bob adds another card after the suspension.
    const bobsGoodCard = await addCard(server, 'bob', { last4: '5556', network: 'mastercard' })

    // Another customer's line is 404 on every route.
    const carol = await server.signIn('carol')
    expect((await server.call(`/app/line-care/lines/${declining.id}`, { token: carol })).status).toBe(404)
    expect(
      (await server.call(`/app/line-care/lines/${declining.id}/autopay`, { method: 'PUT', token: carol, body: { autopay: false } })).status,
    ).toBe(404)
    expect(
      (await server.call(`/app/line-care/lines/${declining.id}/pay`, { token: carol, body: { cardId: bobsGoodCard.id } })).status,
    ).toBe(404)
    // Nor may Bob pay with someone else's card.
    const [aliceCard] = await server.db.select().from(cards).where(eq(cards.last4, '4242'))
    expect((await server.call(`/app/line-care/lines/${declining.id}/pay`, { token: bob, body: { cardId: aliceCard.id } })).status).toBe(422)

    // Bob pays with his other card: restored, charged once for the period, told so.
    const [paid, again] = await Promise.all([
      server.call(`/app/line-care/lines/${declining.id}/pay`, { token: bob, body: { cardId: bobsGoodCard.id } }),
      server.call(`/app/line-care/lines/${declining.id}/pay`, { token: bob, body: { cardId: bobsGoodCard.id } }),
    ])
    expect([paid.status, again.status].sort()).toEqual([200, 409])
    const restored = lineBillAnswerSchema.parse((paid.status === 200 ? paid : again).body)
    expect(restored).toMatchObject({ message: LINE_CARE_MESSAGES.paid, bill: { status: 'current', openRenewal: null, canPay: false } })
    const [activeAgain] = await server.db.select().from(lines).where(eq(lines.id, declining.id))
    expect(activeAgain.simStatus).toBe('active')
    expect((await server.lastMail('bob@test.example'))?.subject).toMatch(/is back on$/)
    const bobHistory = await transactionsOf(declining.id)
    expect(bobHistory.filter((txn) => txn.successful)).toEqual([expect.objectContaining({ cardLast4: '5556', amount: '28.71' })])
    // Four declines and the suspension are in the order history too.
    expect(bobHistory.filter((txn) => !txn.successful)).toHaveLength(5)

    // The overview's upcoming charges list every line of the customer.
    const bills = lineBillsAnswerSchema.parse((await server.call('/app/line-care/bills', { token: bob })).body).bills
    expect(bills.map((entry) => entry.lineId)).toContain(declining.id)
    expect(bills.every((entry) => entry.lineId !== paying.id)).toBe(true)
  })

  it('charges once per period when two processes run the job at once, or one crashed after charging', async () => {
    const line = await activeLine('erin')
    await addCard(server, 'erin', { last4: '4000', primary: true })
    // Two "processes" run the job at the same instant.
    await advance(30 * DAY_MINUTES - 1)
    await Promise.all([advance(2), advance(2), server.call(`/app/line-care/lines/${line.id}`, { token: await server.signIn('erin') })])
    const [renewal] = await server.db.select().from(renewals).where(eq(renewals.lineId, line.id))
    expect(renewal.status).toBe('paid')
    expect(await renewalCharges(server, renewal.id)).toHaveLength(1)
    expect((await transactionsOf(line.id)).filter((txn) => txn.successful)).toHaveLength(1)

    // A process charged the next renewal, then died before recording it: its claim is stale.
    const [billing] = await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, line.id))
    const [next] = await server.db
      .insert(renewals)
      .values({
        lineId: line.id,
        customerId: line.customer.id,
        planId: 'plan-plus',
        periodStart: billing.renewsAt,
        nextAttemptAt: billing.renewsAt,
        status: 'processing',
        claimedAt: new Date(Date.now() - 10 * 60_000),
        ...priceRenewal(25, ILLINOIS),
      })
      .returning()
    await server.db.insert(sandboxCharges).values({
      idempotencyKey: `renewal:${next.id}:0`,
      customerId: line.customer.id,
      amount: '28.71',
      outcome: 'succeeded',
      network: 'visa',
      last4: '4000',
    })
    await server.db.update(lineBilling).set({ state: 'pastDue' }).where(eq(lineBilling.lineId, line.id))
    await advance(1)
    const [recovered] = await server.db.select().from(renewals).where(eq(renewals.id, next.id))
    expect(recovered.status).toBe('paid')
    expect(await renewalCharges(server, next.id)).toHaveLength(1)
    expect((await transactionsOf(line.id)).filter((txn) => txn.successful)).toHaveLength(2)
  })

  it('keeps a renewal due through a provider outage and charges it once the provider answers', async () => {
    const line = await activeLine('frank')
    await addCard(server, 'frank', { last4: '4111', primary: true })
    const frank = await server.signIn('frank')
    await outage(true)
    try {
      await advance(30 * DAY_MINUTES + 1)
      expect(await bill(frank, line.id)).toMatchObject({ status: 'pastDue', openRenewal: { attempts: 0 } })
      expect(await transactionsOf(line.id)).toHaveLength(0)
    } finally {
      await outage(false)
    }
    await advance(1)
    expect(await bill(frank, line.id)).toMatchObject({ status: 'current', openRenewal: null })
  })

  it('lets a customer without autopay pay the next renewal ahead of its date, once', async () => {
    const line = await activeLine('grace')
    const card = await addCard(server, 'grace', { last4: '4444', primary: true })
    const grace = await server.signIn('grace')
    const before = await bill(grace, line.id)
    expect(before.canPay).toBe(false)
    expect((await server.call(`/app/line-care/lines/${line.id}/pay`, { token: grace, body: { cardId: card.id } })).status).toBe(409)
    await server.call(`/app/line-care/lines/${line.id}/autopay`, { method: 'PUT', token: grace, body: { autopay: false } })
    const paid = await server.call(`/app/line-care/lines/${line.id}/pay`, { token: grace, body: { cardId: card.id } })
    expect(paid.status).toBe(200)
    const after = lineBillAnswerSchema.parse(paid.body).bill
    expect(Date.parse(after.renewsAt!)).toBe(Date.parse(before.renewsAt!) + PERIOD_MS)
    // A declining card answers 402 on the card field, and nothing changes.
    const bad = await addCard(server, 'grace', { last4: '0002', outcome: 'declined' })
    const declined = await server.call(`/app/line-care/lines/${line.id}/pay`, { token: grace, body: { cardId: bad.id } })
    expect(declined.status).toBe(402)
    expect(declined.body.errors).toEqual([{ field: 'cardId', message: 'Your card was declined.' }])
    expect((await bill(grace, line.id)).renewsAt).toBe(after.renewsAt)
    const rows = await server.db
      .select()
      .from(renewals)
      .where(and(eq(renewals.lineId, line.id), eq(renewals.status, 'paid')))
    expect(rows).toHaveLength(1)
  })

  it('suspends a line for a lost phone without charging renewals, restores it with the date moved on, and at most for 90 days', async () => {
    const line = await activeLine('carol')
    await addCard(server, 'carol', { last4: '4343', primary: true })
    const carol = await server.signIn('carol')
    const stranger = await server.signIn('heidi')
    const before = await bill(carol, line.id)
    expect(before).toMatchObject({ status: 'current', canSuspend: true, lost: null })

    expect((await server.call(`/app/line-care/lines/${line.id}/suspend`, { method: 'POST', token: stranger })).status).toBe(404)
    const suspended = await server.call(`/app/line-care/lines/${line.id}/suspend`, { method: 'POST', token: carol })
    expect(suspended.status).toBe(200)
    expect(lineBillAnswerSchema.parse(suspended.body)).toMatchObject({
      message: LINE_CARE_MESSAGES.suspended,
      bill: { status: 'lost', canSuspend: false, canPay: false },
    })
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].simStatus).toBe('suspended')
    expect((await server.lastMail('carol@test.example'))?.subject).toMatch(/is suspended$/)
    expect((await server.call(`/app/line-care/lines/${line.id}/suspend`, { method: 'POST', token: carol })).status).toBe(409)

    // 40 days on: the renewal date passed, nothing was charged.
    await advance(40 * DAY_MINUTES)
    expect(await transactionsOf(line.id)).toHaveLength(0)
    expect((await server.call(`/app/line-care/lines/${line.id}/restore`, { method: 'POST', token: stranger })).status).toBe(404)
    const restored = await server.call(`/app/line-care/lines/${line.id}/restore`, { method: 'POST', token: carol })
    expect(restored.status).toBe(200)
    const after = lineBillAnswerSchema.parse(restored.body).bill
    expect(after).toMatchObject({ status: 'current', lost: null, canSuspend: true })
    // The renewal date moved on by the 40 days the line was off.
    const moved = Date.parse(after.renewsAt!) - Date.parse(before.renewsAt!)
    expect(moved).toBeGreaterThanOrEqual(40 * 24 * 3_600_000)
    expect(moved).toBeLessThan(41 * 24 * 3_600_000)
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].simStatus).toBe('active')
    expect((await server.lastMail('carol@test.example'))?.subject).toMatch(/is back on$/)
    expect((await server.call(`/app/line-care/lines/${line.id}/restore`, { method: 'POST', token: carol })).status).toBe(409)

    // At most 90 days: the line comes back on its own.
    await server.call(`/app/line-care/lines/${line.id}/suspend`, { method: 'POST', token: carol })
    const lost = (await bill(carol, line.id)).lost!
    expect(Date.parse(lost.until) - Date.parse(lost.since)).toBe(90 * 24 * 3_600_000)
    await advance(91 * DAY_MINUTES)
    expect((await bill(carol, line.id)).lost).toBeNull()
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].simStatus).toBe('active')
  })

  it('answers 401 without a session and 422 on a malformed body', async () => {
    expect((await server.call('/app/line-care/bills')).status).toBe(401)
    const { id } = await activeLine('heidi')
    const heidi = await server.signIn('heidi')
    const bad = await server.call(`/app/line-care/lines/${id}/autopay`, { method: 'PUT', token: heidi, body: { autopay: 'yes' } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.[0]?.field).toBe('autopay')
  })
})

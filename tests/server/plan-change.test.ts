import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { prorate } from '@server/billing/plan-change'
import { priceRenewal } from '@server/billing/renewals'
import { lineTaxRate } from '@server/checkout/tax'
import { allowanceOf, dayUsage } from '@server/carrier/usage'
import { cards, lines, sandboxCharges } from '@server/db/schema'
import { PLANS } from '@server/seed-data/catalogue'
import {
  lineBillSchema,
  lineUsageSchema,
  PLAN_CHANGE_MESSAGES,
  planChangeAnswerSchema,
  planChangeOptionsSchema,
  type LineBill,
} from '@contract/line-care'
import { serverForFile } from './support/harness'
import { addCard } from './support/payments'
import { advanceClock, DAY_MINUTES, expectOnePayment, lineHistory, lineMaker, paymentOutage } from './support/line-care'

const server = serverForFile()
const activeLine = lineMaker(server, 'plan-change', '773')

const path = (lineId: string, tail = '') => `/app/line-care/lines/${lineId}${tail}`
const options = async (token: string, lineId: string) => {
  const answer = await server.call(path(lineId, '/plan-change'), { token })
  expect(answer.status).toBe(200)
  return planChangeOptionsSchema.parse(answer.body)
}
const change = (token: string, lineId: string, planId: string) => server.call(path(lineId, '/plan-change'), { token, body: { planId } })
const bill = async (token: string, lineId: string): Promise<LineBill> =>
  lineBillSchema.parse((await server.call(path(lineId), { token })).body)
const chargesOf = (lineId: string) =>
  server.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `plan-change:${lineId}:%`))
/** The demo lines' state: Illinois (ZIP 60601), 8.86%. */
const ILLINOIS = lineTaxRate('60601')
const historyOf = (lineId: string) => lineHistory(server, lineId)

describe('plan change rules', () => {
  it("prorates the price difference over the whole days left in the 30-day period, with the line's state tax, in cents", () => {
    const renewsAt = new Date('2026-04-01T00:00:00.000Z')
    const standard = { state: null, percent: 9 }
    expect(prorate(25, 40, renewsAt, new Date('2026-03-17T00:00:00.000Z'), standard)).toEqual({
      daysLeft: 15,
      difference: 7.5,
      taxAmount: 0.68,
      total: 8.18,
      taxState: null,
      taxRate: 9,
    })
    expect(prorate(25, 40, renewsAt, new Date('2026-03-17T00:00:00.000Z'), ILLINOIS)).toMatchObject({
      taxAmount: 0.66,
      total: 8.16,
      taxState: 'IL',
      taxRate: 8.86,
    })
    // A part of a day counts as a day; the whole period is the whole difference.
    expect(prorate('25.00', '55.00', renewsAt, new Date('2026-03-31T23:00:00.000Z'), standard)).toMatchObject({
      daysLeft: 1,
      difference: 1,
      taxAmount: 0.09,
      total: 1.09,
    })
    expect(prorate(15, 25, renewsAt, new Date('2026-03-02T00:00:00.000Z'), ILLINOIS).difference).toBe(10)
  })

  it('reads the allowances from the plan descriptions: GB of data, unlimited talk and text', () => {
    const byId = Object.fromEntries(PLANS.map((plan) => [plan.id, allowanceOf(plan.retailDescription)]))
    expect(byId['plan-starter']).toEqual({ dataMb: 5 * 1024, minutes: null, texts: null })
    expect(byId['plan-plus'].dataMb).toBe(20 * 1024)
    expect(byId['plan-unlimited'].dataMb).toBe(50 * 1024)
    expect(byId['plan-unlimited-max'].dataMb).toBeNull()
    // The same line and day always use the same; another day differs.
    const day = new Date('2026-03-02T00:00:00.000Z')
    expect(dayUsage('line-a', day, 5120)).toEqual(dayUsage('line-a', day, 5120))
    expect(dayUsage('line-a', day, 5120)).not.toEqual(dayUsage('line-a', new Date('2026-03-03T00:00:00.000Z'), 5120))
  })
})

describe('changing a plan', () => {
  it('charges an upgrade once for the rest of the period, applies it now, records and emails it', async () => {
    const line = await activeLine('alice')
    await addCard(server, 'alice', { last4: '4242', primary: true })
    const alice = await server.signIn('alice')

    const before = await options(alice, line.id)
    expect(before).toMatchObject({ currentPlanId: 'plan-plus', reason: null, scheduled: null })
    expect(before.options.map((option) => [option.planId, option.kind])).toEqual([
      ['plan-starter', 'downgrade'],
      ['plan-unlimited', 'upgrade'],
      ['plan-unlimited-max', 'upgrade'],
    ])
    expect(before.options[0].proration).toBeNull()

    // Ten days into the period: 20 days of the $15 difference, with tax.
    await advanceClock(server, 10 * DAY_MINUTES)
    const quoted = (await options(alice, line.id)).options.find((option) => option.planId === 'plan-unlimited')!
    expect(quoted.proration).toEqual({ daysLeft: 20, difference: 10, taxAmount: 0.89, total: 10.89, taxState: 'IL', taxRate: 8.86 })

    // A double click: two requests at once charge once.
    const [first, second] = await Promise.all([change(alice, line.id, 'plan-unlimited'), change(alice, line.id, 'plan-unlimited')])
    expect([first.status, second.status].sort()).toEqual(expect.arrayContaining([200]))
    for (const answer of [first, second]) expect([200, 409]).toContain(answer.status)
    const done = planChangeAnswerSchema.parse((first.status === 200 ? first : second).body)
    expect(done.message).toBe(PLAN_CHANGE_MESSAGES.upgraded('Unlimited', '$10.89'))
    expect(done.bill).toMatchObject({
      planId: 'plan-unlimited',
      planName: 'Unlimited',
      nextAmount: Number(priceRenewal(40, ILLINOIS).total),
    })
    expect(done.change.options.map((option) => option.planId)).not.toContain('plan-unlimited')

    // A retry after the answer was lost: the same answer, nothing charged again.
    const retried = await change(alice, line.id, 'plan-unlimited')
    expect(retried.status).toBe(200)
    expect(planChangeAnswerSchema.parse(retried.body).message).toBe(done.message)
    expect(await chargesOf(line.id)).toEqual([expect.objectContaining({ amount: '10.89', outcome: 'succeeded', last4: '4242' })])
    await expectOnePayment(server, line.id, {
      amount: '10.89',
      taxAmount: '0.89',
      cardLast4: '4242',
      item: 'Unlimited — plan change from Plus (20 days)',
    })
    const mail = await server.lastMail('alice@test.example')
    expect(mail?.subject).toBe('Your plan change to Unlimited: $10.89 charged')
    expect(mail?.text).toContain('the 20 days left')

    // Another customer's line is 404 on every route.
    const carol = await server.signIn('carol')
    expect((await server.call(path(line.id, '/plan-change'), { token: carol })).status).toBe(404)
    expect((await change(carol, line.id, 'plan-unlimited-max')).status).toBe(404)
    expect((await server.call(path(line.id, '/plan-change'), { token: carol, method: 'DELETE' })).status).toBe(404)
    expect((await server.call(path(line.id, '/usage'), { token: carol })).status).toBe(404)
    // An unknown plan is a field error.
    expect((await change(alice, line.id, 'plan-nope')).body).toMatchObject({
      errors: [{ field: 'planId', message: PLAN_CHANGE_MESSAGES.unknownPlan }],
    })
  })

  it('schedules a downgrade for the renewal, cancels it, and the renewal charges the new price', async () => {
    const line = await activeLine('dave')
    await addCard(server, 'dave', { last4: '1111', primary: true })
    const dave = await server.signIn('dave')
    const renewsAt = (await bill(dave, line.id)).renewsAt!

    const scheduled = await change(dave, line.id, 'plan-starter')
    expect(scheduled.status).toBe(200)
    const answer = planChangeAnswerSchema.parse(scheduled.body)
    expect(answer.message).toMatch(/^Your line changes to Starter at its renewal on /)
    expect(answer.bill).toMatchObject({
      planId: 'plan-plus',
      nextPlan: { planId: 'plan-starter', planName: 'Starter' },
      nextAmount: Number(priceRenewal(15, ILLINOIS).total),
    })
    expect(answer.change.scheduled).toMatchObject({ planId: 'plan-starter', effectiveAt: renewsAt })
    expect(await historyOf(line.id)).toEqual([])

    const cancelled = await server.call(path(line.id, '/plan-change'), { token: dave, method: 'DELETE' })
    expect(planChangeAnswerSchema.parse(cancelled.body)).toMatchObject({
      message: PLAN_CHANGE_MESSAGES.cancelled,
      bill: { nextPlan: null },
      change: { scheduled: null },
    })
    expect((await server.call(path(line.id, '/plan-change'), { token: dave, method: 'DELETE' })).status).toBe(409)

    expect((await change(dave, line.id, 'plan-starter')).status).toBe(200)
    await advanceClock(server, 30 * DAY_MINUTES + 1)
    const renewed = await bill(dave, line.id)
    expect(renewed).toMatchObject({ planId: 'plan-starter', status: 'current', nextPlan: null })
    expect(await historyOf(line.id)).toEqual([
      expect.objectContaining({ successful: true, amount: priceRenewal(15, ILLINOIS).total, cardLast4: '1111' }),
    ])
    const [row] = await server.db.select().from(lines).where(eq(lines.id, line.id))
    expect(row.planId).toBe('plan-starter')
  })

  it('leaves the plan as it was on a decline or an outage, and a later try with a good card charges once', async () => {
    const line = await activeLine('bob')
    const bob = await server.signIn('bob')
    // Before any card, the plans say there is none to charge (the dialog then says how to add one).
    expect((await options(bob, line.id)).chargeCard).toBeNull()
    await addCard(server, 'bob', { last4: '0002', primary: true, outcome: 'declined' })
    // The dialog names the card an upgrade charges before Pay.
    expect((await options(bob, line.id)).chargeCard).toEqual({ network: 'visa', last4: '0002' })

    const declined = await change(bob, line.id, 'plan-unlimited-max')
    expect(declined.status).toBe(402)
    expect((await bill(bob, line.id)).planId).toBe('plan-plus')
    expect(await historyOf(line.id)).toEqual([expect.objectContaining({ successful: false, cardLast4: '0002' })])

    await paymentOutage(server, true)
    expect((await change(bob, line.id, 'plan-unlimited-max')).status).toBe(503)
    await paymentOutage(server, false)

    // Bob makes a good card primary.
    await server.db.update(cards).set({ primary: false }).where(eq(cards.last4, '0002'))
    await addCard(server, 'bob', { last4: '5556', network: 'mastercard', primary: true })
    expect((await options(bob, line.id)).chargeCard).toEqual({ network: 'mastercard', last4: '5556' })
    const paid = await change(bob, line.id, 'plan-unlimited-max')
    expect(paid.status).toBe(200)
    expect(planChangeAnswerSchema.parse(paid.body).bill.planId).toBe('plan-unlimited-max')
    expect((await chargesOf(line.id)).filter((charge) => charge.outcome === 'succeeded')).toEqual([
      expect.objectContaining({ last4: '5556' }),
    ])
  })

  it("taxes a line outside Illinois at its own state's rate: the bill, the upgrade quote and charge, the renewal (New York, 8.53%)", async () => {
    const line = await activeLine('carol', 'plan-plus', '10001')
    await addCard(server, 'carol', { last4: '4242', primary: true })
    const carol = await server.signIn('carol')
    // $25 + $1.49 + 8.53% of $25 ($2.13).
    expect(await bill(carol, line.id)).toMatchObject({ taxState: 'NY', taxRate: 8.53, nextAmount: 28.62 })

    await advanceClock(server, 10 * DAY_MINUTES)
    const quoted = (await options(carol, line.id)).options.find((option) => option.planId === 'plan-unlimited')!
    expect(quoted.proration).toEqual({ daysLeft: 20, difference: 10, taxAmount: 0.85, total: 10.85, taxState: 'NY', taxRate: 8.53 })
    const upgraded = await change(carol, line.id, 'plan-unlimited')
    expect(upgraded.status).toBe(200)
    // Unlimited's renewal: $40 + $1.49 + 8.53% of $40 ($3.41).
    expect(planChangeAnswerSchema.parse(upgraded.body).bill).toMatchObject({ planId: 'plan-unlimited', nextAmount: 44.9, taxState: 'NY' })
    expect(await chargesOf(line.id)).toEqual([expect.objectContaining({ amount: '10.85', outcome: 'succeeded' })])

    await advanceClock(server, 20 * DAY_MINUTES + 1)
    expect((await historyOf(line.id)).filter((txn) => txn.successful).map((txn) => [txn.amount, txn.taxAmount])).toEqual(
      expect.arrayContaining([
        ['10.85', '0.85'],
        ['44.90', '3.41'],
      ]),
    )
  })

  it('changes nothing on a line suspended for a lost phone', async () => {
    const line = await activeLine('erin')
    const erin = await server.signIn('erin')
    expect((await server.call(path(line.id, '/suspend'), { token: erin, method: 'POST' })).status).toBe(200)
    expect(await options(erin, line.id)).toMatchObject({ reason: PLAN_CHANGE_MESSAGES.lost, options: [] })
    expect((await change(erin, line.id, 'plan-unlimited')).status).toBe(409)
    expect((await change(erin, line.id, 'plan-starter')).status).toBe(409)
  })
})

describe('usage this period', () => {
  it('adds up the simulated days of the period so far, moved by the simulator clock', async () => {
    const line = await activeLine('frank', 'plan-starter')
    const frank = await server.signIn('frank')
    const read = async () => {
      const answer = await server.call(path(line.id, '/usage'), { token: frank })
      expect(answer.status).toBe(200)
      return lineUsageSchema.parse(answer.body)
    }
    await advanceClock(server, 3 * DAY_MINUTES + 12 * 60)
    const usage = await read()
    expect(usage).toMatchObject({ planName: 'Starter', allowance: { dataMb: 5120, minutes: null, texts: null } })
    // Days 1 to 3 whole, day 4 half gone.
    expect(usage.days).toHaveLength(4)
    const whole = dayUsage(line.id, new Date(usage.days[0].date), 5120)
    expect(usage.days[0]).toEqual({ date: usage.days[0].date, ...whole, dataAllowanceMb: 5120 })
    expect(usage.used.dataMb).toBe(usage.days.reduce((sum, day) => sum + day.dataMb, 0))
    expect(usage.used.minutes).toBe(usage.days.reduce((sum, day) => sum + day.minutes, 0))
    expect(Date.parse(usage.periodEnd!) - Date.parse(usage.periodStart!)).toBe(30 * DAY_MINUTES * 60_000)

    // Read again: the same; two days later: more.
    expect(await read()).toEqual(usage)
    await advanceClock(server, 2 * DAY_MINUTES)
    const later = await read()
    expect(later.days).toHaveLength(6)
    expect(later.used.dataMb).toBeGreaterThan(usage.used.dataMb)
    expect(later.days.slice(0, 3)).toEqual(usage.days.slice(0, 3))
  })
})

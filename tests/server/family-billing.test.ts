import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '@contract/family'
import { familyMembers, renewals, sandboxCharges, transactions } from '@server/db/schema'
import { chargeJoin, joinQuote, priceFirstPeriod } from '@server/family/billing'
import { lineTaxRate } from '@server/checkout/tax'
import { HttpError } from '@server/lib/errors'
import { addCard } from './support/payments'
import { billLine, DAY_MS, daysFromNow, makeGroup, familyMoneyFile } from './support/family-money'

const { server, services, activeLine, chargesUnder, billingOf } = familyMoneyFile('fam-join', '773')

const memberRow = async (customerId: string) =>
  (await server.db.select().from(familyMembers).where(eq(familyMembers.customerId, customerId)))[0]

/** What `promise` threw, as the error answer a route would give. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(HttpError)
  return { status: (error as HttpError).status, body: (error as HttpError).toJSON() }
}

describe('the prorated first period of a line joining a group', () => {
  it('prices a line joining mid-period, a lapsed line and a line paid beyond the group date (Plus in Illinois)', async () => {
    const group = await makeGroup(server, 'alice', [], await daysFromNow(server, 25))
    // Paid for 10 more days: the group pays the 15 days from then to its date.
    const midPeriod = await activeLine('bob')
    await billLine(server, midPeriod, await daysFromNow(server, 10))
    expect(await joinQuote(services(), { groupId: group.id, lineId: midPeriod.id })).toEqual({
      // $12.50 of the plan, $0.75 of the regulatory fee, 8.86% tax on $12.50 ($1.11).
      total: 14.36,
      days: 15,
      renewsOn: group.renewsAt.toISOString().slice(0, 10),
    })
    // Lapsed two days ago (renewal unpaid): from today, the 25 days to the group's date.
    const lapsed = await activeLine('carol')
    await billLine(server, lapsed, await daysFromNow(server, -2), 'pastDue')
    expect(await joinQuote(services(), { groupId: group.id, lineId: lapsed.id })).toMatchObject({ total: 23.92, days: 25 })
    // Paid 23 days past the group's date: the 7 days from then to the group's following date (30 days later).
    const paidBeyond = await activeLine('dave')
    await billLine(server, paidBeyond, await daysFromNow(server, 48))
    expect(await joinQuote(services(), { groupId: group.id, lineId: paidBeyond.id })).toEqual({
      total: 6.7,
      days: 7,
      renewsOn: new Date(group.renewsAt.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
    })
  })

  it('a whole period is the renewal price; a line paid to the very date costs nothing', () => {
    const from = new Date('2026-03-01T00:00:00.000Z')
    expect(priceFirstPeriod(25, lineTaxRate('60601'), from, new Date(from.getTime() + 30 * DAY_MS)).total).toBe('28.71')
    expect(priceFirstPeriod(25, lineTaxRate('60601'), from, from)).toMatchObject({ days: 0, total: '0.00' })
  })
})

describe('charging the join on the owner card', () => {
  it('charges the owner once, moves the line to the group date and commits with the membership', async () => {
    const group = await makeGroup(server, 'erin', [], await daysFromNow(server, 20))
    await addCard(server, 'erin', { last4: '4242', primary: true })
    const line = await activeLine('frank')
    await addCard(server, 'frank', { last4: '1111', primary: true })
    await billLine(server, line, await daysFromNow(server, -1), 'pastDue')
    const [open] = await server.db
      .insert(renewals)
      .values({
        lineId: line.id,
        customerId: line.customer.id,
        planId: 'plan-plus',
        periodStart: await daysFromNow(server, -1),
        nextAttemptAt: await daysFromNow(server, 1),
        planPrice: '25.00',
        regulatoryFee: '1.49',
        taxAmount: '2.22',
        total: '28.71',
        attempt: 1,
      })
      .returning()
    const quote = await joinQuote(services(), { groupId: group.id, lineId: line.id })
    const join = () =>
      chargeJoin(services(), { groupId: group.id, inviteId: 'invite-frank', lineId: line.id }, async (tx) => {
        await tx
          .insert(familyMembers)
          .values({ customerId: line.customer.id, groupId: group.id, role: 'member', name: 'Frank', joinedAt: new Date() })
      })
    const { transactionId } = await join()

    const [paid] = await server.db.select().from(transactions).where(eq(transactions.id, transactionId!))
    expect(paid).toMatchObject({
      customerId: group.ownerId,
      lineId: line.id,
      amount: quote.total.toFixed(2),
      cardLast4: '4242',
      successful: true,
    })
    expect(await memberRow(line.customer.id)).toMatchObject({ groupId: group.id })
    expect(await billingOf(line.id)).toMatchObject({ state: 'current', renewsAt: group.renewsAt })
    // The lapsed period's renewal is settled by the join (not asked of the member any more).
    expect((await server.db.select().from(renewals).where(eq(renewals.id, open.id)))[0]).toMatchObject({
      status: 'paid',
      transactionId,
      total: quote.total.toFixed(2),
    })
    // The owner's receipt email, with the PDF.
    const [receipt] = await server.mailsTo('erin@test.example', "Frank's line joined your family group: %")
    expect(receipt.subject).toBe(`Frank's line joined your family group: $${quote.total.toFixed(2)} charged`)
    expect(receipt.text).toContain(`its first ${quote.days} days in your group`)
    expect(receipt.attachments).toEqual([expect.objectContaining({ kind: 'receipt', transactionId })])
    // The same invitation again: nothing charged a second time.
    expect(await refusal(join())).toEqual({ status: 409, body: { message: FAMILY_MESSAGES.inviteUsed } })
    expect((await chargesUnder('family-join:invite-frank')).map((charge) => [charge.outcome, charge.last4])).toEqual([
      ['succeeded', '4242'],
    ])
    // The member's own card was never tried.
    expect(await server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, line.customer.id))).toEqual([])
  })

  it('two acceptances of one invitation at once: one joins, one charge', async () => {
    const group = await makeGroup(server, 'grace', [], await daysFromNow(server, 12))
    await addCard(server, 'grace', { last4: '4242', primary: true })
    const line = await activeLine('heidi')
    await billLine(server, line, await daysFromNow(server, 2))
    const accept = () =>
      chargeJoin(services(), { groupId: group.id, inviteId: 'invite-heidi', lineId: line.id }, async (tx) => {
        await tx
          .insert(familyMembers)
          .values({ customerId: line.customer.id, groupId: group.id, role: 'member', name: 'Heidi', joinedAt: new Date() })
      })
    const results = await Promise.allSettled([accept(), accept()])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const failed = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect((failed.reason as HttpError).status).toBe(409)
    expect((await chargesUnder('family-join:invite-heidi')).filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1)
    expect(await server.db.select().from(transactions).where(eq(transactions.idempotencyKey, 'family-join:invite-heidi'))).toHaveLength(1)
    // 10 days from the end of its paid period to the group's date.
    expect(await billingOf(line.id)).toMatchObject({ renewsAt: group.renewsAt })
  })
})

describe('a join that cannot be paid leaves nothing half joined', () => {
  it("a declined owner card: 402 with the family message, no membership, no charge recorded, the line's dates as they were", async () => {
    const ownerGroup = await makeGroup(server, 'bob', [], await daysFromNow(server, 9))
    await addCard(server, 'bob', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'bob', { last4: '9995', outcome: 'insufficient_funds' })
    const line = await activeLine('carol')
    const paidUntil = await daysFromNow(server, 3)
    await billLine(server, line, paidUntil)
    let ran = false
    const answer = await refusal(
      chargeJoin(services(), { groupId: ownerGroup.id, inviteId: 'invite-declined', lineId: line.id }, async (tx) => {
        ran = true
        await tx
          .insert(familyMembers)
          .values({ customerId: line.customer.id, groupId: ownerGroup.id, role: 'member', name: 'Carol', joinedAt: new Date() })
      }),
    )
    expect(answer).toEqual({ status: 402, body: { message: FAMILY_MESSAGES.cardDeclined, code: 'insufficient_funds' } })
    expect(ran).toBe(false)
    expect(await memberRow(line.customer.id)).toBeUndefined()
    expect(await server.db.select().from(transactions).where(like(transactions.idempotencyKey, 'family-join:invite-declined%'))).toEqual([])
    expect(await billingOf(line.id)).toMatchObject({ state: 'current', renewsAt: paidUntil })
    // Both of the owner's cards were tried, the primary first.
    expect((await chargesUnder('family-join:invite-declined')).map((charge) => charge.last4).sort()).toEqual(['0002', '9995'])
  })

  it('the membership writes failing after the card paid: all rolled back and the payment given back', async () => {
    const owner = await server.customer('dave')
    const group = await makeGroup(server, 'dave', [], await daysFromNow(server, 15))
    await addCard(server, 'dave', { last4: '4242', primary: true })
    const line = await activeLine('alice')
    await billLine(server, line, await daysFromNow(server, 1))
    const before = await billingOf(line.id)
    const answer = await refusal(
      chargeJoin(services(), { groupId: group.id, inviteId: 'invite-refused', lineId: line.id }, async () => {
        throw new HttpError(409, FAMILY_MESSAGES.groupFull)
      }),
    )
    expect(answer).toEqual({ status: 409, body: { message: FAMILY_MESSAGES.groupFull } })
    expect(await billingOf(line.id)).toEqual(before)
    expect(await server.db.select().from(transactions).where(eq(transactions.customerId, owner.id))).toEqual([])
    const charges = await server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, owner.id))
    expect(charges.map((charge) => charge.idempotencyKey.split(':')[0]).sort()).toEqual(['family-join', 'refund'])
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, familyRequests, lineAddOns, lines, sandboxCharges, transactions } from '@server/db/schema'
import { buyInvitedLine, chargeRequest, joinQuote, NO_OWNER_CARD } from '@server/family/billing'
import { HttpError } from '@server/lib/errors'
import { addCard } from './support/payments'
import { advanceClock } from './support/line-care'
import { billLine, daysFromNow, makeGroup, familyMoneyFile } from './support/family-money'

const { server, services, activeLine, chargesUnder, billingOf, paymentsOf } = familyMoneyFile('fam-ask', '872')

/** A member's request on their own line, pending for a day, as the family routes write it. */
async function askFor(
  group: { id: string },
  line: { id: string; customer: { id: string } },
  ask: { kind: 'addOn'; addOnId: string } | { kind: 'planChange'; planId: string },
  total: string,
) {
  const expiresAt = await daysFromNow(server, 1)
  return server.db
    .insert(familyRequests)
    .values({ groupId: group.id, lineId: line.id, requesterId: line.customer.id, total, expiresAt, ...ask })
    .returning()
}

describe('what the owner approves and buys', () => {
  it("an approved add-on and an approved upgrade of a member's line are charged once to the owner, never to the member", async () => {
    const owner = await server.customer('alice')
    const group = await makeGroup(server, 'alice', ['bob'], await daysFromNow(server, 20))
    await addCard(server, 'alice', { last4: '4242', primary: true })
    const member = await server.customer('bob')
    await addCard(server, 'bob', { last4: '1111', primary: true })
    const line = await activeLine('bob')
    await billLine(server, line, await daysFromNow(server, 20))
    const [addOn] = await askFor(group, line, { kind: 'addOn', addOnId: 'data-3gb' }, '13.06')
    const first = await chargeRequest(services(), { requestId: addOn.id })
    expect(first.message).toBe("3 GB data is on the line. We charged $13.06 to the group owner's card ending 4242.")
    const again = await chargeRequest(services(), { requestId: addOn.id })
    expect(again.transactionId).toBe(first.transactionId)
    const [bought] = await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, line.id))
    expect(bought).toMatchObject({ customerId: owner.id, status: 'active', addOnId: 'data-3gb' })
    const [charge] = await server.db.select().from(transactions).where(eq(transactions.id, first.transactionId!))
    expect(charge).toMatchObject({ customerId: owner.id, lineId: line.id, cardLast4: '4242', successful: true })

    const [upgrade] = await askFor(group, line, { kind: 'planChange', planId: 'plan-unlimited' }, '10.00')
    const changed = await chargeRequest(services(), { requestId: upgrade.id })
    expect(changed.message).toMatch(/^The line is on Unlimited now\. We charged \$\d+\.\d{2} to the group owner's card ending 4242\.$/)
    const [planCharge] = await server.db.select().from(transactions).where(eq(transactions.id, changed.transactionId!))
    expect(planCharge).toMatchObject({ customerId: owner.id, cardLast4: '4242', successful: true })
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].planId).toBe('plan-unlimited')

    // A downgrade waits for the renewal (which the group pays): nothing charged now.
    const [downgrade] = await askFor(group, line, { kind: 'planChange', planId: 'plan-starter' }, '0.00')
    const scheduled = await chargeRequest(services(), { requestId: downgrade.id })
    expect(scheduled.transactionId).toBeNull()
    expect(scheduled.message).toMatch(/^The line changes to Starter at its renewal on \d{1,2} \w{3} \d{4}\.$/)
    expect((await billingOf(line.id)).nextPlanId).toBe('plan-starter')
    expect(await server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, member.id))).toEqual([])
    expect(await server.db.select().from(transactions).where(eq(transactions.customerId, member.id))).toEqual([])
  })

  it('an owner without a saved card: 402 with a message for whoever approved, nothing bought', async () => {
    const group = await makeGroup(server, 'dave', ['erin'], await daysFromNow(server, 20))
    const member = await server.customer('erin')
    await addCard(server, 'erin', { last4: '1111', primary: true })
    const line = await activeLine('erin')
    await billLine(server, line, await daysFromNow(server, 20))
    for (const ask of [
      { kind: 'addOn' as const, addOnId: 'data-3gb' },
      { kind: 'planChange' as const, planId: 'plan-unlimited' },
    ]) {
      const [request] = await askFor(group, line, ask, '13.06')
      const error = await chargeRequest(services(), { requestId: request.id }).catch((thrown: HttpError) => thrown)
      expect(error).toBeInstanceOf(HttpError)
      expect([(error as HttpError).status, (error as HttpError).message]).toEqual([402, NO_OWNER_CARD])
    }
    expect(await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, line.id))).toEqual([])
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].planId).toBe('plan-plus')
    expect(await server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, member.id))).toEqual([])
  })

  it('a new line for an invitation: bought once on the owner card, under the owner, renewing on the group date', async () => {
    const owner = await server.customer('carol')
    await server.db.update(customers).set({ zipCode: '60601' }).where(eq(customers.id, owner.id))
    const group = await makeGroup(server, 'carol', [], await daysFromNow(server, 10))
    await addCard(server, 'carol', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'carol', { last4: '5556', network: 'mastercard' })
    const quote = await joinQuote(services(), { groupId: group.id, planId: 'plan-plus' })
    expect(quote).toMatchObject({ days: 10, renewsOn: group.renewsAt.toISOString().slice(0, 10) })
    // Two requests at once, then a retry: one line, one charge.
    const [bought, twin] = await Promise.all([
      buyInvitedLine(services(), { groupId: group.id, inviteId: 'invite-new', planId: 'plan-plus' }),
      buyInvitedLine(services(), { groupId: group.id, inviteId: 'invite-new', planId: 'plan-plus' }),
    ])
    expect(twin).toEqual(bought)
    expect(await buyInvitedLine(services(), { groupId: group.id, inviteId: 'invite-new', planId: 'plan-plus' })).toEqual(bought)
    expect(await server.db.select().from(lines).where(eq(lines.customerId, owner.id))).toHaveLength(1)
    const [line] = await server.db.select().from(lines).where(eq(lines.id, bought.lineId))
    expect(line).toMatchObject({ customerId: owner.id, planId: 'plan-plus', simType: 'esim', zipCode: '60601' })
    expect(await billingOf(line.id)).toMatchObject({ renewsAt: group.renewsAt, state: 'current' })
    const [paid] = await server.db.select().from(transactions).where(eq(transactions.id, bought.transactionId))
    // The prorated period, the $10 activation fee and its 8.86% tax ($0.89), on the card that paid.
    expect(paid).toMatchObject({ amount: (quote.total + 10.89).toFixed(2), activationFee: '10.00', cardLast4: '5556', successful: true })
    expect((await chargesUnder('family-invite:invite-new')).filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1)
    expect(await server.mailsTo('carol@test.example', `A new line for % charged`)).toHaveLength(1)
    // The carrier activates the eSIM as after a checkout; its renewal stays on the group's date.
    await advanceClock(server, 3)
    const token = await server.signIn('carol')
    expect((await server.call('/app/users/subscriptions', { token })).status).toBe(200)
    expect((await server.db.select().from(lines).where(eq(lines.id, bought.lineId)))[0].simStatus).toBe('active')
    expect(await billingOf(line.id)).toMatchObject({ renewsAt: group.renewsAt })
    expect(await paymentsOf(owner.id)).toHaveLength(1)
  })
})

import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { familyGroups, familyMembers, lineBilling, renewals } from '@server/db/schema'
import { lineLeaves } from '@server/family/billing'
import { addCard } from './support/payments'
import { DAY_MINUTES } from './support/line-care'
import { billLine, groupWithDecliningOwner, daysFromNow, makeGroup, removeMember, familyMoneyFile } from './support/family-money'

const { server, services, activeLine, advance, chargesOf } = familyMoneyFile('fam-grace', '224')

describe('who pays when the group changes', () => {
  it("takes the unpaid renewal with them: the next retry charges their own card, never the owner's again", async () => {
    const { renewsAt, owner: alice, member: bob } = await groupWithDecliningOwner(server, 'alice', 'bob', 1)
    const bobs = await activeLine('bob')
    await billLine(server, bobs, renewsAt)
    await advance(DAY_MINUTES + 1)
    const [inGrace] = await server.db.select().from(renewals).where(eq(renewals.lineId, bobs.id))
    expect(inGrace).toMatchObject({ customerId: alice.id, status: 'due', attempt: 1 })
    expect(await chargesOf(bob.id)).toEqual([])

    await removeMember(server, bob.id)
    await lineLeaves(services(), { lineId: bobs.id, customerId: bob.id })
    await advance(DAY_MINUTES)
    const [paid] = await server.db.select().from(renewals).where(eq(renewals.lineId, bobs.id))
    expect(paid).toMatchObject({ customerId: bob.id, status: 'paid' })
    expect((await chargesOf(bob.id)).map((charge) => [charge.outcome, charge.last4])).toEqual([['succeeded', '1111']])
    expect((await server.db.select().from(lineBilling).where(eq(lineBilling.lineId, bobs.id)))[0]).toMatchObject({ state: 'current' })
    expect((await chargesOf(alice.id)).map((charge) => charge.outcome)).toEqual(['declined'])
  })

  it('after a transfer of ownership the new owner pays the whole group, the old one nothing', async () => {
    const renewsAt = await daysFromNow(server, 2)
    const group = await makeGroup(server, 'carol', ['dave'], renewsAt)
    const [carol, dave] = [await server.customer('carol'), await server.customer('dave')]
    await addCard(server, 'carol', { last4: '4242', primary: true })
    await addCard(server, 'dave', { last4: '5556', network: 'mastercard', primary: true })
    const lines = [await activeLine('carol'), await activeLine('dave')]
    for (const line of lines) await billLine(server, line, renewsAt)
    // What the family routes write when Dave accepts the ownership.
    await server.db.update(familyGroups).set({ ownerId: dave.id }).where(eq(familyGroups.id, group.id))
    await server.db.update(familyMembers).set({ role: 'manager' }).where(eq(familyMembers.customerId, carol.id))
    await server.db.update(familyMembers).set({ role: 'owner' }).where(eq(familyMembers.customerId, dave.id))
    await advance(2 * DAY_MINUTES + 1)
    expect((await chargesOf(dave.id)).map((charge) => [charge.outcome, charge.last4, charge.amount])).toEqual([
      ['succeeded', '5556', '57.42'],
    ])
    expect(await chargesOf(carol.id)).toEqual([])
    const rows = await server.db
      .select()
      .from(renewals)
      .where(
        inArray(
          renewals.lineId,
          lines.map((line) => line.id),
        ),
      )
    expect(rows.map((row) => [row.status, row.customerId])).toEqual([
      ['paid', dave.id],
      ['paid', dave.id],
    ])
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { lineBilling, renewals, sandboxCharges } from '@server/db/schema'
import { lineLeaves } from '@server/family/billing'
import { serverForFile } from './support/harness'
import { addCard } from './support/payments'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { billLine, daysFromNow, makeGroup, removeMember, servicesOf } from './support/family'

const server = serverForFile()
const services = servicesOf(server)
const activeLine = lineMaker(server, 'fam-grace', '224')
const advance = (minutes: number) => advanceClock(server, minutes)
const chargesOf = (customerId: string) => server.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customerId))

describe('a member who leaves while the group charge is in grace', () => {
  it("takes the unpaid renewal with them: the next retry charges their own card, never the owner's again", async () => {
    const renewsAt = await daysFromNow(server, 1)
    await makeGroup(server, 'alice', ['bob'], renewsAt)
    const [alice, bob] = [await server.customer('alice'), await server.customer('bob')]
    await addCard(server, 'alice', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'bob', { last4: '1111', primary: true })
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
})

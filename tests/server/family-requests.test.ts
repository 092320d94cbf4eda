import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES, familyChangeAnswerSchema } from '@contract/family'
import { cards, familyRequests, lineAddOns, transactions } from '@server/db/schema'
import type { TestCustomerKey } from './support/fixtures'
import { emailOf, serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { advanceClock } from './support/line-care'

const server = serverForFile()
const kit = familyKit(server, 'fam-requests')

const idOf = async (who: TestCustomerKey) => (await server.customer(who)).id
const ask = async (who: TestCustomerKey, lineId: string, addOnId = 'data-3gb') =>
  server.call('/app/family/requests', { token: await kit.token(who), body: { kind: 'addOn', lineId, addOnId } })
const answer = async (who: TestCustomerKey, requestId: string, approve: boolean) =>
  server.call(`/app/family/requests/${requestId}/decision`, { token: await kit.token(who), body: { approve } })
const requestsOf = () => server.db.select().from(familyRequests)
/** What was charged for a line: its add-ons and their payments. */
const chargesOf = async (lineId: string) => ({
  addOns: await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, lineId)),
  payments: await server.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.lineId, lineId), eq(transactions.successful, true))),
})

/** alice owns a group with bob as manager and carol as member; carol's line is billed (so data can be added). */
async function threeOfUs() {
  await kit.makeGroup('alice', 'Testers')
  const bobLine = await kit.activeLine('bob')
  await kit.join('alice', 'bob', bobLine.id, 'manager')
  const carolLine = await kit.activeLine('carol')
  expect((await server.call('/app/line-care/bills', { token: await kit.token('carol') })).status).toBe(200)
  await kit.join('alice', 'carol', carolLine.id, 'member')
  return { bobLine, carolLine }
}

beforeEach(() => kit.reset())

describe('a member’s requests, answered by the owner or a manager', () => {
  it('asks for 3 GB on the member’s own line; the owner approves it once, charged to the owner’s card', async () => {
    const { carolLine } = await threeOfUs()
    const asked = await ask('carol', carolLine.id)
    expect(asked.status, asked.text).toBe(200)
    const [request] = familyChangeAnswerSchema.parse(asked.body).family.group!.requests
    expect(request).toMatchObject({ kind: 'addOn', lineId: carolLine.id, requesterName: 'Carol', status: 'pending', decidedByName: null })
    expect(request.item).toMatch(/3 GB/)
    expect(request.total).toBeGreaterThan(0)
    // The owner and the managers see it; so does the member, as their own.
    for (const who of ['alice', 'bob', 'carol'] as const)
      expect((await kit.family(who))!.requests.map((row) => row.requestId)).toEqual([request.requestId])

    const approved = await answer('alice', request.requestId, true)
    expect(approved.status, approved.text).toBe(200)
    expect(approved.body.family.group.requests[0]).toMatchObject({ status: 'approved', decidedByName: 'Alice Tester' })
    const charged = await chargesOf(carolLine.id)
    expect(charged.addOns).toHaveLength(1)
    const addOnPayments = charged.payments.filter((payment) => payment.item.includes('3 GB'))
    expect(addOnPayments.map((payment) => payment.customerId)).toEqual([await idOf('alice')])

    // Twice, or by a manager after the owner: answered already, nothing charged again.
    expect(await answer('alice', request.requestId, true)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.requestDecided } })
    expect(await answer('bob', request.requestId, false)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.requestDecided } })
    expect(await chargesOf(carolLine.id)).toEqual(charged)
    expect(await server.mailsTo(emailOf('carol'), 'Your request for 3 GB data was approved')).toHaveLength(1)
  })

  it('refuses a request for another line, by a role that needs none, or for something unknown', async () => {
    const { bobLine, carolLine } = await threeOfUs()
    const daveLine = await kit.activeLine('dave')
    await kit.makeGroup('dave')
    expect(await ask('carol', bobLine.id)).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.onlyOwnLine } })
    expect(await ask('carol', daveLine.id)).toMatchObject({ status: 404, body: { message: 'No such line' } })
    expect(await ask('bob', bobLine.id)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.noNeedToAsk } })
    expect(await ask('erin', carolLine.id)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.notInGroup } })
    expect((await ask('carol', carolLine.id, 'no-such-add-on')).status).toBe(422)
    expect(await requestsOf()).toEqual([])
  })

  it('is answered by the owner or a manager only, never by the requester, and not after 24 hours', async () => {
    const { carolLine } = await threeOfUs()
    await ask('carol', carolLine.id)
    const [request] = await requestsOf()
    expect(await answer('carol', request.id, true)).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.notDecider } })
    // Made a manager, the requester still cannot answer their own request.
    await server.call(`/app/family/members/${await idOf('carol')}/role`, {
      method: 'PUT',
      token: await kit.token('alice'),
      body: { role: 'manager' },
    })
    expect(await answer('carol', request.id, true)).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.ownRequest } })
    // Another group's owner does not see it.
    await kit.makeGroup('dave')
    expect(await answer('dave', request.id, true)).toMatchObject({ status: 404, body: { message: FAMILY_MESSAGES.requestNotFound } })

    await advanceClock(server, 25 * 60)
    expect(await answer('alice', request.id, true)).toMatchObject({ status: 409, body: { message: FAMILY_MESSAGES.requestExpired } })
    expect((await kit.family('alice'))!.requests[0].status).toBe('expired')
    expect((await chargesOf(carolLine.id)).addOns).toEqual([])
  })

  it('is declined by a manager: nothing charged, the member and the owner are told', async () => {
    const { carolLine } = await threeOfUs()
    await ask('carol', carolLine.id)
    const [request] = await requestsOf()
    const declined = await answer('bob', request.id, false)
    expect(declined.status, declined.text).toBe(200)
    expect(declined.body.family.group.requests[0]).toMatchObject({ status: 'declined', decidedByName: 'Bob' })
    expect((await chargesOf(carolLine.id)).addOns).toEqual([])
    expect(await server.mailsTo(emailOf('carol'), 'Your request for 3 GB data was declined')).toHaveLength(1)
    expect(await server.mailsTo(emailOf('alice'), 'Bob declined a request of Carol for 3 GB data')).toHaveLength(1)
  })

  it('stays pending with nothing charged when the owner’s card is declined at approval', async () => {
    const { carolLine } = await threeOfUs()
    await ask('carol', carolLine.id)
    const [request] = await requestsOf()
    await server.db
      .update(cards)
      .set({ sandboxOutcome: 'declined' })
      .where(eq(cards.customerId, await idOf('alice')))
    const refused = await answer('alice', request.id, true)
    expect(refused.status, refused.text).toBe(402)
    expect((await requestsOf())[0]).toMatchObject({ status: 'pending', decidedBy: null })
    expect((await chargesOf(carolLine.id)).addOns.filter((addOn) => addOn.status === 'active')).toEqual([])
  })
})

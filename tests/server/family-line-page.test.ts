import { beforeEach, describe, expect, it } from 'vitest'
import { FAMILY_MESSAGES } from '@contract/family'
import { serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { addCard } from './support/payments'

/**
 * A line's page (GET /app/line-care/lines/{lineId}) for each role of a family group: the owner reads the whole bill;
 * a manager (any line of the group) and a member (their own) read the line, its state and plan with the money
 * withheld (`callerRole`), and so does every other answer that carries the bill; anyone else is refused.
 */
const server = serverForFile()
const kit = familyKit(server, 'fam-page')
type Who = 'alice' | 'bob' | 'carol' | 'dave'

const page = async (who: Who, lineId: string) => server.call(`/app/line-care/lines/${lineId}`, { token: await kit.token(who) })

/** What a member's or manager's answer must never carry: the owner's card, an amount due, a receipt. */
function expectNoMoney(text: string, body: Record<string, unknown>, cardLast4: string) {
  expect(body).toMatchObject({ nextAmount: 0, openRenewal: null, canPay: false, autopay: false })
  expect(text).not.toContain(cardLast4)
  expect(text).not.toMatch(/transaction|receipt|last4|cardId/i)
}

/** Alice owns a group (card 4242) with Bob as manager and Carol as member, a line each; Dave owns another group. */
async function group() {
  const lines = {
    alice: await kit.activeLine('alice'),
    bob: await kit.activeLine('bob'),
    carol: await kit.activeLine('carol'),
    dave: await kit.activeLine('dave'),
  }
  await addCard(server, 'alice', { last4: '4242', primary: true })
  await kit.makeGroup('alice', 'Alice family', { card: false })
  await kit.join('alice', 'bob', lines.bob.id, 'manager')
  await kit.join('alice', 'carol', lines.carol.id, 'member')
  await kit.makeGroup('dave')
  return lines
}

beforeEach(() => kit.reset())

describe('a family line’s page, by role', () => {
  it('the owner reads a member’s whole bill', async () => {
    const lines = await group()
    const read = await page('alice', lines.carol.id)
    expect(read.status, read.text).toBe(200)
    expect(read.body.callerRole).toBeUndefined()
    expect(read.body.nextAmount).toBeGreaterThan(0)
  })

  it('a member opens their own line: its state and plan, no bill, no card, no amount', async () => {
    const lines = await group()
    const read = await page('carol', lines.carol.id)
    expect(read.status, read.text).toBe(200)
    expect(read.body).toMatchObject({ lineId: lines.carol.id, callerRole: 'member', state: 'active', status: 'current', canSuspend: true })
    expect(read.body.planName).toBeTruthy()
    expectNoMoney(read.text, read.body, '4242')
  })

  it('a manager opens their own line and a member’s: no money, and no suspending (the owner’s)', async () => {
    const lines = await group()
    for (const lineId of [lines.bob.id, lines.carol.id, lines.alice.id]) {
      const read = await page('bob', lineId)
      expect(read.status, read.text).toBe(200)
      expect(read.body).toMatchObject({ lineId, callerRole: 'manager', canSuspend: false })
      expectNoMoney(read.text, read.body, '4242')
    }
  })

  it('a member suspending their own lost line is answered the bill without its money', async () => {
    const lines = await group()
    const suspended = await server.call(`/app/line-care/lines/${lines.carol.id}/suspend`, { token: await kit.token('carol'), body: {} })
    expect(suspended.status, suspended.text).toBe(200)
    expect(suspended.body.bill).toMatchObject({ callerRole: 'member', status: 'lost' })
    expectNoMoney(suspended.text, suspended.body.bill, '4242')
  })
})

describe('a family line’s page, tried by someone it is not for', () => {
  it('a member reading another member’s or the owner’s line: 403, and nothing of it', async () => {
    const lines = await group()
    for (const lineId of [lines.bob.id, lines.alice.id]) {
      const read = await page('carol', lineId)
      expect(read.status, read.text).toBe(403)
      expect(read.body).toEqual({ message: FAMILY_MESSAGES.memberOwnLine })
    }
  })

  it('a member of another group, or its owner: 404, as an unknown line', async () => {
    const lines = await group()
    const unknown = await page('dave', 'fam-page-no-such-line')
    for (const lineId of [lines.carol.id, lines.alice.id, lines.bob.id]) {
      const read = await page('dave', lineId)
      expect(read.status, read.text).toBe(404)
      expect(read.body).toEqual(unknown.body)
    }
    expect((await page('alice', lines.dave.id)).status).toBe(404)
  })

  it('a former member after leaving: 404 on the group’s lines; their own line is theirs again, bill and all', async () => {
    const lines = await group()
    const left = await server.call('/app/family/leave', { token: await kit.token('carol'), body: {} })
    expect(left.status, left.text).toBe(200)
    for (const lineId of [lines.alice.id, lines.bob.id]) expect((await page('carol', lineId)).status).toBe(404)
    const own = await page('carol', lines.carol.id)
    expect(own.status, own.text).toBe(200)
    expect(own.body.callerRole).toBeUndefined()
    expect(own.body.nextAmount).toBeGreaterThan(0)
    // And the group no longer reaches it.
    expect((await page('bob', lines.carol.id)).status).toBe(404)
  })
})

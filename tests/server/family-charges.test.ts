import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { lineAddOns, transactions } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { familyKit } from './support/family-kit'
import { addCard } from './support/payments'

/**
 * What a manager (who cannot see the owner's cards) and the owner buy on the group's lines: charged to the owner's
 * card, primary first and the others after it, with an answer that says whose card paid.
 */
const server = serverForFile()
const kit = familyKit(server, 'fam-pay')
const spanish = { 'accept-language': 'es-US,es;q=0.9' }

let key = 0
const buy = async (who: 'alice' | 'bob', lineId: string, cardId: string, headers: Record<string, string> = {}) =>
  server.call(`/app/line-care/lines/${lineId}/add-ons`, {
    token: await kit.token(who),
    headers,
    body: { addOnId: 'data-3gb', cardId, requestKey: `fam-pay-key-${(key += 1)}` },
  })
const chargesOn = (lineId: string) =>
  server.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.lineId, lineId), eq(transactions.successful, true)))

/** Alice owns a group (card 4242 primary, 5555 after it) with Bob as manager and Carol as member, a line each. */
async function group({ primaryDeclines = false } = {}) {
  const lines = { alice: await kit.activeLine('alice'), bob: await kit.activeLine('bob'), carol: await kit.activeLine('carol') }
  await addCard(server, 'alice', { last4: '4242', primary: true, outcome: primaryDeclines ? 'declined' : 'succeeded' })
  const aliceSecond = await addCard(server, 'alice', { last4: '5555' })
  const bobCard = await addCard(server, 'bob', { last4: '1111', primary: true })
  await kit.makeGroup('alice', 'Alice family', { card: false })
  await kit.join('alice', 'bob', lines.bob.id, 'manager')
  await kit.join('alice', 'carol', lines.carol.id, 'member')
  return { lines, bobCard, aliceSecond }
}

beforeEach(() => kit.reset())

describe('a manager buying on the group’s lines', () => {
  it('buys an add-on on the owner’s line with whatever card id it sends: the owner’s primary card pays, and the answer says so', async () => {
    const { lines, bobCard } = await group()
    const bought = await buy('bob', lines.alice.id, bobCard.id)
    expect(bought.status, bought.text).toBe(200)
    expect(bought.body.message).toMatch(/^3 GB data is on the line\. We charged \$\d+\.\d{2} to the group owner's card ending 4242\.$/)
    const [charge] = await chargesOn(lines.alice.id)
    expect(charge).toMatchObject({ customerId: (await server.customer('alice')).id, cardLast4: '4242' })
    const [addOn] = await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, lines.alice.id))
    expect(addOn).toMatchObject({ customerId: (await server.customer('alice')).id, status: 'active' })

    // In Spanish, on a member's line, with a card id that is nobody's.
    const again = await buy('bob', lines.carol.id, 'no-such-card', spanish)
    expect(again.status, again.text).toBe(200)
    expect(again.body.message).toMatch(
      /^3 GB de datos ya está en la línea\. Cobramos \$\d+\.\d{2} a la tarjeta del titular del grupo terminada en 4242\.$/,
    )
    expect(await server.rowsOf(transactions, 'bob')).toEqual([])
  })

  it('falls back to the owner’s next card when the primary declines, as renewals do', async () => {
    const { lines, bobCard } = await group({ primaryDeclines: true })
    const bought = await buy('bob', lines.carol.id, bobCard.id)
    expect(bought.status, bought.text).toBe(200)
    expect(bought.body.message).toMatch(/the group owner's card ending 5555\.$/)
    expect((await chargesOn(lines.carol.id)).map((row) => row.cardLast4)).toContain('5555')

    const changed = await server.call(`/app/line-care/lines/${lines.carol.id}/plan-change`, {
      token: await kit.token('bob'),
      body: { planId: 'plan-unlimited' },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.message).toMatch(/the group owner's card ending 5555\.$/)
  })

  it('upgrades a member’s plan on the owner’s card, and says whose card paid', async () => {
    const { lines } = await group()
    const changed = await server.call(`/app/line-care/lines/${lines.carol.id}/plan-change`, {
      token: await kit.token('bob'),
      body: { planId: 'plan-unlimited' },
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.message).toMatch(/^The line is on Unlimited now\. We charged \$\d+\.\d{2} to the group owner's card ending 4242\.$/)
    const upgrade = (await chargesOn(lines.carol.id)).find((row) => row.item.includes('plan change'))
    expect(upgrade).toMatchObject({ customerId: (await server.customer('alice')).id, cardLast4: '4242' })
  })
})

describe('the owner buying for a member’s line', () => {
  it('charges the owner’s own card they chose, never the member’s', async () => {
    const { lines, aliceSecond } = await group()
    const bought = await buy('alice', lines.carol.id, aliceSecond.id)
    expect(bought.status, bought.text).toBe(200)
    expect(bought.body.message).toMatch(/We charged \$\d+\.\d{2} to your card ending 5555\.$/)
    expect(await server.rowsOf(transactions, 'carol')).toEqual([])
  })
})

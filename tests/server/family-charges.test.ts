import { and, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { customers, lineAddOns, transactions } from '@server/db/schema'
import { OWNER_PAYS_NO_CARD } from '@server/billing/add-ons'
import { FAMILY_MESSAGES } from '@contract/family'
import { emailOf, serverForFile } from './support/harness'
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
/** `who` buys 3 GB on `lineId`, naming `cardId` (or no card). */
const buy = async (who: Who, lineId: string, cardId?: string, headers: Record<string, string> = {}) =>
  server.call(`/app/line-care/lines/${lineId}/add-ons`, {
    token: await kit.token(who),
    headers,
    body: { addOnId: 'data-3gb', ...(cardId === undefined ? {} : { cardId }), requestKey: `fam-pay-key-${(key += 1)}` },
  })
type Who = 'alice' | 'bob' | 'carol' | 'dave'
/** How `who` is told they would pay on `lineId` (the add-ons answer's `payment`). */
const paymentOn = async (who: Who, lineId: string) =>
  (await server.call(`/app/line-care/lines/${lineId}/add-ons`, { token: await kit.token(who) })).body.payment
/** The owner's add-on confirmations, oldest first. */
const addOnMails = async () => (await server.mailsTo(emailOf('alice'), '3 GB data added to %')).sort((a, b) => a.id - b.id)
const addOnsOf = (lineId: string) => server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, lineId))
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
  it('buys an add-on on the owner’s line naming no card: the owner’s primary card pays, and the answer says so', async () => {
    const { lines } = await group()
    expect(await paymentOn('bob', lines.alice.id)).toBe('owner')
    const bought = await buy('bob', lines.alice.id)
    expect(bought.status, bought.text).toBe(200)
    expect(bought.body.addOns.payment).toBe('owner')
    expect(bought.body.message).toMatch(/^3 GB data is on the line\. We charged \$\d+\.\d{2} to the group owner's card ending 4242\.$/)
    const [charge] = await chargesOn(lines.alice.id)
    expect(charge).toMatchObject({ customerId: (await server.customer('alice')).id, cardLast4: '4242' })
    const [addOn] = await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, lines.alice.id))
    expect(addOn).toMatchObject({ customerId: (await server.customer('alice')).id, status: 'active' })

    // In Spanish, on a member's line.
    const again = await buy('bob', lines.carol.id, undefined, spanish)
    expect(again.status, again.text).toBe(200)
    expect(again.body.message).toMatch(
      /^3 GB de datos ya está en la línea\. Cobramos \$\d+\.\d{2} a la tarjeta del titular del grupo terminada en 4242\.$/,
    )
    expect(await server.rowsOf(transactions, 'bob')).toEqual([])
  })

  it('falls back to the owner’s next card when the primary declines, as renewals do', async () => {
    const { lines } = await group({ primaryDeclines: true })
    const bought = await buy('bob', lines.carol.id)
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

describe('who chooses the card of an add-on on a group’s line', () => {
  it('tells each caller how they would pay: the owner by their card, a manager on the owner’s, a member by request', async () => {
    const { lines } = await group()
    expect(await paymentOn('alice', lines.alice.id)).toBe('card')
    expect(await paymentOn('alice', lines.carol.id)).toBe('card')
    expect(await paymentOn('bob', lines.bob.id)).toBe('owner')
    expect(await paymentOn('carol', lines.carol.id)).toBe('request')
    // Once Carol leaves, her line is hers to pay again.
    expect((await server.call('/app/family/leave', { method: 'POST', token: await kit.token('carol') })).status).toBe(200)
    expect(await paymentOn('carol', lines.carol.id)).toBe('card')
  })

  it('refuses a manager any card on a line the owner pays for, theirs or the owner’s, and charges nothing', async () => {
    const { lines, bobCard, aliceSecond } = await group()
    const before = await chargesOn(lines.carol.id)
    for (const cardId of [bobCard.id, aliceSecond.id, 'no-such-card']) {
      const named = await buy('bob', lines.carol.id, cardId)
      expect(named).toMatchObject({ status: 422, body: { errors: [{ field: 'cardId', message: OWNER_PAYS_NO_CARD }] } })
    }
    expect(await chargesOn(lines.carol.id)).toEqual(before)
    expect(await addOnsOf(lines.carol.id)).toEqual([])
  })

  it('asks the owner for their card, and refuses one of another customer’s as unknown', async () => {
    const { lines, bobCard } = await group()
    const before = await chargesOn(lines.carol.id)
    const none = await buy('alice', lines.carol.id)
    expect(none).toMatchObject({ status: 422, body: { errors: [{ field: 'cardId', message: 'Choose the card to charge' }] } })
    const bobs = await buy('alice', lines.carol.id, bobCard.id)
    expect(bobs).toMatchObject({ status: 422, body: { errors: [{ field: 'cardId', message: 'We could not find this card' }] } })
    expect(await chargesOn(lines.carol.id)).toEqual(before)
  })

  it('never lets a member, another group or a former member charge the owner’s card', async () => {
    const { lines, aliceSecond } = await group()
    const daveLine = await kit.activeLine('dave')
    await kit.makeGroup('dave')
    const before = { carol: await chargesOn(lines.carol.id), dave: await chargesOn(daveLine.id) }
    // A member asks instead: with the owner's card, or none, the purchase is refused and nothing is charged.
    for (const cardId of [aliceSecond.id, undefined])
      expect(await buy('carol', lines.carol.id, cardId)).toMatchObject({ status: 403, body: { message: FAMILY_MESSAGES.askFirst } })
    // Another group's owner: the card is not theirs on their own line, and the group's line is not theirs to see.
    expect((await buy('dave', daveLine.id, aliceSecond.id)).body).toMatchObject({
      errors: [{ field: 'cardId', message: 'We could not find this card' }],
    })
    expect((await buy('dave', lines.carol.id, aliceSecond.id)).status).toBe(404)
    // Carol leaves with her line: the owner's card is no card of hers.
    expect((await server.call('/app/family/leave', { method: 'POST', token: await kit.token('carol') })).status).toBe(200)
    const former = await buy('carol', lines.carol.id, aliceSecond.id)
    expect(former).toMatchObject({ status: 422, body: { errors: [{ field: 'cardId', message: 'We could not find this card' }] } })
    expect(await chargesOn(lines.carol.id)).toEqual(before.carol)
    expect(await chargesOn(daveLine.id)).toEqual(before.dave)
    expect(await addOnsOf(lines.carol.id)).toEqual([])
  })

  it('tells the owner in their email that a manager bought on their card, and how to stop them', async () => {
    const { lines } = await group()
    const earlier = (await addOnMails()).length
    expect((await buy('bob', lines.carol.id)).status).toBe(200)
    const [mail, ...others] = (await addOnMails()).slice(earlier)
    expect(others).toEqual([])
    expect(mail?.text).toContain('to your card ending 4242.')
    expect(mail?.text).toContain('Bought by Bob, a manager of your family group.')
    expect(mail?.text).toContain('talk to Bob')
    // The owner's own purchase says nothing of a manager.
    expect((await buy('alice', lines.carol.id, (await addCard(server, 'alice', { last4: '7777' })).id)).status).toBe(200)
    const mails = (await addOnMails()).slice(earlier)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.text).not.toContain('Bought by')
  })

  it('tells the member whose line a manager added to what is on it, who added it and that the owner pays, in their language', async () => {
    const { lines } = await group()
    // What reached `who` since this test began (the outbox outlives each test's reset).
    const mailsOf = async (who: Who) => (await server.mailsTo(emailOf(who), '3 GB %')).sort((a, b) => a.id - b.id)
    const before = { bob: (await mailsOf('bob')).length, carol: (await mailsOf('carol')).length }
    const told = async (who: 'bob' | 'carol') => (await mailsOf(who)).slice(before[who])
    expect((await buy('bob', lines.carol.id)).status).toBe(200)
    const [mail, ...others] = await told('carol')
    expect(others).toEqual([])
    expect(mail?.subject).toMatch(/^3 GB data added to /)
    expect(mail?.text).toContain('3 GB data is on your line ')
    expect(mail?.text).toContain(
      "Bob, a manager of your family group, added it, and your family group's owner pays for it: there is nothing for you to pay.",
    )
    // The member pays nothing: no card and no amount of the owner's.
    expect(mail?.text).not.toMatch(/4242|\$/)
    // A manager buying on their own line, or the owner on a member's, tells no one but the owner.
    expect((await buy('bob', lines.bob.id)).status).toBe(200)
    expect((await buy('alice', lines.carol.id, (await addCard(server, 'alice', { last4: '7777' })).id)).status).toBe(200)
    expect(await told('bob')).toEqual([])
    expect(await told('carol')).toHaveLength(1)
    // In Spanish for a member who reads Spanish.
    await server.db
      .update(customers)
      .set({ language: 'es' })
      .where(eq(customers.id, (await server.customer('carol')).id))
    expect((await buy('bob', lines.carol.id)).status).toBe(200)
    const spanish = (await told('carol')).at(-1)
    expect(spanish?.subject).toMatch(/^3 GB de datos se agregó a /)
    expect(spanish?.text).toContain('3 GB de datos está en tu línea ')
    expect(spanish?.text).toContain(
      'Lo agregó Bob, administrador de tu grupo familiar, y lo paga el titular del grupo: tú no tienes que pagar nada.',
    )
  })
})

import { eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, notificationsSent, renewals, smsOutbox, transactions } from '@server/db/schema'
import { lineLeaves } from '@server/family/billing'
import { addCard } from './support/payments'
import { DAY_MINUTES } from './support/line-care'
import { billLine, daysFromNow, makeGroup, removeMember, familyMoneyFile } from './support/family-money'

const { server, services, activeLine, advance, chargesOf, billingOf, lineOf } = familyMoneyFile('fam-leave', '630')

const textsMatching = (text: string) => server.db.select().from(smsOutbox).where(like(smsOutbox.text, text))

describe('a line that leaves its group', () => {
  it('is paid until the group date, its user is told to add a card, then grace, then their own card pays', async () => {
    const renewsAt = await daysFromNow(server, 6)
    await makeGroup(server, 'alice', ['bob'], renewsAt)
    const [alice, bob] = [await server.customer('alice'), await server.customer('bob')]
    await addCard(server, 'alice', { last4: '4242', primary: true })
    const owned = await activeLine('alice')
    const bobs = await activeLine('bob')
    for (const line of [owned, bobs]) await billLine(server, line, renewsAt)

    // Bob leaves (the family routes delete the membership, then hand the line's billing back).
    await removeMember(server, bob.id)
    await lineLeaves(services(), { lineId: bobs.id, customerId: bob.id })
    expect(await billingOf(bobs.id)).toMatchObject({ customerId: bob.id, renewsAt, state: 'current' })
    const [told] = await server.mailsTo('bob@test.example', 'Add a card to keep %')
    expect(told.text).toContain('The group paid for it until')
    expect(await textsMatching('%left its family group and is yours now%')).toHaveLength(1)

    // The renewal reminder three days before: Bob's, about his own card now; none to the group's owner for it.
    await advance(3.5 * DAY_MINUTES)
    const reminders = await server.db
      .select()
      .from(notificationsSent)
      .where(like(notificationsSent.key, `renewal-reminder:${bobs.id}:%`))
    expect(reminders.map((row) => row.customerId)).toEqual([bob.id])
    expect((await server.mailsTo('bob@test.example', '% renews on %'))[0].text).toContain(
      'Autopay is on: we charge your primary card then.',
    )

    // The group's date: the owner's card pays the owner's line alone; Bob's line has no card to charge.
    await advance(2.5 * DAY_MINUTES + 1)
    const aliceCharges = await chargesOf(alice.id)
    expect(aliceCharges.map((charge) => [charge.outcome, charge.amount])).toEqual([['succeeded', '28.71']])
    expect(await billingOf(bobs.id)).toMatchObject({ state: 'pastDue' })
    const [open] = await server.db.select().from(renewals).where(eq(renewals.lineId, bobs.id))
    expect(open).toMatchObject({
      customerId: bob.id,
      status: 'due',
      attempt: 1,
      failureMessage: 'There is no primary card on your account.',
    })
    expect(await server.mailsTo('bob@test.example', 'Your Ring Mobile renewal of $28.71 failed')).toHaveLength(1)
    // The money of a line no longer in the group is not the former owner's to hear about.
    expect(await server.mailsTo('alice@test.example', 'Your Ring Mobile renewal of $28.71 failed')).toHaveLength(0)

    // Bob adds a card during grace: the next retry charges it, the line is current again and keeps its number.
    const number = (await lineOf(bobs.id)).mdn
    await addCard(server, 'bob', { last4: '1111', primary: true })
    await advance(DAY_MINUTES)
    expect(await billingOf(bobs.id)).toMatchObject({ state: 'current' })
    expect((await chargesOf(bob.id)).map((charge) => [charge.outcome, charge.last4, charge.amount])).toEqual([
      ['succeeded', '1111', '28.71'],
    ])
    expect(await lineOf(bobs.id)).toMatchObject({ mdn: number, simStatus: 'active' })
    const history = await server.db
      .select()
      .from(transactions)
      .where(eq(transactions.customerId, bob.id))
      .orderBy(transactions.transactionTime)
    expect(history.map((row) => [row.lineId, row.item, row.cardLast4])).toEqual([
      [bobs.id, 'Plus — renewal (declined)', null],
      [bobs.id, 'Plus — renewal', '1111'],
    ])
    expect(await chargesOf(alice.id)).toHaveLength(1)
  })

  it('without a card of their own: suspended after the grace days, number kept', async () => {
    const renewsAt = await daysFromNow(server, 3)
    await makeGroup(server, 'carol', ['dave'], renewsAt)
    const dave = await server.customer('dave')
    await server.db.update(customers).set({ language: 'es' }).where(eq(customers.id, dave.id))
    await addCard(server, 'carol', { last4: '4242', primary: true })
    const daves = await activeLine('dave')
    await billLine(server, daves, renewsAt)
    await removeMember(server, dave.id)
    await lineLeaves(services(), { lineId: daves.id, customerId: dave.id })
    expect(await server.mailsTo('dave@test.example', 'Agrega una tarjeta para conservar %')).toHaveLength(1)

    const number = (await lineOf(daves.id)).mdn
    expect(number).toMatch(/^630\d{7}$/)
    await advance(3 * DAY_MINUTES + 1)
    expect(await billingOf(daves.id)).toMatchObject({ state: 'pastDue' })
    for (let day = 1; day <= 3; day += 1) await advance(DAY_MINUTES)
    expect(await billingOf(daves.id)).toMatchObject({ state: 'suspended' })
    expect(await lineOf(daves.id)).toMatchObject({ simStatus: 'suspended', mdn: number, portedOutAt: null })
    expect(await server.mailsTo('dave@test.example', 'Tu línea % está suspendida')).toHaveLength(1)
    expect(await chargesOf((await server.customer('carol')).id)).toEqual([])
  })

  it('a line that leaves with a card of its own: no notice, its user card pays at the date', async () => {
    const renewsAt = await daysFromNow(server, 2)
    await makeGroup(server, 'erin', ['frank'], renewsAt)
    const frank = await server.customer('frank')
    await addCard(server, 'frank', { last4: '5556', network: 'mastercard', primary: true })
    const franks = await activeLine('frank')
    await billLine(server, franks, renewsAt)
    await removeMember(server, frank.id)
    await lineLeaves(services(), { lineId: franks.id, customerId: frank.id })
    expect(await server.mailsTo('frank@test.example', 'Add a card to keep %')).toHaveLength(0)
    await advance(2 * DAY_MINUTES + 1)
    expect((await chargesOf(frank.id)).map((charge) => [charge.outcome, charge.last4])).toEqual([['succeeded', '5556']])
    expect(await billingOf(franks.id)).toMatchObject({ state: 'current' })
  })
})

describe('who is told about a member line in the group', () => {
  it('the renewal reminder goes to the member (the group pays) and to the owner (who pays)', async () => {
    const renewsAt = await daysFromNow(server, 2.5)
    await makeGroup(server, 'grace', ['heidi'], renewsAt)
    const [grace, heidi] = [await server.customer('grace'), await server.customer('heidi')]
    const heidis = await activeLine('heidi')
    await billLine(server, heidis, renewsAt)
    await advance(1)
    const sent = await server.db
      .select()
      .from(notificationsSent)
      .where(inArray(notificationsSent.customerId, [grace.id, heidi.id]))
    const reminders = sent.filter((row) => row.kind === 'renewalReminder')
    expect(reminders.map((row) => row.customerId).sort()).toEqual([grace.id, heidi.id].sort())
    const [memberMail] = await server.mailsTo('heidi@test.example', '% renews on %')
    expect(memberMail.text).toContain("Your family group's owner pays for it")
    const [ownerMail] = await server.mailsTo('grace@test.example', '% renews on %')
    expect(ownerMail.text).toContain('Autopay is on')
  })
})

import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clientHeaders } from '@contract/headers'
import { customers, familyGroups, renewals, transactions } from '@server/db/schema'
import { addCard } from './support/payments'
import { DAY_MINUTES } from './support/line-care'
import { pdfText } from './support/pdf-text'
import { billLine, groupWithDecliningOwner, daysFromNow, makeGroup, familyMoneyFile } from './support/family-money'
import { attemptRenewal, claimRenewal } from '@server/billing/renewals'
import { carrierNow } from '@server/carrier/clock'

const { server, services, activeLine, advance, chargesOf, billingOf, lineOf, paymentsOf } = familyMoneyFile('fam-renew', '708')

/** plan-plus in Illinois: $25 + $1.49 + 8.86% of $25. */
const PLUS = 28.71

const renewalsOf = (lineIds: string[]) =>
  server.db.select().from(renewals).where(inArray(renewals.lineId, lineIds)).orderBy(renewals.periodStart)
const formatted = (mdn: string | null) => `(${mdn!.slice(0, 3)}) ${mdn!.slice(3, 6)}-${mdn!.slice(6)}`

describe('one bill for a family group', () => {
  it("renews every line of the group in one charge to the owner's card, with a receipt line per member", async () => {
    const renewsAt = await daysFromNow(server, 5)
    const group = await makeGroup(server, 'alice', ['bob', 'carol'], renewsAt)
    const [alice, bob, carol] = [await server.customer('alice'), await server.customer('bob'), await server.customer('carol')]
    await server.db.update(customers).set({ language: 'es' }).where(eq(customers.id, carol.id))
    await addCard(server, 'alice', { last4: '4242', primary: true })
    // The members' own cards: never charged while they are in the group.
    await addCard(server, 'bob', { last4: '1111', primary: true })
    await addCard(server, 'carol', { last4: '2222', primary: true })
    const owned = await activeLine('alice')
    const bobs = await activeLine('bob')
    const carols = await activeLine('carol', 'plan-unlimited')
    for (const line of [owned, bobs, carols]) await billLine(server, line, renewsAt)

    await advance(5 * DAY_MINUTES + 1)
    const charges = await chargesOf(alice.id)
    // Unlimited in Illinois: $40 + $1.49 + $3.54.
    const total = (PLUS * 2 + 45.03).toFixed(2)
    expect(charges.map((charge) => [charge.outcome, charge.last4, charge.amount])).toEqual([['succeeded', '4242', total]])
    const rows = await renewalsOf([owned.id, bobs.id, carols.id])
    expect(rows.map((row) => [row.status, row.customerId])).toEqual([
      ['paid', alice.id],
      ['paid', alice.id],
      ['paid', alice.id],
    ])
    const transactionId = rows[0].transactionId!
    expect(new Set(rows.map((row) => row.transactionId))).toEqual(new Set([transactionId]))
    const [charge] = await server.db.select().from(transactions).where(eq(transactions.id, transactionId))
    expect(charge).toMatchObject({
      customerId: alice.id,
      lineId: null,
      amount: total,
      item: 'Family plan — renewal (3 lines)',
      cardLast4: '4242',
    })
    for (const line of [owned, bobs, carols])
      expect(await billingOf(line.id)).toMatchObject({
        state: 'current',
        renewsAt: new Date(renewsAt.getTime() + 30 * DAY_MINUTES * 60_000),
      })
    expect((await server.db.select().from(familyGroups).where(eq(familyGroups.id, group.id)))[0].renewsAt).toEqual(
      new Date(renewsAt.getTime() + 30 * DAY_MINUTES * 60_000),
    )
    expect([...(await chargesOf(bob.id)), ...(await chargesOf(carol.id))]).toEqual([])
    expect(
      await server.db
        .select()
        .from(transactions)
        .where(inArray(transactions.customerId, [bob.id, carol.id])),
    ).toEqual([])

    // The payments history: the one charge, with its lines.
    const token = await server.signIn('alice')
    const history = await server.call('/app/payments/transactions', { token })
    expect(history.status, history.text).toBe(200)
    const listed = history.body.transactions.find((entry: { id: string }) => entry.id === transactionId)
    expect(listed.lines).toEqual([
      { name: 'Alice', number: (await lineOf(owned.id)).mdn, plan: 'Plus', amount: PLUS },
      { name: 'Bob (family)', number: (await lineOf(bobs.id)).mdn, plan: 'Plus', amount: PLUS },
      { name: 'Carol (family)', number: (await lineOf(carols.id)).mdn, plan: 'Unlimited', amount: 45.03 },
    ])
    const spanish = await server.call('/app/payments/transactions', { token, headers: { 'accept-language': 'es' } })
    expect(spanish.body.transactions.find((entry: { id: string }) => entry.id === transactionId).item).toBe(
      'Plan familiar: renovación (3 líneas)',
    )
    // The receipt PDF names every member's line.
    const receipt = await fetch(`${server.url}/app/payments/transactions/${transactionId}/receipt`, {
      headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${token}` },
    })
    expect(receipt.status).toBe(200)
    const text = pdfText(new Uint8Array(await receipt.arrayBuffer()))
    expect(text).toContain('Lines on this bill')
    expect(text).toContain(`Bob (family) · ${formatted((await lineOf(bobs.id)).mdn)} · Plus`)
    expect(text).toContain(`Carol (family) · ${formatted((await lineOf(carols.id)).mdn)} · Unlimited`)
    expect(text).toContain('$45.03')
    expect(text).toContain(`$${total}`)

    // The owner is told about the money, with the receipt; each member about their line, in their language.
    const [ownerMail] = await server.mailsTo('alice@test.example', 'Your family plan renewal: $% paid')
    expect(ownerMail.subject).toBe(`Your family plan renewal: $${total} paid`)
    expect(ownerMail.text).toContain(`We charged $${total} to your card ending 4242 for the 3 lines of your family group:`)
    expect(ownerMail.text).toContain(`Carol (family), ${formatted((await lineOf(carols.id)).mdn)}, Unlimited: $45.03`)
    expect(ownerMail.attachments).toEqual([expect.objectContaining({ kind: 'receipt', transactionId })])
    expect(await server.mailsTo('bob@test.example', '% renewed')).toHaveLength(1)
    expect((await server.mailsTo('carol@test.example', '% se renovó'))[0].text).toContain(
      'pagado por quien administra tu grupo familiar ($45.03)',
    )

    // The next month: one more charge, never two.
    await advance(30 * DAY_MINUTES)
    expect((await chargesOf(alice.id)).filter((row) => row.outcome === 'succeeded')).toHaveLength(2)
    const twoMonths = await renewalsOf([owned.id, bobs.id, carols.id])
    expect(twoMonths).toHaveLength(6)
    expect(new Set(twoMonths.map((row) => row.transactionId)).size).toBe(2)
    expect(await chargesOf(bob.id)).toEqual([])
  })

  it("a declined owner card: the group's lines in grace on today's retry schedule, then suspended; owner and members told", async () => {
    const { renewsAt, owner: dave, member: erin } = await groupWithDecliningOwner(server, 'dave', 'erin', 2)
    const daves = await activeLine('dave')
    const erins = await activeLine('erin')
    for (const line of [daves, erins]) await billLine(server, line, renewsAt)

    await advance(2 * DAY_MINUTES + 1)
    for (const line of [daves, erins]) expect(await billingOf(line.id)).toMatchObject({ state: 'pastDue' })
    expect((await renewalsOf([daves.id, erins.id])).map((row) => [row.status, row.attempt])).toEqual([
      ['due', 1],
      ['due', 1],
    ])
    const total = (PLUS * 2).toFixed(2)
    expect(await server.mailsTo('dave@test.example', `Your family plan renewal of $${total} failed`)).toHaveLength(1)
    const [memberNotice] = await server.mailsTo('erin@test.example', `Your Ring Mobile renewal of $${PLUS} failed`)
    expect(memberNotice.text).toContain("The card of your family group's owner could not be charged.")
    // One try of the group charge, in the owner's history.
    const declined = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, dave.id), eq(transactions.successful, false)))
    expect(declined.map((row) => [row.item, row.amount])).toEqual([['Family plan — renewal (2 lines, declined)', total]])

    for (let day = 1; day <= 3; day += 1) await advance(DAY_MINUTES)
    for (const line of [daves, erins]) {
      expect(await billingOf(line.id)).toMatchObject({ state: 'suspended' })
      expect(await lineOf(line.id)).toMatchObject({ simStatus: 'suspended' })
    }
    expect((await chargesOf(dave.id)).map((charge) => charge.outcome)).toEqual(['declined', 'declined', 'declined', 'declined'])
    expect(await chargesOf(erin.id)).toEqual([])
    // The member hears of their line's suspension, the owner of both.
    expect(await server.mailsTo('erin@test.example', 'Your line % is suspended')).toHaveLength(1)
    expect(await server.mailsTo('dave@test.example', 'Your line % is suspended')).toHaveLength(2)

    // The owner pays the member's line by hand with a new card: it is back on, the payment in the owner's history.
    const card = await addCard(server, 'dave', { last4: '4444', network: 'mastercard' })
    const [unpaid] = await renewalsOf([erins.id])
    const claimed = await claimRenewal(server.db, unpaid)
    const paid = await attemptRenewal(services(), claimed!, {
      now: await carrierNow(server.db),
      card,
      manual: { previousStatus: 'failed' },
    })
    expect(paid.outcome).toBe('paid')
    expect(await lineOf(erins.id)).toMatchObject({ simStatus: 'active' })
    const [settled] = await renewalsOf([erins.id])
    expect(settled).toMatchObject({ status: 'paid', customerId: dave.id })
    const [charge] = await server.db.select().from(transactions).where(eq(transactions.id, settled.transactionId!))
    expect(charge).toMatchObject({ customerId: dave.id, lineId: erins.id, cardLast4: '4444', successful: true })
    expect(await chargesOf(erin.id)).toEqual([])
  })

  it('charges a group once when two processes run the renewal at the same moment', async () => {
    const renewsAt = await daysFromNow(server, 1)
    await makeGroup(server, 'frank', ['grace'], renewsAt)
    const frank = await server.customer('frank')
    await addCard(server, 'frank', { last4: '4242', primary: true })
    const lines = [await activeLine('frank'), await activeLine('grace'), await activeLine('grace', 'plan-starter')]
    for (const line of lines) await billLine(server, line, renewsAt)
    await advance(DAY_MINUTES - 1)
    const token = await server.signIn('frank')
    await Promise.all([advance(2), advance(2), server.call('/app/line-care/bills', { token })])
    expect((await chargesOf(frank.id)).map((charge) => charge.outcome)).toEqual(['succeeded'])
    const rows = await renewalsOf(lines.map((line) => line.id))
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid', 'paid'])
    expect(new Set(rows.map((row) => row.transactionId)).size).toBe(1)
    expect(await paymentsOf(frank.id)).toHaveLength(1)
  })

  it("an owner's line off the group's dates renews once up to the group's date, prorated, then with the group", async () => {
    const renewsAt = await daysFromNow(server, 20)
    await makeGroup(server, 'heidi', [], renewsAt)
    const heidi = await server.customer('heidi')
    await addCard(server, 'heidi', { last4: '4242', primary: true })
    const first = await activeLine('heidi')
    const second = await activeLine('heidi')
    await billLine(server, first, renewsAt)
    await billLine(server, second, await daysFromNow(server, 5))

    // The second line's own date: 15 days to the group's date ($12.50 + $0.75 + $1.11).
    await advance(5 * DAY_MINUTES + 1)
    expect((await chargesOf(heidi.id)).map((charge) => charge.amount)).toEqual(['14.36'])
    expect(await billingOf(second.id)).toMatchObject({ state: 'current', renewsAt })
    // The group's date: both lines in one charge.
    await advance(15 * DAY_MINUTES)
    expect((await chargesOf(heidi.id)).map((charge) => charge.amount)).toEqual(['14.36', (PLUS * 2).toFixed(2)])
    for (const line of [first, second])
      expect(await billingOf(line.id)).toMatchObject({ renewsAt: new Date(renewsAt.getTime() + 30 * DAY_MINUTES * 60_000) })
  })
})

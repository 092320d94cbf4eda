import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GRACE_DAYS, lineBillSchema, type LineBill } from '@contract/line-care'
import { lineAddOns, lines, renewals, transactions } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { addCard } from './support/payments'
import { advanceClock, DAY_MINUTES, lineMaker, renewalCharges } from './support/line-care'

const server = serverForFile()
const activeLine = lineMaker(server, 'autopay', '775')
const advance = (minutes: number) => advanceClock(server, minutes)

/** plan-plus in Illinois: $25 + $1.49 + 8.86% of $25. */
const PLUS_TOTAL = '28.71'

async function bill(token: string, lineId: string): Promise<LineBill> {
  const answer = await server.call(`/app/line-care/lines/${lineId}`, { token })
  expect(answer.status, answer.text).toBe(200)
  return lineBillSchema.parse(answer.body)
}
const historyOf = (lineId: string) =>
  server.db.select().from(transactions).where(eq(transactions.lineId, lineId)).orderBy(transactions.transactionTime, transactions.id)
/** Every sandbox charge of every renewal of the line. */
const lineRenewalCharges = async (lineId: string) => {
  const rows = await server.db.select({ id: renewals.id }).from(renewals).where(eq(renewals.lineId, lineId))
  return (await Promise.all(rows.map((row) => renewalCharges(server, row.id)))).flat()
}
const mailsTo = (email: string, subject: string) => server.mailsTo(email, subject)
const textsTo = (phone: string, text: string) => server.textsTo(phone, text)

describe('autopay tries the other saved cards when the primary one declines', () => {
  it('pays a renewal with the second card, records both tries and says which card paid', async () => {
    const line = await activeLine('alice')
    await addCard(server, 'alice', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'alice', { last4: '5556', network: 'mastercard' })
    const alice = await server.signIn('alice')

    await advance(30 * DAY_MINUTES + 1)
    expect(await bill(alice, line.id)).toMatchObject({ status: 'current', openRenewal: null })
    expect((await historyOf(line.id)).map((row) => [row.successful, row.cardLast4, row.amount, row.item])).toEqual([
      [false, '0002', PLUS_TOTAL, 'Plus — renewal (declined)'],
      [true, '5556', PLUS_TOTAL, 'Plus — renewal'],
    ])
    expect((await lineRenewalCharges(line.id)).map((charge) => [charge.outcome, charge.last4]).sort()).toEqual([
      ['declined', '0002'],
      ['succeeded', '5556'],
    ])
    const [renewal] = await server.db.select().from(renewals).where(eq(renewals.lineId, line.id))
    const [paid] = await server.db.select().from(transactions).where(eq(transactions.id, renewal.transactionId!))
    expect(paid).toMatchObject({ cardLast4: '5556', paymentMethod: 'mastercard' })
    const mail = await server.lastMail('alice@test.example')
    expect(mail?.subject).toBe(`Your Ring Mobile renewal: $${PLUS_TOTAL} paid`)
    expect(mail?.text).toContain(`Your primary card ending 0002 was declined, so we charged $${PLUS_TOTAL} to your card ending 5556`)
  })

  it('charges once when two processes run the renewal with its fallback at the same moment', async () => {
    const line = await activeLine('bob')
    await addCard(server, 'bob', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'bob', { last4: '4444', network: 'mastercard' })
    const bob = await server.signIn('bob')
    await advance(30 * DAY_MINUTES - 1)
    await Promise.all([advance(2), advance(2), bill(bob, line.id)])
    const charges = await lineRenewalCharges(line.id)
    expect(charges.filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1)
    expect(charges.filter((charge) => charge.outcome === 'declined')).toHaveLength(1)
    expect((await historyOf(line.id)).filter((row) => row.successful)).toHaveLength(1)
  })

  it('an add-on on the primary card falls back to the next card and says so; a chosen other card is the only one tried', async () => {
    const line = await activeLine('carol')
    const primary = await addCard(server, 'carol', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'carol', { last4: '1117', network: 'discover' })
    const carol = await server.signIn('carol')
    const bought = await server.call(`/app/line-care/lines/${line.id}/add-ons`, {
      token: carol,
      body: { addOnId: 'data-1gb', cardId: primary.id, requestKey: randomUUID() },
    })
    expect(bought.status, bought.text).toBe(200)
    expect(bought.body.message).toMatch(
      /^1 GB data is on your line\. Your card ending 0002 was declined, so we charged \$\d+\.\d\d to your card ending 1117\.$/,
    )
    const spanish = await server.call(`/app/line-care/lines/${line.id}/add-ons`, {
      token: carol,
      headers: { 'accept-language': 'es' },
      body: { addOnId: 'data-1gb', cardId: primary.id, requestKey: randomUUID() },
    })
    expect(spanish.body.message).toMatch(
      /Tu tarjeta terminada en 0002 fue rechazada, así que cobramos \$\d+\.\d\d a tu tarjeta terminada en 1117\.$/,
    )
    const [row] = await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, line.id))
    const history = await historyOf(line.id)
    expect(history.filter((entry) => entry.successful).map((entry) => entry.cardLast4)).toEqual(['1117', '1117'])
    expect(history.filter((entry) => !entry.successful).map((entry) => entry.cardLast4)).toEqual(['0002', '0002'])
    expect(row.status).toBe('active')
  })
})

describe('a grace period of 3 days after a failed renewal', () => {
  it('keeps the line on, retries every saved card once a day with a reminder by email and text, then suspends', async () => {
    expect(GRACE_DAYS).toBe(3)
    const line = await activeLine('dave')
    await addCard(server, 'dave', { last4: '0002', primary: true, outcome: 'declined' })
    await addCard(server, 'dave', { last4: '9995', outcome: 'insufficient_funds' })
    const dave = await server.signIn('dave')
    await server.call('/app/notifications/channels', {
      token: dave,
      method: 'PUT',
      body: { kind: 'paymentFailed', channel: 'text', on: true },
    })
    const phone = '+13125550103'

    await advance(30 * DAY_MINUTES + 1)
    let current = await bill(dave, line.id)
    expect(current).toMatchObject({
      status: 'pastDue',
      canPay: true,
      openRenewal: { attempts: 1, failureMessage: 'None of your saved cards could be charged.' },
    })
    const periodStart = Date.parse(current.openRenewal!.periodStart)
    expect(Date.parse(current.openRenewal!.suspendsAt!)).toBe(periodStart + GRACE_DAYS * 24 * 3_600_000)
    // Both cards tried, neither charged, nothing twice.
    expect((await lineRenewalCharges(line.id)).map((charge) => charge.outcome).sort()).toEqual(['declined', 'insufficient_funds'])
    expect((await historyOf(line.id)).every((row) => !row.successful)).toBe(true)
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].simStatus).toBe('active')

    for (const day of [1, 2]) {
      await advance(DAY_MINUTES)
      current = await bill(dave, line.id)
      expect(current).toMatchObject({ status: 'pastDue', openRenewal: { attempts: day + 1 } })
    }
    // A reminder on each day of the grace period, by each channel the customer chose.
    expect(await mailsTo('dave@test.example', `Your Ring Mobile renewal of $${PLUS_TOTAL} failed`)).toHaveLength(3)
    expect(await textsTo(phone, `%We could not charge $${PLUS_TOTAL}%`)).toHaveLength(3)
    const [reminder] = await mailsTo('dave@test.example', `Your Ring Mobile renewal of $${PLUS_TOTAL} failed`)
    expect(reminder.text).toMatch(/Your line stays on until \d{1,2} [A-Z][a-z]+ \d{4}\./)
    expect((await lineRenewalCharges(line.id)).filter((charge) => charge.outcome === 'succeeded')).toHaveLength(0)

    await advance(DAY_MINUTES)
    expect(await bill(dave, line.id)).toMatchObject({ status: 'suspended', openRenewal: { suspendsAt: null } })
    expect((await server.db.select().from(lines).where(eq(lines.id, line.id)))[0].simStatus).toBe('suspended')
  })

  it('a payment from the line page during grace restores it at once; another customer paying for it is 404', async () => {
    const line = await activeLine('erin')
    await addCard(server, 'erin', { last4: '0002', primary: true, outcome: 'declined' })
    const erin = await server.signIn('erin')
    await advance(30 * DAY_MINUTES + 1)
    expect(await bill(erin, line.id)).toMatchObject({ status: 'pastDue', openRenewal: { failureMessage: 'Your card was declined.' } })

    const frank = await server.signIn('frank')
    const franksCard = await addCard(server, 'frank', { last4: '4242', primary: true })
    const stranger = await server.call(`/app/line-care/lines/${line.id}/pay`, { token: frank, body: { cardId: franksCard.id } })
    expect(stranger.status).toBe(404)

    const good = await addCard(server, 'erin', { last4: '4242' })
    const paid = await server.call(`/app/line-care/lines/${line.id}/pay`, { token: erin, body: { cardId: good.id } })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.body.bill).toMatchObject({ status: 'current', openRenewal: null, canPay: false })
    const successful = (await historyOf(line.id)).filter((row) => row.successful)
    expect(successful.map((row) => row.cardLast4)).toEqual(['4242'])
    // The next days send no more reminders and charge nothing more.
    const reminders = (await mailsTo('erin@test.example', '%renewal of%failed')).length
    await advance(3 * DAY_MINUTES)
    expect((await mailsTo('erin@test.example', '%renewal of%failed')).length).toBe(reminders)
    expect((await bill(erin, line.id)).status).toBe('current')
    expect((await lineRenewalCharges(line.id)).filter((charge) => charge.outcome === 'succeeded')).toHaveLength(1)
  })

  it('with no card at all the line is in grace and says there is no primary card', async () => {
    const line = await activeLine('grace')
    const grace = await server.signIn('grace')
    await advance(30 * DAY_MINUTES + 1)
    expect(await bill(grace, line.id)).toMatchObject({
      status: 'pastDue',
      openRenewal: { attempts: 1, failureMessage: 'There is no primary card on your account.' },
    })
    expect(await lineRenewalCharges(line.id)).toEqual([])
  })
})

import { randomUUID } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADD_ON_MESSAGES, addOnAnswerSchema, lineAddOnsSchema } from '@contract/add-ons'
import { clientHeaders } from '@contract/headers'
import { lineUsageSchema } from '@contract/line-care'
import { carrierNow } from '@server/carrier/clock'
import { usageOf } from '@server/carrier/usage'
import { lineAddOns, lineBilling, lines, sandboxCharges } from '@server/db/schema'
import { request, serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, expectOnePayment, lineHistory, lineMaker, paymentOutage } from './support/line-care'
import { addCard, listenWithSlowSandbox } from './support/payments'
import { pdfText } from './support/pdf-text'

const server = serverForFile()
const activeLine = lineMaker(server, 'add-ons', '774')

const path = (lineId: string, tail = '') => `/app/line-care/lines/${lineId}/add-ons${tail}`
const offers = async (token: string, lineId: string) => {
  const answer = await server.call(path(lineId), { token })
  expect(answer.status, answer.text).toBe(200)
  return lineAddOnsSchema.parse(answer.body)
}
const buy = (token: string, lineId: string, body: Record<string, unknown>, base?: string) =>
  base ? request(base, path(lineId), { token, body }) : server.call(path(lineId), { token, body: { requestKey: randomUUID(), ...body } })
const usage = async (token: string, lineId: string) =>
  lineUsageSchema.parse((await server.call(`/app/line-care/lines/${lineId}/usage`, { token })).body)
const chargesOf = (lineId: string) =>
  server.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `add-on:${lineId}:%`))
const historyOf = (lineId: string) => lineHistory(server, lineId)
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const daysFrom = async (days: number) => isoDay(new Date((await carrierNow(server.db)).getTime() + days * DAY_MINUTES * 60_000))

describe('the add-on catalogue of a line', () => {
  it("prices every offer with the line's state tax, and another customer's line is 404 on every route", async () => {
    const line = await activeLine('alice')
    const alice = await server.signIn('alice')
    const answer = await offers(alice, line.id)
    expect(answer.reason).toBeNull()
    expect(answer.offers.map((offer) => offer.addOnId)).toEqual([
      'data-1gb',
      'data-3gb',
      'data-5gb',
      'travel-north-america-7',
      'travel-europe-7',
      'travel-europe-14',
    ])
    // Illinois (ZIP 60601), 8.86% on $12: $1.06, as checkout and renewals tax.
    expect(answer.offers[1]).toMatchObject({
      kind: 'data',
      dataMb: 3072,
      price: 12,
      taxAmount: 1.06,
      total: 13.06,
      taxState: 'IL',
      taxRate: 8.86,
    })
    expect(answer.offers[4]).toMatchObject({ kind: 'travel', days: 7, price: 25, taxAmount: 2.22, total: 27.22 })
    expect(answer.offers[4].countries).toContain('France')

    const carol = await server.signIn('carol')
    expect((await server.call(path(line.id), { token: carol })).status).toBe(404)
    const card = await addCard(server, 'carol')
    expect((await buy(carol, line.id, { addOnId: 'data-1gb', cardId: card.id })).status).toBe(404)
    expect((await server.call(path(line.id, '/whatever'), { token: carol, method: 'DELETE' })).status).toBe(404)
  })
})

describe('add-ons in the language of the request', () => {
  const spanish = { 'accept-language': 'es-US,es;q=0.9' }

  it('names each offer, its countries and a bought pass in Spanish for Accept-Language es, and as before in English', async () => {
    const line = await activeLine('grace')
    const card = await addCard(server, 'grace', { last4: '4242', primary: true })
    const grace = await server.signIn('grace')
    // Grace reads Spanish: her confirmation email is written in it.
    expect((await server.call('/app/users/language', { token: grace, body: { language: 'es' } })).status).toBe(200)
    const es = lineAddOnsSchema.parse((await server.call(path(line.id), { token: grace, headers: spanish })).body)
    expect(es.offers.map((offer) => offer.name)).toEqual([
      '1 GB de datos',
      '3 GB de datos',
      '5 GB de datos',
      'Pase Canadá y México, 7 días',
      'Pase Europa, 7 días',
      'Pase Europa, 14 días',
    ])
    expect(es.offers[3]).toMatchObject({
      description: 'Llamadas, mensajes de texto y 5 GB de datos al día en Canadá y México',
      countries: ['Canadá', 'México'],
    })
    expect(es.offers[4].countries).toEqual([
      'Francia',
      'Alemania',
      'Irlanda',
      'Italia',
      'Países Bajos',
      'Portugal',
      'España',
      'Reino Unido',
    ])

    const bought = await server.call(path(line.id), {
      token: grace,
      headers: spanish,
      body: { requestKey: randomUUID(), addOnId: 'travel-north-america-7', cardId: card.id, startDate: await daysFrom(3) },
    })
    expect(bought.status, bought.text).toBe(200)
    const answer = addOnAnswerSchema.parse(bought.body)
    expect(answer.message).toBe('Pase Canadá y México, 7 días ya está en tu línea. Cobramos $16.33 a tu tarjeta terminada en 4242.')
    expect(answer.addOns.addOns[0]).toMatchObject({ name: 'Pase Canadá y México, 7 días', countries: ['Canadá', 'México'] })
    const mail = await server.lastMail('grace@test.example')
    expect(mail?.subject).toMatch(/^Pase Canadá y México, 7 días se agregó a /)
    expect(mail?.text).toMatch(/Pase Canadá y México, 7 días está en .+ del .+ al .+ en Canadá y México\./)

    // The form's schema refuses in Spanish too (contract/'s messages, the validation catalogue).
    const invalid = await server.call(path(line.id), {
      token: grace,
      headers: spanish,
      body: { requestKey: randomUUID(), addOnId: '', cardId: card.id },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual([{ field: 'addOnId', message: 'Elige un complemento' }])

    // The purchase keeps the name it was sold with; an English page reads it as before.
    const [row] = await server.db.select().from(lineAddOns).where(eq(lineAddOns.lineId, line.id))
    expect(row.name).toBe('Canada & Mexico pass, 7 days')
    const en = lineAddOnsSchema.parse((await server.call(path(line.id), { token: grace, headers: { 'accept-language': 'en-US' } })).body)
    expect(en.offers[3]).toMatchObject({ name: 'Canada & Mexico pass, 7 days', countries: ['Canada', 'Mexico'] })
    expect(en.addOns[0]).toMatchObject({ name: 'Canada & Mexico pass, 7 days', countries: ['Canada', 'Mexico'] })
  })
})

describe('buying data', () => {
  it('charges 3 GB once, adds it to the allowance the simulator draws on, records it with a receipt and confirms it', async () => {
    const line = await activeLine('bob', 'plan-starter')
    const card = await addCard(server, 'bob', { last4: '4242', primary: true })
    const bob = await server.signIn('bob')
    const before = await usage(bob, line.id)
    expect(before.allowance.dataMb).toBe(5120)

    const key = randomUUID()
    const bought = await buy(bob, line.id, { addOnId: 'data-3gb', cardId: card.id, requestKey: key })
    expect(bought.status, bought.text).toBe(200)
    const answer = addOnAnswerSchema.parse(bought.body)
    expect(answer.message).toBe('3 GB data is on your line. We charged $13.06 to your card ending 4242.')
    expect(answer.addOns.addOns).toEqual([
      expect.objectContaining({ addOnId: 'data-3gb', state: 'active', total: 13.06, canCancel: false }),
    ])

    const after = await usage(bob, line.id)
    expect(after.allowance.dataMb).toBe(5120 + 3072)
    expect(after.addedDataMb).toBe(3072)

    // A retry with the same key after the answer was lost: the same answer, nothing charged again.
    const retried = await buy(bob, line.id, { addOnId: 'data-3gb', cardId: card.id, requestKey: key })
    expect(retried.status).toBe(200)
    expect(retried.body.message).toBe(answer.message)
    expect(await chargesOf(line.id)).toEqual([expect.objectContaining({ amount: '13.06', outcome: 'succeeded' })])
    // The same key for something else is refused, not charged.
    expect((await buy(bob, line.id, { addOnId: 'data-5gb', cardId: card.id, requestKey: key })).body.message).toBe(
      ADD_ON_MESSAGES.keyReused,
    )

    const payment = await expectOnePayment(server, line.id, {
      amount: '13.06',
      taxAmount: '1.06',
      orderTotal: '12.00',
      cardLast4: '4242',
      item: expect.stringMatching(/^3 GB data — add-on for /),
    })
    const receipt = await fetch(`${server.url}/app/payments/transactions/${payment.id}/receipt`, {
      headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${bob}` },
    })
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toBe('application/pdf')
    expect(pdfText(new Uint8Array(await receipt.arrayBuffer())).join(' ')).toContain('3 GB data')

    const mail = await server.lastMail('bob@test.example')
    expect(mail?.subject).toMatch(/^3 GB data added to /)
    expect(mail?.text).toContain('We charged $13.06 (tax included) to your card ending 4242.')
    expect(mail?.text).toMatch(/Stop them: http:\/\/ring\.test\/unsubscribe\?token=[\w-]+\.[\w-]+/)
  })

  it('two requests at once with one key charge once; a declined card charges nothing and the same purchase may use another card', async () => {
    const line = await activeLine('dave')
    // A card the customer chose that is not the primary one is the only card tried.
    const declining = await addCard(server, 'dave', { last4: '0002', outcome: 'declined' })
    const good = await addCard(server, 'dave', { last4: '5556', primary: true })
    const dave = await server.signIn('dave')

    const key = randomUUID()
    const declined = await buy(dave, line.id, { addOnId: 'data-1gb', cardId: declining.id, requestKey: key })
    expect(declined.status).toBe(402)
    expect(declined.body).toMatchObject({
      message: 'Your card was declined.',
      errors: [{ field: 'cardId', message: 'Your card was declined.' }],
    })
    expect((await usage(dave, line.id)).allowance.dataMb).toBe(20480)
    expect((await offers(dave, line.id)).addOns).toEqual([])

    // The same purchase again, with the good card, sent twice at once through a slow provider: one charge.
    const slow = await listenWithSlowSandbox(server, 'chargeSavedCard')
    try {
      const body = { addOnId: 'data-1gb', cardId: good.id, requestKey: key }
      const [first, second] = await Promise.all([buy(dave, line.id, body, slow.url), buy(dave, line.id, body, slow.url)])
      expect([first.status, second.status]).toContain(200)
      for (const answer of [first, second]) expect([200, 409]).toContain(answer.status)
    } finally {
      await slow.close()
    }
    const charges = await chargesOf(line.id)
    expect(charges.map((charge) => [charge.outcome, charge.last4])).toEqual([
      ['declined', '0002'],
      ['succeeded', '5556'],
    ])
    expect((await historyOf(line.id)).map((row) => [row.successful, row.cardLast4])).toEqual(
      expect.arrayContaining([
        [false, '0002'],
        [true, '5556'],
      ]),
    )
    expect((await usage(dave, line.id)).allowance.dataMb).toBe(20480 + 1024)
  })

  it('refuses a suspended or lost line, another customer’s card and an outage with a clear message, changing nothing', async () => {
    const line = await activeLine('erin')
    const card = await addCard(server, 'erin', { primary: true })
    const erin = await server.signIn('erin')
    const alicesCard = await addCard(server, 'alice', { last4: '9999' })
    expect((await buy(erin, line.id, { addOnId: 'data-1gb', cardId: alicesCard.id })).body).toMatchObject({
      errors: [{ field: 'cardId', message: 'We could not find this card' }],
    })
    expect((await buy(erin, line.id, { addOnId: 'data-9gb', cardId: card.id })).body).toMatchObject({
      errors: [{ field: 'addOnId', message: ADD_ON_MESSAGES.unknown }],
    })
    expect((await buy(erin, line.id, { addOnId: 'data-1gb', cardId: card.id, requestKey: 'x' })).status).toBe(422)

    await paymentOutage(server, true)
    try {
      expect((await buy(erin, line.id, { addOnId: 'data-1gb', cardId: card.id })).status).toBe(503)
    } finally {
      await paymentOutage(server, false)
    }

    expect((await server.call(`/app/line-care/lines/${line.id}/suspend`, { token: erin, method: 'POST' })).status).toBe(200)
    const lost = await buy(erin, line.id, { addOnId: 'data-1gb', cardId: card.id })
    expect(lost).toMatchObject({ status: 409, body: { message: ADD_ON_MESSAGES.lost } })
    expect((await offers(erin, line.id)).reason).toBe(ADD_ON_MESSAGES.lost)
    await server.call(`/app/line-care/lines/${line.id}/restore`, { token: erin, method: 'POST' })

    // Suspended for an unpaid renewal.
    await server.db.update(lineBilling).set({ state: 'suspended' }).where(eq(lineBilling.lineId, line.id))
    await server.db.update(lines).set({ simStatus: 'suspended' }).where(eq(lines.id, line.id))
    const suspended = await buy(erin, line.id, { addOnId: 'travel-europe-7', cardId: card.id, startDate: await daysFrom(3) })
    expect(suspended).toMatchObject({ status: 409, body: { message: ADD_ON_MESSAGES.suspended } })

    expect(await chargesOf(line.id)).toEqual([])
    expect(
      await server.db
        .select()
        .from(lineAddOns)
        .where(and(eq(lineAddOns.lineId, line.id), eq(lineAddOns.status, 'active'))),
    ).toEqual([])
  })
})

describe('travel passes', () => {
  it('refuses a start in the past, too far ahead or overlapping another pass; a pass not started is cancelled and refunded once', async () => {
    const line = await activeLine('frank')
    const card = await addCard(server, 'frank', { last4: '4242', primary: true })
    const frank = await server.signIn('frank')

    const past = await buy(frank, line.id, { addOnId: 'travel-europe-7', cardId: card.id, startDate: await daysFrom(-1) })
    expect(past.body).toMatchObject({ errors: [{ field: 'startDate', message: ADD_ON_MESSAGES.inPast }] })
    const far = await buy(frank, line.id, { addOnId: 'travel-europe-7', cardId: card.id, startDate: await daysFrom(120) })
    expect(far.body).toMatchObject({ errors: [{ field: 'startDate', message: ADD_ON_MESSAGES.tooFar }] })
    expect((await buy(frank, line.id, { addOnId: 'travel-europe-7', cardId: card.id })).body).toMatchObject({
      errors: [{ field: 'startDate', message: ADD_ON_MESSAGES.startDate }],
    })

    const start = await daysFrom(5)
    const bought = await buy(frank, line.id, { addOnId: 'travel-europe-7', cardId: card.id, startDate: start })
    expect(bought.status, bought.text).toBe(200)
    const pass = addOnAnswerSchema.parse(bought.body).addOns.addOns[0]
    expect(pass).toMatchObject({ kind: 'travel', state: 'upcoming', canCancel: true, total: 27.22, startsAt: `${start}T00:00:00.000Z` })

    // Overlapping days: refused with the other pass's dates, nothing charged.
    const overlap = await buy(frank, line.id, { addOnId: 'travel-north-america-7', cardId: card.id, startDate: await daysFrom(8) })
    expect(overlap.status).toBe(422)
    expect(overlap.body.errors[0]).toMatchObject({
      field: 'startDate',
      message: expect.stringMatching(/^You already have a travel pass on some of these days/),
    })
    // The day after it ends is fine.
    expect((await buy(frank, line.id, { addOnId: 'travel-north-america-7', cardId: card.id, startDate: await daysFrom(12) })).status).toBe(
      200,
    )

    // Cancelled twice at once: one refund.
    const cancel = () => server.call(path(line.id, `/${pass.id}`), { token: frank, method: 'DELETE' })
    const [one, two] = await Promise.all([cancel(), cancel()])
    expect([one.status, two.status]).toContain(200)
    const done = addOnAnswerSchema.parse((one.status === 200 ? one : two).body)
    expect(done.message).toBe('Europe pass, 7 days is cancelled. We refunded $27.22 to your card.')
    expect(done.addOns.addOns.find((item) => item.id === pass.id)).toMatchObject({ state: 'cancelled', refunded: 27.22, canCancel: false })
    expect((await cancel()).status).toBe(200)
    const refunds = await server.db.select().from(sandboxCharges).where(like(sandboxCharges.idempotencyKey, 'refund:%'))
    expect(refunds.filter((row) => row.amount === '-27.22')).toHaveLength(1)
    expect((await historyOf(line.id)).filter((row) => row.item.startsWith('Europe pass'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amount: '27.22', successful: true }),
        expect.objectContaining({ amount: '-27.22', successful: true, item: 'Europe pass, 7 days — refund (cancelled before it started)' }),
      ]),
    )
    // The carrier simulator lets the line roam on a pass only: none on the cancelled one's days.
    const roaming = async (country: string) => (await server.call(`/dev/carrier/roaming?lineId=${line.id}&country=${country}`)).body.roaming
    // Its days are free again.
    expect((await buy(frank, line.id, { addOnId: 'travel-europe-7', cardId: card.id, startDate: await daysFrom(5) })).status).toBe(200)

    // A pass that has started cannot be cancelled.
    await advanceClock(server, 13 * DAY_MINUTES)
    const started = (await offers(frank, line.id)).addOns.find((item) => item.addOnId === 'travel-north-america-7')!
    expect(started).toMatchObject({ state: 'active', canCancel: false })
    expect(await roaming('Mexico')).toBe(true)
    expect(await roaming('France')).toBe(false)
    expect(await server.call(path(line.id, `/${started.id}`), { token: frank, method: 'DELETE' })).toMatchObject({
      status: 409,
      body: { message: ADD_ON_MESSAGES.cannotCancel },
    })
  })
})

describe('the simulator uses the added data', () => {
  it('stops high-speed data at the allowance, and an add-on lets the line use more from when it was bought', () => {
    const bill = {
      lineId: 'line-sim',
      planName: 'Starter',
      status: 'current',
      renewsAt: '2026-04-01T00:00:00.000Z',
      lost: null,
    } as unknown as Parameters<typeof usageOf>[0]
    const description = '5 GB high-speed 5G data'
    const end = new Date('2026-03-31T23:59:00.000Z')
    const plain = usageOf(bill, description, end)
    expect(plain.used.dataMb).toBe(5120)
    const added = usageOf(bill, description, end, [{ dataMb: 3072, from: new Date('2026-03-20T00:00:00.000Z') }])
    expect(added.allowance.dataMb).toBe(8192)
    expect(added.used.dataMb).toBeGreaterThan(5120)
    // The days before the add-on are the same either way.
    expect(added.days.slice(0, 18)).toEqual(plain.days.slice(0, 18))
    // Each day carries the allowance at its end: the plan's until the add-on's day, then with the add-on.
    expect(added.days.map((day) => day.dataAllowanceMb)).toEqual([...Array(18).fill(5120), ...Array(12).fill(8192)])
  })
})

import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cards } from '@server/db/schema'
import { CARD_MESSAGES } from '@contract/cards'
import { cardsAnswerSchema } from '@contract/cards'
import { serverForFile } from './support/harness'

const server = serverForFile()

/** Saves cards for a test customer straight in the database, oldest first (one minute apart). */
async function giveCards(who: 'alice' | 'bob' | 'carol' | 'dave' | 'erin', specs: { last4: string; primary?: boolean }[]) {
  const customer = await server.customer(who)
  await server.db.delete(cards).where(eq(cards.customerId, customer.id))
  const base = Date.UTC(2025, 0, 1)
  const rows = await server.db
    .insert(cards)
    .values(
      specs.map((spec, index) => ({
        customerId: customer.id,
        network: 'visa',
        last4: spec.last4,
        expiry: '12/30',
        holderName: 'Test Holder',
        primary: spec.primary ?? false,
        createdAt: new Date(base + index * 60_000),
      })),
    )
    .returning({ id: cards.id, last4: cards.last4 })
  return Object.fromEntries(rows.map((row) => [row.last4, row.id]))
}

async function listCards(token: string) {
  const result = await server.call('/app/payments/cards', { token })
  expect(result.status).toBe(200)
  return cardsAnswerSchema.parse(result.body).cards
}

const primaryOf = async (token: string) => (await listCards(token)).filter((card) => card.primaryCard).map((card) => card.last4Digits)

const deleteCard = (token: string | undefined, body: unknown) => server.call('/app/payments/cards', { method: 'DELETE', token, body })
const setDefault = (token: string | undefined, body: unknown) =>
  server.call('/app/payments/cards/setdefault', { method: 'POST', token, body })

describe('POST /app/payments/cards/setdefault', () => {
  it('makes the chosen card primary and the old primary an ordinary card; answers a message', async () => {
    const token = await server.signIn('alice')
    const ids = await giveCards('alice', [{ last4: '1111', primary: true }, { last4: '2222' }, { last4: '3333' }])
    const result = await setDefault(token, { cardId: ids['2222'] })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ message: CARD_MESSAGES.primary })
    expect(await primaryOf(token)).toEqual(['2222'])
    // Choosing the primary card again changes nothing and still answers 200.
    expect((await setDefault(token, { cardId: ids['2222'] })).status).toBe(200)
    expect(await primaryOf(token)).toEqual(['2222'])
  })

  it('works when the customer has no primary card yet', async () => {
    const token = await server.signIn('bob')
    const ids = await giveCards('bob', [{ last4: '1111' }, { last4: '2222' }])
    expect((await setDefault(token, { cardId: ids['1111'] })).status).toBe(200)
    expect(await primaryOf(token)).toEqual(['1111'])
  })

  it("answers 404 for another customer's card and for an unknown id, and changes nothing", async () => {
    const alice = await server.signIn('alice')
    const bob = await server.signIn('bob')
    const alices = await giveCards('alice', [{ last4: '1111', primary: true }, { last4: '2222' }])
    await giveCards('bob', [{ last4: '5555', primary: true }])
    for (const cardId of [alices['2222'], 'no-such-card']) {
      const result = await setDefault(bob, { cardId })
      expect(result.status).toBe(404)
      expect(result.body).toEqual({ message: CARD_MESSAGES.notFound })
    }
    expect(await primaryOf(alice)).toEqual(['1111'])
    expect(await primaryOf(bob)).toEqual(['5555'])
  })
})

describe('DELETE /app/payments/cards', () => {
  it('deletes an ordinary card; the primary stays', async () => {
    const token = await server.signIn('carol')
    const ids = await giveCards('carol', [{ last4: '1111', primary: true }, { last4: '2222' }])
    const result = await deleteCard(token, { cardId: ids['2222'] })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ message: CARD_MESSAGES.deleted })
    expect((await listCards(token)).map((card) => card.last4Digits)).toEqual(['1111'])
    expect(await primaryOf(token)).toEqual(['1111'])
  })

  it('deleting the primary card makes the most recently added remaining card primary', async () => {
    const token = await server.signIn('dave')
    const ids = await giveCards('dave', [{ last4: '1111' }, { last4: '2222', primary: true }, { last4: '3333' }, { last4: '4444' }])
    expect((await deleteCard(token, { cardId: ids['2222'] })).status).toBe(200)
    expect(await primaryOf(token)).toEqual(['4444'])
    expect((await deleteCard(token, { cardId: ids['4444'] })).status).toBe(200)
    expect(await primaryOf(token)).toEqual(['3333'])
    expect((await deleteCard(token, { cardId: ids['3333'] })).status).toBe(200)
    expect(await primaryOf(token)).toEqual(['1111'])
    // The last card: nothing left, and the list answers none.
    expect((await deleteCard(token, { cardId: ids['1111'] })).status).toBe(200)
    expect(await listCards(token)).toEqual([])
    // Gone means gone: a second delete is a 404.
    expect((await deleteCard(token, { cardId: ids['1111'] })).status).toBe(404)
  })

  it("answers 404 for another customer's card and leaves it in place", async () => {
    const erin = await server.signIn('erin')
    const alice = await server.signIn('alice')
    const erins = await giveCards('erin', [{ last4: '9999', primary: true }])
    const result = await deleteCard(alice, { cardId: erins['9999'] })
    expect(result.status).toBe(404)
    expect(result.body).toEqual({ message: CARD_MESSAGES.notFound })
    expect(await primaryOf(erin)).toEqual(['9999'])
  })

  it("the demo customer's seeded cards: deleting the Visa primary makes the last listed (most recently added) card primary", async () => {
    const token = await server.signIn('demo')
    const before = await listCards(token)
    expect(before).toHaveLength(3)
    const primary = before.find((card) => card.primaryCard)!
    expect((await deleteCard(token, { cardId: primary.id })).status).toBe(200)
    const after = await listCards(token)
    expect(after).toHaveLength(2)
    const demo = await server.customer('demo')
    const [newest] = await server.db
      .select()
      .from(cards)
      .where(eq(cards.customerId, demo.id))
      .orderBy(desc(cards.createdAt), desc(cards.id))
    expect(after.filter((card) => card.primaryCard).map((card) => card.id)).toEqual([newest.id])
  })
})

describe('validation and sign-in', () => {
  it.each([
    ['no body', undefined],
    ['an empty card id', { cardId: '  ' }],
    ['a card id that is not text', { cardId: 42 }],
  ])('422 with a field error for %s', async (_name, body) => {
    const token = await server.signIn('alice')
    for (const send of [deleteCard, setDefault]) {
      const result = await send(token, body)
      expect(result.status).toBe(422)
      expect(result.body).toEqual({ message: CARD_MESSAGES.cardId, errors: [{ field: 'cardId', message: CARD_MESSAGES.cardId }] })
    }
  })

  it('400 for a body that is not a JSON object', async () => {
    const token = await server.signIn('alice')
    const result = await server.call('/app/payments/cards', { method: 'DELETE', token, rawBody: '[1]' })
    expect(result.status).toBe(400)
  })

  it('401 without a token or with a bad one; 403 without the client headers', async () => {
    const ids = await giveCards('alice', [{ last4: '1111', primary: true }, { last4: '2222' }])
    for (const send of [deleteCard, setDefault]) {
      expect((await send(undefined, { cardId: ids['2222'] })).status).toBe(401)
      expect((await send('not-a-token', { cardId: ids['2222'] })).status).toBe(401)
    }
    const bare = await server.call('/app/payments/cards/setdefault', { bare: true, body: { cardId: ids['2222'] } })
    expect(bare.status).toBe(403)
    const alice = await server.signIn('alice')
    expect(await primaryOf(alice)).toEqual(['1111'])
    expect(await listCards(alice)).toHaveLength(2)
  })
})

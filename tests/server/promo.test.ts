import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, promoRedemptions } from '@server/db/schema'
import { request, serverForFile } from './support/harness'
import { addCard, ESIM_ORDER, listenWithSlowSandbox, newOrderKey } from './support/payments'

const server = serverForFile()

const FIRST_ORDER_ONLY = 'WELCOME10 is for a first order only, and this account has already used it or ordered before'
const promoError = (body: { errors?: { field: string; message: string }[] }) => body.errors?.find((e) => e.field === 'promoCode')?.message
/** Places an eSIM order with a new order key, on `cardId`, with `promoCode` if any. */
const placeOrder = (token: string, cardId: string, promoCode?: string) =>
  server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), promoCode, cardId } })
const quoteBody = { planId: ESIM_ORDER.planId, simType: 'esim', needsSimKit: false, zipCode: '60601', promoCode: 'WELCOME10' }

describe('WELCOME10: a first order only, once', () => {
  it('pays a first order, then refuses the code on the next order and its quote, with a clear message', async () => {
    const token = await server.signIn('alice')
    const card = await addCard(server, 'alice')
    expect((await server.call('/app/checkout/quote', { token, body: quoteBody })).status).toBe(200)
    const first = await placeOrder(token, card.id, 'WELCOME10')
    expect(first.status).toBe(200)

    const second = await placeOrder(token, card.id, 'welcome10')
    expect(second.status).toBe(422)
    expect(promoError(second.body)).toBe(FIRST_ORDER_ONLY)
    const quote = await server.call('/app/checkout/quote', { token, body: quoteBody })
    expect(quote.status).toBe(422)
    expect(promoError(quote.body)).toBe(FIRST_ORDER_ONLY)
    // A visitor's quote cannot know; other codes still work for the customer.
    expect((await server.call('/app/checkout/quote', { body: quoteBody })).status).toBe(200)
    const ring = await placeOrder(token, card.id, 'RING20')
    expect(ring.status).toBe(200)
  })

  it('refuses it after any paid first order, even one without a code', async () => {
    const token = await server.signIn('bob')
    const card = await addCard(server, 'bob')
    expect((await placeOrder(token, card.id)).status).toBe(200)
    const later = await placeOrder(token, card.id, 'WELCOME10')
    expect(promoError(later.body)).toBe(FIRST_ORDER_ONLY)
  })

  it('lets only one of two checkouts at once use it', async () => {
    // The provider takes 300 ms: the second checkout arrives while the first one holds the code.
    const running = await listenWithSlowSandbox(server, 'chargeSavedCard')
    try {
      const token = await server.signIn('carol')
      const card = await addCard(server, 'carol')
      const body = () => ({ ...ESIM_ORDER, orderKey: newOrderKey(), promoCode: 'WELCOME10', cardId: card.id })
      const results = await Promise.all([body(), body()].map((payload) => request(running.url, '/app/checkout', { token, body: payload })))
      expect(results.map((result) => result.status).sort()).toEqual([200, 422])
      expect(promoError(results.find((result) => result.status === 422)!.body)).toBe(FIRST_ORDER_ONLY)
      const customer = await server.customer('carol')
      const paid = await server.db.select().from(orders).where(eq(orders.customerId, customer.id))
      expect(paid.filter((order) => order.status === 'paid')).toHaveLength(1)
      const [held] = await server.db.select().from(promoRedemptions).where(eq(promoRedemptions.customerId, customer.id))
      expect(held.orderId).toBe(paid.find((order) => order.status === 'paid')!.id)
    } finally {
      await running.close()
    }
  })

  it('gives the code up when the order that held it was declined', async () => {
    const token = await server.signIn('dave')
    const declined = await addCard(server, 'dave', { last4: '0002', outcome: 'declined' })
    const good = await addCard(server, 'dave', { last4: '4242' })
    const first = await placeOrder(token, declined.id, 'WELCOME10')
    expect(first.status).toBe(402)
    const next = await placeOrder(token, good.id, 'WELCOME10')
    expect(next.status).toBe(200)
  })
})

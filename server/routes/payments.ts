import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import type { Services } from '../context'
import { cards, transactions } from '../db/schema'
import { familyItemsOf } from '../receipts/family-items'
import { endpointRoutes } from '../lib/endpoints'
import { notFound } from '../lib/errors'
import { answer } from '../lib/http'
import { languageFor, requestLanguage } from '../lib/language'
import { STRIPE_WEBHOOK_PATH } from '../lib/pipeline'
import { enforce } from '../lib/rate-limit'
import { isStripe } from '../payments'
import { PaymentProviderUnavailable } from '../payments/provider'
import { openHostedSession, refreshSession, sessionAnswer, sessionById } from '../payments/sessions'
import { handleStripeWebhook } from '../payments/stripe-webhook'
import { intParam, transactionAnswer } from '../payments/transaction-answer'
import { providerDown } from '../checkout/order-request'

/** Card-saving pages per customer: 10 per 15 minutes. */
const STORE_CARD_LIMIT = { max: 10, windowSeconds: 15 * 60 }

/** `/app/payments/...`: saved cards, order history, hosted pages (card saving, results) and the Stripe webhook. */
export function paymentRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  /**
   * Stripe's webhook: no client headers (app.ts lets it through), the signature is the authentication. Stripe
   * calls it, not the SPA: it is not in the endpoint table.
   */
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const provider = services.payments
    if (!isStripe(provider) || !config.stripeWebhookSecret) throw notFound('No such API call')
    const answer = await handleStripeWebhook(db, provider, config.stripeWebhookSecret, await c.req.text(), c.req.header('stripe-signature'))
    return c.json(answer.body, answer.status)
  })

  route(endpoints.cards, async (c) => {
    const rows = await db
      .select()
      .from(cards)
      .where(eq(cards.customerId, c.get('customer').id))
      .orderBy(desc(cards.primary), asc(cards.createdAt), asc(cards.id))
    return answer(c, endpoints.cards.answer, {
      cards: rows.map((card) => ({
        id: card.id,
        primaryCard: card.primary,
        cardholderName: card.holderName,
        last4Digits: card.last4,
        expiry: card.expiry,
        network: card.network,
      })),
    })
  })

  /**
   * Newest first, at most `limit`; month and year filter in UTC. The query's text is read here, one message per
   * field, the first invalid field answering.
   */
  route(endpoints.transactions, async (c) => {
    const month = intParam(c.req.query('month'), 'month', 1, 12, 'Month must be a number from 1 to 12')
    const year = intParam(c.req.query('year'), 'year', 2000, 2100, 'Year must be a number from 2000 to 2100')
    const limit = intParam(c.req.query('limit'), 'limit', 1, 100, 'Limit must be a number from 1 to 100')
    const filters: SQL[] = [eq(transactions.customerId, c.get('customer').id)]
    if (year !== null && month !== null) {
      filters.push(gte(transactions.transactionTime, new Date(Date.UTC(year, month - 1, 1))))
      filters.push(lt(transactions.transactionTime, new Date(Date.UTC(year, month, 1))))
    } else if (year !== null) {
      filters.push(gte(transactions.transactionTime, new Date(Date.UTC(year, 0, 1))))
      filters.push(lt(transactions.transactionTime, new Date(Date.UTC(year + 1, 0, 1))))
    } else if (month !== null) {
      filters.push(sql`extract(month from ${transactions.transactionTime} at time zone 'UTC') = ${month}`)
    }
    const rows = await db
      .select()
      .from(transactions)
      .where(and(...filters))
      .orderBy(desc(transactions.transactionTime), desc(transactions.id))
      .limit(limit ?? 10_000)
    const language = requestLanguage(c)
    // A family group's renewal lists its lines (server/receipts/family-items.ts).
    const items = await familyItemsOf(
      db,
      rows.filter((row) => row.successful && row.lineId === null).map((row) => row.id),
    )
    return answer(c, endpoints.transactions.answer, {
      transactions: rows.map((row) => transactionAnswer(row, language, items.get(row.id))),
    })
  })

  /** The hosted card-saving page (setup mode): `{ url, sessionId }`; the SPA comes back to /stripe-response. */
  route(endpoints.cardSavingPage, async (c) => {
    await enforce(db, `storecardpage:${c.get('customer').id}`, STORE_CARD_LIMIT)
    try {
      const customer = c.get('customer')
      const session = await openHostedSession(db, services.payments, { customer, kind: 'setup', language: languageFor(c, customer) })
      return answer(c, endpoints.cardSavingPage.answer, { url: session.url!, sessionId: session.id })
    } catch (error) {
      if (error instanceof PaymentProviderUnavailable) {
        console.error(`[payments] ${error.message}`)
        throw providerDown()
      }
      throw error
    }
  })

  /** The result of a hosted page, confirmed on the server (Stripe: retrieved from Stripe while pending). */
  route(endpoints.session, async (c) => {
    const session = await sessionById(db, c.req.param('id'))
    if (!session || session.customerId !== c.get('customer').id) throw notFound('No such payment session')
    let current = session
    try {
      current = await refreshSession(db, services.payments, session)
    } catch (error) {
      // The provider is away: answer what is known (pending); the SPA may ask again.
      if (!(error instanceof PaymentProviderUnavailable)) throw error
      console.error(`[payments] ${error.message}`)
    }
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.session.answer, await sessionAnswer(db, current))
  })

  return app
}

import { checkoutEndpoints as endpoints } from '@contract/endpoints/checkout'
import { answerOfOther, ownCard, paidAnswer, prepareOrder, providerDown } from '../../checkout/order-request'
import { payOnHostedPage, payWithSavedCard } from '../../checkout/order-payment'
import { claimOrder, detailsHash, ensureOrder, findOrder, releaseOrder, updateOrderDetails } from '../../checkout/orders'
import { centsOf, promoFirstOrderOnly } from '../../checkout/pricing'
import { holdFirstOrderPromo } from '../../checkout/promo-redemptions'
import type { Services } from '../../context'
import { endpointRoutes } from '../../lib/endpoints'
import { fieldError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { PaymentProviderUnavailable } from '../../payments/provider'
import { retireSession } from '../../payments/sessions'

/**
 * POST /app/checkout: an idempotent order (server/checkout/orders.ts), paid with a saved card or on a hosted page.
 * Every attempt first claims the order; a request that finds it claimed answers what the holder decided.
 */
export function placeOrderRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  // Checkout attempts per customer (card testing with saved cards, runaway retries): 30 per 15 minutes.
  route(endpoints.placeOrder, { limit: { perCustomer: 'checkout', rule: { max: 30, windowSeconds: 15 * 60 } } }, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')

    // A paid order answers the same, whatever the payload says now: it is never charged again.
    const known = await findOrder(db, customer.id, body.orderKey)
    if (known?.status === 'paid') return answer(c, endpoints.placeOrder.answer, paidAnswer(known))

    const { details, price, planName } = await prepareOrder(db, body)
    const card = body.cardId ? await ownCard(services, customer, body.cardId) : null
    const order = await ensureOrder(db, customer.id, body.orderKey, details, price)
    if (order.status === 'paid') return answer(c, endpoints.placeOrder.answer, paidAnswer(order))
    const claimed = await claimOrder(db, order.id)
    if (!claimed) return answer(c, endpoints.placeOrder.answer, await answerOfOther(db, order.id))

    // Other details (a plan, promo, SIM or address changed after going back): the payment page opened for the old
    // ones is voided before the order takes the new ones, so it can never pay for what it did not show.
    const sameDetails = claimed.detailsHash === detailsHash(details, price)
    if (!sameDetails) await retireSession(db, services.payments, claimed.sessionId)
    const current = sameDetails ? claimed : await updateOrderDetails(db, claimed.id, details, price)
    const charge = { customer, order: current, amountCents: centsOf(current.total), description: `${planName} — monthly plan` }
    try {
      if (!(await holdFirstOrderPromo(db, customer.id, current))) throw fieldError('promoCode', promoFirstOrderOnly(current.promoCode!))
      const paid = card
        ? await payWithSavedCard(services, charge, card)
        : await payOnHostedPage(services, c, charge, { saveCard: body.saveCard ?? true, sameDetails })
      return answer(c, endpoints.placeOrder.answer, paid)
    } catch (error) {
      // Whatever went wrong before a decision, the claim goes back (markFailed/markPaid already ended it otherwise).
      await releaseOrder(db, current.id).catch(() => undefined)
      if (error instanceof PaymentProviderUnavailable) {
        console.error(`[payments] ${error.message}`)
        throw providerDown()
      }
      throw error
    }
  })

  return app
}

import { addOnEndpoints as endpoints } from '@contract/endpoints/add-ons'
import type { Language } from '@contract/languages'
import { buyAddOn, cancelAddOn, lineAddOnsOf } from '../../billing/add-ons'
import { ownBill } from '../../billing/bills'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import { endpointRoutes } from '../../lib/endpoints'
import { HttpError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { freshLineBill, lineOffers, lineToCharge } from './fresh-bill'

const BUY_LIMIT = { scope: 'add-on-buy', rule: { max: 20, windowSeconds: 10 * 60 } }
const UNAVAILABLE = 'The payment service is not answering. Nothing was charged; please try again in a moment.'

/** `/app/line-care/lines/{lineId}/add-ons`: offers, purchases and cancellations; another customer's line is 404, a line of the group the role may not touch 403 (lineFor). */
export function addOnRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  async function addOnsAnswer(customerId: string, lineId: string, message: string, language: Language) {
    return { message, addOns: await lineAddOnsOf(db, await ownBill(db, customerId, lineId, language), await carrierNow(db), language) }
  }

  route(endpoints.addOns, async (c) =>
    answer(
      c,
      endpoints.addOns.answer,
      await lineOffers(services, c.get('customer').id, c.req.param('lineId'), requestLanguage(c), lineAddOnsOf),
    ),
  )

  route(endpoints.buyAddOn, async (c) => {
    const lineId = c.req.param('lineId')
    const { userId, bill, payerId, ownerPays } = await lineToCharge(services, c.get('customer').id, lineId, 'line.addOns', BUY_LIMIT)
    const result = await buyAddOn(services, payerId, bill, c.req.valid('json'), await carrierNow(db), requestLanguage(c), { ownerPays })
    switch (result.outcome) {
      case 'bought':
        return answer(c, endpoints.buyAddOn.answer, await addOnsAnswer(userId, lineId, result.message, requestLanguage(c)))
      case 'declined':
        throw new HttpError(402, result.message, [{ field: 'cardId', message: result.message }], undefined, 'card_declined')
      case 'unavailable':
        throw new HttpError(503, UNAVAILABLE, undefined, { 'Retry-After': '5' })
      case 'inProgress':
        throw new HttpError(
          409,
          'This purchase is already being processed. Please wait a moment.',
          undefined,
          { 'Retry-After': '2' },
          'add_on_in_progress',
        )
      case 'refused':
        throw new HttpError(result.status, result.message, result.field ? [{ field: result.field, message: result.message }] : undefined)
    }
  })

  route(endpoints.cancelAddOn, async (c) => {
    const lineId = c.req.param('lineId')
    const { userId, bill } = await freshLineBill(services, c.get('customer').id, lineId, 'line.addOns')
    const result = await cancelAddOn(services, bill, c.req.param('addOnId'), await carrierNow(db))
    if (result.outcome === 'unavailable')
      throw new HttpError(503, 'The payment service is not answering. Nothing was refunded yet; please try again in a moment.', undefined, {
        'Retry-After': '5',
      })
    if (result.outcome === 'refused') throw new HttpError(result.status, result.message)
    return answer(c, endpoints.cancelAddOn.answer, await addOnsAnswer(userId, lineId, result.message, requestLanguage(c)))
  })

  return app
}

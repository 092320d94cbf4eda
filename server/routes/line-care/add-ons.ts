import { eq } from 'drizzle-orm'
import type { LineAddOns } from '@contract/add-ons'
import { addOnEndpoints as endpoints } from '@contract/endpoints/add-ons'
import { mayDo } from '@contract/family'
import type { Language } from '@contract/languages'
import { buyAddOn, cancelAddOn, lineAddOnsOf } from '../../billing/add-ons'
import { ownBill } from '../../billing/bills'
import { payerOfLine } from '../../billing/payer'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import type { Db } from '../../db/client'
import { lines } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { HttpError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { groupOf } from '../../lib/line-access'
import { freshLineBill, lineOffers, lineToCharge } from './fresh-bill'

const BUY_LIMIT = { scope: 'add-on-buy', rule: { max: 20, windowSeconds: 10 * 60 } }
const UNAVAILABLE = 'The payment service is not answering. Nothing was charged; please try again in a moment.'

/**
 * How `customerId` pays for an add-on on a line they may view (contract/add-ons.ts `payment`): by request when their
 * role asks (FAMILY_RULES `line.addOns`), on the group owner's card when the line's payer is someone else, else on a
 * card of their own.
 */
async function paymentOf(db: Db, customerId: string, lineId: string): Promise<LineAddOns['payment']> {
  const [line] = await db.select({ userId: lines.customerId }).from(lines).where(eq(lines.id, lineId))
  const mine = await groupOf(db, customerId)
  if (mine && mayDo(mine.member.role, 'line.addOns', line?.userId === customerId) === 'ask') return 'request'
  return (await payerOfLine(db, lineId)) === customerId ? 'card' : 'owner'
}

/** `/app/line-care/lines/{lineId}/add-ons`: offers, purchases and cancellations; another customer's line is 404, a line of the group the role may not touch 403 (lineFor). */
export function addOnRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /** The line's add-ons after a change, read from its user's bill, with how the caller pays. */
  async function addOnsAnswer(callerId: string, userId: string, lineId: string, message: string, language: Language) {
    const addOns = await lineAddOnsOf(db, await ownBill(db, userId, lineId, language), await carrierNow(db), language)
    return { message, addOns: { ...addOns, payment: await paymentOf(db, callerId, lineId) } }
  }

  route(endpoints.addOns, async (c) => {
    const [callerId, lineId] = [c.get('customer').id, c.req.param('lineId')]
    const addOns = await lineOffers(services, callerId, lineId, requestLanguage(c), lineAddOnsOf)
    return answer(c, endpoints.addOns.answer, { ...addOns, payment: await paymentOf(db, callerId, lineId) })
  })

  route(endpoints.buyAddOn, async (c) => {
    const [callerId, lineId] = [c.get('customer').id, c.req.param('lineId')]
    const { userId, bill, payerId, ownerPays } = await lineToCharge(services, callerId, lineId, 'line.addOns', BUY_LIMIT)
    // The owner is told who bought on their card: the buyer's name in the group; so is the line's user when it is
    // neither of them (a manager buying on a member's line).
    const boughtBy = ownerPays ? (await groupOf(db, callerId))?.member.name : undefined
    const tellUser = boughtBy && userId !== payerId && userId !== callerId ? userId : undefined
    const options = { ownerPays, boughtBy, tellUser }
    const result = await buyAddOn(services, payerId, bill, c.req.valid('json'), await carrierNow(db), requestLanguage(c), options)
    switch (result.outcome) {
      case 'bought':
        return answer(c, endpoints.buyAddOn.answer, await addOnsAnswer(callerId, userId, lineId, result.message, requestLanguage(c)))
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
    const [callerId, lineId] = [c.get('customer').id, c.req.param('lineId')]
    const { userId, bill } = await freshLineBill(services, callerId, lineId, 'line.addOns')
    const result = await cancelAddOn(services, bill, c.req.param('addOnId'), await carrierNow(db))
    if (result.outcome === 'unavailable')
      throw new HttpError(503, 'The payment service is not answering. Nothing was refunded yet; please try again in a moment.', undefined, {
        'Retry-After': '5',
      })
    if (result.outcome === 'refused') throw new HttpError(result.status, result.message)
    return answer(c, endpoints.cancelAddOn.answer, await addOnsAnswer(callerId, userId, lineId, result.message, requestLanguage(c)))
  })

  return app
}

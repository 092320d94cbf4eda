import { checkoutEndpoints as endpoints } from '@contract/endpoints/checkout'
import { MESSAGES } from '@contract/rules'
import { checkDevice, IMEI_INVALID } from '../../carrier/simulator'
import { activePlan, promoOf } from '../../checkout/order-request'
import { priceOrder, promoFirstOrderOnly } from '../../checkout/pricing'
import { hasPaidOrder } from '../../checkout/promo-redemptions'
import { taxRateFor } from '../../checkout/tax'
import type { Services } from '../../context'
import { endpointRoutes } from '../../lib/endpoints'
import { fieldError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { translateMessage } from '../../lib/i18n'
import { requestLanguage } from '../../lib/language'

/** Before the order (DESIGN §4, §5): the device check by the carrier simulator and the review step's prices. */
export function checkoutQuoteRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.deviceCompatibility, async (c) => {
    const parsed = endpoints.deviceCompatibility.query.safeParse({ imei: c.req.query('imei') ?? '' })
    if (!parsed.success) throw fieldError('imei', MESSAGES.imei)
    const device = checkDevice(parsed.data.imei)
    if (!device.valid) throw fieldError('imei', IMEI_INVALID)
    return answer(c, endpoints.deviceCompatibility.answer, {
      imei: device.imei,
      compatible: device.compatible,
      esimCapable: device.esimCapable,
      model: device.model,
    })
  })

  /** The prices (server/checkout/pricing.ts); a visitor is welcome. */
  route(endpoints.quote, async (c) => {
    const body = c.req.valid('json')
    const plan = await activePlan(db, body.planId)
    const promo = promoOf(body.promoCode)
    // A signed-in customer hears at once that a first-order code is not for them (the checkout decides for good).
    const customer = c.get('customer')
    if (promo?.firstOrderOnly && customer && (await hasPaidOrder(db, customer.id)))
      throw fieldError('promoCode', promoFirstOrderOnly(promo.code))
    const price = priceOrder({
      planName: plan.retailName,
      planPrice: Number(plan.retailPrice),
      needsSimKit: body.simType === 'physical' && body.needsSimKit,
      promo,
      tax: taxRateFor({
        shippingState: body.simType === 'physical' && body.needsSimKit ? body.shippingState : null,
        serviceZip: body.zipCode,
      }),
    })
    const language = requestLanguage(c)
    return answer(c, endpoints.quote.answer, {
      ...price,
      promoDescription: price.promoDescription && translateMessage(price.promoDescription, language),
    })
  })

  return app
}

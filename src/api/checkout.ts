import { checkoutEndpoints as endpoints } from '@contract/endpoints/checkout'
import { api } from './index'

/**
 * The checkout calls of DESIGN §2 and §4, one function per call. All carry the customer's token. The port-in
 * eligibility check is `checkPortIn` (./port-in), the same call the lines page makes.
 */

/** GET /app/devices/compatibility?imei= */
export function checkDevice({ imei }: { imei: string }, signal?: AbortSignal) {
  return api.call(endpoints.deviceCompatibility, { query: { imei }, signal })
}

/** POST /app/checkout/quote: plan price, fees, tax, promo discount and total in USD. */
export const getQuote = api.caller(endpoints.quote)

/** POST /app/checkout: paid at once with a saved card, or the hosted payment page's url and session id. */
export const placeOrder = api.caller(endpoints.placeOrder)

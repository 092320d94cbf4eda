import { endpointTable } from '../endpoint'
import {
  checkoutAnswerSchema,
  checkoutPayloadSchema,
  compatibilitySchema,
  deviceSchema,
  quotePayloadSchema,
  quoteSchema,
} from '../checkout'

/** The checkout's calls (DESIGN §2, §4); its port-in check is `portInEndpoints.check`. */
export const checkoutEndpoints = endpointTable({
  /** Whether a phone (by IMEI) works on the network, and takes an eSIM. */
  deviceCompatibility: {
    method: 'GET',
    path: '/app/devices/compatibility',
    token: 'optional',
    query: deviceSchema,
    answer: compatibilitySchema,
  },
  /** Plan price, fees, tax, promo discount and total in USD. */
  quote: { method: 'POST', path: '/app/checkout/quote', token: 'optional', body: quotePayloadSchema, answer: quoteSchema },
  /** Paid at once with a saved card, or the hosted payment page's url and session id. Idempotent by orderKey. */
  placeOrder: { method: 'POST', path: '/app/checkout', token: 'required', body: checkoutPayloadSchema, answer: checkoutAnswerSchema },
})

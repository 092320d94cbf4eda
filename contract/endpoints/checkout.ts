import { endpointTable, maybeSignedIn, signedIn } from '../endpoint'
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
  deviceCompatibility: maybeSignedIn.get('/app/devices/compatibility', { query: deviceSchema, answer: compatibilitySchema }),
  /** Plan price, fees, tax, promo discount and total in USD. */
  quote: maybeSignedIn.post('/app/checkout/quote', { body: quotePayloadSchema, answer: quoteSchema }),
  /** Paid at once with a saved card, or the hosted payment page's url and session id. Idempotent by orderKey. */
  placeOrder: signedIn.post('/app/checkout', { body: checkoutPayloadSchema, answer: checkoutAnswerSchema }),
})

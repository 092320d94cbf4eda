import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The payment flows' texts (machines, the order history's amounts), keyed by their English. */
export const paymentTexts = defineCatalogue('payment-texts', en, { es: () => import('./es.json') })
await paymentTexts.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The payment return page (/stripe-response). */
export const paymentResultMessages = defineCatalogue('payment-result', en, { es: () => import('./es.json') })
await paymentResultMessages.ready

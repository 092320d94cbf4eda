import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The checkout: its steps, the price, the promo code and the way to pay. */
export const checkoutMessages = defineCatalogue('checkout', en, { es: () => import('./es.json') })
await checkoutMessages.ready

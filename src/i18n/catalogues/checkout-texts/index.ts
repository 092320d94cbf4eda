import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The texts the checkout machine holds, keyed by their English text. */
export const checkoutTextsMessages = defineCatalogue('checkout-texts', en, { es: () => import('./es.json') })
await checkoutTextsMessages.ready

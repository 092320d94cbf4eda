import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The cart page. */
export const cartMessages = defineCatalogue('cart', en, { es: () => import('./es.json') })
await cartMessages.ready

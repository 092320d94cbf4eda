import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Payment: saved cards, the order history and its details dialog, the overview's recent transactions. */
export const paymentMessages = defineCatalogue('payment', en, { es: () => import('./es.json') })
await paymentMessages.ready

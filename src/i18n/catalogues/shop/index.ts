import { defineCatalogue } from '../../i18n'
import en from './en.json'

export const shopMessages = defineCatalogue('shop', en, { es: () => import('./es.json') })
await shopMessages.ready

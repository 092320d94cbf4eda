import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The home page. */
export const homeMessages = defineCatalogue('home', en, { es: () => import('./es.json') })
await homeMessages.ready

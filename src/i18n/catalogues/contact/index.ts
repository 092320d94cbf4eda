import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The contact page and its form. */
export const contactMessages = defineCatalogue('contact', en, { es: () => import('./es.json') })
await contactMessages.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Profile: the customer's details and their edit dialogs. */
export const profileMessages = defineCatalogue('profile', en, { es: () => import('./es.json') })
await profileMessages.ready

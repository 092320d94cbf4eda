import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** "Your phone" on a line's page: switching the line to a new phone (eSIM or a SIM card by post). */
export const switchPhoneMessages = defineCatalogue('switch-phone', en, { es: () => import('./es.json') })
await switchPhoneMessages.ready

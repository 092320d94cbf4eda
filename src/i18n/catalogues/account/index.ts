import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account's frame (heading, section tabs, fixed section headings), the overview, and a line's SIM status and type as every account page names them. */
export const accountMessages = defineCatalogue('account', en, { es: () => import('./es.json') })
await accountMessages.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Security: the checklist, recent sign-ins, blocked attempts and changes. */
export const securityMessages = defineCatalogue('security', en, { es: () => import('./es.json') })
await securityMessages.ready

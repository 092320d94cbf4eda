import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account → Family and the join page (the invitation email's link). */
export const familyMessages = defineCatalogue('family', en, { es: () => import('./es.json') })
await familyMessages.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The texts the sign-in machines hold, keyed by their English text. */
export const authTextsMessages = defineCatalogue('auth-texts', en, { es: () => import('./es.json') })
await authTextsMessages.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The profile edit flows' texts (machines), keyed by their English. */
export const profileTexts = defineCatalogue('profile-texts', en, { es: () => import('./es.json') })
await profileTexts.ready

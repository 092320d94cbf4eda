import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The switch-phone flow's texts, kept in English by its hook, keyed by that text. */
export const switchPhoneTexts = defineCatalogue('switch-phone-texts', en, { es: () => import('./es.json') })
await switchPhoneTexts.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The settings and step-up flows' texts (machines), keyed by their English. */
export const settingsTexts = defineCatalogue('settings-texts', en, { es: () => import('./es.json') })
await settingsTexts.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** Texts the shared components are handed in English (a notification's default), keyed by that text. */
export const uiTextsMessages = defineCatalogue('ui-texts', en, { es: () => import('./es.json') })
await uiTextsMessages.ready

import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** Line care's texts kept in English by its flows (a usage meter's name, a load error), keyed by that text. */
export const lineCareTexts = defineCatalogue('line-care-texts', en, { es: () => import('./es.json') })
await lineCareTexts.ready

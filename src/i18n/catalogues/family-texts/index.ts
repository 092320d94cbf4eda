import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The Family flows' texts (machines/family-*.machine.ts and contract/family.ts messages they hold), keyed by their English. */
export const familyTexts = defineCatalogue('family-texts', en, { es: () => import('./es.json') })
await familyTexts.ready

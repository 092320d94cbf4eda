import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The lines flows' texts kept in English by their hooks and machines (port-in dialogs, quick SIM check, notices), keyed by that text. */
export const linesTexts = defineCatalogue('lines-texts', en, { es: () => import('./es.json') })
await linesTexts.ready

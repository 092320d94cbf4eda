import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The number-lock flow's texts (machines/number-lock.machine.ts: its toasts), keyed by their English. */
export const numberLockTexts = defineCatalogue('number-lock-texts', en, { es: () => import('./es.json') })
await numberLockTexts.ready

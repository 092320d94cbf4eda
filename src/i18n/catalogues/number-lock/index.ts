import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** A line's number lock (port-out and SIM change locks) and its transfer PIN, on the line's page. */
export const numberLockMessages = defineCatalogue('number-lock', en, { es: () => import('./es.json') })
await numberLockMessages.ready

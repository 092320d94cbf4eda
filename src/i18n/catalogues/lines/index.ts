import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The lines list (My Account > Plans): each line's card, its SIM card's delivery, port-in, nickname and eSIM QR code. */
export const linesMessages = defineCatalogue('lines', en, { es: () => import('./es.json') })
await linesMessages.ready

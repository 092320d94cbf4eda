import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** A line's page (My Account > Plans > a line): its bill, autopay, paying a renewal, usage, changing its plan, add-ons, a lost phone, and the overview's upcoming charges. */
export const lineCareMessages = defineCatalogue('line-care', en, { es: () => import('./es.json') })
await lineCareMessages.ready

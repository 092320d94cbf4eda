import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The shell: header, footer, navigation, the language switch, the not-found and error pages. */
export const shellMessages = defineCatalogue('shell', en, { es: () => import('./es.json') })
await shellMessages.ready

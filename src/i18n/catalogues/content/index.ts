import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The content pages' own chrome (about, FAQ, terms, privacy): headings, the tiles beside the content service's text, its loading and unavailable states. */
export const contentMessages = defineCatalogue('content', en, { es: () => import('./es.json') })
await contentMessages.ready

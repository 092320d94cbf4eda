import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The blog's own chrome (/blog and its posts): the list's heading, a card's "Read more", a post's way back. */
export const blogMessages = defineCatalogue('blog', en, { es: () => import('./es.json') })
await blogMessages.ready

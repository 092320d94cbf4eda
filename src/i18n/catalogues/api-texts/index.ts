import { defineCatalogue } from '../../i18n'
import en from './en.json'

/**
 * What the API client says itself when a call gets no answer or an answer without words (src/api/client.ts) and what
 * a passkey prompt's failure says (src/api/passkeys.ts), keyed by their English: said in the language the client asks
 * the server to answer in, like the server's own messages.
 */
const apiTexts = defineCatalogue('api-texts', en, { es: () => import('./es.json') })
await apiTexts.ready

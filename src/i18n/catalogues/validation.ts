import en from '@contract/catalogues/validation/en.json'
import { defineCatalogue } from '../i18n'

/**
 * contract/'s validation messages, keyed by their English text (the message the zod schema carries, which the
 * server also answers with): a form shows a field's message through `useTranslateText`, which prints it in the
 * page's language, and leaves a message the server already translated as it is.
 */
export const validationMessages = defineCatalogue('validation', en, { es: () => import('@contract/catalogues/validation/es.json') })
await validationMessages.ready

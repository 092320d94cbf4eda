import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** The shared components: the cart parts, dropdowns, dialogs, inputs, notifications, the payment dialogs. */
export const uiMessages = defineCatalogue('ui', en, { es: () => import('./es.json') })
await uiMessages.ready

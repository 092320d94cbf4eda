import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Notifications: notices by email and text, each line's data alerts. */
export const notificationsMessages = defineCatalogue('notifications', en, { es: () => import('./es.json') })
await notificationsMessages.ready

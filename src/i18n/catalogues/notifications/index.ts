import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Notifications: notices by email and text, each line's data alerts; an email's unsubscribe page. */
export const notificationsMessages = defineCatalogue('notifications', en, { es: () => import('./es.json') })
await notificationsMessages.ready

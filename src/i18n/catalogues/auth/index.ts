import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** Sign-in, registration and recovery: /login and its steps, /register, /forgot-password, /reset-password, /crm-login. */
export const authMessages = defineCatalogue('auth', en, { es: () => import('./es.json') })
await authMessages.ready

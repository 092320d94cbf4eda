import { defineCatalogue } from '../../i18n'
import en from './en.json'

/** My Account > Settings: password, two-step sign-in, passkeys, signed-in devices, and the "Confirm it's you" step-up every sensitive change asks for. */
export const settingsMessages = defineCatalogue('settings', en, { es: () => import('./es.json') })
await settingsMessages.ready

import { userEndpoints as endpoints } from '@contract/endpoints/users'
import { api } from './index'

/** POST /app/users/contactus {name, email, message} (SPEC §7): visitors and signed-in customers alike. */
export const sendContactMessage = api.caller(endpoints.contactUs)

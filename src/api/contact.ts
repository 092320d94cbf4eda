import { api } from './index'
import type { ContactUsPayload } from './schemas/contact'
import { messageSchema } from './schemas/user'

/** POST /app/users/contactus {name, email, message} (SPEC §7): visitors and signed-in customers alike. */
export function sendContactMessage(payload: ContactUsPayload, signal?: AbortSignal) {
  return api.request('/app/users/contactus', { method: 'POST', body: payload, schema: messageSchema, signal })
}

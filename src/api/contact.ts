import { api } from './index'
import type { ContactUsPayload } from '@contract/contact'
import { messageAnswerSchema } from '@contract/message'

/** POST /app/users/contactus {name, email, message} (SPEC §7): visitors and signed-in customers alike. */
export function sendContactMessage(payload: ContactUsPayload, signal?: AbortSignal) {
  return api.request('/app/users/contactus', { method: 'POST', body: payload, schema: messageAnswerSchema, signal })
}

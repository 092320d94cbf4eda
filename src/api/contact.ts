import { api } from './index'
import { contactUsPayloadSchema } from '@contract/contact'
import { messageAnswerSchema } from '@contract/message'

/** POST /app/users/contactus {name, email, message} (SPEC §7): visitors and signed-in customers alike. */
export const sendContactMessage = api.post('/app/users/contactus', { payload: contactUsPayloadSchema, answer: messageAnswerSchema })

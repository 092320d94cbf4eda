import { z } from 'zod/mini'
import { emailSchema, messageSchema, nameSchema } from './rules'

/** POST /app/users/contactus (public or signed in). */
export const contactUsPayloadSchema = z.object({ name: nameSchema, email: emailSchema, message: messageSchema })

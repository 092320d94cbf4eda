import { z } from 'zod/mini'

/** Every answer that only carries a message (edits, contact, port-in steps, saved cards). */
export const messageAnswerSchema = z.object({ message: z._default(z.string(), 'Success!') })
export type MessageAnswer = z.infer<typeof messageAnswerSchema>

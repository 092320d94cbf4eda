import { z } from 'zod'

/** Every answer that only carries a message (edits, contact, port-in steps, saved cards). */
export const messageAnswerSchema = z.object({ message: z.string().default('Success!') })
export type MessageAnswer = z.infer<typeof messageAnswerSchema>

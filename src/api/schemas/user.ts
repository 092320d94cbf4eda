import { z } from 'zod'

/** The chat identity the server adds to the profile when chat is configured (DESIGN §7). */
export const chatIdentitySchema = z.object({
  firstName: z.string(),
  email: z.string(),
  id: z.string(),
  /** HMAC-SHA256 of the id with the server's chat secret; the secret never reaches the browser. */
  userHash: z.string(),
})

/** GET /app/users/view: the signed-in customer's info (SPEC §3 "User info"). Missing optional fields are ''. */
export const userInfoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string().default(''),
  contactNumber: z.string().default(''),
  streetNumber: z.string().default(''),
  streetDirection: z.string().default(''),
  streetName: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zipCode: z.string().default(''),
  chat: chatIdentitySchema.nullish(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** Every answer that only carries a message (edits, contact, port-in steps). */
export const messageSchema = z.object({ message: z.string().default('Success!') })
export type MessageAnswer = z.infer<typeof messageSchema>

/** Answers of the calls that sign a customer in (DESIGN §2). */
export const authTokenSchema = z.object({ token: z.string().min(1), expiresAt: z.string() })
export type AuthToken = z.infer<typeof authTokenSchema>

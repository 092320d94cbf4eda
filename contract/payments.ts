import { z } from 'zod/mini'

/** A hosted payment page session: a payment (checkout) or a card setup (SPEC §7), and where it stands. */
const PAYMENT_SESSION_KINDS = ['payment', 'setup'] as const
export type PaymentSessionKind = (typeof PAYMENT_SESSION_KINDS)[number]
const PAYMENT_SESSION_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number]

/** GET /app/payments/session/{sessionId}: the hosted page's result, confirmed by the server. */
export const paymentSessionSchema = z.object({
  status: z.enum(PAYMENT_SESSION_STATUSES),
  kind: z.enum(PAYMENT_SESSION_KINDS),
  message: z.nullish(z.string()),
  transactionId: z.nullish(z.string()),
  /** The line a paid checkout created (null until paid, and for a card setup). */
  lineId: z.nullish(z.string()),
  /** The card a card setup saved. */
  cardId: z.nullish(z.string()),
})
export type PaymentSession = z.infer<typeof paymentSessionSchema>

/** GET /app/payments/transactions?month=&year= (SPEC §3 Transaction), newest first. */
const paymentDetailsSchema = z.object({
  orderTotal: z.nullish(z.number()),
  taxAmount: z.nullish(z.number()),
  regulatoryFee: z.nullish(z.number()),
  activationFee: z.nullish(z.number()),
  discountAmount: z.nullish(z.number()),
  /** A physical SIM kit's fee, included in orderTotal; absent when the order had none. */
  simKitFee: z.optional(z.number()),
  paymentMethod: z.nullish(z.string()),
  last4DigitCard: z.nullish(z.string()),
  finalCheckoutAmount: z.number(),
})

const transactionSchema = z.object({
  id: z.string(),
  transactionTime: z.string(),
  item: z.string(),
  amount: z.number(),
  successful: z.boolean(),
  last4DigitCard: z.nullable(z.string()),
  paymentDetails: paymentDetailsSchema,
  /** A family group's renewal: one charge, a line per member (their name in the group, number, plan, amount). */
  lines: z.optional(z.array(z.object({ name: z.string(), number: z.nullable(z.string()), plan: z.string(), amount: z.number() }))),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * GET /app/payments/transactions?month=&year=&limit=, each optional (UTC): the filter the SPA sends. The server
 * reads the query's text itself, with one message per field.
 */
export const transactionsQuerySchema = z.object({
  month: z.optional(z.number().check(z.int(), z.gte(1), z.lte(12))),
  year: z.optional(z.number().check(z.int(), z.gte(2000), z.lte(2100))),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
})

export const transactionsAnswerSchema = z.object({ transactions: z.array(transactionSchema) })

import { z } from 'zod'

/** A hosted payment page session: a payment (checkout) or a card setup (SPEC §7), and where it stands. */
const PAYMENT_SESSION_KINDS = ['payment', 'setup'] as const
export type PaymentSessionKind = (typeof PAYMENT_SESSION_KINDS)[number]
const PAYMENT_SESSION_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number]

/** GET /app/payments/session/{sessionId}: the hosted page's result, confirmed by the server. */
export const paymentSessionSchema = z.object({
  status: z.enum(PAYMENT_SESSION_STATUSES),
  kind: z.enum(PAYMENT_SESSION_KINDS),
  message: z.string().nullish(),
  transactionId: z.string().nullish(),
  /** The line a paid checkout created (null until paid, and for a card setup). */
  lineId: z.string().nullish(),
  /** The card a card setup saved. */
  cardId: z.string().nullish(),
})
export type PaymentSession = z.infer<typeof paymentSessionSchema>

/** GET /app/payments/transactions?month=&year= (SPEC §3 Transaction), newest first. */
const paymentDetailsSchema = z.object({
  orderTotal: z.number().nullish(),
  taxAmount: z.number().nullish(),
  regulatoryFee: z.number().nullish(),
  activationFee: z.number().nullish(),
  discountAmount: z.number().nullish(),
  /** A physical SIM kit's fee, included in orderTotal; absent when the order had none. */
  simKitFee: z.number().optional(),
  paymentMethod: z.string().nullish(),
  last4DigitCard: z.string().nullish(),
  finalCheckoutAmount: z.number(),
})

const transactionSchema = z.object({
  id: z.string(),
  transactionTime: z.string(),
  item: z.string(),
  amount: z.number(),
  successful: z.boolean(),
  last4DigitCard: z.string().nullable(),
  paymentDetails: paymentDetailsSchema,
  /** A family group's renewal: one charge, a line per member (their name in the group, number, plan, amount). */
  lines: z.array(z.object({ name: z.string(), number: z.string().nullable(), plan: z.string(), amount: z.number() })).optional(),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * GET /app/payments/transactions?month=&year=&limit=, each optional (UTC): the filter the SPA sends. The server
 * reads the query's text itself, with one message per field.
 */
export const transactionsQuerySchema = z.object({
  month: z.number().int().min(1).max(12).optional(),
  year: z.number().int().min(2000).max(2100).optional(),
  limit: z.number().int().min(1).max(100).optional(),
})

export const transactionsAnswerSchema = z.object({ transactions: z.array(transactionSchema) })

import { z } from 'zod'

/**
 * GET /app/users/subscriptions (DESIGN §2): the customer's lines. Shared by the dashboard views and the server.
 */
export const SIM_STATUSES = ['active', 'inactive', 'cancelled', 'suspended', 'inprogress', 'pending', 'failed', 'not active'] as const
export const PORT_IN_STATES = ['awaitingDetails', 'submitted', 'failed', 'completed'] as const

export const lineSchema = z.object({
  /** The subscription id; also the temporary subscription id of the port-in calls (SPEC §3 item details). */
  id: z.string(),
  nickname: z.string().nullable(),
  /** The line's number (10 digits); null until activation or a completed transfer gives it one. */
  mdn: z.string().nullable(),
  planId: z.string(),
  retailName: z.string(),
  retailDescription: z.string(),
  retailPrice: z.number(),
  simType: z.enum(['esim', 'physical']),
  simStatus: z.enum(SIM_STATUSES),
  iccid: z.string().nullable(),
  zipCode: z.string(),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  portIn: z
    .object({
      state: z.enum(PORT_IN_STATES),
      msisdn: z.string(),
      zipCode: z.string(),
      /** Old-service details as last given (SPEC §3): prefill edit and resubmit. */
      oldService: z
        .object({ billingAccountNumber: z.string(), billingAccountPassword: z.string() })
        .partial()
        .nullable(),
      /** The carrier's reason when the transfer failed. */
      failureReason: z.string().nullish(),
      /** The field the failure is about, to highlight on resubmit ('billingAccount' | 'pinPassword'). */
      failureField: z.string().nullish(),
    })
    .nullable(),
  /** For an eSIM line whose activation code is ready: the LPA string behind the QR code. */
  esimActivationCode: z.string().nullish(),
})
export type Line = z.infer<typeof lineSchema>

export const linesAnswerSchema = z.object({ lines: z.array(lineSchema) })
export type LinesAnswer = z.infer<typeof linesAnswerSchema>

/** GET /app/payments/transactions?month=&year= (SPEC §3 Transaction), newest first. */
export const paymentDetailsSchema = z.object({
  orderTotal: z.number().nullish(),
  taxAmount: z.number().nullish(),
  regulatoryFee: z.number().nullish(),
  activationFee: z.number().nullish(),
  discountAmount: z.number().nullish(),
  paymentMethod: z.string().nullish(),
  last4DigitCard: z.string().nullish(),
  finalCheckoutAmount: z.number(),
})

export const transactionSchema = z.object({
  id: z.string(),
  transactionTime: z.string(),
  item: z.string(),
  amount: z.number(),
  successful: z.boolean(),
  last4DigitCard: z.string().nullable(),
  paymentDetails: paymentDetailsSchema,
})
export type Transaction = z.infer<typeof transactionSchema>

export const transactionsAnswerSchema = z.object({ transactions: z.array(transactionSchema) })

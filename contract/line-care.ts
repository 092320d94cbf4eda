import { z } from 'zod'
import { cardIdPayloadSchema } from './cards'

/**
 * The line after the sale (issue 16): each line's bill, renewals and autopay. Routes under /app/line-care; another
 * customer's line is 404 on every one.
 */

/** Days after a declined renewal on which it is charged again; after the last one fails the line is suspended. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const
/** A period's length. */
export const PERIOD_DAYS = 30
/** A line suspended for a lost or stolen phone comes back on its own after this many days. */
export const LOST_SUSPENSION_MAX_DAYS = 90

/**
 * Where a line's billing stands:
 * - `notActive`: the line is not active yet (or any more): nothing is billed;
 * - `current`: paid up to `renewsAt`;
 * - `pastDue`: the renewal is unpaid and retried (or, autopay off, waits for a payment) until the last retry day;
 * - `suspended`: unpaid after the last retry: no service until paid;
 * - `lost`: suspended by the customer for a lost or stolen phone: number kept, no service, no renewal charge.
 */
const BILL_STATUSES = ['notActive', 'current', 'pastDue', 'suspended', 'lost'] as const

const renewalSchema = z.object({
  periodStart: z.string(),
  amount: z.number(),
  /** Declined attempts so far. */
  attempts: z.number().int(),
  /** The next automatic attempt (autopay) or the suspension date (no autopay); null once suspended. */
  nextAttemptAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
})

export const lineBillSchema = z.object({
  lineId: z.string(),
  lineLabel: z.string(),
  planId: z.string(),
  planName: z.string(),
  planPrice: z.number(),
  status: z.enum(BILL_STATUSES),
  autopay: z.boolean(),
  /** The next renewal date (end of the paid period); null when the line is not active. */
  renewsAt: z.string().nullable(),
  /** What the next renewal charges: plan price, regulatory fee and tax. */
  nextAmount: z.number(),
  /** The unpaid renewal (pastDue or suspended). */
  openRenewal: renewalSchema.nullable(),
  /** A manual payment is possible now: an unpaid renewal, or autopay off and the next one not paid yet. */
  canPay: z.boolean(),
  /** Lost or stolen: since when, and the day the line comes back on its own (at most 90 days); null otherwise. */
  lost: z.object({ since: z.string(), until: z.string() }).nullable(),
  /** The line can be suspended for a lost or stolen phone now (active, not suspended). */
  canSuspend: z.boolean(),
})
export type LineBill = z.infer<typeof lineBillSchema>

/** GET /app/line-care/bills: every line's bill (the overview's upcoming charges), soonest renewal first. */
export const lineBillsAnswerSchema = z.object({ bills: z.array(lineBillSchema) })

/** PUT /app/line-care/lines/{lineId}/autopay. */
export const autopayPayloadSchema = z.object({ autopay: z.boolean({ error: 'autopay must be true or false' }) })
export type AutopayPayload = z.infer<typeof autopayPayloadSchema>

/** POST /app/line-care/lines/{lineId}/pay {cardId}: pays the open (or, autopay off, the next) renewal. */
export const payRenewalPayloadSchema = cardIdPayloadSchema
export type PayRenewalPayload = z.input<typeof payRenewalPayloadSchema>

export const LINE_CARE_MESSAGES = {
  lineNotFound: 'We could not find this line',
  nothingToPay: 'There is nothing to pay on this line right now',
  inProgress: 'A payment for this line is already being processed. Please wait a moment.',
  paid: 'Thank you! Your payment went through.',
  autopayOn: 'Autopay is on: renewals are charged to your primary card.',
  autopayOff: 'Autopay is off: pay each renewal before its date.',
  suspended: 'Your line is suspended. Your number is kept; no renewal is charged until you restore it.',
  restored: 'Your line is back on.',
  cannotSuspend: 'Only an active line can be suspended',
  notLost: 'This line is not suspended for a lost phone',
} as const

/** The answer of a change: a message and the bill as it is now. */
export const lineBillAnswerSchema = z.object({ message: z.string(), bill: lineBillSchema })
export type LineBillAnswer = z.infer<typeof lineBillAnswerSchema>

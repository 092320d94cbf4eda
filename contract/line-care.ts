import { z } from 'zod/mini'
import { cardIdPayloadSchema } from './cards'
import { taxDetailSchema } from './checkout'
import { lineStateSchema } from './line-state'

/**
 * The line after the sale: each line's bill, renewals and autopay. Routes under /app/line-care; another
 * customer's line is 404 on every one.
 */

/**
 * A declined renewal starts a grace period of GRACE_DAYS: the line keeps its service, the renewal is charged again
 * on each of these days after the period start (every saved card, primary first) and each decline sends the day's
 * reminder (email and text, by the customer's choice of channels); when the last one fails the line is suspended.
 */
export const RENEWAL_RETRY_DAYS = [1, 2, 3] as const
/** The grace period's length in days: the last retry day. */
export const GRACE_DAYS = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1]
/** A period's length. */
export const PERIOD_DAYS = 30
/** A line suspended for a lost or stolen phone comes back on its own after this many days. */
export const LOST_SUSPENSION_MAX_DAYS = 90

/**
 * Where a line's billing stands:
 * - `notActive`: the line is not active yet (or any more): nothing is billed;
 * - `current`: paid up to `renewsAt`;
 * - `pastDue`: in grace: the renewal is unpaid and retried daily (or, autopay off, waits for a payment) until the last
 *   retry day (`openRenewal.suspendsAt`); the line keeps its service and a payment restores `current` at once;
 * - `suspended`: unpaid after the last retry: no service until paid;
 * - `lost`: suspended by the customer for a lost or stolen phone: number kept, no service, no renewal charge.
 */
const BILL_STATUSES = ['notActive', 'current', 'pastDue', 'suspended', 'lost'] as const

/** The kinds of refusal a renewal attempt ends with (server/billing/charges.ts writes them). */
const RENEWAL_FAILURE_CODES = ['declined', 'insufficientFunds', 'expired', 'noCard', 'allDeclined'] as const
export type RenewalFailureCode = (typeof RENEWAL_FAILURE_CODES)[number]

const renewalSchema = z.object({
  periodStart: z.string(),
  amount: z.number(),
  /** Declined attempts so far. */
  attempts: z.number().check(z.int()),
  /** The next automatic attempt (autopay) or the suspension date (no autopay); null once suspended. */
  nextAttemptAt: z.nullable(z.string()),
  /** The end of the grace period: the day the line is suspended if still unpaid; null once suspended. */
  suspendsAt: z.nullable(z.string()),
  /** The last attempt's refusal, in the answer's language (a card provider's own words stay as they came). */
  failureMessage: z.nullable(z.string()),
  /**
   * The refusal by its kind, so that the page says it in its own language, also after the language is switched on
   * the page: null for a refusal in a provider's own words (the page shows `failureMessage`).
   */
  failure: z.nullish(
    z.object({
      code: z.enum(RENEWAL_FAILURE_CODES),
      /** The card the refusal names (an expired card). */
      last4: z.nullable(z.string()),
    }),
  ),
})

export const lineBillSchema = z.object({
  lineId: z.string(),
  lineLabel: z.string(),
  planId: z.string(),
  planName: z.string(),
  planPrice: z.number(),
  status: z.enum(BILL_STATUSES),
  /** The line's state as the customer sees it, and so what the page offers (contract/line-state.ts). */
  state: lineStateSchema,
  /** When the number moved to another carrier; null unless ported out. */
  portedOutAt: z.nullable(z.string()),
  autopay: z.boolean(),
  /** The next renewal date (end of the paid period); null when the line is not active. */
  renewsAt: z.nullable(z.string()),
  /** What the next renewal charges: plan price, regulatory fee and tax. */
  nextAmount: z.number(),
  /** The tax of the line's renewals and upgrades: its service ZIP's state (null: the default rate). */
  ...taxDetailSchema.shape,
  /** The unpaid renewal (pastDue or suspended). */
  openRenewal: z.nullable(renewalSchema),
  /** A manual payment is possible now: an unpaid renewal, or autopay off and the next one not paid yet. */
  canPay: z.boolean(),
  /** Lost or stolen: since when, and the day the line comes back on its own (at most 90 days); null otherwise. */
  lost: z.nullable(z.object({ since: z.string(), until: z.string() })),
  /** The line can be suspended for a lost or stolen phone now (active, not suspended). */
  canSuspend: z.boolean(),
  /** A downgrade scheduled for the next renewal (which then charges its price); null when none. */
  nextPlan: z.nullable(z.object({ planId: z.string(), planName: z.string(), planPrice: z.number() })),
  /**
   * Absent for the line's payer (the group's owner, a customer of no group). A group's manager or member, who may see
   * the line but not its bill (FAMILY_RULES `line.billing`), gets their role here and the money withheld: `nextAmount`
   * 0, `openRenewal` null, `autopay` and `canPay` false, `canSuspend` only where their role may suspend; the page says
   * the group's owner pays.
   */
  callerRole: z.optional(z.enum(['manager', 'member'])),
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

/**
 * Changing a line's plan. An upgrade applies at once and charges the difference for the days left
 * in the period (prorated, with tax) on the primary card; a downgrade applies at the next renewal (scheduled,
 * cancellable), which then charges the new price.
 */
const prorationSchema = z.object({
  /** Whole days left in the paid period (the days the difference pays for). */
  daysLeft: z.number().check(z.int()),
  difference: z.number(),
  taxAmount: z.number(),
  /** What is charged now. */
  total: z.number(),
  /** The state and rate of the tax, as the line's bill names them. */
  ...taxDetailSchema.shape,
})
export type Proration = z.infer<typeof prorationSchema>

const planOptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  planPrice: z.number(),
  /** Multi-line, as in the catalogue. */
  description: z.string(),
  kind: z.enum(['upgrade', 'downgrade']),
  /** Upgrade: what is charged now; downgrade: null (nothing is charged until the renewal). */
  proration: z.nullable(prorationSchema),
  /** When the new plan applies: now (upgrade) or the next renewal date (downgrade). */
  effectiveAt: z.string(),
})

/** GET /app/line-care/lines/{lineId}/plan-change: the plans the line may change to. */
export const planChangeOptionsSchema = z.object({
  lineId: z.string(),
  currentPlanId: z.string(),
  currentPlanName: z.string(),
  /** Changes are possible on an active, paid-up line; otherwise `reason` says why and `options` is empty. */
  reason: z.nullable(z.string()),
  options: z.array(planOptionSchema),
  /** The downgrade waiting for the next renewal, or null. */
  scheduled: z.nullable(z.object({ planId: z.string(), planName: z.string(), planPrice: z.number(), effectiveAt: z.string() })),
  /**
   * The card an upgrade charges now: the customer's primary card (brand as the cards list names it, last four), or
   * null when there is none (the dialog says how to add one, and an upgrade cannot be confirmed).
   */
  chargeCard: z.nullable(z.object({ network: z.string(), last4: z.string() })),
})
export type PlanChangeOptions = z.infer<typeof planChangeOptionsSchema>

/** POST /app/line-care/lines/{lineId}/plan-change {planId}. */
export const planChangePayloadSchema = z.object({ planId: z.string({ error: 'Choose a plan' }).check(z.minLength(1, 'Choose a plan')) })
export type PlanChangePayload = z.infer<typeof planChangePayloadSchema>

/** The answer of a plan change or of cancelling a scheduled one: a message, the options and the bill as they are now. */
export const planChangeAnswerSchema = z.object({ message: z.string(), change: planChangeOptionsSchema, bill: lineBillSchema })
export type PlanChangeAnswer = z.infer<typeof planChangeAnswerSchema>

export const PLAN_CHANGE_MESSAGES = {
  notCurrent: 'The plan of a line can be changed once it is active and paid up.',
  lost: 'Restore the line before changing its plan.',
  samePlan: 'This line is already on this plan',
  unknownPlan: 'We could not find this plan',
  noCard: 'There is no primary card on your account. Add one in Payment, then try again.',
  inProgress: 'This plan change is already being processed. Please wait a moment.',
  nothingScheduled: 'There is no scheduled plan change on this line',
  upgraded: (plan: string, total: string) => `Your line is on ${plan} now. We charged ${total} to your primary card.`,
  scheduled: (plan: string, day: string) => `Your line changes to ${plan} at its renewal on ${day}.`,
  cancelled: 'The scheduled plan change is cancelled. Your line stays on its plan.',
} as const

/**
 * Usage this period, from the carrier simulator. An allowance of null is unlimited.
 * GET /app/line-care/lines/{lineId}/usage.
 */
const usageAmountsSchema = z.object({ dataMb: z.number(), minutes: z.number().check(z.int()), texts: z.number().check(z.int()) })
export type UsageAmounts = z.infer<typeof usageAmountsSchema>

export const lineUsageSchema = z.object({
  lineId: z.string(),
  planName: z.string(),
  /** The current period (simulator clock); null dates when the line is not active (no usage). */
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
  /** The plan's allowance; the data one includes what data add-ons added this period. */
  allowance: z.object({
    dataMb: z.nullable(z.number()),
    minutes: z.nullable(z.number().check(z.int())),
    texts: z.nullable(z.number().check(z.int())),
  }),
  /** Of the data allowance, what data add-ons added this period (absent: none). */
  addedDataMb: z.optional(z.number()),
  used: usageAmountsSchema,
  /**
   * One entry per day of the period so far, oldest first. `dataAllowanceMb`: the data allowance at the day's end (the
   * plan's and the data add-ons bought by then; absent for unlimited data), so a chart steps up on the day data was added.
   */
  days: z.array(z.extend(usageAmountsSchema, { date: z.string(), dataAllowanceMb: z.optional(z.number()) })),
})
export type LineUsage = z.infer<typeof lineUsageSchema>

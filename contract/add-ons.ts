import { z } from 'zod/mini'
import { taxDetailSchema } from './checkout'

/**
 * Add-ons of a line (docs/decisions/0032-add-ons-alerts-new-phone.md): "Add data" (high-speed data for the rest of the period) and "Travel pass" (days of
 * roaming in a list of countries from a start date the customer picks). The catalogue lives in the database beside
 * the plans; each offer is priced for the line with its state's tax, as its renewals are. Routes under
 * /app/line-care/lines/{lineId}/add-ons; another customer's line is 404 on every one.
 */

const ADD_ON_KINDS = ['data', 'travel'] as const
export type AddOnKind = (typeof ADD_ON_KINDS)[number]

/** How far ahead a travel pass may start. */
export const TRAVEL_PASS_MAX_DAYS_AHEAD = 90

/** One add-on of the catalogue, priced for the line: price, its tax at the line's rate, and the total charged. */
const addOnOfferSchema = z.object({
  addOnId: z.string(),
  kind: z.enum(ADD_ON_KINDS),
  name: z.string(),
  description: z.string(),
  /** Data: the high-speed data added; travel: null. */
  dataMb: z.nullable(z.number().check(z.int())),
  /** Travel: the days of roaming; data: null (it lasts for the rest of the period). */
  days: z.nullable(z.number().check(z.int())),
  /** Travel: the countries where the pass works; data: empty. */
  countries: z.array(z.string()),
  price: z.number(),
  taxAmount: z.number(),
  total: z.number(),
  ...taxDetailSchema.shape,
})
export type AddOnOffer = z.infer<typeof addOnOfferSchema>

/**
 * Where a bought add-on stands on the simulator clock: `upcoming` (a travel pass not started: it may be cancelled
 * and refunded), `active`, `ended`, `cancelled` (refunded).
 */
const LINE_ADD_ON_STATES = ['upcoming', 'active', 'ended', 'cancelled'] as const

const lineAddOnSchema = z.object({
  id: z.string(),
  addOnId: z.string(),
  kind: z.enum(ADD_ON_KINDS),
  name: z.string(),
  dataMb: z.nullable(z.number().check(z.int())),
  countries: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  /** What was charged. */
  total: z.number(),
  state: z.enum(LINE_ADD_ON_STATES),
  /** A travel pass that has not started yet: Cancel refunds it. */
  canCancel: z.boolean(),
  /** The refund once cancelled, else null. */
  refunded: z.nullable(z.number()),
  boughtAt: z.string(),
})
export type LineAddOn = z.infer<typeof lineAddOnSchema>

/** GET /app/line-care/lines/{lineId}/add-ons: the offers for the line and what it has bought (this period and ahead). */
export const lineAddOnsSchema = z.object({
  lineId: z.string(),
  /** Why nothing can be bought now (a suspended, lost or inactive line), else null. */
  reason: z.nullable(z.string()),
  /** The simulator's today (YYYY-MM-DD, UTC): the first day a travel pass may start. */
  today: z.string(),
  /** The end of the paid period: when added data ends. */
  periodEnd: z.nullable(z.string()),
  offers: z.array(addOnOfferSchema),
  /** Newest first; ended ones of earlier periods are left out. */
  addOns: z.array(lineAddOnSchema),
  /**
   * How the caller pays for a purchase on this line: `card` (theirs to pay: a saved card of theirs is chosen), `owner`
   * (the family group's owner pays: their card is charged and none is chosen, as a manager buys), `request` (the
   * caller's role asks the owner or a manager from the Family page; buying is refused).
   */
  payment: z.enum(['card', 'owner', 'request']),
})
export type LineAddOns = z.infer<typeof lineAddOnsSchema>

export const ADD_ON_MESSAGES = {
  addOnId: 'Choose an add-on',
  startDate: 'Choose the day your pass starts',
  cardId: 'Choose the card to charge',
  requestKey: 'This request has no key: reload the page and try again',
  unknown: 'We could not find this add-on',
  notActive: 'Add-ons can be bought for an active line.',
  suspended: 'This line is suspended: pay its renewal to turn it back on before buying an add-on.',
  lost: 'This line is suspended for a lost phone: restore it before buying an add-on.',
  pastDue: 'Pay the renewal due on this line before buying an add-on.',
  inPast: 'Your pass cannot start in the past. Choose today or a later day.',
  tooFar: `Your pass can start at most ${TRAVEL_PASS_MAX_DAYS_AHEAD} days ahead.`,
  overlap: (from: string, to: string) => `You already have a travel pass on some of these days (${from} – ${to}).`,
  dataNeedsPeriod: 'Data can be added once the line is active and paid up.',
  inProgress: 'This purchase is already being processed. Please wait a moment.',
  keyReused: 'This request was already used for another purchase: reload the page and try again.',
  bought: (name: string, total: string, last4: string) => `${name} is on your line. We charged ${total} to your card ending ${last4}.`,
  /** The primary card declined and another saved card paid. */
  boughtOtherCard: (name: string, total: string, last4: string, declined: string) =>
    `${name} is on your line. Your card ending ${declined} was declined, so we charged ${total} to your card ending ${last4}.`,
  cannotCancel: 'Only a travel pass that has not started yet can be cancelled.',
  cancelled: (name: string, total: string) => `${name} is cancelled. We refunded ${total} to your card.`,
} as const

const dateSchema = z.string({ error: ADD_ON_MESSAGES.startDate }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, ADD_ON_MESSAGES.startDate))

/**
 * POST /app/line-care/lines/{lineId}/add-ons: buys an add-on. `requestKey` is the purchase's idempotency key: the
 * same key is charged once whatever the double clicks and retries. A travel pass needs its `startDate`.
 */
export const addOnPurchasePayloadSchema = z.object({
  addOnId: z
    .string({ error: ADD_ON_MESSAGES.addOnId })
    .check(z.trim(), z.minLength(1, ADD_ON_MESSAGES.addOnId), z.maxLength(64, ADD_ON_MESSAGES.addOnId)),
  startDate: z.optional(dateSchema),
  /** The saved card to charge: required when the caller pays for the line, never sent when the group's owner does (`payment`). */
  cardId: z.optional(
    z
      .string({ error: ADD_ON_MESSAGES.cardId })
      .check(z.trim(), z.minLength(1, ADD_ON_MESSAGES.cardId), z.maxLength(64, ADD_ON_MESSAGES.cardId)),
  ),
  requestKey: z.string({ error: ADD_ON_MESSAGES.requestKey }).check(z.regex(/^[A-Za-z0-9-]{8,64}$/, ADD_ON_MESSAGES.requestKey)),
})
export type AddOnPurchasePayload = z.input<typeof addOnPurchasePayloadSchema>

/** The answer of a purchase or a cancellation: a message and the line's add-ons as they are now. */
export const addOnAnswerSchema = z.object({ message: z.string(), addOns: lineAddOnsSchema })
export type AddOnAnswer = z.infer<typeof addOnAnswerSchema>

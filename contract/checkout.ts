import { z } from 'zod'
import {
  addressLineSchema,
  citySchema,
  companyNameSchema,
  countrySchema,
  iccidSchema,
  imeiSchema,
  stateSchema,
  yourNumberSchema,
  zipCodeSchema,
} from './rules'
import { simTypeSchema } from './lines'

/**
 * Checkout (DESIGN §4): the payloads the checkout steps send and the answers they read. Shared by the SPA's
 * checkout machine and the server's validation.
 */

/** Step 1, a new number: the ZIP code of the area it should belong to. */
export const newNumberSchema = z.object({ zipCode: zipCodeSchema })
/** Step 1, keep my number: the number to port in and the ZIP code of its account. */
export const portNumberSchema = z.object({ yourNumber: yourNumberSchema, zipCode: zipCodeSchema })
/** Step 2: the device's IMEI. */
export const deviceSchema = z.object({ imei: imeiSchema })
/** Step 3, a SIM the customer already holds. */
export const ownSimSchema = z.object({ iccid: iccidSchema })

/** Step 4 (physical SIM without one at hand): where to ship the SIM kit. */
export const shippingSchema = z.object({
  /** SPEC §3 companyName (optional): a SIM kit shipped to a workplace. */
  companyName: companyNameSchema.optional().transform((value) => value ?? ''),
  addressOne: addressLineSchema('Address'),
  addressTwo: z
    .string()
    .trim()
    .max(50, 'Address line 2 must be at most 50 characters')
    .optional()
    .transform((value) => value ?? ''),
  city: citySchema,
  state: stateSchema,
  zipCode: zipCodeSchema,
  country: countrySchema,
})
export type Shipping = z.input<typeof shippingSchema>

export const promoCodeSchema = z
  .string()
  .trim()
  .max(20, 'Promo code must be at most 20 characters')
  .regex(/^[A-Za-z0-9-]*$/, 'Promo codes use letters, digits and -')

/** GET /app/devices/compatibility?imei= */
export const compatibilitySchema = z.object({
  imei: z.string(),
  compatible: z.boolean(),
  esimCapable: z.boolean(),
  /** A friendly name of the model when the simulator knows it. */
  model: z.string().nullish(),
})
export type Compatibility = z.infer<typeof compatibilitySchema>

/** POST /app/checkout/quote: what the review step shows. Amounts in USD. */
export const quotePayloadSchema = z.object({
  planId: z.string().min(1),
  simType: simTypeSchema,
  needsSimKit: z.boolean(),
  zipCode: zipCodeSchema,
  /** The shipping address's state when a SIM kit is shipped: the tax is that state's, else the ZIP code's. */
  shippingState: stateSchema.optional(),
  promoCode: promoCodeSchema.optional(),
})
export type QuotePayload = z.input<typeof quotePayloadSchema>

/** Which tax a charge carries: the quote's, a line's renewals and upgrades (server/checkout/tax.ts, SAMPLE rates). */
export const taxDetailSchema = z.object({
  /** The state whose (sample) sales tax rate applies; null when unknown (the default rate). */
  taxState: z.string().nullable(),
  /** That rate in percent, e.g. 8.86. */
  taxRate: z.number(),
})

export const quoteSchema = z.object({
  currency: z.literal('USD'),
  planName: z.string(),
  planPrice: z.number(),
  activationFee: z.number(),
  regulatoryFee: z.number(),
  simKitFee: z.number(),
  taxAmount: z.number(),
  ...taxDetailSchema.shape,
  discountAmount: z.number(),
  total: z.number(),
  promoCode: z.string().nullable(),
  promoDescription: z.string().nullish(),
})
export type Quote = z.infer<typeof quoteSchema>

/** POST /app/checkout: pays with a saved card at once, or opens the hosted payment page. */
export const checkoutPayloadSchema = z
  .object({
    /** One key per checkout attempt: the server never charges twice for it (DESIGN §5). */
    orderKey: z.string().min(16).max(64),
    planId: z.string().min(1),
    number: z.discriminatedUnion('type', [
      z.object({ type: z.literal('new'), zipCode: zipCodeSchema }),
      z.object({ type: z.literal('port'), yourNumber: yourNumberSchema, zipCode: zipCodeSchema }),
    ]),
    imei: imeiSchema,
    simType: simTypeSchema,
    iccid: iccidSchema.optional(),
    shipping: shippingSchema.optional(),
    promoCode: promoCodeSchema.optional(),
    /** A saved card of the customer; absent means the hosted payment page. */
    cardId: z.string().min(1).optional(),
    /**
     * A new card (no `cardId`): keep it as a payment method for automatic renewals once the payment succeeds
     * ("Save this card for automatic renewals", ticked by default on the page; absent means ticked). Ignored with a
     * saved card.
     */
    saveCard: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.simType === 'physical' && !value.iccid && !value.shipping) {
      ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'A shipping address is needed for a SIM card' })
    }
  })
export type CheckoutPayload = z.input<typeof checkoutPayloadSchema>

export const checkoutAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), transactionId: z.string(), lineId: z.string() }),
  z.object({ status: z.literal('redirect'), url: z.string(), sessionId: z.string() }),
])
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

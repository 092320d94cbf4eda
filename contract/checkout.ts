import { z } from 'zod/mini'
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
  companyName: z.pipe(
    z.optional(companyNameSchema),
    z.transform((value) => value ?? ''),
  ),
  addressOne: addressLineSchema('Address'),
  addressTwo: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(50, 'Address line 2 must be at most 50 characters'))),
    z.transform((value) => value ?? ''),
  ),
  city: citySchema,
  state: stateSchema,
  zipCode: zipCodeSchema,
  country: countrySchema,
})
export type Shipping = z.input<typeof shippingSchema>

export const promoCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(20, 'Promo code must be at most 20 characters'),
    z.regex(/^[A-Za-z0-9-]*$/, 'Promo codes use letters, digits and -'),
  )

/** GET /app/devices/compatibility?imei= */
export const compatibilitySchema = z.object({
  imei: z.string(),
  compatible: z.boolean(),
  esimCapable: z.boolean(),
  /** A friendly name of the model when the simulator knows it. */
  model: z.nullish(z.string()),
})
export type Compatibility = z.infer<typeof compatibilitySchema>

/** POST /app/checkout/quote: what the review step shows. Amounts in USD. */
export const quotePayloadSchema = z.object({
  planId: z.string().check(z.minLength(1)),
  simType: simTypeSchema,
  needsSimKit: z.boolean(),
  zipCode: zipCodeSchema,
  /** The shipping address's state when a SIM kit is shipped: the tax is that state's, else the ZIP code's. */
  shippingState: z.optional(stateSchema),
  promoCode: z.optional(promoCodeSchema),
})
export type QuotePayload = z.input<typeof quotePayloadSchema>

/** Which tax a charge carries: the quote's, a line's renewals and upgrades (server/checkout/tax.ts, SAMPLE rates). */
export const taxDetailSchema = z.object({
  /** The state whose (sample) sales tax rate applies; null when unknown (the default rate). */
  taxState: z.nullable(z.string()),
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
  promoCode: z.nullable(z.string()),
  promoDescription: z.nullish(z.string()),
})
export type Quote = z.infer<typeof quoteSchema>

/** POST /app/checkout: pays with a saved card at once, or opens the hosted payment page. */
export const checkoutPayloadSchema = z
  .object({
    /** One key per checkout attempt: the server never charges twice for it (DESIGN §5). */
    orderKey: z.string().check(z.minLength(16), z.maxLength(64)),
    planId: z.string().check(z.minLength(1)),
    number: z.discriminatedUnion('type', [
      z.object({ type: z.literal('new'), zipCode: zipCodeSchema }),
      z.object({ type: z.literal('port'), yourNumber: yourNumberSchema, zipCode: zipCodeSchema }),
    ]),
    imei: imeiSchema,
    simType: simTypeSchema,
    iccid: z.optional(iccidSchema),
    shipping: z.optional(shippingSchema),
    promoCode: z.optional(promoCodeSchema),
    /** A saved card of the customer; absent means the hosted payment page. */
    cardId: z.optional(z.string().check(z.minLength(1))),
    /**
     * A new card (no `cardId`): keep it as a payment method for automatic renewals once the payment succeeds
     * ("Save this card for automatic renewals", ticked by default on the page; absent means ticked). Ignored with a
     * saved card.
     */
    saveCard: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.simType === 'physical' && !value.iccid && !value.shipping) {
        ctx.addIssue({ code: 'custom', path: ['shipping'], message: 'A shipping address is needed for a SIM card' })
      }
    }),
  )
export type CheckoutPayload = z.input<typeof checkoutPayloadSchema>

export const checkoutAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), transactionId: z.string(), lineId: z.string() }),
  z.object({ status: z.literal('redirect'), url: z.string(), sessionId: z.string() }),
])
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>

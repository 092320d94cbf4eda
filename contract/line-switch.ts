import { z } from 'zod/mini'
import { imeiSchema } from './rules'
import { simKitSchema } from './sim'

/**
 * Moving a line to a new phone (docs/decisions/0032-add-ons-alerts-new-phone.md): the new phone's IMEI is checked (a real IMEI, works on our network, eSIM
 * capable or not), then the line gets a new eSIM profile at once (the old one stops working) or a SIM card kit is
 * shipped and activated by its ICCID, as a new line's kit is. SIM → eSIM and eSIM → SIM both work. Routes under
 * /app/lines/{lineId}/switch; another customer's line is 404. The line's SIM change lock applies.
 */

const SIM_TYPES = ['esim', 'physical'] as const

export const LINE_SWITCH_MESSAGES = {
  incompatible: "This phone doesn't work on our network. Check the IMEI, or choose another phone.",
  noEsim: "This phone can't use an eSIM. Choose a SIM card instead.",
  notActive: 'Only an active line can move to a new phone.',
  lost: 'This line is suspended for a lost phone: restore it first, then move it to your new phone.',
  kitOnItsWay: 'A SIM card for this line is already on its way: activate it when it arrives.',
  keyReused: 'This request was already used for another switch: reload the page and try again.',
  requestKey: 'This request has no key: reload the page and try again.',
  simType: 'Choose eSIM or SIM card',
  esimDone: 'Your line has a new eSIM. Scan the QR code with your new phone; the old eSIM has stopped working.',
  kitShipped: 'Your new SIM card is on its way. Once it arrives, activate it here with the number printed on the card.',
} as const

/** POST /app/lines/{lineId}/switch/check {imei}: the new phone, as the switch would treat it. */
export const switchCheckPayloadSchema = z.object({ imei: imeiSchema })

export const switchCheckSchema = z.object({
  imei: z.string(),
  model: z.nullable(z.string()),
  esimCapable: z.boolean(),
  /** What the line can move to on this phone: eSIM (when capable) and a SIM card. */
  options: z.array(z.enum(SIM_TYPES)),
})
export type SwitchCheck = z.infer<typeof switchCheckSchema>

/** POST /app/lines/{lineId}/switch {imei, simType, requestKey}: once per request key. */
export const switchPayloadSchema = z.object({
  imei: imeiSchema,
  simType: z.enum(SIM_TYPES, { error: LINE_SWITCH_MESSAGES.simType }),
  requestKey: z.string({ error: LINE_SWITCH_MESSAGES.requestKey }).check(z.regex(/^[A-Za-z0-9-]{8,64}$/, LINE_SWITCH_MESSAGES.requestKey)),
})
export type SwitchPayload = z.input<typeof switchPayloadSchema>

/** GET /app/lines/{lineId}/switch: the line's SIM now and a switch's SIM card on its way. */
export const lineSwitchSchema = z.object({
  lineId: z.string(),
  simType: z.enum(SIM_TYPES),
  /** Why the line cannot move now (not active, lost), else null. */
  reason: z.nullable(z.string()),
  /**
   * An eSIM line's profile: the activation code behind its QR code, and its ICCID; null for a SIM card. The code is
   * null unless the session proved itself in the last 10 minutes and, once a phone downloaded the profile, the SIM
   * change lock is off (it puts the number on any phone; decision 0031).
   */
  esim: z.nullable(z.object({ activationCode: z.nullable(z.string()), iccid: z.string() })),
  /** The SIM card a switch shipped, until it is activated. */
  kit: z.nullable(simKitSchema),
})
export type LineSwitch = z.infer<typeof lineSwitchSchema>

export const switchAnswerSchema = z.object({ message: z.string(), switch: lineSwitchSchema })
export type SwitchAnswer = z.infer<typeof switchAnswerSchema>

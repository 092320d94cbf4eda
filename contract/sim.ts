import { z } from 'zod/mini'

/**
 * A line's SIM after the sale: the shipped SIM kit's shipment and its activation by the ICCID
 * printed on the card (`/app/lines/{lineId}/sim`), and a new eSIM activation code (`/app/lines/{lineId}/esim`).
 * Shared by the server, src/api and the machines.
 */

/** Luhn check over a string of digits (the last digit is the check digit): IMEIs, ICCIDs, card numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digits.charCodeAt(index) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

/** How many wrong ICCIDs a kit accepts before its activation is locked. */
export const SIM_ACTIVATION_TRIES = 5

export const SIM_MESSAGES = {
  iccidFormat: 'Enter the 19 or 20 digit SIM number (ICCID) printed on your SIM card.',
  iccidCheck: "That SIM number isn't valid. Check each digit against the number printed on your SIM card.",
  notDelivered: "Your SIM card hasn't been delivered yet. You can activate it as soon as it arrives.",
  locked: 'Too many wrong SIM numbers: activation of this SIM card is locked. Please contact us to activate it.',
  alreadyActivated: 'This SIM card is already activated.',
  noKit: 'This line has no SIM card on its way to activate.',
  noEsim: 'This line has no eSIM to reinstall yet.',
} as const

/** "This isn't the SIM card we sent…" with the tries left. */
export const wrongSimMessage = (triesLeft: number) =>
  `This isn't the SIM card we sent for this line. Check the number printed on the card: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`

/** The ICCID as typed: spaces and dashes dropped, then 19 or 20 digits passing the Luhn check. */
const kitIccidSchema = z.pipe(
  z.pipe(
    z.string({ error: SIM_MESSAGES.iccidFormat }),
    z.transform((value) => value.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{19,20}$/, SIM_MESSAGES.iccidFormat), z.refine(luhnValid, SIM_MESSAGES.iccidCheck)),
)

/** POST /app/lines/{lineId}/sim/activate {iccid}: the activation form, also what the server checks. */
export const simActivationFormSchema = z.object({ iccid: kitIccidSchema })
export type SimActivationPayload = z.input<typeof simActivationFormSchema>

const SHIPMENT_STEPS = ['packed', 'shipped', 'delivered'] as const
/** Where the kit stands: on its way (by the last step reached), delivered, or activated (the line takes over). */
const KIT_STAGES = ['ordered', 'packed', 'shipped', 'delivered', 'activated'] as const
export type KitStage = (typeof KIT_STAGES)[number]

/** GET /app/lines/{lineId}/sim: the SIM kit of a physical line (404 for a line that is not the customer's). */
export const simKitSchema = z.object({
  lineId: z.string(),
  stage: z.enum(KIT_STAGES),
  /** Packed, shipped, delivered, each with its time on the simulator clock once reached; the SPA names them. */
  steps: z.array(z.object({ step: z.enum(SHIPMENT_STEPS), at: z.nullable(z.string()) })),
  /** Given once the kit has shipped. */
  trackingNumber: z.nullable(z.string()),
  /** When delivery is expected (before it happens), else null. */
  expectedAt: z.nullable(z.string()),
  triesLeft: z.number().check(z.int(), z.gte(0)),
  /** Delivered, not yet activated, tries left. */
  canActivate: z.boolean(),
})
export type SimKit = z.infer<typeof simKitSchema>

/** POST /app/lines/{lineId}/esim/reinstall: a new activation code (the old one stops working). */
export const esimReinstallAnswerSchema = z.object({ lineId: z.string(), esimActivationCode: z.string(), issuedAt: z.string() })
export type EsimReinstallAnswer = z.infer<typeof esimReinstallAnswerSchema>

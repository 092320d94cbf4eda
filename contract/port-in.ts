import { z } from 'zod/mini'
import { billingAccountSchema, iccidSchema, MESSAGES, pinPasswordSchema, portInSchema, zipCodeSchema } from './rules'
import { simTypeSchema } from './lines'
import { messageAnswerSchema } from './message'

/**
 * Payloads and answers of the port-in and nickname calls (SPEC §7), shared by the SPA's dialogs and the server's
 * validation (server/routes/port-in.ts). Browser-safe: no server-only imports.
 */

// ---- Carrier SIMs (SPEC §4) ----

/** ICCID prefixes of our carrier's SIMs (SPEC §4); the same list as server/carrier/simulator.ts. */
export const CARRIER_SIM_PREFIXES = ['890141', '8901410', '8901030', '8901280'] as const

/** True when a SIM number (18-22 digits) begins with one of our carrier's prefixes: no new SIM is needed. */
export function isCarrierSim(iccid: string | null | undefined): boolean {
  const digits = (iccid ?? '').trim()
  return /^\d{18,22}$/.test(digits) && CARRIER_SIM_PREFIXES.some((prefix) => digits.startsWith(prefix))
}

/**
 * A phone number as 10 digits: spaces, dots, dashes, parentheses and a leading +1 / 1 are dropped. Null when what
 * is left is not a 10-digit US number. (The server's normaliseMsisdn applies the same rule.)
 */
export function toMsisdn(input: string): string | null {
  let digits = input.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  return /^\d{10}$/.test(digits) ? digits : null
}

/** A number as the port-in check shows it, (312) 555-0199; as given when it is not a 10-digit US number. */
export function displayMsisdn(input: string): string {
  const digits = toMsisdn(input)
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : input
}

// ---- Forms (SPEC §3 field names, §5 rules) ----

/** Port-in check form: portIn (the number to bring) and zipCode (of the old carrier account). */
export const portInCheckFormSchema = z.object({
  portIn: portInSchema.check(z.refine((value) => toMsisdn(value) !== null, MESSAGES.yourNumber)),
  zipCode: zipCodeSchema,
})

/** Port-in details form: billingAccount (at least 7, at most 30) and pinPassword (at most 30). */
export const portInFormSchema = z.object({ billingAccount: billingAccountSchema, pinPassword: pinPasswordSchema })

/** Quick SIM check form: simNumber, 18-22 digits. */
export const quickSimCheckFormSchema = z.object({ simNumber: iccidSchema })

// ---- Payloads (SPEC §7) ----

const msisdnSchema = z
  .string({ error: MESSAGES.yourNumber })
  .check(z.trim(), z.minLength(1, MESSAGES.yourNumber), z.maxLength(30, MESSAGES.yourNumber))

/** The old carrier account (SPEC §3 attDetails.oldService): what billingAccount and pinPassword are sent as. */
const oldServiceSchema = z.object({
  billingAccountNumber: billingAccountSchema,
  billingAccountPassword: pinPasswordSchema,
})

/** Account holder details as the old carrier knows them (SPEC §3 accountDetails). */
const accountDetailsSchema = z.object({
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
})
export type AccountDetails = z.output<typeof accountDetailsSchema>

/** The SIM the transfer lands on (SPEC §3 activationDetails). */
const activationDetailsSchema = z.object({
  iccid: z.nullish(z.string().check(z.trim(), z.maxLength(22))),
  simType: z.optional(simTypeSchema),
})

/** POST /app/users/portin/check {msisdn, zipCode}. */
export const portInCheckPayloadSchema = z.object({ msisdn: msisdnSchema, zipCode: zipCodeSchema })
export type PortInCheckPayload = z.input<typeof portInCheckPayloadSchema>

/**
 * The two modes of POST /app/users/portin/temp/update (SPEC §7): `edit-portIn` changes the old-carrier details
 * of a transfer already sent; `add-portIn-details` stores them (and the checked SIM number) on a line still
 * waiting for its port-in, before the transfer starts.
 */
const TEMP_UPDATE_MODES = ['edit-portIn', 'add-portIn-details'] as const

/**
 * POST /app/users/portin/temp/update: old-carrier details for a transfer not yet done, in one of its two modes
 * (`edit-portIn` when absent). `tempSubscriptionId` names the line when several carry the same number (optional,
 * as SPEC §7 sends none); `iccid` is the SIM number the quick SIM check took (add-portIn-details only).
 */
export const tempUpdatePayloadSchema = z.object({
  mode: z.optional(z.enum(TEMP_UPDATE_MODES)),
  oldService: oldServiceSchema,
  accountDetails: z.optional(accountDetailsSchema),
  msisdn: msisdnSchema,
  tempSubscriptionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  iccid: z.nullish(z.string().check(z.trim(), z.maxLength(22))),
})
export type TempUpdatePayload = z.input<typeof tempUpdatePayloadSchema>

/**
 * POST /app/users/portin/bring/number (add-portIn): starts the transfer of msisdn onto the line
 * tempSubscriptionId. The old carrier details are required, except for a number on one of our carrier's SIMs
 * (isAttSim with that SIM's iccid), which moves without them (SPEC §4).
 */
export const bringNumberPayloadSchema = z
  .object({
    msisdn: msisdnSchema,
    zipCode: zipCodeSchema,
    oldService: z.optional(oldServiceSchema),
    tempSubscriptionId: z.string({ error: 'The line is missing' }).check(z.trim(), z.minLength(1, 'The line is missing'), z.maxLength(64)),
    iccid: z.nullish(z.string().check(z.trim(), z.maxLength(22))),
    isAttSim: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.isAttSim) {
        if (!isCarrierSim(value.iccid)) ctx.addIssue({ code: 'custom', path: ['iccid'], message: NOT_A_CARRIER_SIM })
      } else if (!value.oldService) {
        ctx.addIssue({ code: 'custom', path: ['oldService', 'billingAccountNumber'], message: MESSAGES.billingAccount })
      }
    }),
  )
export type BringNumberPayload = z.input<typeof bringNumberPayloadSchema>

/** POST /app/users/portin/make/start (resubmit-portIn): the transfer again, with corrected details. */
export const makeStartPayloadSchema = z.object({
  oldService: z.extend(oldServiceSchema, {
    firstName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    lastName: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  }),
  accountDetails: z.optional(accountDetailsSchema),
  activationDetails: z.optional(activationDetailsSchema),
  msisdn: msisdnSchema,
  tempSubscriptionId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
})
export type MakeStartPayload = z.input<typeof makeStartPayloadSchema>

/** Server field names of these payloads → the SPA's form fields (errors come back named as the form names them). */
export const PORT_IN_FIELD_NAMES: Record<string, string> = {
  'oldService.billingAccountNumber': 'billingAccount',
  'oldService.billingAccountPassword': 'pinPassword',
  oldService: 'billingAccount',
  msisdn: 'portIn',
  iccid: 'simNumber',
}

/**
 * POST /app/users/portin/check: the number can move to us (422 `not_eligible` when it cannot). SPEC §7's provider
 * answers its message only; this server adds `eligible` and the number as 10 digits.
 */
export const portInCheckAnswerSchema = z.extend(messageAnswerSchema, {
  eligible: z.optional(z.literal(true)),
  /** The number as 10 digits. */
  msisdn: z.optional(z.string()),
})

/**
 * GET /app/users/portin/{lineId}/old-service: the old carrier details stored on the customer's own line, PIN
 * included, for the port-in dialog to prefill Edit details and Re-submit (null when none were given). The one
 * answer that carries the PIN; the lines answer does not.
 */
export const oldServiceAnswerSchema = z.object({
  oldService: z.nullable(z.partial(z.object({ billingAccountNumber: z.string(), billingAccountPassword: z.string() }))),
})
export type OldServiceAnswer = z.output<typeof oldServiceAnswerSchema>

/** Every other port-in call answers the server's message. */
export const portInAnswerSchema = messageAnswerSchema
export type PortInAnswer = z.output<typeof portInAnswerSchema>

// ---- Texts shared by the server and the SPA ----

const NOT_A_CARRIER_SIM = 'This SIM card is not one of ours: enter your old carrier details instead.'

/** The carrier's reason when the old carrier refuses the PIN or password (DESIGN §6: PIN 0000). */
export const PORT_IN_PIN_REJECTED =
  'Your old carrier rejected the transfer: the account PIN or password does not match. Check it with your old carrier and re-submit.'

/** SPEC §2 quick SIM check results. */
export const SIM_READY_TEXT =
  "Your existing SIM card is all set for porting. No new SIM card is required, and you're ready to proceed with the next steps."
export const SIM_NEEDED_TEXT = "Your porting requires a new SIM card. No action needed; we'll handle it for you!"

/** SPEC §8: the add-portIn success notice, long and stay-open. */
export const PORT_IN_STARTED_NOTICE =
  'Your port-in request is on its way. Once you receive your new SIM card or eSIM QR code, activate your line: scan the QR code for an eSIM, or, for a physical SIM, follow "Activate your SIM card" on the line in My Account > Plans once the card arrives. We will move your number as soon as your old carrier confirms.'

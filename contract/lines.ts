import { z } from 'zod/mini'
import { lineStateSchema } from './line-state'
import { nicknameSchema } from './rules'

/**
 * GET /app/users/subscriptions (DESIGN §2): the customer's lines. Shared by the dashboard views and the server.
 */

/** eSIM or a physical SIM card (SPEC §3); also the checkout's choice and the database's `sim_type`. */
const SIM_TYPES = ['esim', 'physical'] as const
export const simTypeSchema = z.enum(SIM_TYPES)
export type SimType = z.infer<typeof simTypeSchema>

/** A line's SIM status as the carrier reports it (SPEC §3); the database's `sim_status`. */
const SIM_STATUSES = ['active', 'inactive', 'cancelled', 'suspended', 'inprogress', 'pending', 'failed', 'not active'] as const
const simStatusSchema = z.enum(SIM_STATUSES)
export type SimStatus = z.infer<typeof simStatusSchema>

/** Where a number transfer stands: details still to give, sent to the old carrier, rejected (resubmit), done. */
const PORT_IN_STATES = ['awaitingDetails', 'submitted', 'failed', 'completed'] as const
const portInStateSchema = z.enum(PORT_IN_STATES)
export type PortInState = z.infer<typeof portInStateSchema>

const esimCodeWithheldSchema = z.enum(['simChangeLock', 'proofNeeded'])
export type EsimCodeWithheld = z.infer<typeof esimCodeWithheldSchema>

const lineSchema = z.object({
  /** The subscription id; also the temporary subscription id of the port-in calls (SPEC §3 item details). */
  id: z.string(),
  nickname: z.nullable(z.string()),
  /** The line's number (10 digits); null until activation or a completed transfer gives it one. */
  mdn: z.nullable(z.string()),
  planId: z.string(),
  retailName: z.string(),
  retailDescription: z.string(),
  retailPrice: z.number(),
  simType: simTypeSchema,
  simStatus: simStatusSchema,
  /** The line's state as the customer sees it, and so what may be done on it (contract/line-state.ts). */
  state: lineStateSchema,
  /** When the number moved to another carrier; null unless ported out. */
  portedOutAt: z.nullish(z.string()),
  iccid: z.nullable(z.string()),
  zipCode: z.string(),
  /** The device the line was ordered for; null for seeded or transferred lines without one. */
  imei: z.nullish(z.string()),
  /** The id the port-in calls name the line by (SPEC §3 item details); the line id unless the carrier gave one. */
  tempSubscriptionId: z.optional(z.string()),
  createdAt: z.string(),
  activatedAt: z.nullable(z.string()),
  portIn: z.nullable(
    z.object({
      state: portInStateSchema,
      msisdn: z.string(),
      zipCode: z.string(),
      /**
       * The old carrier account number as last given (SPEC §3). Never the PIN or password: the port-in dialog asks
       * for it on its own (GET /app/users/portin/{lineId}/old-service) when Edit details or Re-submit opens.
       */
      oldService: z.nullable(z.partial(z.object({ billingAccountNumber: z.string() }))),
      /** The carrier's reason when the transfer failed. */
      failureReason: z.nullish(z.string()),
      /** The field the failure is about, to highlight on resubmit ('billingAccount' | 'pinPassword'). */
      failureField: z.nullish(z.string()),
    }),
  ),
  /** For an eSIM line whose activation code is ready: the LPA string behind the QR code. */
  esimActivationCode: z.nullish(z.string()),
  /**
   * Why a line with an eSIM code answers none: the SIM change lock is on ('simChangeLock'), or the session was not
   * proven recently ('proofNeeded'); null when the code is answered or there is none.
   */
  esimCodeWithheld: z.nullish(esimCodeWithheldSchema),
})
export type Line = z.infer<typeof lineSchema>

export const linesAnswerSchema = z.object({ lines: z.array(lineSchema) })
export type LinesAnswer = z.infer<typeof linesAnswerSchema>

/** Nickname form (labelled 'MDN Nickname'), sent as POST /app/users/sub-nickname/{id}/update {nickname}. */
export const nicknameFormSchema = z.object({ nickname: nicknameSchema })
/** The nickname dialog's form is also the payload the server checks. */
export type NicknamePayload = z.input<typeof nicknameFormSchema>

/** The nickname call answers `{ data: { message } }` (SPEC §7 reads data.message). */
export const nicknameAnswerSchema = z.object({ data: z.object({ message: z._default(z.string(), 'Success!') }) })
export type NicknameAnswer = z.output<typeof nicknameAnswerSchema>

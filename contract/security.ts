import { z } from 'zod'
import { currentPasswordSchema } from './rules'

/**
 * Account security (issue 35): number locks and transfer PINs per line, step-up, two-step sign-in, passkeys and the
 * Security page. Shared by the SPA's flows and the server.
 */

/** The reason (`code` of the error body) a sensitive call answers 403 with until the customer proves who they are. */
export const STEP_UP_REQUIRED = 'step_up_required'

/** How long a proof (sign-in or step-up) lets a session make sensitive changes. */
export const STEP_UP_WINDOW_MINUTES = 10

/** A transfer PIN's life. */
export const TRANSFER_PIN_DAYS = 7

export const SECURITY_MESSAGES = {
  stepUpRequired: "Please confirm it's you to make this change.",
  stepUpWrongPassword: 'This password is not right.',
  simChangeLocked:
    "SIM change lock is on for this line, so its SIM can't be changed. To unlock it, open this line in My Account → Plans → Manage and turn SIM change lock off, then try again.",
  portOutLocked: 'This number is locked against transfers to another carrier (port-out lock).',
  portedOut: 'This number has moved to another carrier.',
  noNumber: 'This line has no number to transfer yet.',
  transferRefused: 'The account number or transfer PIN is not right.',
  transferPinExpired: 'This transfer PIN has expired or was replaced. Ask the customer for a new one.',
  transferPinLocked: 'Too many wrong transfer PINs: this PIN no longer works. Ask the customer for a new one.',
} as const

/** GET /app/lines/{lineId}/security: the line's number lock and transfer PIN. */
export const lineSecuritySchema = z.object({
  lineId: z.string(),
  portOutLocked: z.boolean(),
  simChangeLocked: z.boolean(),
  /** The account number another carrier asks for (with the transfer PIN). */
  accountNumber: z.string(),
  /** The active transfer PIN's expiry; the PIN itself is shown once, when it is made. */
  transferPinExpiresAt: z.string().nullable(),
  /** The number moved to another carrier: nothing can change any more. */
  portedOut: z.boolean(),
})
export type LineSecurity = z.infer<typeof lineSecuritySchema>

/** PUT /app/lines/{lineId}/locks: turning a lock off needs a recent proof (403 step_up_required). */
export const lineLocksPayloadSchema = z
  .object({
    portOutLocked: z.boolean({ error: 'portOutLocked must be true or false' }).optional(),
    simChangeLocked: z.boolean({ error: 'simChangeLocked must be true or false' }).optional(),
  })
  .refine((body) => body.portOutLocked !== undefined || body.simChangeLocked !== undefined, {
    message: 'Say which lock to change',
    path: ['body'],
  })
export type LineLocksPayload = z.input<typeof lineLocksPayloadSchema>

/** POST /app/lines/{lineId}/transfer-pin: a new 6-digit PIN (the old one retires); the port-out lock goes off. */
export const transferPinAnswerSchema = z.object({
  lineId: z.string(),
  mdn: z.string(),
  accountNumber: z.string(),
  pin: z.string().regex(/^\d{6}$/),
  expiresAt: z.string(),
})
export type TransferPinAnswer = z.infer<typeof transferPinAnswerSchema>

/** POST /app/auth/step-up: proves the customer again, with their password (or, with two-step on, a code). */
export const stepUpPayloadSchema = z.object({ password: currentPasswordSchema })
export type StepUpPayload = z.input<typeof stepUpPayloadSchema>

export const stepUpAnswerSchema = z.object({ provenUntil: z.string() })
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>

/** POST /dev/carrier/port-out: another carrier asks for a number, with the customer's account number and transfer PIN. */
export const portOutRequestSchema = z.object({
  mdn: z
    .string({ error: 'mdn is required' })
    .trim()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'mdn must be a 10-digit number')),
  accountNumber: z
    .string({ error: 'accountNumber is required' })
    .trim()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'accountNumber must be 10 digits')),
  pin: z
    .string({ error: 'pin is required' })
    .trim()
    .regex(/^\d{6}$/, 'pin must be 6 digits'),
})

/** GET /app/security/step-up: until when this session may make sensitive changes without proving itself again. */
export const proofStateSchema = z.object({ provenUntil: z.string().nullable() })
export type ProofState = z.infer<typeof proofStateSchema>

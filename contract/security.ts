import { z } from 'zod/mini'
import { authTokenSchema } from './auth'
import { currentPasswordSchema } from './rules'

/**
 * Account security (docs/decisions/0031-account-security.md): number locks and transfer PINs per line, step-up, two-step sign-in, passkeys and the
 * Security page. Shared by the SPA's flows and the server.
 */

export { STEP_UP_REQUIRED } from './security-codes'

/** The reason (`code` of the error body) an assisted (support agent's) session is refused a change of security. */
export const ASSISTED_REFUSED = 'assisted_refused'

/** The reason (`code`) a proof with a factor this session added (or one not yet confirmed) is refused. */
export const FACTOR_TOO_NEW = 'factor_too_new'

/** How long a proof (sign-in or step-up) lets a session make sensitive changes. */
export const STEP_UP_WINDOW_MINUTES = 10

/** A transfer PIN's life. */
export const TRANSFER_PIN_DAYS = 7

export const SECURITY_MESSAGES = {
  stepUpRequired: "Please confirm it's you to make this change.",
  stepUpWrongPassword: 'This password is not right.',
  assistedRefused:
    'An assisted session cannot change how the account signs in, its number locks, transfer PINs or contact details. The customer must do this themselves.',
  /** The answer to any proof an assisted session offers (it is never proven: decision 0031), at the status a wrong one gets. */
  stepUpAssisted: "An assisted session cannot confirm it's you. The customer must do this themselves.",
  factorTooNew: "This was added too recently to confirm it's you. Use your password, or something you had before it was added.",
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
  transferPinExpiresAt: z.nullable(z.string()),
  /** The number moved to another carrier: nothing can change any more. */
  portedOut: z.boolean(),
})
export type LineSecurity = z.infer<typeof lineSecuritySchema>

/** PUT /app/lines/{lineId}/locks: turning a lock off needs a recent proof (403 step_up_required). */
export const lineLocksPayloadSchema = z
  .object({
    portOutLocked: z.optional(z.boolean({ error: 'portOutLocked must be true or false' })),
    simChangeLocked: z.optional(z.boolean({ error: 'simChangeLocked must be true or false' })),
  })
  .check(
    z.refine((body) => body.portOutLocked !== undefined || body.simChangeLocked !== undefined, {
      message: 'Say which lock to change',
      path: ['body'],
    }),
  )
export type LineLocksPayload = z.input<typeof lineLocksPayloadSchema>

/** POST /app/lines/{lineId}/transfer-pin: a new 6-digit PIN (the old one retires); the port-out lock goes off. */
export const transferPinAnswerSchema = z.object({
  lineId: z.string(),
  mdn: z.string(),
  accountNumber: z.string(),
  pin: z.string().check(z.regex(/^\d{6}$/)),
  expiresAt: z.string(),
})
export type TransferPinAnswer = z.infer<typeof transferPinAnswerSchema>

/** POST /app/security/step-up: proves the customer again, with their password or (two-step on) a code from the app. */
export const stepUpPayloadSchema = z.union(
  [
    z.object({ password: currentPasswordSchema }),
    z.object({
      code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your app')),
    }),
  ],
  {
    error: 'Enter your password',
  },
)
export type StepUpPayload = z.input<typeof stepUpPayloadSchema>

export const stepUpAnswerSchema = z.object({ provenUntil: z.string() })
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>

/** POST /dev/carrier/port-out: another carrier asks for a number, with the customer's account number and transfer PIN. */
export const portOutRequestSchema = z.object({
  mdn: z.pipe(
    z.pipe(
      z.string({ error: 'mdn is required' }).check(z.trim()),
      z.transform((value) => value.replace(/\D/g, '')),
    ),
    z.string().check(z.regex(/^\d{10}$/, 'mdn must be a 10-digit number')),
  ),
  accountNumber: z.pipe(
    z.pipe(
      z.string({ error: 'accountNumber is required' }).check(z.trim()),
      z.transform((value) => value.replace(/\D/g, '')),
    ),
    z.string().check(z.regex(/^\d{10}$/, 'accountNumber must be 10 digits')),
  ),
  pin: z.string({ error: 'pin is required' }).check(z.trim(), z.regex(/^\d{6}$/, 'pin must be 6 digits')),
})

/** GET /app/security/step-up: until when this session may make sensitive changes without proving itself again. */
export const proofStateSchema = z.object({
  provenUntil: z.nullable(z.string()),
  /** The ways besides the password this customer can prove it with. */
  methods: z.object({ totp: z.boolean(), passkey: z.boolean() }),
})
export type ProofState = z.infer<typeof proofStateSchema>

export const TWO_STEP_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your app, or a recovery code (like abcde-23456).',
  wrongCode: 'This code is not right. Check your authenticator app and try again.',
  reusedCode: 'This code was already used. Wait for the next one in your app.',
  wrongRecovery: 'This recovery code is not right, or was already used.',
  ticketExpired: 'This sign-in took too long. Please sign in again.',
  notPending: 'Start again: ask for a new QR code.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is off.',
  lockedOut:
    'Too many wrong codes in a row: codes from your app no longer work for now. Use a recovery code, or sign in with an emailed code.',
} as const

/** The figures of a second-step code, also the params of the machines' guards that check one. */
export const SECOND_STEP_CODE = { appCodeDigits: 6, recoveryCodeLength: 10 } as const
/** A code from the app: its digits. */
export const isAppCode = (code: string, digits: number = SECOND_STEP_CODE.appCodeDigits) => new RegExp(`^\\d{${digits}}$`).test(code.trim())
/** A recovery code: letters and digits, a dash optional in the middle. */
export const isRecoveryCode = (code: string, length: number = SECOND_STEP_CODE.recoveryCodeLength) =>
  new RegExp(`^[a-z0-9]{${length / 2}}-?[a-z0-9]{${length / 2}}$`, 'i').test(code.replace(/\s/g, ''))

/** A code of the second step: 6 digits from the app, or a recovery code (10 letters and digits, a dash optional). */
const secondStepCodeSchema = z.string({ error: TWO_STEP_MESSAGES.codeFormat }).check(
  z.trim(),
  z.refine((code) => isAppCode(code) || isRecoveryCode(code), TWO_STEP_MESSAGES.codeFormat),
)

/** Where two-step sign-in stands. */
export const twoStepStateSchema = z.object({ enabled: z.boolean(), enabledAt: z.nullable(z.string()), recoveryCodesLeft: z.number() })
export type TwoStepState = z.infer<typeof twoStepStateSchema>

/** POST /app/security/two-step/setup: a new secret to scan (it works once confirmed by a first code). */
export const twoStepSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() })
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>

/** A code from the app (turning on, turning off, new recovery codes). */
export const appCodePayloadSchema = z.object({ code: secondStepCodeSchema })
export type AppCodePayload = z.input<typeof appCodePayloadSchema>

/** Ten one-time recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>

/** A sign-in whose password or emailed code was right, still waiting for its second step. */
export const secondStepAskedSchema = z.object({ secondStep: z.literal('totp'), ticket: z.string(), expiresAt: z.string() })
export type SecondStepAsked = z.infer<typeof secondStepAskedSchema>

/**
 * POST /app/auth/second-step: the code in the body; the ticket, a token, only in the header
 * (`Authorization: Bearer <ticket>`), as every token this API takes where a header will do.
 */
export const secondStepPayloadSchema = z.object({ code: secondStepCodeSchema })
/** What the second step sends: its ticket (as the bearer header) and the code. */
export type SecondStepPayload = z.input<typeof secondStepPayloadSchema> & { ticket: string }

/** What a password or emailed-code sign-in answers: a session, or (two-step on) the ticket of its second step. */
export const signInAnswerSchema = z.union([authTokenSchema, secondStepAskedSchema])
export type SignInAnswer = z.infer<typeof signInAnswerSchema>

export const PASSKEY_MESSAGES = {
  challengeExpired: 'This passkey request has expired or was already used. Please try again.',
  unknownPasskey: "This passkey isn't registered with Ring Mobile. Sign in another way, then add it in Settings.",
  refused: "We couldn't check this passkey. Please try again.",
  otherAccount: 'This passkey belongs to another account.',
  notFound: 'No such passkey',
  name: 'Give the passkey a name of 1 to 40 characters',
} as const

/** The browser's answer to a WebAuthn ceremony (PublicKeyCredential's JSON), checked in full by the server's library. */
const webauthnResponseSchema = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.minLength(1), z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().check(z.minLength(1), z.maxLength(8192)) }),
  clientExtensionResults: z.looseObject({}),
})

/** WebAuthn options as the server's library makes them, for the browser's library (checked there). */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() })

export const passkeyNameSchema = z
  .string({ error: PASSKEY_MESSAGES.name })
  .check(z.trim(), z.minLength(1, PASSKEY_MESSAGES.name), z.maxLength(40, PASSKEY_MESSAGES.name))

/** POST /app/security/passkeys: the new passkey (its name defaults to the browser's). */
export const addPasskeyPayloadSchema = z.object({ response: webauthnResponseSchema, name: z.optional(passkeyNameSchema) })
/** POST /app/auth/passkey and /app/security/passkeys/step-up. */
export const passkeyAssertionPayloadSchema = z.object({ response: webauthnResponseSchema })

export const renamePasskeyPayloadSchema = z.object({ name: passkeyNameSchema })

const passkeySchema = z.object({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) })
export type Passkey = z.infer<typeof passkeySchema>
export const passkeysSchema = z.object({ passkeys: z.array(passkeySchema) })
export type Passkeys = z.infer<typeof passkeysSchema>

/** One item of the Security page's checklist; `next` is the step to take while it is not done. */
const checklistItemSchema = z.object({
  key: z.enum(['password', 'twoStep', 'passkey', 'numberLock']),
  title: z.string(),
  done: z.boolean(),
  detail: z.string(),
  next: z.nullable(z.object({ label: z.string(), to: z.string() })),
})
export type ChecklistItem = z.infer<typeof checklistItemSchema>

/** A recent sign-in: when, how, with which browser, from which address (no place: no local location database). */
const signInRowSchema = z.object({
  at: z.string(),
  how: z.string(),
  browser: z.string(),
  ip: z.string(),
  current: z.boolean(),
})

/** A refused attempt or a security change. */
const securityEventRowSchema = z.object({ at: z.string(), detail: z.string(), ip: z.nullable(z.string()), refused: z.boolean() })

/** GET /app/security: the Security page. */
export const securityOverviewSchema = z.object({
  checklist: z.array(checklistItemSchema),
  signIns: z.array(signInRowSchema),
  events: z.array(securityEventRowSchema),
  /** Refused attempts in the last 30 days. */
  refusedLast30Days: z.number(),
})
export type SecurityOverview = z.infer<typeof securityOverviewSchema>

/** POST /app/security/sign-out-others: every other session ends; this one goes on with the new token. */
export const signOutOthersAnswerSchema = z.object({ token: z.string(), expiresAt: z.string(), message: z.string() })
export type SignOutOthersAnswer = z.infer<typeof signOutOthersAnswerSchema>

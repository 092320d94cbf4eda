import { createHmac } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { SECURITY_MESSAGES, type LineSecurity } from '@contract/security'
import type { Services } from '../context'
import type { Db } from '../db/client'
import { customers, lines, transferPins } from '../db/schema'
import { conflict } from '../lib/errors'
import type { Language } from '@contract/languages'
import type { EsimCodeWithheld } from '@contract/lines'
import { savedLanguage } from '../lib/language'
import { lastFour, lockedAttemptEmail, type LockedChange } from './emails'
import { recordSecurityEvent, type SecurityEventKind } from './events'

/**
 * Number lock, per line (docs/decisions/0031-account-security.md; tests/server/number-lock.test.ts): the port-out lock (no transfer to another carrier) and the SIM change lock
 * (no eSIM reinstall, no new SIM). Both are on for every new line (database defaults).
 */

type LockedLine = Pick<typeof lines.$inferSelect, 'id' | 'customerId' | 'mdn' | 'simChangeLocked'>

/** What each SIM change is called in the refusal's email. */
const SIM_CHANGES = {
  'esim-reinstall': 'reinstall the eSIM (a new eSIM QR code)',
  'sim-activation': 'activate a new SIM card',
  'sim-swap': 'move the number to a new SIM or phone',
} as const
export type SimChange = keyof typeof SIM_CHANGES

/** Each SIM change's name in the emails' catalogue. */
const EMAILED: Record<SimChange, LockedChange> = {
  'esim-reinstall': 'esimReinstall',
  'sim-activation': 'simActivation',
  'sim-swap': 'simSwap',
}

const UNLOCK_HOW =
  'If it was you, open this line in My Account → Plans → Manage, turn SIM change lock off (we ask you to confirm it is you), and try again.'

/**
 * THE check of a line's SIM change lock, for every call that would put the number on another SIM: eSIM reinstall,
 * a new SIM's activation, a switch to a new phone. While the lock is on it refuses with 409 and how to unlock,
 * records the attempt for the Security page and emails the customer; nothing else changes.
 */
export async function assertSimChangeAllowed(services: Services, line: LockedLine, change: SimChange, ip: string | null) {
  if (!line.simChangeLocked) return
  await tellLineOwner(
    services,
    line,
    { kind: 'sim-change-refused', ip, detail: `Refused: ${SIM_CHANGES[change]} for ${lastFour(line.mdn)} while SIM change lock is on` },
    (mail) => lockedAttemptEmail({ ...mail, change: EMAILED[change], unlock: UNLOCK_HOW }),
  )
  throw conflict(SECURITY_MESSAGES.simChangeLocked)
}

/**
 * The eSIM activation code a caller may see: anyone holding it can put the number on their own phone, so it is
 * answered only to a session proven in the last STEP_UP_WINDOW_MINUTES (a stolen, older session gets null), and
 * never while the SIM change lock is on once a phone downloaded the profile (the first download is the line's first
 * SIM, not a change, as a shipped SIM's first activation is). /app/users/subscriptions and the switch answer ask
 * this; the carrier's profile download (esimProfileValid) applies the same lock. tests/server/attacks.test.ts.
 */
export function visibleEsimCode(line: EsimCodeFacts, proven: boolean) {
  return line.esimActivationCode && !esimCodeWithheld(line, proven) ? line.esimActivationCode : null
}

type EsimCodeFacts = Pick<typeof lines.$inferSelect, 'esimActivationCode' | 'simChangeLocked' | 'esimInstalledAt'>

/**
 * Why visibleEsimCode answers null for a line that has a code, so that the line card can say what to do: the SIM
 * change lock (the customer turns it off on the line's page; a fresh proof alone would not show it), else a session
 * not proven recently. Null when the code is shown or there is none. tests/server/attacks.test.ts.
 */
export function esimCodeWithheld(line: EsimCodeFacts, proven: boolean): EsimCodeWithheld | null {
  if (!line.esimActivationCode) return null
  if (line.simChangeLocked && line.esimInstalledAt) return 'simChangeLock'
  return proven ? null : 'proofNeeded'
}

/** Sends one email to a customer (by id); the text is made with their first name, in their saved language. */
export async function mailCustomer(
  services: Services,
  customerId: string,
  make: (firstName: string, language: Language) => { subject: string; text: string },
) {
  const [customer] = await services.db
    .select({ email: customers.email, firstName: customers.firstName, language: customers.language })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (customer) await services.mailer.send({ to: customer.email, ...make(customer.firstName, savedLanguage(customer)) })
}

/**
 * Something done to a line's number (or refused) that its owner must hear of: the event on their Security page
 * (`detail`, the sentence it shows) and an email made by `email` with their first name, their saved language and
 * the number's last four as that language writes them.
 */
export async function tellLineOwner(
  services: Services,
  line: Pick<typeof lines.$inferSelect, 'id' | 'customerId' | 'mdn'>,
  event: { kind: SecurityEventKind; ip: string | null; detail: string },
  email: (mail: { firstName: string; language: Language; number: string }) => { subject: string; text: string },
) {
  await recordSecurityEvent(services.db, { customerId: line.customerId, lineId: line.id, ...event })
  await mailCustomer(services, line.customerId, (firstName, language) =>
    email({ firstName, language, number: lastFour(line.mdn, language) }),
  )
}

/**
 * The account number another carrier asks for: 10 digits, stable, an HMAC of the customer's id under a key derived
 * from the server secret. The id is no secret (every unsubscribe link carries it), so an unkeyed hash of it would
 * let anyone work the number out; tests/server/attacks.test.ts checks the old derivation no longer matches.
 */
export function accountNumberOf(serverSecret: string, customerId: string) {
  const mac = createHmac('sha256', `account-number:${serverSecret}`).update(customerId).digest('hex')
  const digits = BigInt(`0x${mac.slice(0, 15)}`)
  return `7${String(digits % 1_000_000_000n).padStart(9, '0')}`
}

/** The line's lock state and its live transfer PIN's expiry (the PIN itself is never stored readable). */
export async function lineSecurityOf(
  services: Pick<Services, 'db' | 'config'>,
  line: typeof lines.$inferSelect,
  now: Date,
): Promise<LineSecurity> {
  const { db } = services
  const [pin] = await db
    .select({ expiresAt: transferPins.expiresAt })
    .from(transferPins)
    .where(and(eq(transferPins.lineId, line.id), isNull(transferPins.retiredAt), isNull(transferPins.usedAt)))
  return {
    lineId: line.id,
    portOutLocked: line.portOutLocked,
    simChangeLocked: line.simChangeLocked,
    accountNumber: accountNumberOf(services.config.jwtSecret, line.customerId),
    transferPinExpiresAt: pin && pin.expiresAt > now ? pin.expiresAt.toISOString() : null,
    portedOut: line.portedOutAt !== null,
  }
}

/** Turning the port-out lock back on retires the line's transfer PIN: a transfer needs a new one. */
export async function retireTransferPins(db: Db, lineId: string) {
  await db
    .update(transferPins)
    .set({ retiredAt: sql`now()` })
    .where(and(eq(transferPins.lineId, lineId), isNull(transferPins.retiredAt), isNull(transferPins.usedAt)))
}

import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv, Services } from '../../context'
import { passkeys } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { enforce } from '../../lib/rate-limit'
import { recordSecurityEvent, type SecurityEventKind } from '../../security/events'
import type { SecurityChange } from '../../security/emails'
import { noticeSecurityChange } from '../../security/notices'
import { requestIp } from '../../security/sign-ins'

/** The limits of the account security calls (record 17); 429 with Retry-After beyond each. */
export const SECURITY_LIMITS = {
  /** Transfer PINs per customer and line. */
  transferPin: { max: 5, windowSeconds: 60 * 60 },
  /** Lock changes, and signing out everywhere else, per customer. */
  changes: { max: 30, windowSeconds: 15 * 60 },
  /** Second-step codes: per ticket (then sign in again), per customer and per address. */
  twoStep: {
    perTicket: { max: 5, windowSeconds: 10 * 60 },
    perCustomer: { max: 10, windowSeconds: 15 * 60 },
    perIp: { max: 50, windowSeconds: 15 * 60 },
    setupPerCustomer: { max: 10, windowSeconds: 60 * 60 },
  },
  /** Passkey ceremonies per customer and per address. */
  passkeys: { perCustomer: { max: 30, windowSeconds: 15 * 60 }, perIp: { max: 60, windowSeconds: 15 * 60 } },
  /** Step-up tries per customer and per address. */
  stepUp: { perCustomer: { max: 10, windowSeconds: 15 * 60 }, perIp: { max: 50, windowSeconds: 15 * 60 } },
}

/** Codes typed into the two-step calls, per customer and per address. */
export async function limitCodes(services: Services, c: Context<AppEnv>) {
  await enforce(services.db, `two-step-code:ip:${requestIp(services, c)}`, SECURITY_LIMITS.twoStep.perIp)
  await enforce(services.db, `two-step-code:${c.get('customer').id}`, SECURITY_LIMITS.twoStep.perCustomer)
}

/** Step-up tries are limited per customer and per address. */
export async function limitStepUp(services: Services, c: Context<AppEnv>) {
  await enforce(services.db, `step-up:ip:${requestIp(services, c)}`, SECURITY_LIMITS.stepUp.perIp)
  await enforce(services.db, `step-up:${c.get('customer').id}`, SECURITY_LIMITS.stepUp.perCustomer)
}

/** The passkey's owner (when the credential is one of ours) sees every refused use on the Security page. */
export async function withPasskeyRefusalsRecorded<T>(
  services: Services,
  ip: string,
  credentialId: string,
  what: string,
  check: () => Promise<T>,
) {
  try {
    return await check()
  } catch (error) {
    if (error instanceof HttpError) {
      const [owner] = await services.db
        .select({ customerId: passkeys.customerId, name: passkeys.name })
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
      if (owner) {
        await recordSecurityEvent(services.db, {
          customerId: owner.customerId,
          kind: 'passkey-refused',
          ip,
          detail: `${what} with the passkey "${owner.name}": ${error.message}`,
        })
      }
    }
    throw error
  }
}

/** A change to the account's security: on the Security page's list, and told to the customer (server/security/notices.ts). */
export async function recordChange(
  services: Services,
  c: Context<AppEnv>,
  change: { kind: SecurityEventKind; detail: string; notice: SecurityChange },
) {
  const customerId = c.get('customer').id
  await recordSecurityEvent(services.db, { customerId, kind: change.kind, ip: requestIp(services, c), detail: change.detail })
  await noticeSecurityChange(services, customerId, change.notice)
}

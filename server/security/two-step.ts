import { and, eq, isNull, sql } from 'drizzle-orm'
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { randomUUID } from 'node:crypto'
import { TWO_STEP_MESSAGES } from '@contract/security'
import type { Services } from '../context'
import { customers, recoveryCodes } from '../db/schema'
import type { Customer } from '../db/types'
import { hashCode } from '../lib/crypto'
import { HttpError } from '../lib/errors'
import { recordSecurityEvent } from './events'
import { checkTotp, newRecoveryCodes, normaliseRecoveryCode, openSecret } from './totp'

/** A sign-in's second step must follow its first within this. */
const TICKET_TTL_SECONDS = 5 * 60
const ISSUER = 'ring-mobile'
const TICKET_AUDIENCE = 'ring-mobile-second-step'

export type FirstStep = 'password' | 'code'

/** A signed ticket naming the customer whose first step succeeded, and how; single use (its id is recorded). */
export async function signSecondStepTicket(services: Services, customer: Customer, firstStep: FirstStep) {
  const now = Math.floor(Date.now() / 1000)
  const ticket = await new SignJWT({ firstStep, tva: customer.tokensValidAfter.getTime() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(customer.id)
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + TICKET_TTL_SECONDS)
    .sign(services.jwtKey)
  return { secondStep: 'totp' as const, ticket, expiresAt: new Date((now + TICKET_TTL_SECONDS) * 1000).toISOString() }
}

export async function verifySecondStepTicket(services: Services, ticket: string) {
  try {
    const { payload } = await jwtVerify(ticket, services.jwtKey, { algorithms: ['HS256'], issuer: ISSUER, audience: TICKET_AUDIENCE })
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null
    if (payload.firstStep !== 'password' && payload.firstStep !== 'code') return null
    return {
      customerId: payload.sub,
      jti: payload.jti,
      exp: payload.exp,
      firstStep: payload.firstStep as FirstStep,
      tva: Number(payload.tva),
    }
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null
    throw error
  }
}

/**
 * Wrong second-step codes in a row after which codes from the app stop working (NIST SP 800-63B asks for at most 100
 * failed tries; the per-window limits alone allow about 960 a day): a recovery code, or an emailed sign-in code
 * (server/routes/auth.ts), starts the count again. tests/server/attacks.test.ts counts them.
 */
export const SECOND_STEP_LOCK_AFTER = 20

/** Starts the count of wrong second-step codes again (a right code, a recovery code, an emailed sign-in code). */
export async function clearSecondStepFailures(services: Services, customerId: string) {
  await services.db
    .update(customers)
    .set({ secondStepFailures: 0 })
    .where(and(eq(customers.id, customerId), sql`${customers.secondStepFailures} > 0`))
  services.customerChanged(customerId)
}

const recoveryHash = (services: Services, customerId: string, code: string) => hashCode(services.codeSecret, 'recovery', customerId, code)

/** A new set of recovery codes replaces the old one; answers the codes to show once. */
export async function replaceRecoveryCodes(services: Services, customerId: string) {
  const codes = newRecoveryCodes()
  await services.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId))
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ customerId, codeHash: recoveryHash(services, customerId, code) })))
  })
  return codes
}

export async function recoveryCodesLeft(services: Services, customerId: string) {
  const rows = await services.db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), isNull(recoveryCodes.usedAt)))
  return rows.length
}

/**
 * Checks a second-step code of a customer with two-step on: a code from the app (never one accepted before: the
 * last accepted step is moved on in the same statement that checks it) or an unused recovery code (used up by the
 * statement that finds it). A refusal is recorded for the Security page and thrown as 401 (sign-in) or 422.
 */
export async function checkSecondFactor(
  services: Services,
  customer: Customer,
  input: { code: string; ip: string; status: 401 | 422; what: string },
): Promise<'totp' | 'recovery'> {
  const refuse = async (message: string, reason: string, counted = true) => {
    // Counted in one statement, so parallel wrong codes are each counted.
    if (counted)
      await services.db
        .update(customers)
        .set({ secondStepFailures: sql`${customers.secondStepFailures} + 1` })
        .where(eq(customers.id, customer.id))
    services.customerChanged(customer.id)
    await recordSecurityEvent(services.db, {
      customerId: customer.id,
      kind: 'second-step-failed',
      ip: input.ip,
      detail: `${input.what}: ${reason}`,
    })
    return new HttpError(
      input.status,
      message,
      [{ field: 'code', message }],
      undefined,
      reason === 'a code already used' ? 'code_reused' : reason === 'locked' ? 'second_step_locked' : 'code_invalid',
    )
  }
  if (!customer.totpSecret) throw await refuse(TWO_STEP_MESSAGES.notOn, 'two-step sign-in is off')
  const code = input.code.trim()
  if (/^\d{6}$/.test(code)) {
    const [{ failures }] = await services.db
      .select({ failures: customers.secondStepFailures })
      .from(customers)
      .where(eq(customers.id, customer.id))
    if (failures >= SECOND_STEP_LOCK_AFTER) throw await refuse(TWO_STEP_MESSAGES.lockedOut, 'locked', false)
    const checked = checkTotp(openSecret(services.config.jwtSecret, customer.totpSecret), code, Date.now(), customer.totpLastStep)
    if ('refused' in checked) {
      throw checked.refused === 'reused'
        ? await refuse(TWO_STEP_MESSAGES.reusedCode, 'a code already used')
        : await refuse(TWO_STEP_MESSAGES.wrongCode, 'a wrong code')
    }
    // Claimed in one statement: of two requests with the same code, one moves the step on.
    const claimed = await services.db
      .update(customers)
      .set({ totpLastStep: checked.step })
      .where(and(eq(customers.id, customer.id), sql`coalesce(${customers.totpLastStep}, -1) < ${checked.step}`))
      .returning({ id: customers.id })
    services.customerChanged(customer.id)
    if (!claimed.length) throw await refuse(TWO_STEP_MESSAGES.reusedCode, 'a code already used')
    await clearSecondStepFailures(services, customer.id)
    return 'totp'
  }
  const recovery = normaliseRecoveryCode(code)
  const used = recovery
    ? await services.db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.customerId, customer.id),
            eq(recoveryCodes.codeHash, recoveryHash(services, customer.id, recovery)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id })
    : []
  if (!used.length) throw await refuse(TWO_STEP_MESSAGES.wrongRecovery, 'a wrong or used recovery code')
  await clearSecondStepFailures(services, customer.id)
  return 'recovery'
}

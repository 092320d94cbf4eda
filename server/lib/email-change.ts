import { and, eq, ne, sql } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { Services } from '../context'
import { customers } from '../db/schema'
import type { Customer } from '../db/types'
import { issueCode } from './codes'
import { emailChangeCodeEmail } from './emails'
import { conflict } from './errors'
import { LIMITS, enforce } from './rate-limit'

const EMAIL_TAKEN = 'An account with this email already exists'

/** 409 on email: another account has this address. */
export const emailTaken = () => conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }])

/**
 * Sends a 5-digit code to the new address and keeps it as the pending email; shared by the profile's email edit and
 * resend/otp, which count the send first. A resend within the cooldown is a 429.
 */
export async function sendEmailChangeCode(services: Services, customer: Customer, newEmail: string, language: Language) {
  const { db, config } = services
  await enforce(
    db,
    `code-cooldown:email-change:${customer.id}`,
    { ...LIMITS.codeResendCooldown, windowSeconds: config.codeResendCooldownSeconds },
    'Please wait before asking for another code.',
  )
  const { code, ttlMinutes, expiresAt } = await issueCode(services, { purpose: 'email-change', email: newEmail, customerId: customer.id })
  await db
    .update(customers)
    .set({ pendingEmail: newEmail, updatedAt: sql`now()` })
    .where(eq(customers.id, customer.id))
  services.customerChanged(customer.id)
  await services.mailer.send({
    to: newEmail,
    ...emailChangeCodeEmail({ language, firstName: customer.firstName, code, minutes: ttlMinutes }),
    devNote: `email change code ${code}`,
    expiresAt,
  })
}

/** Whether another customer has this email. */
export async function emailTakenByAnother(services: Services, customer: Customer, email: string) {
  const [other] = await services.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customer.id)))
    .limit(1)
  return !!other
}

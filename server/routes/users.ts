import { noticeSecurityChange } from '../security/notices'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { userEndpoints as endpoints } from '@contract/endpoints/users'
import type { Language } from '@contract/languages'
import {
  EDIT_PHONE_FIELD_NAMES,
  editAddressPayloadSchema,
  editEmailPayloadSchema,
  editNamePayloadSchema,
  editPhonePayloadSchema,
} from '@contract/user'
import type { Services } from '../context'
import { isUniqueViolation } from '../db/client'
import { contactMessages, customers } from '../db/schema'
import type { Customer } from '../db/types'
import { checkCode, issueCode } from '../lib/codes'
import { refuseCommonPassword } from '../lib/common-passwords'
import { chatUserHash, hashPassword, verifyPassword } from '../lib/crypto'
import { emailChangeCodeEmail, emailChangedNotice, passwordChangedNotice } from '../lib/emails'
import { conflict, fieldError } from '../lib/errors'
import { endpointRoutes } from '../lib/endpoints'
import { answer, clientIp, parseWith as validate, readJsonObject } from '../lib/http'
import { LIMITS, enforce } from '../lib/rate-limit'
import { languageFor, savedLanguage } from '../lib/language'
import { endAllSessions } from '../lib/sessions'
import { judgePassword } from '../security/password-strength'
import { refuseAssisted, requireRecentProof, startSession } from '../security/sign-ins'

/** GET /app/users/view's answer, checked field by field against the contract. */
type UserInfoAnswer = z.input<typeof endpoints.profile.answer>

const EMAIL_TAKEN = 'An account with this email already exists'
const CODE_FAILED = 'This code is incorrect or has expired'
const ADDRESS_FIELDS = ['streetNumber', 'streetDirection', 'streetName', 'city', 'state', 'zipCode']

/** GET /app/users/view's answer (contract/user.ts's userInfoSchema, which the SPA parses it with). */
function userInfo(customer: Customer, chatSecret: string | undefined): UserInfoAnswer {
  return {
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    countryCode: customer.countryCode,
    contactNumber: customer.contactNumber,
    streetNumber: customer.streetNumber,
    streetDirection: customer.streetDirection,
    streetName: customer.streetName,
    city: customer.city,
    state: customer.state,
    zipCode: customer.zipCode,
    pendingEmail: customer.pendingEmail,
    language: savedLanguage(customer),
    chat: chatSecret
      ? { firstName: customer.firstName, email: customer.email, id: customer.id, userHash: chatUserHash(chatSecret, customer.id) }
      : null,
  }
}

/** The `/app/users/...` calls of SPEC §7 that this service owns. */
export function userRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  /** Sends a 5-digit code to the new address; shared by edit (email) and resend/otp, which count the send first. */
  async function sendEmailChangeCode(customer: Customer, newEmail: string, language: Language) {
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

  async function emailTakenByAnother(customer: Customer, email: string) {
    const [other] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, email), ne(customers.id, customer.id)))
      .limit(1)
    return !!other
  }

  route(endpoints.profile, (c) => answer(c, endpoints.profile.answer, userInfo(c.get('customer'), config.chatIdentitySecret)))

  // Only the signed-in customer's own row: the session decides whose language this is, never the body.
  route(endpoints.setLanguage, async (c) => {
    const customer = c.get('customer')
    const { language } = c.req.valid('json')
    await db
      .update(customers)
      .set({ language, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id))
    services.customerChanged(customer.id)
    return answer(c, endpoints.setLanguage.answer, { message: 'Your language has been saved', language })
  })

  /** One call, four edits (SPEC §7): decided by which fields are present, in the order email, phone, address, name. */
  route(endpoints.editProfile, { ownBody: true }, async (c) => {
    const customer = c.get('customer')
    const raw = await readJsonObject(c)
    const has = (key: string) => key in raw

    if (has('email')) {
      // The current password in the payload is the step-up (a factor the account had before the change).
      refuseAssisted(c)
      const body = validate(editEmailPayloadSchema, raw)
      // Counted before anything about the address is said, so that taken addresses cannot be listed quickly.
      await enforce(db, `email-change-send:${customer.id}`, LIMITS.emailChangeSendPerCustomer)
      if (!(await verifyPassword(customer.passwordHash, body.currentPassword))) {
        throw fieldError('currentPassword', 'Your current password is incorrect')
      }
      const newEmail = body.email
      if (newEmail === customer.email) throw fieldError('email', 'This is already your email address')
      if (await emailTakenByAnother(customer, newEmail)) throw conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }])
      await sendEmailChangeCode(customer, newEmail, languageFor(c, customer))
      return answer(c, endpoints.editProfile.answer, {
        message: `We sent a 5-digit code to ${newEmail}. Enter it to confirm your new email.`,
      })
    }

    if (has('phoneNumber') || has('contactNumber')) {
      const body = validate(
        editPhonePayloadSchema,
        has('phoneNumber') ? raw : { ...raw, phoneNumber: raw.contactNumber },
        EDIT_PHONE_FIELD_NAMES,
      )
      refuseAssisted(c)
      await requireRecentProof(services, c, 'changing the phone number')
      await db
        .update(customers)
        .set({ contactNumber: body.phoneNumber, ...(body.countryCode ? { countryCode: body.countryCode } : {}), updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id))
      services.customerChanged(customer.id)
      await noticeSecurityChange(services, customer.id, { kind: 'phoneChanged', last4: body.phoneNumber.slice(-4) })
      return answer(c, endpoints.editProfile.answer, { message: 'Your phone number has been updated' })
    }

    if (ADDRESS_FIELDS.some(has)) {
      const body = validate(editAddressPayloadSchema, raw)
      await db
        .update(customers)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id))
      services.customerChanged(customer.id)
      return answer(c, endpoints.editProfile.answer, { message: 'Your address has been updated' })
    }

    const body = validate(editNamePayloadSchema, raw)
    await db
      .update(customers)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id))
    services.customerChanged(customer.id)
    return answer(c, endpoints.editProfile.answer, { message: 'Your name has been updated' })
  })

  route(endpoints.verifyEmailChange, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    refuseAssisted(c)
    await enforce(db, `email-change-verify:${customer.id}`, LIMITS.emailChangeVerifyPerCustomer)
    const result = await checkCode(services, { purpose: 'email-change', email: body.newEmail, code: body.otp, customerId: customer.id })
    if (!result.ok) throw fieldError('otp', CODE_FAILED)
    if (await emailTakenByAnother(customer, body.newEmail)) throw conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }])
    try {
      await db
        .update(customers)
        .set({ email: body.newEmail, pendingEmail: null, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id))
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }])
      throw error
    } finally {
      services.customerChanged(customer.id)
    }
    await services.mailer.send({
      to: customer.email,
      ...emailChangedNotice({
        language: languageFor(c, customer),
        firstName: customer.firstName,
        newEmail: body.newEmail,
        helpLink: `${config.publicUrl}/contact-us`,
      }),
    })
    return answer(c, endpoints.verifyEmailChange.answer, { message: 'Your email has been updated' })
  })

  route(endpoints.resendEmailChangeCode, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    if (customer.pendingEmail !== body.email) {
      throw fieldError('email', 'There is no email change waiting for this address. Please start again.')
    }
    await enforce(db, `email-change-send:${customer.id}`, LIMITS.emailChangeSendPerCustomer)
    await sendEmailChangeCode(customer, body.email, languageFor(c, customer))
    return answer(c, endpoints.resendEmailChangeCode.answer, { message: 'Code Re-sent! Please enter the new code' })
  })

  route(endpoints.changePassword, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    await enforce(db, `change-password:${customer.id}`, LIMITS.changePasswordPerCustomer)
    if (!(await verifyPassword(customer.passwordHash, body.currentPassword))) {
      // 422, not 401: a wrong current password must not sign the customer out.
      throw fieldError('currentPassword', 'Your current password is incorrect')
    }
    if (body.newPassword === body.currentPassword) {
      throw fieldError('newPassword', 'Your new password must be different from the current one')
    }
    await refuseCommonPassword('newPassword', body.newPassword)
    // Every older session and every outstanding reset link ends with the old password.
    const updated = await endAllSessions(db, customer.id, {
      passwordHash: await hashPassword(body.newPassword),
      passwordStrength: await judgePassword(body.newPassword, customer),
    })
    services.customerChanged(customer.id)
    await services.mailer.send({
      to: customer.email,
      ...passwordChangedNotice({ language: languageFor(c, customer), firstName: customer.firstName }),
    })
    // Every older token (this one included) is now dead; the answer carries a fresh one for this session.
    const fresh = await startSession(services, c, updated, c.get('claims').assisted ? 'assisted' : 'password')
    return answer(c, endpoints.changePassword.answer, {
      message: 'Your password has been changed. Your other sessions were signed out.',
      ...fresh,
    })
  })

  route(endpoints.contactUs, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `contact:ip:${clientIp(c, config.trustProxy)}`, LIMITS.contactPerIp)
    const customer = c.var.customer as Customer | undefined
    await db.insert(contactMessages).values({ ...body, customerId: customer?.id ?? null })
    return answer(c, endpoints.contactUs.answer, { message: "Thanks for reaching out! We'll get back to you within one business day." })
  })

  return app
}

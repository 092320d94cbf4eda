import { eq, sql } from 'drizzle-orm'
import { userEndpoints as endpoints } from '@contract/endpoints/users'
import {
  EDIT_PHONE_FIELD_NAMES,
  editAddressPayloadSchema,
  editEmailPayloadSchema,
  editNamePayloadSchema,
  editPhonePayloadSchema,
} from '@contract/user'
import type { Services } from '../../context'
import { customers } from '../../db/schema'
import { verifyPassword } from '../../lib/crypto'
import { emailTaken, emailTakenByAnother, sendEmailChangeCode } from '../../lib/email-change'
import { fieldError } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer, parseWith as validate, readJsonObject } from '../../lib/http'
import { languageFor } from '../../lib/language'
import { LIMITS, enforce } from '../../lib/rate-limit'
import { noticeSecurityChange } from '../../security/notices'
import { userInfo } from '../../lib/user-info'
import { refuseAssisted, requireRecentProof } from '../../security/sign-ins'

const ADDRESS_FIELDS = ['streetNumber', 'streetDirection', 'streetName', 'city', 'state', 'zipCode']

/** The customer's profile (SPEC §7): reading it, the language, and the four edits of one call. */
export function profileRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

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
      if (await emailTakenByAnother(services, customer, newEmail)) throw emailTaken()
      await sendEmailChangeCode(services, customer, newEmail, languageFor(c, customer))
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

    /** The address or the name: plain fields, saved as they came. */
    const saveFields = async (fields: Partial<typeof customers.$inferInsert>, message: string) => {
      await db
        .update(customers)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id))
      services.customerChanged(customer.id)
      return answer(c, endpoints.editProfile.answer, { message })
    }
    if (ADDRESS_FIELDS.some(has)) return saveFields(validate(editAddressPayloadSchema, raw), 'Your address has been updated')
    return saveFields(validate(editNamePayloadSchema, raw), 'Your name has been updated')
  })

  return app
}

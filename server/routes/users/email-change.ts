import { eq, sql } from 'drizzle-orm'
import { userEndpoints as endpoints } from '@contract/endpoints/users'
import type { Services } from '../../context'
import { isUniqueViolation } from '../../db/client'
import { customers } from '../../db/schema'
import { checkCode } from '../../lib/codes'
import { emailTaken, emailTakenByAnother, sendEmailChangeCode } from '../../lib/email-change'
import { emailChangedNotice } from '../../lib/emails'
import { fieldError } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { languageFor } from '../../lib/language'
import { LIMITS, enforce } from '../../lib/rate-limit'
import { refuseAssisted } from '../../security/sign-ins'

const CODE_FAILED = 'This code is incorrect or has expired'

/** The email change the profile's edit started: the code that confirms the new address, and a new code. */
export function emailChangeRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.verifyEmailChange, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    refuseAssisted(c)
    await enforce(db, `email-change-verify:${customer.id}`, LIMITS.emailChangeVerifyPerCustomer)
    const result = await checkCode(services, { purpose: 'email-change', email: body.newEmail, code: body.otp, customerId: customer.id })
    if (!result.ok) throw fieldError('otp', CODE_FAILED)
    if (await emailTakenByAnother(services, customer, body.newEmail)) throw emailTaken()
    try {
      await db
        .update(customers)
        .set({ email: body.newEmail, pendingEmail: null, updatedAt: sql`now()` })
        .where(eq(customers.id, customer.id))
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken()
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
    await sendEmailChangeCode(services, customer, body.email, languageFor(c, customer))
    return answer(c, endpoints.resendEmailChangeCode.answer, { message: 'Code Re-sent! Please enter the new code' })
  })

  return app
}

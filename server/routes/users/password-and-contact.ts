import { userEndpoints as endpoints } from '@contract/endpoints/users'
import type { Services } from '../../context'
import { contactMessages } from '../../db/schema'
import type { Customer } from '../../db/types'
import { refuseCommonPassword } from '../../lib/common-passwords'
import { hashPassword, verifyPassword } from '../../lib/crypto'
import { passwordChangedNotice } from '../../lib/emails'
import { fieldError } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { languageFor } from '../../lib/language'
import { LIMITS } from '../../lib/rate-limit'
import { endAllSessions } from '../../lib/sessions'
import { judgePassword } from '../../security/password-strength'
import { startSession } from '../../security/sign-ins'

/** A new password (every other session ends), and the contact form (visitors welcome). */
export function passwordAndContactRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.changePassword, { limit: { perCustomer: 'change-password', rule: LIMITS.changePasswordPerCustomer } }, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
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

  route(endpoints.contactUs, { limit: { perIp: 'contact', rule: LIMITS.contactPerIp } }, async (c) => {
    const body = c.req.valid('json')
    const customer = c.var.customer as Customer | undefined
    await db.insert(contactMessages).values({ ...body, customerId: customer?.id ?? null })
    return answer(c, endpoints.contactUs.answer, { message: "Thanks for reaching out! We'll get back to you within one business day." })
  })

  return app
}

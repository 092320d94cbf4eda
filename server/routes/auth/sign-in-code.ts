import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import type { Services } from '../../context'
import { checkCode, issueCode } from '../../lib/codes'
import { signInCodeEmail } from '../../lib/emails'
import { HttpError } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { languageFor } from '../../lib/language'
import { LIMITS, clearLoginFailures, enforce } from '../../lib/rate-limit'
import { startSession } from '../../security/sign-ins'
import { clearSecondStepFailures, signSecondStepTicket } from '../../security/two-step'
import { findByEmail } from './shared'

/** What a failed code check says, and the reason the SPA chooses its words by (each its own message). */
const CODE_REASONS = {
  wrong: ['This code is not right. Check the email we sent and try again.', 'code_invalid'],
  expired: ['This code has expired. Please ask for a new one.', 'code_expired'],
  locked: ['Too many wrong tries for this code. Please ask for a new one.', 'code_locked'],
} as const
const CODE_SENT = 'If an account exists for this email, we sent a 6-digit sign-in code to it. It expires in 10 minutes.'

/** Signing in with a 6-digit code emailed to the customer. */
export function signInCodeRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.sendSignInCode, { limit: { perIp: 'otp-send', rule: LIMITS.signInCodeSendPerIp } }, async (c) => {
    const body = c.req.valid('json')
    await enforce(
      db,
      `code-cooldown:sign-in:${body.email}`,
      { ...LIMITS.codeResendCooldown, windowSeconds: config.codeResendCooldownSeconds },
      'Please wait before asking for another code.',
    )
    await enforce(db, `otp-send:email:${body.email}`, LIMITS.signInCodeSendPerEmail)
    const customer = await findByEmail(services, body.email)
    // A code is recorded for unknown emails too (and never sent), so that a later check answers "expired" or
    // "too many tries" the same way whether or not the email has an account.
    const issued = await issueCode(services, { purpose: 'sign-in', email: body.email, customerId: customer?.id ?? null })
    if (customer) {
      const { code, ttlMinutes, expiresAt } = issued
      const link = `${config.publicUrl}/otp-login?email=${encodeURIComponent(customer.email)}&code=${code}`
      await services.mailer.send({
        to: customer.email,
        ...signInCodeEmail({ language: languageFor(c, customer), firstName: customer.firstName, code, link, minutes: ttlMinutes }),
        devNote: `sign-in code ${code}`,
        expiresAt,
      })
    }
    return answer(c, endpoints.sendSignInCode.answer, { message: CODE_SENT })
  })

  route(endpoints.verifySignInCode, { limit: { perIp: 'otp-verify', rule: LIMITS.codeVerifyPerIp } }, async (c) => {
    const body = c.req.valid('json')
    await enforce(db, `otp-verify:email:${body.email}`, LIMITS.codeVerifyPerEmail)
    const result = await checkCode(services, { purpose: 'sign-in', email: body.email, code: body.otp })
    const customer = result.ok && result.customerId ? await findByEmail(services, body.email) : undefined
    if (!customer) {
      const reason = result.ok ? 'wrong' : result.reason
      const [message, code] = CODE_REASONS[reason === 'missing' ? 'wrong' : reason]
      throw new HttpError(401, message, [{ field: 'otp', message }], undefined, code)
    }
    await clearLoginFailures(db, body.email)
    // An emailed code proves the mailbox: codes from the app work again after too many wrong ones (two-step.ts).
    if (customer.totpSecret) await clearSecondStepFailures(services, customer.id)
    if (customer.totpSecret) return answer(c, endpoints.verifySignInCode.answer, await signSecondStepTicket(services, customer, 'code'))
    return answer(c, endpoints.verifySignInCode.answer, await startSession(services, c, customer, 'code'))
  })

  return app
}

import { sql } from 'drizzle-orm'
import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import type { Services } from '../../context'
import { isUniqueViolation } from '../../db/client'
import { linkTokens } from '../../db/schema'
import { sha256Hex, verifyPassword } from '../../lib/crypto'
import { unauthorized } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { LIMITS, claimLoginAttempt, clearLoginFailures } from '../../lib/rate-limit'
import { endAllSessions, endSession } from '../../lib/sessions'
import { verifyCrmToken } from '../../lib/tokens'
import { startSession } from '../../security/sign-ins'
import { signSecondStepTicket } from '../../security/two-step'
import { findByEmail } from './shared'

const SIGN_IN_FAILED = 'Email or password is incorrect'
const CRM_INVALID = 'This sign-in link is invalid, has expired or was already used'

/** Signing in with a password or a support agent's assisted link, and out; each sign-in answers `{ token, expiresAt }`. */
export function signInRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.login, { limit: { perIp: 'login', rule: { ...LIMITS.loginPerIp, max: config.loginLimitPerIp } } }, async (c) => {
    const body = c.req.valid('json')
    // Counted as a failure until it succeeds: parallel tries cannot pass the back-off.
    await claimLoginAttempt(db, body.email)
    const customer = await findByEmail(services, body.email)
    // Unknown emails verify against a dummy hash: same answer, about the same time.
    const ok = await verifyPassword(customer?.passwordHash, body.password)
    if (!customer || !ok) throw unauthorized(SIGN_IN_FAILED)
    await clearLoginFailures(db, body.email)
    // Two-step sign-in on: the right password only opens the second step.
    if (customer.totpSecret) return answer(c, endpoints.login.answer, await signSecondStepTicket(services, customer, 'password'))
    return answer(c, endpoints.login.answer, await startSession(services, c, customer, 'password'))
  })

  route(endpoints.logout, async (c) => {
    const customer = c.get('customer')
    if (c.req.valid('json').everywhere) {
      await endAllSessions(db, customer.id)
      services.customerChanged(customer.id)
      return answer(c, endpoints.logout.answer, { message: 'You have been signed out on every device.' })
    }
    await endSession(db, customer.id, c.get('claims'))
    return answer(c, endpoints.logout.answer, { message: 'You have been signed out.' })
  })

  route(endpoints.crmLogin, { limit: { perIp: 'crm-login', rule: LIMITS.crmLoginPerIp } }, async (c) => {
    const body = c.req.valid('json')
    const claims = await verifyCrmToken(services.jwtKey, body.token)
    const customer = claims ? await findByEmail(services, claims.email.toLowerCase()) : undefined
    if (!claims || !customer) throw unauthorized(CRM_INVALID)
    try {
      // Single use: the token's id is recorded; a second use hits the unique hash.
      await db.insert(linkTokens).values({
        purpose: 'crm-sign-in',
        customerId: customer.id,
        tokenHash: sha256Hex(`crm:${claims.jti}`),
        expiresAt: new Date(claims.exp * 1000),
        usedAt: sql`now()`,
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw unauthorized(CRM_INVALID)
      throw error
    }
    return answer(c, endpoints.crmLogin.answer, await startSession(services, c, customer, 'assisted'))
  })

  return app
}

import { eq, sql } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { PASSKEY_MESSAGES, TWO_STEP_MESSAGES } from '@contract/security'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { Services } from '../../context'
import { isUniqueViolation } from '../../db/client'
import { customers, linkTokens } from '../../db/schema'
import { sha256Hex } from '../../lib/crypto'
import { endpointRoutes } from '../../lib/endpoints'
import { HttpError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { enforce } from '../../lib/rate-limit'
import { assertionOptions, checkAssertion } from '../../security/passkeys'
import { requestIp, startSession } from '../../security/sign-ins'
import { checkSecondFactor, verifySecondStepTicket } from '../../security/two-step'
import { SECURITY_LIMITS, withPasskeyRefusalsRecorded } from './shared'

/** Whether the second step of this ticket was taken already (each ticket signs in once). */
async function ticketUsed(services: Services, jti: string) {
  const [row] = await services.db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, sha256Hex(`second-step:${jti}`)))
    .limit(1)
  return !!row
}

/** Signing in with a passkey (both steps in one), and the second step of a password or emailed-code sign-in. */
export function securitySignInRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)
  const limits = { passkeys: SECURITY_LIMITS.passkeys, twoStep: SECURITY_LIMITS.twoStep }

  route(endpoints.passkeySignInOptions, async (c) => {
    await enforce(db, `passkey-sign-in:ip:${requestIp(services, c)}`, limits.passkeys.perIp)
    return answer(c, endpoints.passkeySignInOptions.answer, { ...(await assertionOptions(services, 'sign-in', null)) })
  })

  route(endpoints.passkeySignIn, async (c) => {
    const { response } = c.req.valid('json')
    const ip = requestIp(services, c)
    await enforce(db, `passkey-sign-in:ip:${ip}`, limits.passkeys.perIp)
    const passkey = await withPasskeyRefusalsRecorded(services, ip, response.id, 'Signing in', () =>
      checkAssertion(services, response as unknown as AuthenticationResponseJSON, 'sign-in', null),
    )
    await enforce(db, `passkey-sign-in:customer:${passkey.customerId}`, limits.passkeys.perCustomer)
    const [customer] = await db.select().from(customers).where(eq(customers.id, passkey.customerId))
    if (!customer) throw new HttpError(401, PASSKEY_MESSAGES.unknownPasskey)
    return answer(c, endpoints.passkeySignIn.answer, await startSession(services, c, customer, 'passkey', { passkey }))
  })

  route(endpoints.secondStep, async (c) => {
    const body = c.req.valid('json')
    const ip = requestIp(services, c)
    await enforce(db, `second-step:ip:${ip}`, limits.twoStep.perIp)
    // The ticket is a token: only in the header, never in the body or the address.
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const ticket = bearer ? await verifySecondStepTicket(services, bearer) : null
    const expired = () => new HttpError(401, TWO_STEP_MESSAGES.ticketExpired, undefined, undefined, 'ticket_expired')
    if (!ticket) throw expired()
    await enforce(db, `second-step:customer:${ticket.customerId}`, limits.twoStep.perCustomer)
    // Five tries per ticket: then the sign-in starts again (its password or code checked anew).
    await enforce(db, `second-step:ticket:${ticket.jti}`, limits.twoStep.perTicket, TWO_STEP_MESSAGES.ticketExpired)
    const [customer] = await db.select().from(customers).where(eq(customers.id, ticket.customerId))
    if (!customer || customer.tokensValidAfter.getTime() !== ticket.tva || (await ticketUsed(services, ticket.jti))) throw expired()
    const how = await checkSecondFactor(services, customer, { code: body.code, ip, status: 401, what: 'Signing in' })
    try {
      await db.insert(linkTokens).values({
        purpose: 'second-step',
        customerId: customer.id,
        tokenHash: sha256Hex(`second-step:${ticket.jti}`),
        expiresAt: new Date(ticket.exp * 1000),
        usedAt: sql`now()`,
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw expired()
      throw error
    }
    return answer(c, endpoints.secondStep.answer, await startSession(services, c, customer, ticket.firstStep, { secondStep: how }))
  })

  return app
}

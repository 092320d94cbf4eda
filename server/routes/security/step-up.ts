import { and, eq, isNull } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { SECURITY_MESSAGES } from '@contract/security'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { Context } from 'hono'
import type { AppEnv, Services } from '../../context'
import { passkeys } from '../../db/schema'
import { verifyPassword } from '../../lib/crypto'
import { endpointRoutes } from '../../lib/endpoints'
import { fieldError, forbidden } from '../../lib/errors'
import { answer } from '../../lib/http'
import { recordSecurityEvent } from '../../security/events'
import { assertionOptions, checkAssertion } from '../../security/passkeys'
import { factorTooNew, markProven, provenUntil, requestIp } from '../../security/sign-ins'
import { checkSecondFactor } from '../../security/two-step'
import { limitStepUp, withPasskeyRefusalsRecorded } from './shared'

/** Step-up: proving who you are again (password, a code from the app, or a passkey) before a sensitive change. */
export function stepUpRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /**
   * An assisted session is never proven (decision 0031), whatever it offers: the answer says so and that the customer
   * must do it, at the status a wrong proof of that kind gets (422 on the password's or the code's field, 403 for a
   * passkey), and the attempt is on the customer's Security page (tests/server/attacks.test.ts).
   */
  const assistedProof = async (c: Context<AppEnv>, field?: 'password' | 'code') => {
    await recordSecurityEvent(db, {
      customerId: c.get('customer').id,
      kind: 'step-up-failed',
      ip: requestIp(services, c),
      detail: 'An assisted session tried to confirm it was you',
    })
    return field ? fieldError(field, SECURITY_MESSAGES.stepUpAssisted) : forbidden(SECURITY_MESSAGES.stepUpAssisted)
  }

  route(endpoints.proofState, async (c) => {
    const customer = c.get('customer')
    const until = await provenUntil(services, c.get('claims'))
    // Only the factors a step-up accepts: not one this session added, nor one no later sign-in confirmed.
    const [passkey] = await db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.customerId, customer.id), isNull(passkeys.addedBySession)))
      .limit(1)
    return answer(c, endpoints.proofState.answer, {
      provenUntil: until?.toISOString() ?? null,
      methods: { totp: !!customer.totpSecret && !customer.totpAddedBySession, passkey: !!passkey },
    })
  })

  route(endpoints.stepUp, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    await limitStepUp(services, c)
    if ('code' in body) {
      // A code from the app proves it as well as the password does (the second step).
      if (c.get('claims').assisted) throw await assistedProof(c, 'code')
      if (customer.totpAddedBySession) throw factorTooNew()
      await checkSecondFactor(services, customer, {
        code: body.code,
        ip: requestIp(services, c),
        status: 422,
        what: 'Confirming it was you',
      })
      const until = await markProven(services, c.get('claims').jti)
      return answer(c, endpoints.stepUp.answer, { provenUntil: until.toISOString() })
    }
    if (c.get('claims').assisted) throw await assistedProof(c, 'password')
    if (!(await verifyPassword(customer.passwordHash, body.password))) {
      await recordSecurityEvent(db, {
        customerId: customer.id,
        kind: 'step-up-failed',
        ip: requestIp(services, c),
        detail: 'Wrong password when confirming it was you',
      })
      throw fieldError('password', SECURITY_MESSAGES.stepUpWrongPassword)
    }
    const until = await markProven(services, c.get('claims').jti)
    return answer(c, endpoints.stepUp.answer, { provenUntil: until.toISOString() })
  })

  route(endpoints.stepUpPasskeyOptions, async (c) => {
    const customer = c.get('customer')
    await limitStepUp(services, c)
    return answer(c, endpoints.stepUpPasskeyOptions.answer, { ...(await assertionOptions(services, 'step-up', customer)) })
  })

  route(endpoints.stepUpPasskey, async (c) => {
    const customer = c.get('customer')
    const { response } = c.req.valid('json')
    await limitStepUp(services, c)
    if (c.get('claims').assisted) throw await assistedProof(c)
    const used = await withPasskeyRefusalsRecorded(services, requestIp(services, c), response.id, 'Confirming it was you', () =>
      checkAssertion(services, response as unknown as AuthenticationResponseJSON, 'step-up', customer),
    )
    if (used.addedBySession) throw factorTooNew()
    const until = await markProven(services, c.get('claims').jti)
    return answer(c, endpoints.stepUpPasskey.answer, { provenUntil: until.toISOString() })
  })

  return app
}

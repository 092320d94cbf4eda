import { and, eq, isNull, sql } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { TWO_STEP_MESSAGES } from '@contract/security'
import type { Context } from 'hono'
import type { AppEnv, Services } from '../../context'
import { customers, recoveryCodes } from '../../db/schema'
import type { Customer } from '../../db/types'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict, fieldError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { enforce } from '../../lib/rate-limit'
import { recordSecurityEvent } from '../../security/events'
import { refuseAssisted, requestIp, requireRecentProof } from '../../security/sign-ins'
import { checkTotp, newTotpSecret, openSecret, otpauthUri, sealSecret } from '../../security/totp'
import { checkSecondFactor, recoveryCodesLeft, replaceRecoveryCodes } from '../../security/two-step'
import { limitCodes, recordChange, SECURITY_LIMITS } from './shared'

/** Two-step sign-in as the Security page and Settings read it. */
async function twoStepStateOf(services: Services, customer: Customer) {
  return {
    enabled: !!customer.totpSecret,
    enabledAt: customer.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: customer.totpSecret ? await recoveryCodesLeft(services, customer.id) : 0,
  }
}

/** Two-step sign-in with an authenticator app: turning it on and off, and its recovery codes. */
export function twoStepRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /**
   * The proof that changing two-step sign-in asks for (turning it off, new recovery codes): never in an assisted
   * session, within the code limits, with two-step on, a recent step-up when this session added the factor, and a
   * current code or a recovery code (422 when wrong). `what` names the change in the step-up's and the activity's words.
   */
  async function secondFactorProof(c: Context<AppEnv>, code: string, what: string) {
    const customer = c.get('customer')
    refuseAssisted(c)
    await limitCodes(services, c)
    if (!customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.notOn)
    if (customer.totpAddedBySession) await requireRecentProof(services, c, what)
    const said = what.charAt(0).toUpperCase() + what.slice(1)
    await checkSecondFactor(services, customer, { code, ip: requestIp(services, c), status: 422, what: said })
    return customer
  }

  route(endpoints.twoStepState, async (c) => answer(c, endpoints.twoStepState.answer, await twoStepStateOf(services, c.get('customer'))))

  /** A new secret to scan (step-up); it works once a first code confirms it. */
  route(endpoints.twoStepSetup, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    if (customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.alreadyOn)
    await enforce(db, `two-step-setup:${customer.id}`, SECURITY_LIMITS.twoStep.setupPerCustomer)
    await requireRecentProof(services, c, 'turning on two-step sign-in')
    const secret = newTotpSecret()
    await db
      .update(customers)
      .set({ totpPendingSecret: sealSecret(services.config.jwtSecret, secret) })
      .where(eq(customers.id, customer.id))
    services.customerChanged(customer.id)
    return answer(c, endpoints.twoStepSetup.answer, { secret, otpauthUri: otpauthUri(secret, customer.email) })
  })

  route(endpoints.twoStepEnable, async (c) => {
    const customer = c.get('customer')
    const { code } = c.req.valid('json')
    refuseAssisted(c)
    await limitCodes(services, c)
    if (customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.alreadyOn)
    if (!customer.totpPendingSecret) throw conflict(TWO_STEP_MESSAGES.notPending)
    await requireRecentProof(services, c, 'turning on two-step sign-in')
    const checked = checkTotp(openSecret(services.config.jwtSecret, customer.totpPendingSecret), code, Date.now(), null)
    if ('refused' in checked) {
      const detail = 'Turning on two-step sign-in: a wrong code'
      await recordSecurityEvent(db, { customerId: customer.id, kind: 'second-step-failed', ip: requestIp(services, c), detail })
      throw fieldError('code', TWO_STEP_MESSAGES.wrongCode)
    }
    // Turned on only from the pending secret this request read: a second request finds none.
    const [enabled] = await db
      .update(customers)
      .set({
        totpSecret: customer.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastStep: checked.step,
        // Its codes prove nothing until a later sign-in with the password or an emailed code confirms it.
        totpAddedBySession: c.get('claims').jti,
        secondStepFailures: 0,
      })
      .where(and(eq(customers.id, customer.id), eq(customers.totpPendingSecret, customer.totpPendingSecret), isNull(customers.totpSecret)))
      .returning({ id: customers.id })
    services.customerChanged(customer.id)
    if (!enabled) throw conflict(TWO_STEP_MESSAGES.alreadyOn)
    const recoveryCodes = await replaceRecoveryCodes(services, customer.id)
    await recordChange(services, c, { kind: 'two-step-on', detail: 'Two-step sign-in turned on', notice: { kind: 'twoStepOn' } })
    return answer(c, endpoints.twoStepEnable.answer, { recoveryCodes })
  })

  /** With a current code (or a recovery code): a code of a factor the account had before is the step-up. */
  route(endpoints.twoStepDisable, async (c) => {
    const customer = await secondFactorProof(c, c.req.valid('json').code, 'turning off two-step sign-in')
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, totpAddedBySession: null })
        .where(eq(customers.id, customer.id))
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id))
    })
    services.customerChanged(customer.id)
    await recordChange(services, c, { kind: 'two-step-off', detail: 'Two-step sign-in turned off', notice: { kind: 'twoStepOff' } })
    return answer(c, endpoints.twoStepDisable.answer, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
  })

  /** New recovery codes (the old ones stop working), with a current code. */
  route(endpoints.newRecoveryCodes, async (c) => {
    const customer = await secondFactorProof(c, c.req.valid('json').code, 'making new recovery codes')
    const fresh = await replaceRecoveryCodes(services, customer.id)
    const detail = 'New recovery codes made; the old ones stopped working'
    await recordChange(services, c, { kind: 'recovery-codes-new', detail, notice: { kind: 'recoveryCodes' } })
    return answer(c, endpoints.newRecoveryCodes.answer, { recoveryCodes: fresh })
  })

  return app
}

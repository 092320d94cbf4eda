import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { lineRefusal } from '@contract/line-state'
import { PASSKEY_MESSAGES, SECURITY_MESSAGES, TWO_STEP_MESSAGES } from '@contract/security'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { advanceCustomerLines, carrierNow } from '../carrier/clock'
import type { AppEnv, Services } from '../context'
import { isUniqueViolation } from '../db/client'
import { customers, linkTokens, lines, passkeys, recoveryCodes, signIns } from '../db/schema'
import type { Customer } from '../db/types'
import { sha256Hex, verifyPassword } from '../lib/crypto'
import { endpointRoutes } from '../lib/endpoints'
import { HttpError, conflict, fieldError, forbidden, notFound } from '../lib/errors'
import { answer } from '../lib/http'
import { requestLanguage } from '../lib/language'
import { stateOfLine } from '../lib/line-state'
import { enforce } from '../lib/rate-limit'
import { endAllSessions } from '../lib/sessions'
import { securityOverview } from '../security/overview'
import { lastFour } from '../security/emails'
import { recordSecurityEvent } from '../security/events'
import { lineSecurityOf, retireTransferPins } from '../security/number-lock'
import { noticeSecurityChange } from '../security/notices'
import { addPasskey, assertionOptions, checkAssertion, passkeyNameFrom, registrationOptions } from '../security/passkeys'
import { issueTransferPin } from '../security/transfer-pin'
import { factorTooNew, markProven, provenUntil, refuseAssisted, requestIp, requireRecentProof, startSession } from '../security/sign-ins'
import { checkTotp, newTotpSecret, openSecret, otpauthUri, sealSecret } from '../security/totp'
import { checkSecondFactor, recoveryCodesLeft, replaceRecoveryCodes, verifySecondStepTicket } from '../security/two-step'

/** Transfer PINs per customer and line: 5 per hour. */
const TRANSFER_PIN_LIMIT = { max: 5, windowSeconds: 60 * 60 }
/** Lock changes per customer: 30 per 15 minutes. */
const LOCKS_LIMIT = { max: 30, windowSeconds: 15 * 60 }
/** Second-step codes: per ticket (then sign in again), per customer and per address. */
const TWO_STEP_LIMITS = {
  perTicket: { max: 5, windowSeconds: 10 * 60 },
  perCustomer: { max: 10, windowSeconds: 15 * 60 },
  perIp: { max: 50, windowSeconds: 15 * 60 },
  setupPerCustomer: { max: 10, windowSeconds: 60 * 60 },
}
/** Passkey ceremonies per customer and per address. */
const PASSKEY_LIMITS = { perCustomer: { max: 30, windowSeconds: 15 * 60 }, perIp: { max: 60, windowSeconds: 15 * 60 } }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Step-up tries per customer and per address. */
const STEP_UP_LIMITS = {
  perCustomer: { max: 10, windowSeconds: 15 * 60 },
  perIp: { max: 50, windowSeconds: 15 * 60 },
}

/** The customer's own line (another customer's, or none, is 404), after the simulator moved it on. */
async function ownLine(services: Services, customerId: string, lineId: string) {
  await advanceCustomerLines(services.db, customerId)
  const [line] = await services.db
    .select()
    .from(lines)
    .where(and(eq(lines.id, lineId), eq(lines.customerId, customerId)))
  if (!line) throw notFound('No such line')
  return line
}

/** `/app/lines/{lineId}/security|locks|transfer-pin`: a line's number lock and transfer PIN. */
export function lineSecurityRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.lineSecurity, async (c) => {
    const line = await ownLine(services, c.get('customer').id, c.req.param('lineId'))
    return answer(c, endpoints.lineSecurity.answer, await lineSecurityOf(services, line, await carrierNow(db)))
  })

  route(endpoints.setLineLocks, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const line = await ownLine(services, customer.id, c.req.param('lineId'))
    refuseAssisted(c)
    const refusal = lineRefusal(await stateOfLine(db, line), 'numberLock', { portedOut: SECURITY_MESSAGES.portedOut })
    if (refusal) throw conflict(refusal)
    await enforce(db, `locks:${customer.id}`, LOCKS_LIMIT)
    const off = [
      body.portOutLocked === false && line.portOutLocked && 'port-out lock',
      body.simChangeLocked === false && line.simChangeLocked && 'SIM change lock',
    ].filter((name): name is string => !!name)
    if (off.length) await requireRecentProof(services, c, `turning off ${off.join(' and ')} for ${lastFour(line.mdn)}`)
    const [updated] = await db
      .update(lines)
      .set({ portOutLocked: body.portOutLocked ?? line.portOutLocked, simChangeLocked: body.simChangeLocked ?? line.simChangeLocked })
      .where(eq(lines.id, line.id))
      .returning()
    if (body.portOutLocked === true) await retireTransferPins(db, line.id)
    const changes = [
      ...off.map((name) => ({ kind: 'lock-off' as const, detail: `${name} turned off for ${lastFour(line.mdn)}` })),
      ...[
        body.portOutLocked === true && !line.portOutLocked && 'Port-out lock',
        body.simChangeLocked === true && !line.simChangeLocked && 'SIM change lock',
      ]
        .filter((name): name is string => !!name)
        .map((name) => ({ kind: 'lock-on' as const, detail: `${name} turned on for ${lastFour(line.mdn)}` })),
    ]
    for (const change of changes)
      await recordSecurityEvent(db, { customerId: customer.id, lineId: line.id, ip: requestIp(services, c), ...change })
    if (body.portOutLocked === false && line.portOutLocked)
      await noticeSecurityChange(services, customer.id, { kind: 'lockOff', lock: 'portOut', mdn: line.mdn })
    if (body.simChangeLocked === false && line.simChangeLocked)
      await noticeSecurityChange(services, customer.id, { kind: 'lockOff', lock: 'simChange', mdn: line.mdn })
    return answer(c, endpoints.setLineLocks.answer, await lineSecurityOf(services, updated, await carrierNow(db)))
  })

  route(endpoints.issueTransferPin, async (c) => {
    const customer = c.get('customer')
    const line = await ownLine(services, customer.id, c.req.param('lineId'))
    refuseAssisted(c)
    const refusal = lineRefusal(await stateOfLine(db, line), 'numberLock', { portedOut: SECURITY_MESSAGES.portedOut })
    if (refusal) throw conflict(refusal)
    if (!line.mdn) throw conflict(SECURITY_MESSAGES.noNumber)
    await enforce(db, `transfer-pin:${customer.id}:${line.id}`, TRANSFER_PIN_LIMIT)
    await requireRecentProof(services, c, `a transfer PIN for ${lastFour(line.mdn)}`)
    return answer(
      c,
      endpoints.issueTransferPin.answer,
      await issueTransferPin(services, { ...line, mdn: line.mdn }, requestIp(services, c)),
    )
  })

  return app
}

/** `/app/security/…`: step-up (proving who you are again before a sensitive change). */
export function accountSecurityRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

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
      if (c.get('claims').assisted) throw fieldError('code', TWO_STEP_MESSAGES.wrongCode)
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
    if (c.get('claims').assisted || !(await verifyPassword(customer.passwordHash, body.password))) {
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

  route(endpoints.twoStepState, async (c) => answer(c, endpoints.twoStepState.answer, await twoStepStateOf(services, c.get('customer'))))

  route(endpoints.twoStepSetup, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    if (customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.alreadyOn)
    await enforce(db, `two-step-setup:${customer.id}`, TWO_STEP_LIMITS.setupPerCustomer)
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
      await recordSecurityEvent(db, {
        customerId: customer.id,
        kind: 'second-step-failed',
        ip: requestIp(services, c),
        detail: 'Turning on two-step sign-in: a wrong code',
      })
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
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'two-step-on',
      ip: requestIp(services, c),
      detail: 'Two-step sign-in turned on',
    })
    await noticeSecurityChange(services, customer.id, { kind: 'twoStepOn' })
    return answer(c, endpoints.twoStepEnable.answer, { recoveryCodes })
  })

  route(endpoints.twoStepDisable, async (c) => {
    const customer = c.get('customer')
    const { code } = c.req.valid('json')
    refuseAssisted(c)
    await limitCodes(services, c)
    if (!customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.notOn)
    // A current code is the step-up (a factor the account had before); a code of an unconfirmed one is not.
    if (customer.totpAddedBySession) await requireRecentProof(services, c, 'turning off two-step sign-in')
    await checkSecondFactor(services, customer, { code, ip: requestIp(services, c), status: 422, what: 'Turning off two-step sign-in' })
    await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, totpAddedBySession: null })
        .where(eq(customers.id, customer.id))
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customer.id))
    })
    services.customerChanged(customer.id)
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'two-step-off',
      ip: requestIp(services, c),
      detail: 'Two-step sign-in turned off',
    })
    await noticeSecurityChange(services, customer.id, { kind: 'twoStepOff' })
    return answer(c, endpoints.twoStepDisable.answer, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 })
  })

  route(endpoints.newRecoveryCodes, async (c) => {
    const customer = c.get('customer')
    const { code } = c.req.valid('json')
    refuseAssisted(c)
    await limitCodes(services, c)
    if (!customer.totpSecret) throw conflict(TWO_STEP_MESSAGES.notOn)
    if (customer.totpAddedBySession) await requireRecentProof(services, c, 'making new recovery codes')
    await checkSecondFactor(services, customer, { code, ip: requestIp(services, c), status: 422, what: 'Making new recovery codes' })
    const fresh = await replaceRecoveryCodes(services, customer.id)
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'recovery-codes-new',
      ip: requestIp(services, c),
      detail: 'New recovery codes made; the old ones stopped working',
    })
    await noticeSecurityChange(services, customer.id, { kind: 'recoveryCodes' })
    return answer(c, endpoints.newRecoveryCodes.answer, { recoveryCodes: fresh })
  })

  const passkeyList = async (customerId: string) => {
    const rows = await db.select().from(passkeys).where(eq(passkeys.customerId, customerId)).orderBy(passkeys.createdAt)
    return {
      passkeys: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
    }
  }
  const ownPasskey = async (customerId: string, id: string) => {
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
      : []
    if (!row) throw notFound(PASSKEY_MESSAGES.notFound)
    return row
  }

  route(endpoints.overview, async (c) =>
    answer(c, endpoints.overview.answer, await securityOverview(services, c.get('customer'), c.get('claims').jti, requestLanguage(c))),
  )

  route(endpoints.signOutOthers, async (c) => {
    const customer = c.get('customer')
    const claims = c.get('claims')
    await enforce(db, `sign-out-others:${customer.id}`, LOCKS_LIMIT)
    const [current] = await db.select().from(signIns).where(eq(signIns.jti, claims.jti))
    // Every session ends with the stamp; this one goes on with a new token, as it was (how, proof).
    const updated = await endAllSessions(db, customer.id)
    services.customerChanged(customer.id)
    const fresh = await startSession(services, c, updated, current?.method ?? (claims.assisted ? 'assisted' : 'password'), {
      secondStep: (current?.secondStep as 'totp' | 'recovery' | null) ?? null,
      reissue: { provenAt: current?.provenAt ?? new Date(0), jti: claims.jti },
    })
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'signed-out-elsewhere',
      ip: requestIp(services, c),
      detail: 'Signed out everywhere else',
    })
    return answer(c, endpoints.signOutOthers.answer, { ...fresh, message: 'You are signed out everywhere else.' })
  })

  route(endpoints.passkeys, async (c) => answer(c, endpoints.passkeys.answer, await passkeyList(c.get('customer').id)))

  route(endpoints.passkeyOptions, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    await enforce(db, `passkey-options:${customer.id}`, PASSKEY_LIMITS.perCustomer)
    await requireRecentProof(services, c, 'adding a passkey')
    return answer(c, endpoints.passkeyOptions.answer, { ...(await registrationOptions(services, customer)) })
  })

  route(endpoints.addPasskey, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    refuseAssisted(c)
    await enforce(db, `passkey-add:${customer.id}`, PASSKEY_LIMITS.perCustomer)
    await requireRecentProof(services, c, 'adding a passkey')
    const name = body.name ?? passkeyNameFrom(c.req.header('user-agent') ?? '', requestLanguage(c))
    const added = await addPasskey(services, customer, body.response as unknown as RegistrationResponseJSON, name, c.get('claims').jti)
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'passkey-added',
      ip: requestIp(services, c),
      detail: `Passkey "${added.name}" added`,
    })
    await noticeSecurityChange(services, customer.id, { kind: 'passkeyAdded', name: added.name })
    return answer(c, endpoints.addPasskey.answer, await passkeyList(customer.id), 201)
  })

  route(endpoints.renamePasskey, async (c) => {
    const customer = c.get('customer')
    const row = await ownPasskey(customer.id, c.req.param('id'))
    await db
      .update(passkeys)
      .set({ name: c.req.valid('json').name })
      .where(eq(passkeys.id, row.id))
    return answer(c, endpoints.renamePasskey.answer, await passkeyList(customer.id))
  })

  route(endpoints.removePasskey, async (c) => {
    const customer = c.get('customer')
    const row = await ownPasskey(customer.id, c.req.param('id'))
    refuseAssisted(c)
    await requireRecentProof(services, c, `removing the passkey "${row.name}"`)
    await db.delete(passkeys).where(eq(passkeys.id, row.id))
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'passkey-removed',
      ip: requestIp(services, c),
      detail: `Passkey "${row.name}" removed`,
    })
    await noticeSecurityChange(services, customer.id, { kind: 'passkeyRemoved', name: row.name })
    return answer(c, endpoints.removePasskey.answer, await passkeyList(customer.id))
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
    if (c.get('claims').assisted) throw forbidden(PASSKEY_MESSAGES.otherAccount)
    const used = await withPasskeyRefusalsRecorded(services, requestIp(services, c), response.id, 'Confirming it was you', () =>
      checkAssertion(services, response as unknown as AuthenticationResponseJSON, 'step-up', customer),
    )
    if (used.addedBySession) throw factorTooNew()
    const until = await markProven(services, c.get('claims').jti)
    return answer(c, endpoints.stepUpPasskey.answer, { provenUntil: until.toISOString() })
  })

  return app
}

/** The passkey's owner (when the credential is one of ours) sees every refused use on the Security page. */
async function withPasskeyRefusalsRecorded<T>(services: Services, ip: string, credentialId: string, what: string, check: () => Promise<T>) {
  try {
    return await check()
  } catch (error) {
    if (error instanceof HttpError) {
      const [owner] = await services.db
        .select({ customerId: passkeys.customerId, name: passkeys.name })
        .from(passkeys)
        .where(eq(passkeys.credentialId, credentialId))
      if (owner) {
        await recordSecurityEvent(services.db, {
          customerId: owner.customerId,
          kind: 'passkey-refused',
          ip,
          detail: `${what} with the passkey "${owner.name}": ${error.message}`,
        })
      }
    }
    throw error
  }
}

/** `/app/auth/passkey`: signing in with a passkey (both steps in one). */
export function passkeySignInRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.passkeySignInOptions, async (c) => {
    await enforce(db, `passkey-sign-in:ip:${requestIp(services, c)}`, PASSKEY_LIMITS.perIp)
    return answer(c, endpoints.passkeySignInOptions.answer, { ...(await assertionOptions(services, 'sign-in', null)) })
  })

  route(endpoints.passkeySignIn, async (c) => {
    const { response } = c.req.valid('json')
    const ip = requestIp(services, c)
    await enforce(db, `passkey-sign-in:ip:${ip}`, PASSKEY_LIMITS.perIp)
    const passkey = await withPasskeyRefusalsRecorded(services, ip, response.id, 'Signing in', () =>
      checkAssertion(services, response as unknown as AuthenticationResponseJSON, 'sign-in', null),
    )
    await enforce(db, `passkey-sign-in:customer:${passkey.customerId}`, PASSKEY_LIMITS.perCustomer)
    const [customer] = await db.select().from(customers).where(eq(customers.id, passkey.customerId))
    if (!customer) throw new HttpError(401, PASSKEY_MESSAGES.unknownPasskey)
    return answer(c, endpoints.passkeySignIn.answer, await startSession(services, c, customer, 'passkey', { passkey }))
  })

  return app
}

/** `/app/auth/second-step`: the second step of a password or emailed-code sign-in. */
export function secondStepRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.secondStep, async (c) => {
    const body = c.req.valid('json')
    const ip = requestIp(services, c)
    await enforce(db, `second-step:ip:${ip}`, TWO_STEP_LIMITS.perIp)
    // The ticket is a token: only in the header, never in the body or the address.
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const ticket = bearer ? await verifySecondStepTicket(services, bearer) : null
    const expired = () => new HttpError(401, TWO_STEP_MESSAGES.ticketExpired, undefined, undefined, 'ticket_expired')
    if (!ticket) throw expired()
    await enforce(db, `second-step:customer:${ticket.customerId}`, TWO_STEP_LIMITS.perCustomer)
    // Five tries per ticket: then the sign-in starts again (its password or code checked anew).
    await enforce(db, `second-step:ticket:${ticket.jti}`, TWO_STEP_LIMITS.perTicket, TWO_STEP_MESSAGES.ticketExpired)
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

async function ticketUsed(services: Services, jti: string) {
  const [row] = await services.db
    .select({ id: linkTokens.id })
    .from(linkTokens)
    .where(eq(linkTokens.tokenHash, sha256Hex(`second-step:${jti}`)))
    .limit(1)
  return !!row
}

/** Two-step sign-in as the Security page and Settings read it. */
async function twoStepStateOf(services: Services, customer: Customer) {
  return {
    enabled: !!customer.totpSecret,
    enabledAt: customer.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: customer.totpSecret ? await recoveryCodesLeft(services, customer.id) : 0,
  }
}

/** Codes typed into the two-step calls, per customer and per address. */
async function limitCodes(services: Services, c: Context<AppEnv>) {
  await enforce(services.db, `two-step-code:ip:${requestIp(services, c)}`, TWO_STEP_LIMITS.perIp)
  await enforce(services.db, `two-step-code:${c.get('customer').id}`, TWO_STEP_LIMITS.perCustomer)
}

/** Step-up tries are limited per customer and per address (429 with Retry-After beyond). */
async function limitStepUp(services: Services, c: Context<AppEnv>) {
  await enforce(services.db, `step-up:ip:${requestIp(services, c)}`, STEP_UP_LIMITS.perIp)
  await enforce(services.db, `step-up:${c.get('customer').id}`, STEP_UP_LIMITS.perCustomer)
}

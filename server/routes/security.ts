import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { SECURITY_MESSAGES } from '@contract/security'
import { advanceCustomerLines, carrierNow } from '../carrier/clock'
import type { AppEnv, Services } from '../context'
import { lines } from '../db/schema'
import { verifyPassword } from '../lib/crypto'
import { endpointRoutes } from '../lib/endpoints'
import { conflict, fieldError, notFound } from '../lib/errors'
import { answer } from '../lib/http'
import { enforce } from '../lib/rate-limit'
import { lastFour } from '../security/emails'
import { recordSecurityEvent } from '../security/events'
import { lineSecurityOf, retireTransferPins } from '../security/number-lock'
import { issueTransferPin } from '../security/transfer-pin'
import { markProven, provenUntil, requestIp, requireRecentProof } from '../security/sign-ins'

/** Transfer PINs per customer and line: 5 per hour. */
const TRANSFER_PIN_LIMIT = { max: 5, windowSeconds: 60 * 60 }
/** Lock changes per customer: 30 per 15 minutes. */
const LOCKS_LIMIT = { max: 30, windowSeconds: 15 * 60 }
/** Step-up tries per customer and per address. */
export const STEP_UP_LIMITS = {
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
  const { app, route } = endpointRoutes(services, '/app/lines')

  route(endpoints.lineSecurity, async (c) => {
    const line = await ownLine(services, c.get('customer').id, c.req.param('lineId'))
    return answer(c, endpoints.lineSecurity.answer, await lineSecurityOf(db, line, await carrierNow(db)))
  })

  route(endpoints.setLineLocks, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const line = await ownLine(services, customer.id, c.req.param('lineId'))
    if (line.portedOutAt) throw conflict(SECURITY_MESSAGES.portedOut)
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
    return answer(c, endpoints.setLineLocks.answer, await lineSecurityOf(db, updated, await carrierNow(db)))
  })

  route(endpoints.issueTransferPin, async (c) => {
    const customer = c.get('customer')
    const line = await ownLine(services, customer.id, c.req.param('lineId'))
    if (line.portedOutAt) throw conflict(SECURITY_MESSAGES.portedOut)
    if (!line.mdn || line.simStatus === 'cancelled') throw conflict(SECURITY_MESSAGES.noNumber)
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
  const { app, route } = endpointRoutes(services, '/app/security')

  route(endpoints.proofState, async (c) => {
    const until = await provenUntil(services, c.get('claims'))
    return answer(c, endpoints.proofState.answer, { provenUntil: until?.toISOString() ?? null })
  })

  route(endpoints.stepUp, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    await limitStepUp(services, c)
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

  return app
}

/** Step-up tries are limited per customer and per address (429 with Retry-After beyond). */
async function limitStepUp(services: Services, c: Context<AppEnv>) {
  await enforce(services.db, `step-up:ip:${requestIp(services, c)}`, STEP_UP_LIMITS.perIp)
  await enforce(services.db, `step-up:${c.get('customer').id}`, STEP_UP_LIMITS.perCustomer)
}

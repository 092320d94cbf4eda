import { lineFor } from '../../lib/line-access'
import { eq } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { lineRefusal } from '@contract/line-state'
import { SECURITY_MESSAGES } from '@contract/security'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import { lines } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict } from '../../lib/errors'
import { answer } from '../../lib/http'
import { stateOfLine } from '../../lib/line-state'
import { enforce } from '../../lib/rate-limit'
import { lastFour } from '../../security/emails'
import { recordSecurityEvent } from '../../security/events'
import { lineSecurityOf, retireTransferPins } from '../../security/number-lock'
import { noticeSecurityChange } from '../../security/notices'
import { refuseAssisted, requestIp, requireRecentProof } from '../../security/sign-ins'
import { issueTransferPin } from '../../security/transfer-pin'
import { SECURITY_LIMITS } from './shared'

type Locks = { portOutLocked?: boolean; simChangeLocked?: boolean }

/** The locks `body` turns on or off, by name, against the line's `was`. */
function lockChanges(body: Locks, was: { portOutLocked: boolean; simChangeLocked: boolean }) {
  const named = (to: boolean, portOut: string, simChange: string) =>
    [
      body.portOutLocked === to && was.portOutLocked !== to && portOut,
      body.simChangeLocked === to && was.simChangeLocked !== to && simChange,
    ].filter((name): name is string => !!name)
  return { off: named(false, 'port-out lock', 'SIM change lock'), on: named(true, 'Port-out lock', 'SIM change lock') }
}

/** A line's number lock and transfer PIN; another customer's line, or none, is 404. */
export function lineLockRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /** 409 for a line whose state has no number lock (ported out, ended). */
  async function refuseUnlockable(line: typeof lines.$inferSelect) {
    const refusal = lineRefusal(await stateOfLine(db, line), 'numberLock', { portedOut: SECURITY_MESSAGES.portedOut })
    if (refusal) throw conflict(refusal)
  }

  route(endpoints.lineSecurity, async (c) => {
    const line = await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.security')
    return answer(c, endpoints.lineSecurity.answer, await lineSecurityOf(services, line, await carrierNow(db)))
  })

  /** Turns a lock on at once, or off after a step-up; the owner hears of a lock turned off. */
  route(endpoints.setLineLocks, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const line = await lineFor(db, customer.id, c.req.param('lineId'), 'line.security')
    refuseAssisted(c)
    await refuseUnlockable(line)
    await enforce(db, `locks:${customer.id}`, SECURITY_LIMITS.changes)
    const { off, on } = lockChanges(body, line)
    if (off.length) await requireRecentProof(services, c, `turning off ${off.join(' and ')} for ${lastFour(line.mdn)}`)
    const [updated] = await db
      .update(lines)
      .set({ portOutLocked: body.portOutLocked ?? line.portOutLocked, simChangeLocked: body.simChangeLocked ?? line.simChangeLocked })
      .where(eq(lines.id, line.id))
      .returning()
    if (body.portOutLocked === true) await retireTransferPins(db, line.id)
    const ip = requestIp(services, c)
    // One event a lock: those turned off first, then those turned on (each sentence as the catalogue holds it).
    const events = [
      ...off.map((name) => ({ kind: 'lock-off' as const, detail: `${name} turned off for ${lastFour(line.mdn)}` })),
      ...on.map((name) => ({ kind: 'lock-on' as const, detail: `${name} turned on for ${lastFour(line.mdn)}` })),
    ]
    for (const event of events) await recordSecurityEvent(db, { customerId: customer.id, lineId: line.id, ip, ...event })
    if (body.portOutLocked === false && line.portOutLocked)
      await noticeSecurityChange(services, customer.id, { kind: 'lockOff', lock: 'portOut', mdn: line.mdn })
    if (body.simChangeLocked === false && line.simChangeLocked)
      await noticeSecurityChange(services, customer.id, { kind: 'lockOff', lock: 'simChange', mdn: line.mdn })
    return answer(c, endpoints.setLineLocks.answer, await lineSecurityOf(services, updated, await carrierNow(db)))
  })

  /** A new transfer PIN (step-up): the port-out lock goes off, the old PIN retires. */
  route(endpoints.issueTransferPin, async (c) => {
    const customer = c.get('customer')
    const line = await lineFor(db, customer.id, c.req.param('lineId'), 'line.security')
    refuseAssisted(c)
    await refuseUnlockable(line)
    if (!line.mdn) throw conflict(SECURITY_MESSAGES.noNumber)
    await enforce(db, `transfer-pin:${customer.id}:${line.id}`, SECURITY_LIMITS.transferPin)
    await requireRecentProof(services, c, `a transfer PIN for ${lastFour(line.mdn)}`)
    return answer(
      c,
      endpoints.issueTransferPin.answer,
      await issueTransferPin(services, { ...line, mdn: line.mdn }, requestIp(services, c)),
    )
  })

  return app
}

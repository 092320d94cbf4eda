import { lineFor } from '../lib/line-access'
import { provenUntil } from '../security/sign-ins'
import { eq } from 'drizzle-orm'
import { lineSwitchEndpoints as endpoints } from '@contract/endpoints/line-switch'
import { checkNewPhone, lineSwitchOf, switchBlockedReason, switchPhone } from '../carrier/line-switch'
import type { Services } from '../context'
import { lines } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { conflict, fieldError, HttpError } from '../lib/errors'
import { answer, clientIp } from '../lib/http'
import { requestLanguage } from '../lib/language'
import { enforce } from '../lib/rate-limit'
import { assertSimChangeAllowed } from '../security/number-lock'

/** Phone checks and switches per customer: 30 per 15 minutes. */
const SWITCH_LIMIT = { max: 30, windowSeconds: 15 * 60 }

/** `/app/lines/{lineId}/switch`: move a line to a new phone (server/carrier/line-switch.ts). */
export function lineSwitchRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.lineSwitch, async (c) => {
    const line = await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.security')
    c.header('Cache-Control', 'no-store')
    return answer(
      c,
      endpoints.lineSwitch.answer,
      await lineSwitchOf(db, line, requestLanguage(c), !!(await provenUntil(services, c.get('claims')))),
    )
  })

  route(endpoints.checkPhone, async (c) => {
    const customerId = c.get('customer').id
    const refusal = await switchBlockedReason(db, await lineFor(db, customerId, c.req.param('lineId'), 'line.security'))
    if (refusal) throw conflict(refusal)
    await enforce(db, `line-switch:${customerId}`, SWITCH_LIMIT)
    const checked = checkNewPhone(c.req.valid('json').imei)
    if (!checked.ok) throw fieldError(checked.field, checked.message)
    return answer(c, endpoints.checkPhone.answer, checked.check)
  })

  /** Once per request key; the SIM change lock refuses while it is on (tests/server/number-lock.test.ts), changing nothing. */
  route(endpoints.switchPhone, async (c) => {
    const customerId = c.get('customer').id
    const line = await lineFor(db, customerId, c.req.param('lineId'), 'line.security')
    await enforce(db, `line-switch:${customerId}`, SWITCH_LIMIT)
    const payload = c.req.valid('json')
    // The line's state first: a line that cannot move now (not active, lost, ended) is not a refused SIM change.
    const refusal = await switchBlockedReason(db, line)
    if (refusal) throw conflict(refusal)
    await assertSimChangeAllowed(services, line, 'sim-swap', clientIp(c, services.config.trustProxy))
    const result = await switchPhone(db, line, payload)
    if (result.outcome === 'refused')
      throw new HttpError(result.status, result.message, result.field ? [{ field: result.field, message: result.message }] : undefined)
    const [moved] = await db.select().from(lines).where(eq(lines.id, line.id))
    return answer(c, endpoints.switchPhone.answer, {
      message: result.message,
      switch: await lineSwitchOf(db, moved, requestLanguage(c), !!(await provenUntil(services, c.get('claims')))),
    })
  })

  return app
}

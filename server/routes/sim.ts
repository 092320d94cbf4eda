import { lineFor } from '../lib/line-access'
import { lastFour } from '../security/emails'
import { requireRecentProof } from '../security/sign-ins'
import { eq } from 'drizzle-orm'
import { lineEndpoints as endpoints } from '@contract/endpoints/lines'
import { lineRefusal } from '@contract/line-state'
import { SIM_MESSAGES, wrongSimMessage } from '@contract/sim'
import { carrierNow } from '../carrier/clock'
import { activateKit, kitAnswer, kitOf } from '../carrier/shipment'
import { newEsimActivationCode } from '../carrier/simulator'
import type { Services } from '../context'
import { lines } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { conflict, fieldError, notFound } from '../lib/errors'
import { answer, clientIp } from '../lib/http'
import { stateOfLine } from '../lib/line-state'
import { enforce } from '../lib/rate-limit'
import { assertSimChangeAllowed } from '../security/number-lock'
import { writeSimChanged } from '../security/sim-change-emails'

/** Activation tries per customer and line: 20 per 15 minutes on top of the kit's own limit of wrong SIMs. */
const ACTIVATE_LIMIT = { max: 20, windowSeconds: 15 * 60 }
/** New eSIM codes per line: 5 per hour. */
const REINSTALL_LIMIT = { max: 5, windowSeconds: 60 * 60 }

/**
 * `/app/lines/{lineId}/sim` (the shipped SIM kit and its activation by ICCID) and `/app/lines/{lineId}/esim/reinstall`
 * (a new eSIM activation code). Rules: server/carrier/shipment.ts.
 */
export function simRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.simKit, async (c) => {
    const line = await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.view')
    const kit = await kitOf(db, line)
    if (!kit) throw notFound(SIM_MESSAGES.noKit)
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.simKit.answer, kitAnswer(kit, await carrierNow(db)))
  })

  route(endpoints.activateSim, async (c) => {
    const customerId = c.get('customer').id
    const line = await lineFor(db, customerId, c.req.param('lineId'), 'line.security')
    const kit = await kitOf(db, line)
    if (!kit) throw notFound(SIM_MESSAGES.noKit)
    await enforce(db, `sim-activate:${customerId}:${line.id}`, ACTIVATE_LIMIT)
    // A new SIM for a line that has had service moves its number: the SIM change lock applies (not to its first SIM).
    if (line.activatedAt && !kit.activatedAt)
      await assertSimChangeAllowed(services, line, 'sim-activation', clientIp(c, services.config.trustProxy))
    const outcome = await activateKit(db, kit, c.req.valid('json').iccid)
    if (!outcome.ok) {
      if (outcome.reason === 'wrongSim') {
        throw fieldError('iccid', outcome.triesLeft > 0 ? wrongSimMessage(outcome.triesLeft) : SIM_MESSAGES.locked)
      }
      throw conflict(SIM_MESSAGES[outcome.reason])
    }
    const [activated] = await db.select().from(lines).where(eq(lines.id, line.id))
    return answer(c, endpoints.activateSim.answer, kitAnswer((await kitOf(db, activated))!, await carrierNow(db)))
  })

  route(endpoints.reinstallEsim, async (c) => {
    const customerId = c.get('customer').id
    const line = await lineFor(db, customerId, c.req.param('lineId'), 'line.security')
    if (line.simType !== 'esim' || !line.esimActivationCode) throw conflict(SIM_MESSAGES.noEsim)
    // A reinstall moves the line to a phone: where its state allows it (contract/line-state.ts), the line's own words.
    const refusal = lineRefusal(await stateOfLine(db, line), 'switchPhone', { pendingActivation: SIM_MESSAGES.noEsim })
    if (refusal) throw conflict(refusal)
    await enforce(db, `esim-reinstall:${line.id}`, REINSTALL_LIMIT)
    await assertSimChangeAllowed(services, line, 'esim-reinstall', clientIp(c, services.config.trustProxy))
    // The code puts the number on any phone: only a session proven recently gets one (visibleEsimCode).
    await requireRecentProof(services, c, `a new eSIM code for ${lastFour(line.mdn)}`)
    // The carrier keeps one code per line: the new one replaces the old, which stops working.
    const code = newEsimActivationCode()
    await db.transaction(async (tx) => {
      await tx.update(lines).set({ esimActivationCode: code, esimInstalledAt: null }).where(eq(lines.id, line.id))
      await writeSimChanged(tx, line, 'esimReinstall')
    })
    return answer(c, endpoints.reinstallEsim.answer, {
      lineId: line.id,
      esimActivationCode: code,
      issuedAt: (await carrierNow(db)).toISOString(),
    })
  })

  return app
}

import { and, eq } from 'drizzle-orm'
import { portInEndpoints as endpoints } from '@contract/endpoints/port-in'
import { PORT_IN_FIELD_NAMES } from '@contract/port-in'
import { findLine, lineToChange, msisdnOf, PORT_IN_MESSAGES, PORT_IN_WRITE_LIMIT, submitPortIn } from '../carrier/port-in-requests'
import { isCarrierSim, NOT_ELIGIBLE_FOR_PORT_IN, portInEligible } from '../carrier/simulator'
import type { Services } from '../context'
import { lines } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { conflict, fieldError, HttpError } from '../lib/errors'
import { answer } from '../lib/http'
import { lineFor } from '../lib/line-access'
import { enforce } from '../lib/rate-limit'

/**
 * SPEC §7's port-in calls (`/app/users/portin/...`), on the carrier simulator (server/carrier/port-in.ts):
 * - temp/update, mode edit-portIn (the default): new old-carrier details for a transfer under way;
 * - temp/update, mode add-portIn-details: the old-carrier details (and the checked SIM number) stored on a line
 *   still waiting for its port-in, before bring/number starts it;
 * - bring/number (add-portIn): starts the transfer of a number onto a line waiting for one;
 * - make/start (resubmit-portIn): sends a refused transfer again with corrected details;
 * - {lineId}/old-service (GET): the stored old-carrier details, PIN included, to prefill edit and resubmit.
 * Field errors are named as the SPA's form fields (billingAccount, pinPassword, portIn). A line named by id is
 * fetched by lineFor first: the line's user alone may touch its transfer (another group member's line is 403).
 */
export function portInRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)
  /** Field errors named as the SPA's form fields. */
  const formFields = { fieldNames: PORT_IN_FIELD_NAMES }

  /**
   * The old carrier details stored on the customer's own line, PIN included, for the dialog to prefill Edit details
   * and Re-submit; the only answer that carries the PIN. Another customer's line is 404; never cached.
   */
  route(endpoints.oldService, async (c) => {
    const customer = c.get('customer')
    await lineFor(db, customer.id, c.req.param('lineId'), 'line.security', PORT_IN_MESSAGES.noLine)
    const line = await findLine(db, customer.id, { tempSubscriptionId: c.req.param('lineId') })
    if (!line.portInState) throw conflict(PORT_IN_MESSAGES.noPortIn)
    c.header('Cache-Control', 'no-store')
    const stored = line.oldService
    return answer(c, endpoints.oldService.answer, {
      oldService: stored
        ? { billingAccountNumber: stored.billingAccountNumber, billingAccountPassword: stored.billingAccountPassword }
        : null,
    })
  })

  route(endpoints.updateDetails, formFields, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    if (body.tempSubscriptionId) await lineFor(db, customer.id, body.tempSubscriptionId, 'line.security', PORT_IN_MESSAGES.noLine)
    const { line, msisdn } = await lineToChange(db, customer.id, body)
    if (!line.portInState) throw conflict(PORT_IN_MESSAGES.noPortIn)
    if (line.portInState === 'completed') throw conflict(PORT_IN_MESSAGES.completed)
    if (line.portInMsisdn && line.portInMsisdn !== msisdn) throw fieldError('portIn', PORT_IN_MESSAGES.otherNumber)
    const adding = body.mode === 'add-portIn-details'
    // Details before the start only while the line waits for them; after it, bring/number or make/start decide.
    if (adding && line.portInState === 'submitted') throw conflict(PORT_IN_MESSAGES.underWay)
    if (adding && line.portInState === 'failed') throw conflict(PORT_IN_MESSAGES.failedUseResubmit)
    await db
      .update(lines)
      .set({
        oldService: { ...line.oldService, ...body.oldService },
        accountDetails: { ...line.accountDetails, ...body.accountDetails },
        ...(adding && body.iccid ? { activationDetails: { ...line.activationDetails, iccid: body.iccid } } : {}),
      })
      .where(and(eq(lines.id, line.id), eq(lines.customerId, customer.id)))
    return answer(c, endpoints.updateDetails.answer, { message: adding ? PORT_IN_MESSAGES.detailsSaved : PORT_IN_MESSAGES.updated })
  })

  route(endpoints.bringNumber, formFields, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    await lineFor(db, customer.id, body.tempSubscriptionId, 'line.security', PORT_IN_MESSAGES.noLine)
    await enforce(db, `portin-write:${customer.id}`, PORT_IN_WRITE_LIMIT)
    const line = await findLine(db, customer.id, { tempSubscriptionId: body.tempSubscriptionId })
    const msisdn = msisdnOf(body.msisdn)
    if (!portInEligible(msisdn)) throw new HttpError(422, NOT_ELIGIBLE_FOR_PORT_IN, undefined, undefined, 'not_eligible')
    if (!line.portInState) throw conflict(PORT_IN_MESSAGES.noPortIn)
    if (line.portInState === 'submitted') throw conflict(PORT_IN_MESSAGES.underWay)
    if (line.portInState === 'failed') throw conflict(PORT_IN_MESSAGES.failedUseResubmit)
    if (line.portInState === 'completed') throw conflict(PORT_IN_MESSAGES.completed)
    // The schema already requires one of our SIMs for isAttSim; the simulator's own rule decides.
    const ourSim = body.isAttSim === true && isCarrierSim(body.iccid)
    const submitted = await submitPortIn(db, line, 'awaitingDetails', {
      portInMsisdn: msisdn,
      portInZipCode: body.zipCode,
      oldService: body.oldService ? { ...body.oldService } : null,
      activationDetails: { ...line.activationDetails, iccid: body.iccid ?? null, isAttSim: ourSim },
    })
    if (!submitted) throw conflict(PORT_IN_MESSAGES.underWay)
    return answer(c, endpoints.bringNumber.answer, { message: PORT_IN_MESSAGES.started })
  })

  route(endpoints.makeStart, formFields, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    if (body.tempSubscriptionId) await lineFor(db, customer.id, body.tempSubscriptionId, 'line.security', PORT_IN_MESSAGES.noLine)
    const { line, msisdn } = await lineToChange(db, customer.id, body)
    if (line.portInMsisdn && line.portInMsisdn !== msisdn) throw fieldError('portIn', PORT_IN_MESSAGES.otherNumber)
    if (line.portInState === 'completed') throw conflict(PORT_IN_MESSAGES.completed)
    if (line.portInState !== 'failed') throw conflict(line.portInState ? PORT_IN_MESSAGES.notFailed : PORT_IN_MESSAGES.noPortIn)
    const submitted = await submitPortIn(db, line, 'failed', {
      oldService: { ...body.oldService },
      accountDetails: { ...line.accountDetails, ...body.accountDetails },
      activationDetails: { ...line.activationDetails, ...body.activationDetails, isAttSim: false },
    })
    if (!submitted) throw conflict(PORT_IN_MESSAGES.notFailed)
    return answer(c, endpoints.makeStart.answer, { message: PORT_IN_MESSAGES.resubmitted })
  })

  return app
}

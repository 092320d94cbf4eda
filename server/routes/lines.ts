import { desc, eq } from 'drizzle-orm'
import { lineEndpoints } from '@contract/endpoints/lines'
import { portInEndpoints } from '@contract/endpoints/port-in'
import { MESSAGES } from '@contract/rules'
import { advanceCustomerLines } from '../carrier/clock'
import { advanceCustomerPortIns } from '../carrier/port-in'
import { normaliseMsisdn, NOT_ELIGIBLE_FOR_PORT_IN, portInEligible } from '../carrier/simulator'
import type { Services } from '../context'
import { lineBilling, lines, plans } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { fieldError, HttpError } from '../lib/errors'
import { answer, clientIp } from '../lib/http'
import { translateLines, translateMessage } from '../lib/i18n'
import { requestLanguage } from '../lib/language'
import { stateOfRows } from '../lib/line-state'
import { enforce } from '../lib/rate-limit'
import { esimCodeWithheld, visibleEsimCode } from '../security/number-lock'
import { provenUntil } from '../security/sign-ins'

/** Eligibility checks ask the carrier: at most 30 per 15 minutes per caller. */
const PORT_IN_CHECK_LIMIT = { max: 30, windowSeconds: 15 * 60 }

const PORT_IN_ELIGIBLE = 'Good News! Your number is eligible for port-in'

/** `/app/users/subscriptions` (the customer's lines) and `/app/users/portin/check` (SPEC §7). */
export function lineRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  /** The customer's own lines, newest first, after the carrier simulator moved their statuses on. */
  route(lineEndpoints.list, async (c) => {
    const customer = c.get('customer')
    await advanceCustomerPortIns(db, customer.id)
    await advanceCustomerLines(db, customer.id)
    const rows = await db
      .select({
        line: lines,
        plan: { retailName: plans.retailName, retailDescription: plans.retailDescription, retailPrice: plans.retailPrice },
        billing: { state: lineBilling.state, lostSince: lineBilling.lostSince },
      })
      .from(lines)
      .innerJoin(plans, eq(plans.id, lines.planId))
      .leftJoin(lineBilling, eq(lineBilling.lineId, lines.id))
      .where(eq(lines.customerId, customer.id))
      .orderBy(desc(lines.createdAt), desc(lines.id))
    c.header('Cache-Control', 'no-store')
    const language = requestLanguage(c)
    const proven = !!(await provenUntil(services, c.get('claims')))
    return answer(c, lineEndpoints.list.answer, {
      lines: rows.map(({ line, plan, billing }) => ({
        id: line.id,
        nickname: line.nickname,
        mdn: line.mdn,
        planId: line.planId,
        retailName: plan.retailName,
        retailDescription: translateLines(plan.retailDescription, language),
        retailPrice: Number(plan.retailPrice),
        simType: line.simType,
        simStatus: line.simStatus,
        state: stateOfRows(line, billing),
        portedOutAt: line.portedOutAt?.toISOString() ?? null,
        iccid: line.iccid,
        zipCode: line.zipCode,
        imei: line.imei,
        tempSubscriptionId: line.tempSubscriptionId ?? line.id,
        createdAt: line.createdAt.toISOString(),
        activatedAt: line.activatedAt?.toISOString() ?? null,
        portIn: line.portInState
          ? {
              state: line.portInState,
              msisdn: line.portInMsisdn ?? '',
              zipCode: line.portInZipCode ?? '',
              // The account number only: the PIN is asked for on its own (GET portin/{lineId}/old-service).
              oldService: line.oldService ? { billingAccountNumber: line.oldService.billingAccountNumber } : null,
              failureReason: line.portInFailureReason && translateMessage(line.portInFailureReason, language),
              failureField: line.portInFailureField,
            }
          : null,
        esimActivationCode: visibleEsimCode(line, proven),
        esimCodeWithheld: line.simType === 'esim' ? esimCodeWithheld(line, proven) : null,
      })),
    })
  })

  /** Port-in eligibility by the carrier simulator: a number ending in 0000 is not eligible. */
  route(portInEndpoints.check, async (c) => {
    const body = c.req.valid('json')
    const caller = (c.var.customer as { id: string } | undefined)?.id ?? `ip:${clientIp(c, config.trustProxy)}`
    await enforce(db, `portin-check:${caller}`, PORT_IN_CHECK_LIMIT)
    const msisdn = normaliseMsisdn(body.msisdn)
    if (!msisdn) throw fieldError('msisdn', MESSAGES.yourNumber)
    if (!portInEligible(msisdn)) throw new HttpError(422, NOT_ELIGIBLE_FOR_PORT_IN, undefined, undefined, 'not_eligible')
    return answer(c, portInEndpoints.check.answer, { eligible: true, msisdn, message: PORT_IN_ELIGIBLE })
  })

  return app
}

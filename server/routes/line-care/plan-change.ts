import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { FAMILY_CHARGED } from '@contract/family'
import type { Language } from '@contract/languages'
import { LINE_CARE_MESSAGES, PLAN_CHANGE_MESSAGES } from '@contract/line-care'
import { ownBill } from '../../billing/bills'
import { cancelScheduledPlan, changePlan, planChangeOptions } from '../../billing/plan-change'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict, HttpError } from '../../lib/errors'
import { answer } from '../../lib/http'
import { lineFor } from '../../lib/line-access'
import { requestLanguage } from '../../lib/language'
import { billShownTo, lineOffers, lineToCharge, type LineViewer } from './fresh-bill'
import { formatDate } from '../../lib/locale'

const CHANGE_LIMIT = { scope: 'plan-change', rule: { max: 10, windowSeconds: 10 * 60 } }

/** '12 Dec 2026' ('12 dic 2026'): written into a message in the request's language, which the answer then says in it. */
const day = (iso: string, language: Language) => formatDate(new Date(iso), language, 'page')

/**
 * `/app/line-care/lines/{lineId}/plan-change`; another customer's line is 404, a line of the group the
 * role may not touch 403 (lineFor), on each.
 */
export function linePlanRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  async function changeAnswer(customerId: string, viewer: LineViewer, lineId: string, message: string, language: Language) {
    const bill = await ownBill(db, customerId, lineId, language)
    return { message, change: await planChangeOptions(db, bill, await carrierNow(db), language), bill: billShownTo(bill, viewer) }
  }

  route(endpoints.planChangeOptions, async (c) =>
    answer(
      c,
      endpoints.planChangeOptions.answer,
      await lineOffers(services, c.get('customer').id, c.req.param('lineId'), requestLanguage(c), planChangeOptions),
    ),
  )

  /**
   * An upgrade is charged now (prorated) on the primary card and applies at once; a downgrade is scheduled for the
   * renewal. A double click finds the change in progress (409); a retry after success answers the same again.
   */
  route(endpoints.changePlan, async (c) => {
    const customer = c.get('customer')
    const lineId = c.req.param('lineId')
    // An upgrade is paid by the line's payer: the group's owner, else the line's user.
    const { userId, viewer, bill, payerId, ownerPays } = await lineToCharge(services, customer.id, lineId, 'line.plan', CHANGE_LIMIT)
    const result = await changePlan(services, bill, c.req.valid('json').planId, await carrierNow(db), { payerId, ownerPays })
    switch (result.outcome) {
      case 'upgraded':
        return answer(
          c,
          endpoints.changePlan.answer,
          await changeAnswer(
            userId,
            viewer,
            lineId,
            // Another's card paid (a manager's change, charged to the group's owner): the answer says whose.
            payerId === customer.id
              ? PLAN_CHANGE_MESSAGES.upgraded(result.plan.retailName, `$${result.total.toFixed(2)}`)
              : FAMILY_CHARGED.plan(result.plan.retailName, `$${result.total.toFixed(2)}`, result.last4 ?? '••••'),
            requestLanguage(c),
          ),
        )
      case 'scheduled':
        return answer(
          c,
          endpoints.changePlan.answer,
          await changeAnswer(
            userId,
            viewer,
            lineId,
            PLAN_CHANGE_MESSAGES.scheduled(result.plan.retailName, day(result.effectiveAt.toISOString(), requestLanguage(c))),
            requestLanguage(c),
          ),
        )
      case 'declined':
        throw new HttpError(402, result.message, undefined, undefined, 'card_declined')
      case 'unavailable':
        throw new HttpError(503, 'The payment service is not answering. Nothing was charged; please try again in a moment.', undefined, {
          'Retry-After': '5',
        })
      case 'inProgress':
        throw new HttpError(409, PLAN_CHANGE_MESSAGES.inProgress, undefined, { 'Retry-After': '2' }, 'plan_change_in_progress')
      case 'refused':
        throw result.status === 422
          ? new HttpError(422, result.message, [{ field: 'planId', message: result.message }])
          : new HttpError(result.status, result.message)
    }
  })

  /** Cancels the downgrade scheduled for the renewal. */
  route(endpoints.cancelScheduledPlan, async (c) => {
    const lineId = c.req.param('lineId')
    const callerId = c.get('customer').id
    const line = await lineFor(db, callerId, lineId, 'line.plan', LINE_CARE_MESSAGES.lineNotFound)
    const userId = line.customerId
    await ownBill(db, userId, lineId)
    if (!(await cancelScheduledPlan(db, lineId))) throw conflict(PLAN_CHANGE_MESSAGES.nothingScheduled)
    return answer(
      c,
      endpoints.cancelScheduledPlan.answer,
      await changeAnswer(userId, { role: line.role, own: userId === callerId }, lineId, PLAN_CHANGE_MESSAGES.cancelled, requestLanguage(c)),
    )
  })

  return app
}

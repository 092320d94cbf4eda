import { and, eq } from 'drizzle-orm'
import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { mayDo } from '@contract/family'
import { LINE_CARE_MESSAGES } from '@contract/line-care'
import { lineRefusal } from '@contract/line-state'
import { billsOf, ownBill, refreshBills } from '../../billing/bills'
import { runBillingJobs } from '../../billing/jobs'
import { openBilling, restoreLost, suspendLost } from '../../billing/renewals'
import { carrierNow } from '../../carrier/clock'
import type { Services } from '../../context'
import { lineBilling, renewals } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { conflict } from '../../lib/errors'
import { answer } from '../../lib/http'
import { groupOf, lineFor } from '../../lib/line-access'
import { requestLanguage } from '../../lib/language'

/** One sentence for every state whose service goes on; an ended line says its own (contract/line-state.ts). */
const everyLiveState = (message: string) => ({
  pendingActivation: message,
  active: message,
  grace: message,
  suspended: message,
  lost: message,
})

/** Each line's bill, autopay, and the lost-phone suspension; another customer's line is 404, a line of the group the role may not touch 403 (lineFor). */
export function lineBillRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.bills, async (c) => {
    const customer = c.get('customer')
    await refreshBills(services, customer.id)
    c.header('Cache-Control', 'no-store')
    // A group's manager or member does not see the bills of their lines: the owner pays them (FAMILY_RULES 'line.billing').
    const role = (await groupOf(db, customer.id))?.member.role ?? 'owner'
    if (mayDo(role, 'line.billing', true) !== 'yes') return answer(c, endpoints.bills.answer, { bills: [] })
    return answer(c, endpoints.bills.answer, { bills: await billsOf(db, customer.id, undefined, requestLanguage(c)) })
  })

  route(endpoints.bill, async (c) => {
    const userId = (await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.billing', LINE_CARE_MESSAGES.lineNotFound))
      .customerId
    await refreshBills(services, userId)
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.bill.answer, await ownBill(db, userId, c.req.param('lineId'), requestLanguage(c)))
  })

  /** Autopay on or off. Turned on while a renewal is unpaid, the next run charges it at once. */
  route(endpoints.setAutopay, async (c) => {
    const userId = (await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.billing', LINE_CARE_MESSAGES.lineNotFound))
      .customerId
    const lineId = c.req.param('lineId')
    const { autopay } = c.req.valid('json')
    const refusal = lineRefusal((await ownBill(db, userId, lineId)).state, 'autopay')
    if (refusal) throw conflict(refusal)
    await openBilling(db, await carrierNow(db), userId)
    const [updated] = await db
      .update(lineBilling)
      .set({ autopay })
      .where(and(eq(lineBilling.lineId, lineId), eq(lineBilling.customerId, userId)))
      .returning()
    if (!updated) throw conflict('This line is not active yet: there is nothing to renew')
    if (autopay) {
      await db
        .update(renewals)
        .set({ nextAttemptAt: await carrierNow(db) })
        .where(and(eq(renewals.lineId, lineId), eq(renewals.status, 'due')))
    }
    return answer(c, endpoints.setAutopay.answer, {
      message: autopay ? LINE_CARE_MESSAGES.autopayOn : LINE_CARE_MESSAGES.autopayOff,
      bill: await ownBill(db, userId, lineId, requestLanguage(c)),
    })
  })

  /** Lost or stolen phone: the line is suspended (number kept, no service, no renewal charge) for at most 90 days. */
  route(endpoints.suspend, async (c) => {
    const userId = (await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.suspend', LINE_CARE_MESSAGES.lineNotFound))
      .customerId
    const lineId = c.req.param('lineId')
    await refreshBills(services, userId)
    const bill = await ownBill(db, userId, lineId)
    const refusal = lineRefusal(bill.state, 'suspendLost', everyLiveState(LINE_CARE_MESSAGES.cannotSuspend))
    if (refusal) throw conflict(refusal)
    if (!bill.canSuspend || !(await suspendLost(services, lineId, await carrierNow(db)))) throw conflict(LINE_CARE_MESSAGES.cannotSuspend)
    return answer(c, endpoints.suspend.answer, {
      message: LINE_CARE_MESSAGES.suspended,
      bill: await ownBill(db, userId, lineId, requestLanguage(c)),
    })
  })

  route(endpoints.restore, async (c) => {
    const userId = (await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.suspend', LINE_CARE_MESSAGES.lineNotFound))
      .customerId
    const lineId = c.req.param('lineId')
    await refreshBills(services, userId)
    const refusal = lineRefusal((await ownBill(db, userId, lineId)).state, 'restoreLost', everyLiveState(LINE_CARE_MESSAGES.notLost))
    if (refusal) throw conflict(refusal)
    if (!(await restoreLost(services, lineId, await carrierNow(db)))) throw conflict(LINE_CARE_MESSAGES.notLost)
    await runBillingJobs(services)
    return answer(c, endpoints.restore.answer, {
      message: LINE_CARE_MESSAGES.restored,
      bill: await ownBill(db, userId, lineId, requestLanguage(c)),
    })
  })

  return app
}

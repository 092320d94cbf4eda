import { eq } from 'drizzle-orm'
import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import { LINE_CARE_MESSAGES } from '@contract/line-care'
import { addedDataOf } from '../../billing/add-ons'
import { ownBill, refreshBills } from '../../billing/bills'
import { usagePeriodStart } from '../../billing/payer'
import { carrierNow } from '../../carrier/clock'
import { usageOf } from '../../carrier/usage'
import type { Services } from '../../context'
import { plans } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { lineFor, visibleUsage } from '../../lib/line-access'

/**
 * `/app/line-care/lines/{lineId}/usage`; another customer's line is 404, a line of the group the role may not touch
 * 403 (lineFor), and another person's usage only from the day they joined (visibleUsage).
 */
export function lineUsageRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  /** Data, minutes and texts this period, day by day, from the carrier simulator. */
  route(endpoints.usage, async (c) => {
    const line = await lineFor(db, c.get('customer').id, c.req.param('lineId'), 'line.usage', LINE_CARE_MESSAGES.lineNotFound)
    await refreshBills(services, line.customerId)
    const bill = await ownBill(db, line.customerId, line.id)
    const [plan] = await db.select({ description: plans.retailDescription }).from(plans).where(eq(plans.id, bill.planId))
    const added = bill.renewsAt ? await addedDataOf(db, bill.lineId, new Date(bill.renewsAt)) : []
    const now = await carrierNow(db)
    // The period in effect: a line that joined a family group may renew more than a period away.
    const from = bill.renewsAt ? await usagePeriodStart(db, bill.lineId, new Date(bill.renewsAt), now) : undefined
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.usage.answer, visibleUsage(usageOf(bill, plan.description, now, added, from), line))
  })

  return app
}

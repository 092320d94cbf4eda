import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import type { AutopayPayload, PayRenewalPayload, PlanChangePayload } from '@contract/line-care'
import { api } from './index'

/** GET /app/line-care/lines/{lineId}: the line's bill (404 for a line that is not the customer's). */
export const getLineBill = api.pathCaller(endpoints.bill)

/** GET /app/line-care/bills: every line's bill, soonest renewal first (the overview's upcoming charges). */
export async function getLineBills(signal?: AbortSignal) {
  return (await api.call(endpoints.bills, { signal })).bills
}

/** PUT /app/line-care/lines/{lineId}/autopay {autopay} */
export function setAutopay({ lineId, autopay }: { lineId: string } & AutopayPayload, signal?: AbortSignal) {
  return api.call(endpoints.setAutopay, { params: { lineId }, body: { autopay }, signal })
}

/** POST /app/line-care/lines/{lineId}/pay {cardId} */
export function payRenewal({ lineId, cardId }: { lineId: string } & PayRenewalPayload, signal?: AbortSignal) {
  return api.call(endpoints.payRenewal, { params: { lineId }, body: { cardId }, signal })
}

/** POST /app/line-care/lines/{lineId}/suspend: lost or stolen phone. */
export const suspendLine = api.pathCaller(endpoints.suspend)

/** POST /app/line-care/lines/{lineId}/restore */
export const restoreLine = api.pathCaller(endpoints.restore)

/** GET /app/line-care/lines/{lineId}/plan-change: the plans the line may change to. */
export const getPlanChange = api.pathCaller(endpoints.planChangeOptions)

/** POST /app/line-care/lines/{lineId}/plan-change {planId}: an upgrade is charged now, a downgrade is scheduled. */
export function changePlan({ lineId, planId }: { lineId: string } & PlanChangePayload, signal?: AbortSignal) {
  return api.call(endpoints.changePlan, { params: { lineId }, body: { planId }, signal })
}

/** DELETE /app/line-care/lines/{lineId}/plan-change: cancels the scheduled downgrade. */
export const cancelScheduledPlan = api.pathCaller(endpoints.cancelScheduledPlan)

/** GET /app/line-care/lines/{lineId}/usage: data, minutes and texts this period, day by day. */
export const getLineUsage = api.pathCaller(endpoints.usage)

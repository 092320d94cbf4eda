import { lineCareEndpoints as endpoints } from '@contract/endpoints/line-care'
import type { AutopayPayload, PayRenewalPayload, PlanChangePayload } from '@contract/line-care'
import { api } from './index'

/** GET /app/line-care/lines/{lineId}: the line's bill (404 for a line that is not the customer's). */
export function getLineBill({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.bill, { params: { lineId }, signal })
}

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
export function suspendLine({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.suspend, { params: { lineId }, signal })
}

/** POST /app/line-care/lines/{lineId}/restore */
export function restoreLine({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.restore, { params: { lineId }, signal })
}

/** GET /app/line-care/lines/{lineId}/plan-change: the plans the line may change to. */
export function getPlanChange({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.planChangeOptions, { params: { lineId }, signal })
}

/** POST /app/line-care/lines/{lineId}/plan-change {planId}: an upgrade is charged now, a downgrade is scheduled. */
export function changePlan({ lineId, planId }: { lineId: string } & PlanChangePayload, signal?: AbortSignal) {
  return api.call(endpoints.changePlan, { params: { lineId }, body: { planId }, signal })
}

/** DELETE /app/line-care/lines/{lineId}/plan-change: cancels the scheduled downgrade. */
export function cancelScheduledPlan({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.cancelScheduledPlan, { params: { lineId }, signal })
}

/** GET /app/line-care/lines/{lineId}/usage: data, minutes and texts this period, day by day. */
export function getLineUsage({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.usage, { params: { lineId }, signal })
}

import { api } from './index'
import {
  lineBillAnswerSchema,
  lineBillSchema,
  lineBillsAnswerSchema,
  lineUsageSchema,
  planChangeAnswerSchema,
  planChangeOptionsSchema,
  type AutopayPayload,
  type PayRenewalPayload,
  type PlanChangePayload,
} from '@contract/line-care'

const linePath = (lineId: string) => `/app/line-care/lines/${encodeURIComponent(lineId)}`

/** GET /app/line-care/lines/{lineId}: the line's bill (404 for a line that is not the customer's). */
export function getLineBill({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(linePath(lineId), { schema: lineBillSchema, signal })
}

/** GET /app/line-care/bills: every line's bill, soonest renewal first (the overview's upcoming charges). */
export async function getLineBills(signal?: AbortSignal) {
  return (await api.request('/app/line-care/bills', { schema: lineBillsAnswerSchema, signal })).bills
}

/** PUT /app/line-care/lines/{lineId}/autopay {autopay} */
export function setAutopay({ lineId, autopay }: { lineId: string } & AutopayPayload, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/autopay`, { method: 'PUT', body: { autopay }, schema: lineBillAnswerSchema, signal })
}

/** POST /app/line-care/lines/{lineId}/pay {cardId} */
export function payRenewal({ lineId, cardId }: { lineId: string } & PayRenewalPayload, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/pay`, { method: 'POST', body: { cardId }, schema: lineBillAnswerSchema, signal })
}

/** POST /app/line-care/lines/{lineId}/suspend: lost or stolen phone. */
export function suspendLine({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/suspend`, { method: 'POST', schema: lineBillAnswerSchema, signal })
}

/** POST /app/line-care/lines/{lineId}/restore */
export function restoreLine({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/restore`, { method: 'POST', schema: lineBillAnswerSchema, signal })
}

/** GET /app/line-care/lines/{lineId}/plan-change: the plans the line may change to. */
export function getPlanChange({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/plan-change`, { schema: planChangeOptionsSchema, signal })
}

/** POST /app/line-care/lines/{lineId}/plan-change {planId}: an upgrade is charged now, a downgrade is scheduled. */
export function changePlan({ lineId, planId }: { lineId: string } & PlanChangePayload, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/plan-change`, { method: 'POST', body: { planId }, schema: planChangeAnswerSchema, signal })
}

/** DELETE /app/line-care/lines/{lineId}/plan-change: cancels the scheduled downgrade. */
export function cancelScheduledPlan({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/plan-change`, { method: 'DELETE', schema: planChangeAnswerSchema, signal })
}

/** GET /app/line-care/lines/{lineId}/usage: data, minutes and texts this period, day by day. */
export function getLineUsage({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/usage`, { schema: lineUsageSchema, signal })
}

import { endpointTable } from '../endpoint'
import {
  autopayPayloadSchema,
  lineBillAnswerSchema,
  lineBillSchema,
  lineBillsAnswerSchema,
  lineUsageSchema,
  payRenewalPayloadSchema,
  planChangeAnswerSchema,
  planChangeOptionsSchema,
  planChangePayloadSchema,
} from '../line-care'

/** Each line's bill, autopay, payments, plan changes and usage (docs/decisions/0015-renewals-and-plan-changes.md). Another customer's line is a 404 (tests/server/line-care.test.ts). */
export const lineCareEndpoints = endpointTable({
  /** Every line's bill, soonest renewal first. */
  bills: { method: 'GET', path: '/app/line-care/bills', token: 'required', answer: lineBillsAnswerSchema },
  bill: { method: 'GET', path: '/app/line-care/lines/:lineId', token: 'required', answer: lineBillSchema },
  setAutopay: {
    method: 'PUT',
    path: '/app/line-care/lines/:lineId/autopay',
    token: 'required',
    body: autopayPayloadSchema,
    answer: lineBillAnswerSchema,
  },
  payRenewal: {
    method: 'POST',
    path: '/app/line-care/lines/:lineId/pay',
    token: 'required',
    body: payRenewalPayloadSchema,
    answer: lineBillAnswerSchema,
  },
  /** Lost or stolen phone. */
  suspend: { method: 'POST', path: '/app/line-care/lines/:lineId/suspend', token: 'required', answer: lineBillAnswerSchema },
  restore: { method: 'POST', path: '/app/line-care/lines/:lineId/restore', token: 'required', answer: lineBillAnswerSchema },
  /** The plans the line may change to. */
  planChangeOptions: {
    method: 'GET',
    path: '/app/line-care/lines/:lineId/plan-change',
    token: 'required',
    answer: planChangeOptionsSchema,
  },
  /** An upgrade is charged now, a downgrade is scheduled for the renewal. */
  changePlan: {
    method: 'POST',
    path: '/app/line-care/lines/:lineId/plan-change',
    token: 'required',
    body: planChangePayloadSchema,
    answer: planChangeAnswerSchema,
  },
  /** Cancels the scheduled downgrade. */
  cancelScheduledPlan: {
    method: 'DELETE',
    path: '/app/line-care/lines/:lineId/plan-change',
    token: 'required',
    answer: planChangeAnswerSchema,
  },
  /** Data, minutes and texts this period, day by day. */
  usage: { method: 'GET', path: '/app/line-care/lines/:lineId/usage', token: 'required', answer: lineUsageSchema },
})

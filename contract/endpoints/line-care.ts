import { endpointTable, signedIn } from '../endpoint'
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
  bills: signedIn.get('/app/line-care/bills', { answer: lineBillsAnswerSchema }),
  bill: signedIn.get('/app/line-care/lines/:lineId', { answer: lineBillSchema }),
  setAutopay: signedIn.put('/app/line-care/lines/:lineId/autopay', { body: autopayPayloadSchema, answer: lineBillAnswerSchema }),
  payRenewal: signedIn.post('/app/line-care/lines/:lineId/pay', { body: payRenewalPayloadSchema, answer: lineBillAnswerSchema }),
  /** Lost or stolen phone. */
  suspend: signedIn.post('/app/line-care/lines/:lineId/suspend', { answer: lineBillAnswerSchema }),
  restore: signedIn.post('/app/line-care/lines/:lineId/restore', { answer: lineBillAnswerSchema }),
  /** The plans the line may change to. */
  planChangeOptions: signedIn.get('/app/line-care/lines/:lineId/plan-change', { answer: planChangeOptionsSchema }),
  /** An upgrade is charged now, a downgrade is scheduled for the renewal. */
  changePlan: signedIn.post('/app/line-care/lines/:lineId/plan-change', { body: planChangePayloadSchema, answer: planChangeAnswerSchema }),
  /** Cancels the scheduled downgrade. */
  cancelScheduledPlan: signedIn.delete('/app/line-care/lines/:lineId/plan-change', { answer: planChangeAnswerSchema }),
  /** Data, minutes and texts this period, day by day. */
  usage: signedIn.get('/app/line-care/lines/:lineId/usage', { answer: lineUsageSchema }),
})

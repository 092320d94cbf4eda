import { api } from './index'
import {
  lineBillAnswerSchema,
  lineBillSchema,
  lineBillsAnswerSchema,
  type AutopayPayload,
  type PayRenewalPayload,
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

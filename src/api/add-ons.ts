import { addOnEndpoints as endpoints } from '@contract/endpoints/add-ons'
import type { AddOnPurchasePayload } from '@contract/add-ons'
import { api } from './index'

/** GET /app/line-care/lines/{lineId}/add-ons: the offers priced for the line, and what it bought. */
export const getAddOns = api.pathCaller(endpoints.addOns)

/** POST /app/line-care/lines/{lineId}/add-ons: buys one, charged once per request key. */
export function buyAddOn({ lineId, ...body }: { lineId: string } & AddOnPurchasePayload, signal?: AbortSignal) {
  return api.call(endpoints.buyAddOn, { params: { lineId }, body, signal })
}

/** DELETE /app/line-care/lines/{lineId}/add-ons/{addOnId}: cancels a pass that has not started, and refunds it. */
export function cancelAddOn({ lineId, addOnId }: { lineId: string; addOnId: string }, signal?: AbortSignal) {
  return api.call(endpoints.cancelAddOn, { params: { lineId, addOnId }, signal })
}

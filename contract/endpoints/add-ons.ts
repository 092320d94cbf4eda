import { addOnAnswerSchema, addOnPurchasePayloadSchema, lineAddOnsSchema } from '../add-ons'
import { endpointTable } from '../endpoint'

/** A line's add-ons: data for the rest of the period and travel passes. Another customer's line is a 404 (tests/server/add-ons.test.ts). */
export const addOnEndpoints = endpointTable({
  /** The offers priced for the line, and what it bought. */
  addOns: { method: 'GET', path: '/app/line-care/lines/:lineId/add-ons', token: 'required', answer: lineAddOnsSchema },
  /** Buys one, once per request key. */
  buyAddOn: {
    method: 'POST',
    path: '/app/line-care/lines/:lineId/add-ons',
    token: 'required',
    body: addOnPurchasePayloadSchema,
    answer: addOnAnswerSchema,
  },
  /** Cancels a travel pass that has not started, and refunds it. */
  cancelAddOn: {
    method: 'DELETE',
    path: '/app/line-care/lines/:lineId/add-ons/:addOnId',
    token: 'required',
    answer: addOnAnswerSchema,
  },
})

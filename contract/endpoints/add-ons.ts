import { addOnAnswerSchema, addOnPurchasePayloadSchema, lineAddOnsSchema } from '../add-ons'
import { endpointTable, signedIn } from '../endpoint'

/** A line's add-ons: data for the rest of the period and travel passes. Another customer's line is a 404 (tests/server/add-ons.test.ts). */
export const addOnEndpoints = endpointTable({
  /** The offers priced for the line, and what it bought. */
  addOns: signedIn.get('/app/line-care/lines/:lineId/add-ons', { answer: lineAddOnsSchema }),
  /** Buys one, once per request key. */
  buyAddOn: signedIn.post('/app/line-care/lines/:lineId/add-ons', { body: addOnPurchasePayloadSchema, answer: addOnAnswerSchema }),
  /** Cancels a travel pass that has not started, and refunds it. */
  cancelAddOn: signedIn.delete('/app/line-care/lines/:lineId/add-ons/:addOnId', { answer: addOnAnswerSchema }),
})

import { api } from './index'
import { esimReinstallAnswerSchema, simKitSchema, type SimActivationPayload } from '@contract/sim'

const linePath = (lineId: string) => `/app/lines/${encodeURIComponent(lineId)}`

/** GET /app/lines/{lineId}/sim: the shipped SIM kit (404 for a line that is not the customer's). */
export function getSimKit({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/sim`, { schema: simKitSchema, signal })
}

/** POST /app/lines/{lineId}/sim/activate {iccid} */
export function activateSim({ lineId, iccid }: { lineId: string } & SimActivationPayload, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/sim/activate`, { method: 'POST', body: { iccid }, schema: simKitSchema, signal })
}

/** POST /app/lines/{lineId}/esim/reinstall: a new activation code; the old one stops working. */
export function reinstallEsim({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`${linePath(lineId)}/esim/reinstall`, { method: 'POST', schema: esimReinstallAnswerSchema, signal })
}

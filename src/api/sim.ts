import { lineEndpoints as endpoints } from '@contract/endpoints/lines'
import type { SimActivationPayload } from '@contract/sim'
import { api } from './index'

/** GET /app/lines/{lineId}/sim: the shipped SIM kit (404 for a line that is not the customer's). */
export const getSimKit = api.pathCaller(endpoints.simKit)

/** POST /app/lines/{lineId}/sim/activate {iccid} */
export function activateSim({ lineId, iccid }: { lineId: string } & SimActivationPayload, signal?: AbortSignal) {
  return api.call(endpoints.activateSim, { params: { lineId }, body: { iccid }, signal })
}

/** POST /app/lines/{lineId}/esim/reinstall: a new activation code; the old one stops working. */
export const reinstallEsim = api.pathCaller(endpoints.reinstallEsim)

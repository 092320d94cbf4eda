import { lineSwitchEndpoints as endpoints } from '@contract/endpoints/line-switch'
import type { SwitchPayload } from '@contract/line-switch'
import { api } from './index'

/** GET /app/lines/{lineId}/switch: the line's SIM, and a switch's SIM card on its way. */
export const getLineSwitch = api.pathCaller(endpoints.lineSwitch)

/** POST /app/lines/{lineId}/switch/check {imei}: the new phone, as the carrier sees it. */
export function checkNewPhone({ lineId, imei }: { lineId: string; imei: string }, signal?: AbortSignal) {
  return api.call(endpoints.checkPhone, { params: { lineId }, body: { imei }, signal })
}

/** POST /app/lines/{lineId}/switch {imei, simType, requestKey}: once per request key. */
export function switchToNewPhone({ lineId, ...body }: { lineId: string } & SwitchPayload, signal?: AbortSignal) {
  return api.call(endpoints.switchPhone, { params: { lineId }, body, signal })
}

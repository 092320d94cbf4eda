import { portInEndpoints as endpoints } from '@contract/endpoints/port-in'
import type { PortInAnswer, PortInCheckPayload } from '@contract/port-in'
import { api } from './index'

/**
 * POST /app/users/portin/check {msisdn, zipCode} (SPEC §7): 200 when the number can move to us, 422 when it cannot;
 * only success matters. The lines page's port-in check and the checkout's port step both call it.
 */
export function checkPortIn(payload: PortInCheckPayload, signal?: AbortSignal): Promise<PortInAnswer> {
  return api.call(endpoints.check, { body: payload, signal })
}

/** POST /app/users/portin/temp/update: old-carrier details, for a transfer under way (edit-portIn) or before it starts (add-portIn-details). */
export const updatePortInDetails = api.caller(endpoints.updateDetails)

/** POST /app/users/portin/bring/number (add-portIn): starts the transfer of a number onto a line. */
export const bringNumber = api.caller(endpoints.bringNumber)

/** POST /app/users/portin/make/start (resubmit-portIn): the transfer again, with corrected details. */
export const makeStart = api.caller(endpoints.makeStart)

/** GET /app/users/portin/{lineId}/old-service: the stored old carrier details, PIN included, to prefill edit and resubmit. */
export const fetchOldService = api.pathCaller(endpoints.oldService)

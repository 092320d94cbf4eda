import { api } from './index'
import {
  oldServiceAnswerSchema,
  portInAnswerSchema,
  type BringNumberPayload,
  type MakeStartPayload,
  type PortInAnswer,
  type PortInCheckPayload,
  type TempUpdatePayload,
} from '@contract/port-in'

/**
 * POST /app/users/portin/check {msisdn, zipCode} (SPEC §7): 200 when the number can move to us, 422 when it cannot;
 * only success matters. The lines page's port-in check and the checkout's port step both call it.
 */
export function checkPortIn(payload: PortInCheckPayload, signal?: AbortSignal): Promise<PortInAnswer> {
  return api.request('/app/users/portin/check', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** POST /app/users/portin/temp/update: old-carrier details, for a transfer under way (edit-portIn) or before it starts (add-portIn-details). */
export function updatePortInDetails(payload: TempUpdatePayload, signal?: AbortSignal) {
  return api.request('/app/users/portin/temp/update', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** POST /app/users/portin/bring/number (add-portIn): starts the transfer of a number onto a line. */
export function bringNumber(payload: BringNumberPayload, signal?: AbortSignal) {
  return api.request('/app/users/portin/bring/number', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** POST /app/users/portin/make/start (resubmit-portIn): the transfer again, with corrected details. */
export function makeStart(payload: MakeStartPayload, signal?: AbortSignal) {
  return api.request('/app/users/portin/make/start', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** GET /app/users/portin/{lineId}/old-service: the stored old carrier details, PIN included, to prefill edit and resubmit. */
export function fetchOldService({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`/app/users/portin/${encodeURIComponent(lineId)}/old-service`, { schema: oldServiceAnswerSchema, signal })
}

import { api } from './index'
import {
  oldServiceAnswerSchema,
  portInAnswerSchema,
  bringNumberPayloadSchema,
  makeStartPayloadSchema,
  tempUpdatePayloadSchema,
  type PortInAnswer,
  type PortInCheckPayload,
} from '@contract/port-in'

/**
 * POST /app/users/portin/check {msisdn, zipCode} (SPEC §7): 200 when the number can move to us, 422 when it cannot;
 * only success matters. The lines page's port-in check and the checkout's port step both call it.
 */
export function checkPortIn(payload: PortInCheckPayload, signal?: AbortSignal): Promise<PortInAnswer> {
  return api.request('/app/users/portin/check', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** POST /app/users/portin/temp/update: old-carrier details, for a transfer under way (edit-portIn) or before it starts (add-portIn-details). */
export const updatePortInDetails = api.post('/app/users/portin/temp/update', { payload: tempUpdatePayloadSchema, answer: portInAnswerSchema })

/** POST /app/users/portin/bring/number (add-portIn): starts the transfer of a number onto a line. */
export const bringNumber = api.post('/app/users/portin/bring/number', { payload: bringNumberPayloadSchema, answer: portInAnswerSchema })

/** POST /app/users/portin/make/start (resubmit-portIn): the transfer again, with corrected details. */
export const makeStart = api.post('/app/users/portin/make/start', { payload: makeStartPayloadSchema, answer: portInAnswerSchema })

/** GET /app/users/portin/{lineId}/old-service: the stored old carrier details, PIN included, to prefill edit and resubmit. */
export function fetchOldService({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.request(`/app/users/portin/${encodeURIComponent(lineId)}/old-service`, { schema: oldServiceAnswerSchema, signal })
}

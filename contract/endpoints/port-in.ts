import { endpointTable } from '../endpoint'
import {
  bringNumberPayloadSchema,
  makeStartPayloadSchema,
  oldServiceAnswerSchema,
  portInAnswerSchema,
  portInCheckAnswerSchema,
  portInCheckPayloadSchema,
  tempUpdatePayloadSchema,
} from '../port-in'

/** SPEC §7's port-in calls (`/app/users/portin/...`). */
export const portInEndpoints = endpointTable({
  /** 200 when the number can move to us, 422 `not_eligible` when it cannot. Visitors may ask (the checkout). */
  check: {
    method: 'POST',
    path: '/app/users/portin/check',
    token: 'optional',
    body: portInCheckPayloadSchema,
    answer: portInCheckAnswerSchema,
  },
  /** Old-carrier details: for a transfer under way (edit-portIn) or before it starts (add-portIn-details). */
  updateDetails: {
    method: 'POST',
    path: '/app/users/portin/temp/update',
    token: 'required',
    body: tempUpdatePayloadSchema,
    answer: portInAnswerSchema,
  },
  /** Starts the transfer of a number onto a line (add-portIn). */
  bringNumber: {
    method: 'POST',
    path: '/app/users/portin/bring/number',
    token: 'required',
    body: bringNumberPayloadSchema,
    answer: portInAnswerSchema,
  },
  /** The refused transfer again, with corrected details (resubmit-portIn). */
  makeStart: {
    method: 'POST',
    path: '/app/users/portin/make/start',
    token: 'required',
    body: makeStartPayloadSchema,
    answer: portInAnswerSchema,
  },
  /** The stored old-carrier details, PIN included, to prefill edit and resubmit. */
  oldService: { method: 'GET', path: '/app/users/portin/:lineId/old-service', token: 'required', answer: oldServiceAnswerSchema },
})

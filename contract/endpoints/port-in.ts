import { endpointTable, maybeSignedIn, signedIn } from '../endpoint'
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
  check: maybeSignedIn.post('/app/users/portin/check', { body: portInCheckPayloadSchema, answer: portInCheckAnswerSchema }),
  /** Old-carrier details: for a transfer under way (edit-portIn) or before it starts (add-portIn-details). */
  updateDetails: signedIn.post('/app/users/portin/temp/update', { body: tempUpdatePayloadSchema, answer: portInAnswerSchema }),
  /** Starts the transfer of a number onto a line (add-portIn). */
  bringNumber: signedIn.post('/app/users/portin/bring/number', { body: bringNumberPayloadSchema, answer: portInAnswerSchema }),
  /** The refused transfer again, with corrected details (resubmit-portIn). */
  makeStart: signedIn.post('/app/users/portin/make/start', { body: makeStartPayloadSchema, answer: portInAnswerSchema }),
  /** The stored old-carrier details, PIN included, to prefill edit and resubmit. */
  oldService: signedIn.get('/app/users/portin/:lineId/old-service', { answer: oldServiceAnswerSchema }),
})

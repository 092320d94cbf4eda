import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import type { AppCodePayload, LineLocksPayload, SecondStepPayload, StepUpPayload } from '@contract/security'
import { api } from './index'

/** GET /app/lines/{lineId}/security: the line's number lock and transfer PIN state. */
export function getLineSecurity({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.lineSecurity, { params: { lineId }, signal })
}

/** PUT /app/lines/{lineId}/locks: turning a lock off needs a recent proof (403 step_up_required). */
export function setLineLocks({ lineId, patch }: { lineId: string; patch: LineLocksPayload }, signal?: AbortSignal) {
  return api.call(endpoints.setLineLocks, { params: { lineId }, body: patch, signal })
}

/** POST /app/lines/{lineId}/transfer-pin: a new transfer PIN, shown once. */
export function issueTransferPin({ lineId }: { lineId: string }, signal?: AbortSignal) {
  return api.call(endpoints.issueTransferPin, { params: { lineId }, signal })
}

/** GET /app/security/step-up: whether this session proved itself in the last 10 minutes. */
export function getProofState(signal?: AbortSignal) {
  return api.call(endpoints.proofState, { signal })
}

/** POST /app/security/step-up: proves the customer again. */
export function stepUp(body: StepUpPayload, signal?: AbortSignal) {
  return api.call(endpoints.stepUp, { body, signal })
}

/** GET /app/security/two-step */
export function getTwoStep(signal?: AbortSignal) {
  return api.call(endpoints.twoStepState, { signal })
}

/** POST /app/security/two-step/setup: a new secret to scan. */
export function startTwoStepSetup(signal?: AbortSignal) {
  return api.call(endpoints.twoStepSetup, { signal })
}

/** POST /app/security/two-step/enable {code}: answers ten recovery codes. */
export function enableTwoStep(body: AppCodePayload, signal?: AbortSignal) {
  return api.call(endpoints.twoStepEnable, { body, signal })
}

/** POST /app/security/two-step/disable {code} */
export function disableTwoStep(body: AppCodePayload, signal?: AbortSignal) {
  return api.call(endpoints.twoStepDisable, { body, signal })
}

/** POST /app/security/two-step/recovery-codes {code}: new codes, the old ones stop working. */
export function newRecoveryCodes(body: AppCodePayload, signal?: AbortSignal) {
  return api.call(endpoints.newRecoveryCodes, { body, signal })
}

/** POST /app/auth/second-step {ticket, code}: the session of a sign-in with two-step on. */
export function verifySecondStep({ ticket, code }: SecondStepPayload, signal?: AbortSignal) {
  return api.call(endpoints.secondStep, { body: { code }, bearer: ticket, signal })
}

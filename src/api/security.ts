import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import type { LineLocksPayload, SecondStepPayload } from '@contract/security'
import { api } from './index'

/** GET /app/lines/{lineId}/security: the line's number lock and transfer PIN state. */
export const getLineSecurity = api.pathCaller(endpoints.lineSecurity)

/** PUT /app/lines/{lineId}/locks: turning a lock off needs a recent proof (403 step_up_required). */
export function setLineLocks({ lineId, patch }: { lineId: string; patch: LineLocksPayload }, signal?: AbortSignal) {
  return api.call(endpoints.setLineLocks, { params: { lineId }, body: patch, signal })
}

/** POST /app/lines/{lineId}/transfer-pin: a new transfer PIN, shown once. */
export const issueTransferPin = api.pathCaller(endpoints.issueTransferPin)

/** GET /app/security/step-up: whether this session proved itself in the last 10 minutes. */
export const getProofState = api.plainCaller(endpoints.proofState)

/** POST /app/security/step-up: proves the customer again. */
export const stepUp = api.caller(endpoints.stepUp)

/** GET /app/security/two-step */
export const getTwoStep = api.plainCaller(endpoints.twoStepState)

/** POST /app/security/two-step/setup: a new secret to scan. */
export const startTwoStepSetup = api.plainCaller(endpoints.twoStepSetup)

/** POST /app/security/two-step/enable {code}: answers ten recovery codes. */
export const enableTwoStep = api.caller(endpoints.twoStepEnable)

/** POST /app/security/two-step/disable {code} */
export const disableTwoStep = api.caller(endpoints.twoStepDisable)

/** POST /app/security/two-step/recovery-codes {code}: new codes, the old ones stop working. */
export const newRecoveryCodes = api.caller(endpoints.newRecoveryCodes)

/** POST /app/auth/second-step {ticket, code}: the session of a sign-in with two-step on. */
export function verifySecondStep({ ticket, code }: SecondStepPayload, signal?: AbortSignal) {
  return api.call(endpoints.secondStep, { body: { code }, bearer: ticket, signal })
}

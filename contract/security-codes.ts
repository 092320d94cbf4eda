/**
 * The reason (`code` of the error body) a sensitive call answers 403 with until the customer proves who they are.
 * A module without schemas: the flows that react to it (machines/) load it with their page, and the security
 * schemas (contract/security.ts) load with the calls that parse them.
 */
export const STEP_UP_REQUIRED = 'step_up_required'

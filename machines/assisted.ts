/**
 * Decision 0031: an assisted session (a support agent signed in for the customer, /crm-login) may not change how the
 * account signs in, its number locks, transfer PINs or contact details; the server refuses it (403
 * `assisted_refused`, `refuseAssisted`). A flow that offers such a change takes `assisted` in its input (the session's
 * token says it) and guards the change's event with `notAssisted`: the change is not offered, which the scenario
 * catalogue and the path tests say and the view shows as a disabled control with the reason beside it.
 */

/** The input of a flow that offers a change an assisted session is refused. */
export interface AssistedInput {
  /** The session is a support agent's (the token's `assisted` claim). */
  assisted?: boolean
}

/** The part of such a flow's context that says it. */
export interface AssistedContext {
  assisted: boolean
}

export const assistedGuards = {
  /** The customer's own session: a support agent's is refused the change (decision 0031). */
  notAssisted: ({ context }: { context: AssistedContext }) => !context.assisted,
}

/** `assisted` from a flow's input, false when it says nothing. */
export const assistedOf = (input: AssistedInput | undefined): boolean => input?.assisted === true

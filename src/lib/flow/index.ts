/** The flow kit: binds machines to views (useFlow), the view's clock, and the inspector every flow reports to. */
export { FlowInspectorContext } from './inspect'
export type { ReadAndCallState } from './read-state'
export { useFlow, useFlowActor } from './use-flow'
export { secondsUntil } from './use-now'

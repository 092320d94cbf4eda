/** The flow kit: binds machines to views (useFlow), the view's clock, and the inspector every flow reports to. */
export { FlowInspectorContext, inspectOptions, startInspector, useInspectOptions } from './inspect'
export { useFlow, useFlowActor, type Connect, type FlowActor, type FlowImplementations, type FlowOptions, type FlowStart, type Send } from './use-flow'
export { secondsUntil, useNow } from './use-now'

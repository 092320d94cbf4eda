/** The inspector lives with the flow kit (src/lib/flow), which every flow hook uses; the app actors use it too. */
export { inspectOptions, startInspector } from '@/lib/flow/inspect'

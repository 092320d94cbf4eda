import { createContext, useContext } from 'react'
import type { InspectionEvent, Observer } from 'xstate'

/**
 * Live inspection for product owners (issue 9): with `VITE_INSPECT=true` in development (`npm run dev`), every
 * flow actor reports to the Stately inspector, which opens in a new window, so a real session can be watched
 * moving through the machines. Off otherwise: the inspector is never bundled into production.
 */
let inspect: Observer<InspectionEvent> | undefined

export async function startInspector() {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return
  const { createBrowserInspector } = await import('@statelyai/inspect')
  inspect = createBrowserInspector({ autoStart: true }).inspect
}

/** Options to spread into `createActor` / `useActorRef` so the actor shows up in the inspector when it is on. */
export function inspectOptions(): { inspect?: Observer<InspectionEvent> } {
  return inspect ? { inspect } : {}
}

/**
 * An inspector for the flows below it, in place of the browser inspector: how a test watches which flow actors
 * start (tests/views/flow-inspection.test.tsx).
 */
export const FlowInspectorContext = createContext<Observer<InspectionEvent> | undefined>(undefined)

/** The observer a flow actor reports to: the one provided above it, else the browser inspector when it is on. */
export function useInspectOptions(): { inspect?: Observer<InspectionEvent> } {
  const provided = useContext(FlowInspectorContext)
  return provided ? { inspect: provided } : inspectOptions()
}

import { createContext, useContext } from 'react'
import type { AnyActor, InspectionEvent, Observer } from 'xstate'

/**
 * Live inspection for product owners: with `VITE_INSPECT=true` in development (`npm run dev`), every
 * flow actor reports to the Stately inspector, which opens in a new window, so a real session can be watched
 * moving through the machines; and to the in-app flow viewer (/dev/flows) over a BroadcastChannel, so
 * another tab of the same app draws the live states. Off otherwise: none of it is bundled into production.
 */
let inspect: Observer<InspectionEvent> | undefined

/** The BroadcastChannel the flow viewer listens on. */
export const FLOW_CHANNEL = 'ring-mobile-flows'

/** This page load, so the viewer can leave out the actors of its own tab. */
export const FLOW_TAB_ID = Math.random().toString(36).slice(2)

/** What a tab of the app tells the flow viewer about one running machine actor. */
export interface FlowActorReport {
  type: 'flow.actor'
  tabId: string
  /** Unique per actor (its session id). */
  actorId: string
  /** The machine's id, as in machines/registry.ts. */
  machineId: string
  /** The ids of the state nodes it is in ('otpSignIn.waitingForCode.entry.typing'), atomic and compound. */
  stateIds: string[]
  status: string
  at: number
}

/** Reports every machine actor's snapshot to the viewer; answers a viewer that opens later with what it knows. */
function flowBroadcaster(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(FLOW_CHANNEL)
  const latest = new Map<string, FlowActorReport>()
  channel.onmessage = (message: MessageEvent<{ type?: string }>) => {
    if (message.data?.type === 'flow.hello') latest.forEach((report) => channel.postMessage(report))
  }
  return {
    next(event) {
      if (event.type !== '@xstate.snapshot') return
      const logic = (event.actorRef as AnyActor).logic as { id?: string; root?: unknown }
      const snapshot = event.snapshot as { status: string; _nodes?: { id: string }[] }
      if (!logic.root || !logic.id || !snapshot._nodes) return
      const report: FlowActorReport = {
        type: 'flow.actor',
        tabId: FLOW_TAB_ID,
        actorId: (event.actorRef as AnyActor).sessionId,
        machineId: logic.id,
        stateIds: snapshot._nodes.map((node) => node.id),
        status: snapshot.status,
        at: Date.now(),
      }
      latest.set(report.actorId, report)
      channel.postMessage(report)
    },
  }
}

export async function startInspector() {
  if (!import.meta.env.DEV || import.meta.env.VITE_INSPECT !== 'true') return
  const broadcaster = flowBroadcaster()
  inspect = broadcaster
  // The redaction loads with the inspector: its list of secret fields is built when its module is evaluated, and
  // stays off a production page's first load (`npm run bench:bundle`).
  const [{ createBrowserInspector }, { inspectorRedaction }] = await Promise.all([import('@statelyai/inspect'), import('./secrets')])
  const stately = createBrowserInspector({ autoStart: true, ...inspectorRedaction }).inspect
  inspect = {
    next(event) {
      broadcaster.next?.(event)
      stately.next?.(event)
    },
  }
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

import { useActorRef, useSelector } from '@xstate/react'
import type { Actor, ActorOptions, AnyActorLogic, AnyStateMachine, EventFromLogic, InputFrom, Snapshot, SnapshotFrom } from 'xstate'
import { useInspectOptions } from './inspect'
import { useNow } from './use-now'

/** How a view hands an event to its flow. */
type Send<TLogic extends AnyActorLogic> = (event: EventFromLogic<TLogic>) => void

/** A running flow actor, for the hooks that also watch it in effects (checkout's draft, contact's prefill). */
export interface FlowActor<TLogic extends AnyActorLogic> {
  /** The latest snapshot; the component re-renders on each new one. */
  snapshot: SnapshotFrom<TLogic>
  send: Send<TLogic>
  actorRef: Actor<TLogic>
}

/** How the actor starts: its input, or a snapshot to restore (checkout's saved review). */
export interface FlowStart<TLogic extends AnyActorLogic> {
  input?: InputFrom<TLogic>
  snapshot?: Snapshot<unknown>
}

/**
 * The one place a flow actor is created: with `useActorRef` (StrictMode-safe, stopped on unmount), reporting to
 * the inspector (the browser inspector in development, or the one a test provides), and selected into the
 * component. Prefer `useFlow`; this is for logic that is not a machine (`useLoad`) and for hooks that need the
 * actor itself.
 */
export function useFlowActor<TLogic extends AnyActorLogic>(logic: TLogic, start: FlowStart<TLogic> = {}): FlowActor<TLogic> {
  const inspection = useInspectOptions()
  const options = { ...start, ...inspection } as ActorOptions<TLogic>
  const actorRef = (useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>)(logic, options)
  const snapshot = useSelector(actorRef, (s) => s) as SnapshotFrom<TLogic>
  return { snapshot, send: actorRef.send, actorRef }
}

/** The real implementations of a machine's named actors, actions, guards and delays (STYLE habit 5). */
type FlowImplementations<TMachine extends AnyStateMachine> = Parameters<TMachine['provide']>[0]

/** What `useFlow` needs besides the machine: the implementations, how it starts, and when the view's clock ticks. */
export type FlowOptions<TMachine extends AnyStateMachine> = FlowImplementations<TMachine> &
  FlowStart<TMachine> & {
    /**
     * While this is true of the snapshot, the view re-renders once a second and `connect` gets the current time
     * (a countdown derived from a timestamp in context; the machine never ticks, STYLE habit 6).
     */
    clock?: (snapshot: SnapshotFrom<TMachine>) => boolean
  }

/**
 * Zag style: a pure function from the flow's snapshot (and `send`, and the view's clock) to the API its view
 * uses, booleans, data and handlers; views never build events or read raw states.
 */
export type Connect<TMachine extends AnyActorLogic, TApi> = (snapshot: SnapshotFrom<TMachine>, send: Send<TMachine>, now: number) => TApi

/**
 * Binds a machine to its real implementations and returns its view's API:
 * `useFlow(loginMachine, { actions: { goToPassword }, input: { email } }, connect)`.
 * Every flow hook in src/features goes through here, so every flow actor reports to the inspector.
 */
export function useFlow<TMachine extends AnyStateMachine, TApi>(
  machine: TMachine,
  options: FlowOptions<TMachine>,
  connect: Connect<TMachine, TApi>,
): TApi {
  const { input, snapshot: restored, clock, ...implementations } = options
  const logic = machine.provide(implementations as never) as TMachine
  const { snapshot, send } = useFlowActor(logic, { input, snapshot: restored })
  const now = useNow(clock ? clock(snapshot) : false)
  return connect(snapshot, send, now)
}

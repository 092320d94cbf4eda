/**
 * The state graph of a machine, for the generated path tests (tests/support/machine-paths.ts) and the testers'
 * scenario catalogue (scripts/scenarios.ts). STYLE.md habits 12-13, TOOLCHAIN.md's @xstate/graph notes.
 *
 * From a machine and sample events, @xstate/graph builds the state graph; every edge (state + event → state)
 * becomes a path: the shortest way to the edge's source, then the edge. Each path is replayed on a REAL actor
 * whose named actors are fakes that never settle (the test plays their results by sending the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events the graph chose) and whose named actions are
 * recorded. After every step the hand-written expectation of each active state runs against the snapshot and
 * the recorded calls. Finally the suite fails when any state or transition of the machine is reached by no path.
 *
 * This is the only module that imports @xstate/graph. It does not import vitest, so scripts can use it.
 */
import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph'
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate'

type AnyStateNode = ReturnType<typeof getStateNodes>[number]
export type TransitionDefinition = {
  source: AnyStateNode
  eventType: string
  target?: readonly AnyStateNode[]
  description?: string
  actions?: readonly unknown[]
}

/** A call the machine made through one of its named actors or actions, in order. */
export type RecordedCall =
  | { kind: 'actor'; name: string; input: unknown }
  | { kind: 'action'; name: string; event: { type: string; [key: string]: unknown }; params?: unknown }

/** Events the tests send in place of an invoked actor's result or a delay. */
export type ActorResultEvent = { type: `xstate.${string}`; output?: unknown; error?: unknown }

export interface StepContext<TMachine extends AnyStateMachine> {
  snapshot: ReturnType<TMachine['transition']>
  /** Everything sent so far on this path, oldest first. */
  calls: RecordedCall[]
  /** The calls made by the last step only. */
  stepCalls: RecordedCall[]
  /** The event that led here; undefined for the initial state. */
  event: EventFromLogic<TMachine> | ActorResultEvent | undefined
  /** The snapshot before that event; undefined for the initial state. */
  previous: ReturnType<TMachine['transition']> | undefined
  /** Every event of the path so far, oldest first: what the customer did, so an expectation can say what follows. */
  events: (EventFromLogic<TMachine> | ActorResultEvent)[]
  /** The path's starting input. */
  input: InputFrom<TMachine> | undefined
}

/** What the graph needs of a machine: the samples of tests/machines/<id>.samples.ts. */
export interface MachineSamples<TMachine extends AnyStateMachine> {
  machine: TMachine
  /** Starting inputs, by name; paths are generated from each (undefined: the flow started with none, as a view may). */
  inputs?: Record<string, InputFrom<TMachine> | undefined>
  /**
   * Sample events by type. Include `xstate.done.actor.<id>` (with `output`), `xstate.error.actor.<id>` (with
   * `error`) and `xstate.after.<delay>.<stateId>` for invoked actors and delays. A function receives the current
   * snapshot (for events that depend on context).
   */
  events: Record<string, EventFromLogic<TMachine>[] | ((snapshot: ReturnType<TMachine['transition']>) => EventFromLogic<TMachine>[])>
  /** The state key for the graph: state value plus the context that matters (never the whole context). */
  serializeState?: (snapshot: ReturnType<TMachine['transition']>) => string
  /** Real implementations to keep (e.g. actions whose effect the expectation reads); fakes otherwise. */
  provide?: Parameters<TMachine['provide']>[0]
  /**
   * How the covering set (`coveringPaths`: the catalogue's and the browser replay's scenarios) is made. By default
   * whichever way has the fewest scenarios, each being one start of the app in the browser replay:
   * - the generated paths, each the shortest way to one edge and that edge (`'edges'`: only these);
   * - passes: walks that go on from where they are through more of what is not covered yet, each ending when it
   *   is back at its start or has nothing new near (`'passes'`: these or the edges, for a replay whose page is set up
   *   for the one way a scenario opens);
   * - walks that may also go on through their start and open the flow again.
   */
  cover?: 'edges' | 'passes'
}

export interface PathSpec<TMachine extends AnyStateMachine> extends MachineSamples<TMachine> {
  /**
   * Hand-written expectation per atomic state ('signedIn', 'editing.awaitingCode'), run after every step that
   * rests in it. Every resting atomic state must have one.
   */
  expectations: Record<string, (context: StepContext<TMachine>) => void>
}

/** Stable key of a transition definition, the same across `machine.provide()` copies. */
function transitionKey(transition: TransitionDefinition) {
  const source = transition.source as AnyStateNode & {
    always?: TransitionDefinition[]
    transitions: Map<string, TransitionDefinition[]>
  }
  const list: unknown[] | undefined = transition.eventType === '' ? source.always : source.transitions.get(transition.eventType)
  const index = list ? list.indexOf(transition) : -1
  return `${source.id} on ${transition.eventType || '(always)'} #${index}`
}

/** Every transition the machine defines, keyed as `transitionKey` keys them. */
function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = []
  for (const node of getStateNodes(machine.root) as Array<
    AnyStateNode & { always?: TransitionDefinition[]; transitions: Map<string, TransitionDefinition[]> }
  >) {
    node.always?.forEach((t) => keys.push(transitionKey(t)))
    node.transitions.forEach((list) => list.forEach((t) => keys.push(transitionKey(t))))
  }
  return keys
}

export function atomicNodes(machine: AnyStateMachine) {
  return (getStateNodes(machine.root) as AnyStateNode[]).filter((node) => node.type === 'atomic' || node.type === 'final')
}

/** 'machineId.a.b' → 'a.b' */
export function stateKey(node: AnyStateNode) {
  return node.path.join('.')
}

export function isTransient(node: AnyStateNode) {
  const n = node as AnyStateNode & { always?: unknown[]; transitions: Map<string, unknown[]> }
  return !!n.always?.length && n.transitions.size === 0 && node.type !== 'final'
}

function defaultSerialize(snapshot: AnyMachineSnapshot) {
  return JSON.stringify(snapshot.value)
}

function describeEvent(event: { type: string }) {
  return event.type
}

export interface GeneratedPath<TMachine extends AnyStateMachine> {
  inputName: string
  input: InputFrom<TMachine> | undefined
  events: EventFromLogic<TMachine>[]
  /** The state values the graph predicts after each event. */
  values: unknown[]
  title: string
}

interface InputGraph<TMachine extends AnyStateMachine> {
  inputName: string
  input: InputFrom<TMachine> | undefined
  serializeState: (snapshot: AnyMachineSnapshot) => string
  /** By state key: the shortest way there from the input's start, its events and the state values after each. */
  shortest: Map<string, { events: EventFromLogic<TMachine>[]; values: unknown[] }>
  /** By state key: the snapshot and its transitions (event → next snapshot). */
  adjacency: ReturnType<typeof getAdjacencyMap>
}

const inputGraphs = new WeakMap<object, InputGraph<AnyStateMachine>[]>()

/**
 * The state graph @xstate/graph builds from each starting input with the sample events: made once per samples, since
 * the generated paths, the edge-by-edge covering set and both kinds of walk all start from it.
 */
function graphsOf<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): InputGraph<TMachine>[] {
  const cached = inputGraphs.get(spec)
  if (cached) return cached as unknown as InputGraph<TMachine>[]
  const inputs = spec.inputs ?? { default: undefined as InputFrom<TMachine> }
  const serializeState = (spec.serializeState ?? defaultSerialize) as (s: AnyMachineSnapshot) => string
  const eventsFor = (snapshot: AnyMachineSnapshot) =>
    Object.values(spec.events)
      .flatMap((sample) => (typeof sample === 'function' ? sample(snapshot as never) : sample))
      .filter((event) => snapshot.can(event as never)) as EventFromLogic<TMachine>[]
  const graphs = Object.entries(inputs).map(([inputName, input]) => {
    const options = { input, events: eventsFor, serializeState } as never
    const logic = spec.machine as unknown as AnyActorLogic
    const shortest = new Map<string, { events: EventFromLogic<TMachine>[]; values: unknown[] }>()
    for (const path of getShortestPaths(logic, options)) {
      shortest.set(serializeState(path.state as AnyMachineSnapshot), {
        events: path.steps.slice(1).map((step) => step.event as EventFromLogic<TMachine>),
        values: path.steps.slice(1).map((step) => (step.state as AnyMachineSnapshot).value),
      })
    }
    return {
      inputName,
      input: input as InputFrom<TMachine> | undefined,
      serializeState,
      shortest,
      adjacency: getAdjacencyMap(logic, options),
    }
  })
  inputGraphs.set(spec, graphs as unknown as InputGraph<AnyStateMachine>[])
  return graphs
}

/**
 * The paths and covering sets worked out so far, by samples: the catalogue, the coverage test and the covering
 * walks each ask for them again. Frozen: a caller that changed a shared list in place would throw.
 */
const generated = new WeakMap<object, readonly GeneratedPath<AnyStateMachine>[]>()
const covering = new WeakMap<object, readonly GeneratedPath<AnyStateMachine>[]>()

/** Worked out once per samples (`generated`, `covering`). */
function once<TMachine extends AnyStateMachine>(
  cache: WeakMap<object, readonly GeneratedPath<AnyStateMachine>[]>,
  spec: MachineSamples<TMachine>,
  make: () => GeneratedPath<TMachine>[],
): GeneratedPath<TMachine>[] {
  if (!cache.has(spec)) cache.set(spec, Object.freeze(make() as unknown as GeneratedPath<AnyStateMachine>[]))
  return cache.get(spec) as unknown as GeneratedPath<TMachine>[]
}

/** All generated paths of a spec: one per graph edge, with prefixes of longer paths dropped. */
export function generatePaths<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): GeneratedPath<TMachine>[] {
  return once(generated, spec, () => pathsOf(spec))
}

function pathsOf<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): GeneratedPath<TMachine>[] {
  const all: GeneratedPath<TMachine>[] = []
  for (const { inputName, input, shortest, adjacency } of graphsOf(spec)) {
    for (const [sourceKey, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(sourceKey)
      if (!head) continue
      for (const { event, state } of Object.values(transitions) as { event: unknown; state: unknown }[]) {
        const events = [...head.events, event as EventFromLogic<TMachine>]
        const values = [...head.values, (state as AnyMachineSnapshot).value]
        all.push({ inputName, input, events, values, title: '' })
      }
    }
    // A start with no way onward is still a scenario: the initial state alone.
    if (!all.some((path) => path.inputName === inputName)) {
      all.push({ inputName, input, events: [], values: [], title: '' })
    }
  }

  // Drop any path that is a prefix of another from the same input: the longer one replays it anyway.
  const signature = (p: GeneratedPath<TMachine>) => `${p.inputName}|${p.events.map((e) => JSON.stringify(e)).join('>')}`
  const sorted = [...all].sort((a, b) => b.events.length - a.events.length)
  const kept: GeneratedPath<TMachine>[] = []
  const seen = new Set<string>()
  for (const path of sorted) {
    const sig = signature(path)
    if ([...seen].some((longer) => longer === sig || longer.startsWith(`${sig}>`))) continue
    seen.add(sig)
    kept.push(path)
  }
  return kept
    .sort((a, b) => a.inputName.localeCompare(b.inputName) || a.events.length - b.events.length)
    .map((path, index) => ({
      ...path,
      // Numbered: two paths can share their event types and differ only in the events' data.
      title: `#${index + 1} [${path.inputName}] ${path.events.length ? path.events.map(describeEvent).join(' → ') : '(initial state)'}`,
    }))
}

/** The machine with every named actor replaced by a recording fake and every named action by a recorder. */
function withFakes<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>, calls: RecordedCall[]) {
  const implementations = spec.machine.implementations as {
    actors: Record<string, unknown>
    actions: Record<string, unknown>
  }
  const kept = (spec.provide ?? {}) as { actors?: Record<string, unknown>; actions?: Record<string, unknown> }
  const actors: Record<string, AnyActorLogic> = {}
  for (const name of Object.keys(implementations.actors ?? {})) {
    actors[name] = fromPromise(({ input }) => {
      calls.push({ kind: 'actor', name, input })
      return new Promise<never>(() => {})
    })
  }
  const actions: Record<string, (args: { event: { type: string } }, params: unknown) => void> = {}
  for (const [name, implementation] of Object.entries(implementations.actions ?? {})) {
    // Built-in actions (assign, raise, sendTo…) are the machine's own logic, not side effects: keep them.
    if (typeof implementation === 'function' && 'resolve' in implementation) continue
    const real = kept.actions?.[name] as ((args: unknown, params: unknown) => void) | undefined
    actions[name] = (args, params) => {
      calls.push({ kind: 'action', name, event: args.event, ...(params === undefined ? {} : { params }) })
      real?.(args, params)
    }
  }
  return spec.machine.provide({
    ...(spec.provide as object),
    actors: { ...actors, ...(kept.actors ?? {}) },
    actions,
  } as never) as TMachine
}

/** Which states and transitions a replay visited: filled from the actor's inspection events. */
export interface Coverage {
  states: Set<string>
  transitions: Set<string>
}

export function createCoverage(): Coverage {
  return { states: new Set(), transitions: new Set() }
}

/** An actor of the machine with fakes, recording coverage and calls; the caller starts and drives it. */
export function createReplayActor<TMachine extends AnyStateMachine>(
  spec: MachineSamples<TMachine>,
  input: InputFrom<TMachine> | undefined,
  coverage: Coverage,
  calls: RecordedCall[],
  /** Told of the transitions each microstep takes (the scenario catalogue words them). */
  onTransitions?: (transitions: TransitionDefinition[]) => void,
) {
  return inspectedActor(withFakes(spec, calls), input, coverage, onTransitions)
}

/** Calls recorded by nobody: the fakes of a replay that only wants coverage push here. */
const unread = { push: () => 0 } as unknown as RecordedCall[]
const quietMachines = new WeakMap<object, AnyStateMachine>()

/** The machine with fakes whose calls nobody reads, made once per samples (`provide` is a third of a replay's cost). */
function quietMachine<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): TMachine {
  let machine = quietMachines.get(spec)
  if (!machine) {
    machine = withFakes(spec, unread)
    quietMachines.set(spec, machine)
  }
  return machine as TMachine
}

function inspectedActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine> | undefined,
  coverage: Coverage,
  onTransitions?: (transitions: TransitionDefinition[]) => void,
) {
  return createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return
      const micro = inspection as unknown as { _transitions: TransitionDefinition[]; snapshot: AnyMachineSnapshot }
      onTransitions?.(micro._transitions)
      micro._transitions.forEach((t) => {
        coverage.transitions.add(transitionKey(t))
        // A transition taken out of a state proves the state was entered, even a transient one.
        coverage.states.add(t.source.id)
      })
      activeNodes(micro.snapshot).forEach((n) => coverage.states.add(n.id))
    },
  })
}

export function activeNodes(snapshot: unknown): AnyStateNode[] {
  return (snapshot as { _nodes: AnyStateNode[] })._nodes
}

/** States and transitions of the machine that the coverage lacks. */
export function missingCoverage(machine: AnyStateMachine, coverage: Coverage) {
  const states = (getStateNodes(machine.root) as AnyStateNode[]).map((node) => node.id)
  const transitions = allTransitionKeys(machine)
  return {
    states: states.filter((id) => !coverage.states.has(id)),
    transitions: transitions.filter((key) => !coverage.transitions.has(key)),
    totalStates: states.length,
    totalTransitions: transitions.length,
  }
}

/** Replays one generated path without expectations (for the scenario catalogue); returns the states reached. */
export function replayPath<TMachine extends AnyStateMachine>(
  spec: MachineSamples<TMachine>,
  path: GeneratedPath<TMachine>,
  coverage: Coverage,
) {
  const actor = inspectedActor(quietMachine(spec), path.input, coverage)
  actor.start()
  const reached: unknown[] = []
  for (const event of path.events) {
    actor.send(event)
    reached.push((actor.getSnapshot() as AnyMachineSnapshot).value)
  }
  actor.stop()
  return reached
}

/**
 * The covering set: few scenarios that together still enter every state and take every transition the generated
 * paths do. What a slow runner, such as the browser replay, walks instead of every path, and what the testers'
 * catalogue leads with. Each scenario is one page load in the browser replay, so of the three ways to make it (the
 * generated paths, edge by edge; passes and walks, `coveringWalks`) the one with the fewest scenarios is taken, the
 * edges on a tie. `cover` in the samples narrows the choice.
 */
export function coveringPaths<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): GeneratedPath<TMachine>[] {
  return once(covering, spec, () => fewestWays(spec))
}

function fewestWays<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): GeneratedPath<TMachine>[] {
  const edges = coveringEdges(spec)
  if (spec.cover === 'edges') return edges
  const ways = [edges, coveringWalks(spec, { throughStart: false })]
  if (spec.cover !== 'passes') ways.push(coveringWalks(spec, { throughStart: true }))
  return ways.reduce((fewest, way) => (way.length < fewest.length ? way : fewest))
}

/** The fewest generated paths (greedy set cover) that together still take every transition the whole set takes. */
function coveringEdges<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>): GeneratedPath<TMachine>[] {
  const candidates = generatePaths(spec).map((path) => {
    const coverage = createCoverage()
    replayPath(spec, path, coverage)
    return { path, covers: new Set([...coverage.transitions, ...[...coverage.states].map((state) => `state:${state}`)]) }
  })
  const wanted = new Set(candidates.flatMap((candidate) => [...candidate.covers]))
  const chosen: GeneratedPath<TMachine>[] = []
  while (wanted.size > 0) {
    let best = candidates[0]
    let bestGain = -1
    for (const candidate of candidates) {
      let gain = 0
      for (const item of candidate.covers) if (wanted.has(item)) gain += 1
      if (gain > bestGain) {
        best = candidate
        bestGain = gain
      }
    }
    if (bestGain <= 0) break
    chosen.push(best.path)
    for (const item of best.covers) wanted.delete(item)
  }
  return chosen
}

/**
 * A walk takes at most this many events, and goes at most this many steps out of its way to something new. The
 * browser replays each scenario in a page of its own (tests/e2e/replay.ts, whose time budget grows with a walk's
 * steps), so a few long walks cost less than many short ones; `npm run bench:suite -- e2e` prints the replays' seconds.
 */
const WALK_EVENTS = 24
const WALK_DETOUR = 4

/** What a list of events from an input covers: the transitions it takes and the states it enters. */
function coverOf<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>, input: unknown, events: unknown[]) {
  const coverage = createCoverage()
  const reached = replayPath(spec, { inputName: '', input, events, values: [], title: '' } as unknown as GeneratedPath<TMachine>, coverage)
  return { covers: new Set([...coverage.transitions, ...[...coverage.states].map((state) => `state:${state}`)]), reached }
}

type WalkEdge = { event: unknown; to: string; value: unknown; covers: Set<string> }
const walkGraphs = new WeakMap<object, { inputName: string; input: unknown; edges: Map<string, WalkEdge[]>; start: string }[]>()

/**
 * Per input, the graph's edges by state key, each with what it covers beyond the shortest way to its source, and the
 * start's key: made once per samples for both kinds of walk.
 */
function walkGraphsOf<TMachine extends AnyStateMachine>(spec: MachineSamples<TMachine>) {
  const cached = walkGraphs.get(spec)
  if (cached)
    return cached as { inputName: string; input: InputFrom<TMachine> | undefined; edges: Map<string, WalkEdge[]>; start: string }[]
  const graphs = graphsOf(spec).map(({ inputName, input, serializeState, shortest, adjacency }) => {
    const edges = new Map<string, WalkEdge[]>()
    for (const [key, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(key)?.events
      if (!head) continue
      const before = coverOf(spec, input, head).covers
      edges.set(
        key,
        (Object.values(transitions) as { event: unknown; state: AnyMachineSnapshot }[]).map(({ event, state }) => ({
          event,
          to: serializeState(state),
          value: state.value,
          covers: new Set([...coverOf(spec, input, [...head, event]).covers].filter((item) => !before.has(item))),
        })),
      )
    }
    const start = [...shortest].find(([, way]) => way.events.length === 0)![0]
    return { inputName, input, edges, start }
  })
  walkGraphs.set(spec, graphs)
  return graphs
}

/**
 * The covering set as walks. Each walk starts with the shortest way from an input's start to the edge that covers
 * the most not yet covered, then keeps taking, from where it stands, the edge within `WALK_DETOUR` steps that covers
 * the most not yet covered, until nothing new is that near or it has taken `WALK_EVENTS` events; without
 * `throughStart`, also when it is back at its start (a pass: one way through the flow, for a replay whose page is set
 * up for the way it opens). Every walk is replayed on the machine: its states are the machine's, not the graph's
 * guess, and a step that would land elsewhere than the graph says is not taken.
 */
function coveringWalks<TMachine extends AnyStateMachine>(
  spec: MachineSamples<TMachine>,
  { throughStart }: { throughStart: boolean },
): GeneratedPath<TMachine>[] {
  const graphs = walkGraphsOf(spec)
  const wanted = new Set<string>()
  for (const graph of graphs) {
    coverOf(spec, graph.input, []).covers.forEach((item) => wanted.add(item))
    for (const list of graph.edges.values()) for (const edge of list) edge.covers.forEach((item) => wanted.add(item))
  }
  const gain = (edge: WalkEdge) => [...edge.covers].filter((item) => wanted.has(item)).length
  type Graph = (typeof graphs)[number]
  /** The nearest best edge from `from` within `depth` steps, never through the start: the events to it and its end. */
  const nearest = (graph: Graph, from: string, depth: number) => {
    let found: { events: unknown[]; values: unknown[]; to: string; gain: number } | undefined
    const routes = new Map<string, { events: unknown[]; values: unknown[] }>([[from, { events: [], values: [] }]])
    let frontier = [from]
    for (let level = 0; level <= depth && !found && frontier.length > 0; level += 1) {
      const next: string[] = []
      for (const node of frontier) {
        const route = routes.get(node)!
        for (const edge of graph.edges.get(node) ?? []) {
          const edgeGain = gain(edge)
          if (edgeGain > (found?.gain ?? 0)) {
            found = { events: [...route.events, edge.event], values: [...route.values, edge.value], to: edge.to, gain: edgeGain }
          }
          if ((edge.to === graph.start && !throughStart) || routes.has(edge.to)) continue
          routes.set(edge.to, { events: [...route.events, edge.event], values: [...route.values, edge.value] })
          next.push(edge.to)
        }
      }
      frontier = next
    }
    return found
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const walks: GeneratedPath<TMachine>[] = []
  while (wanted.size > 0) {
    // Where to begin: the input whose start, and the best edge anywhere from it, covers the most.
    let best: { graph: Graph; events: unknown[]; values: unknown[]; to: string; gain: number } | undefined
    for (const graph of graphs) {
      const atStart = [...coverOf(spec, graph.input, []).covers].filter((item) => wanted.has(item)).length
      const first = nearest(graph, graph.start, Number.POSITIVE_INFINITY)
      const candidate = first
        ? { graph, ...first, gain: first.gain + atStart }
        : { graph, events: [], values: [], to: graph.start, gain: atStart }
      if (candidate.gain > (best?.gain ?? 0)) best = candidate
    }
    if (!best) break
    const { graph } = best
    let { events, values, to } = best
    const take = (more: unknown[]) => {
      const { covers, reached } = coverOf(spec, graph.input, more)
      covers.forEach((item) => wanted.delete(item))
      return reached
    }
    const left = wanted.size
    values = take(events)
    // The machine went elsewhere than the graph said (context the state key leaves out): the edge-by-edge paths
    // below cover the rest.
    if (wanted.size === left) break
    while ((throughStart || to !== graph.start) && events.length < WALK_EVENTS) {
      const next = nearest(graph, to, WALK_DETOUR)
      if (!next || events.length + next.events.length > WALK_EVENTS) break
      const longer = [...events, ...next.events]
      const { reached } = coverOf(spec, graph.input, longer)
      if (!same(reached.slice(events.length), next.values)) break
      events = longer
      values = take(events)
      to = next.to
    }
    walks.push({ inputName: graph.inputName, input: graph.input, events: events as EventFromLogic<TMachine>[], values, title: '' })
  }
  for (const path of generatePaths(spec)) {
    if (wanted.size === 0) break
    const { covers, reached } = coverOf(spec, path.input, path.events)
    if (![...covers].some((item) => wanted.has(item))) continue
    covers.forEach((item) => wanted.delete(item))
    walks.push({ ...path, values: reached, title: '' })
  }
  return walks
    .sort((a, b) => a.inputName.localeCompare(b.inputName) || a.events.length - b.events.length)
    .map((walk, index) => ({
      ...walk,
      title: `#${index + 1} [${walk.inputName}] ${walk.events.length ? walk.events.map(describeEvent).join(' → ') : '(initial state)'}`,
    }))
}

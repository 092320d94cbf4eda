/**
 * A machine's state diagram as Mermaid `stateDiagram-v2` text: nested states, every transition (guards in brackets,
 * delays with their length), every invoked actor (a child machine as a box of its own, a call written in the state
 * that makes it) and every hand-off (`sendTo` a child, the child's `sendParent`) as an arrow; with `active`, the
 * states a running actor is in are highlighted. Shared by the flow docs (scripts/lib/flow-docs.ts), the Studio
 * export (scripts/lib/machine-export.ts: delays and hand-offs) and the live flow viewer (/dev/flows). Reads only the
 * machine object: no React, no fetch.
 */
import type { AnyStateMachine } from 'xstate'

export type DiagramNode = {
  id: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  description?: string
  states: Record<string, DiagramNode>
  initial?: { target: DiagramNode[] }
  always?: DiagramTransition[]
  transitions: Map<string, DiagramTransition[]>
  invoke: { id: string; src: unknown; systemId?: string }[]
  entry: unknown[]
  exit: unknown[]
  tags: Set<string> | string[]
  path: string[]
}
export type DiagramTransition = {
  eventType: string
  target?: DiagramNode[]
  guard?: { type?: string } | string | ((...args: unknown[]) => unknown)
  description?: string
  actions: unknown[]
  source: DiagramNode
}

const mermaidId = (node: DiagramNode) => node.path.join('__') || 'root'

/** 'xstate.done.actor.loadProfile' → 'loadProfile done'; delays in seconds; eventless → 'always'. */
export function eventLabel(eventType: string) {
  if (!eventType) return 'always'
  let match = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (match) return `${match[1]} done`
  match = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (match) return `${match[1]} failed`
  match = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (match) return /^\d+$/.test(match[1]) ? `after ${Number(match[1]) / 1000} s` : `after ${match[1]}`
  return eventType
}

export function guardName(transition: DiagramTransition) {
  const guard = transition.guard
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  return guard.type ?? 'guard'
}

export function transitionsOf(node: DiagramNode): DiagramTransition[] {
  return [...(node.always ?? []), ...[...node.transitions.values()].flat()]
}

type Implementations = { actions: Record<string, unknown>; actors: Record<string, unknown>; delays: Record<string, unknown> }
const implementationsOf = (machine: AnyStateMachine) => machine.implementations as Implementations

/** Every state node of a machine, the root first and each before its children, read as `Node` (the reader's view). */
export function nodesOf<Node extends { states: Record<string, Node> } = DiagramNode>(machine: AnyStateMachine): Node[] {
  const nodes: Node[] = []
  const walk = (node: Node) => {
    nodes.push(node)
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root as unknown as Node)
  return nodes
}

/**
 * A delay's length in ms: a number as written, or the usual length a computed delay declares (`computedDelay`).
 * A computed delay without one cannot be exported truthfully, so it stops the export.
 */
export function delayLength(machine: AnyStateMachine, name: string): number {
  const delay = implementationsOf(machine).delays[name]
  if (typeof delay === 'number') return delay
  const usual = (delay as { usualMs?: unknown } | undefined)?.usualMs
  if (typeof usual === 'number') return usual
  throw new Error(`${machine.id}: delay ${name} is computed without a usual length; declare it with computedDelay (machines/chart.ts)`)
}

/** Stands in for any value: every property and call gives itself, so an event creator runs to its object literal. */
function anything(): unknown {
  const target = function () {}
  const proxy: unknown = new Proxy(target, {
    get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'length' ? 0 : proxy),
    apply: () => proxy,
  })
  return proxy
}

/** What a `sendTo`/`sendParent` action sends: to whom, and the event type per event that triggers it. */
export interface HandOff {
  to: string
  /** One type, or the type sent for each triggering event type. */
  type: string | Record<string, string>
}

/**
 * The event a `sendTo`/`sendParent` action sends; an event written as a function is run on stand-in values once
 * per event type the action answers to (so `assertEvent` passes). Undefined when the action is not a send, or
 * its event's type cannot be read.
 */
function sentEvent(action: unknown, triggers: string[]): HandOff | undefined {
  if (typeof action !== 'function' || (action as { type?: unknown }).type !== 'xstate.sendTo') return undefined
  const send = action as unknown as { to: unknown; event: unknown }
  const to = send.to === '#_parent' ? 'parent' : typeof send.to === 'string' ? send.to : undefined
  if (!to) return undefined
  if (send.event && typeof send.event === 'object') {
    const type = (send.event as { type?: unknown }).type
    return typeof type === 'string' ? { to, type } : undefined
  }
  if (typeof send.event !== 'function') return undefined
  const byTrigger: Record<string, string> = {}
  for (const trigger of [...new Set(triggers.length ? triggers : [''])]) {
    const event = new Proxy({}, { get: (_, key) => (key === 'type' ? trigger : anything()) })
    try {
      const made = (send.event as (args: unknown, params: unknown) => unknown)(
        { context: anything(), event, self: anything(), system: anything() },
        anything(),
      )
      const type = (made as { type?: unknown } | undefined)?.type
      if (typeof type === 'string') byTrigger[trigger] = type
    } catch {
      // This trigger's event does not fit the creator: the others may.
    }
  }
  const types = [...new Set(Object.values(byTrigger))]
  if (!types.length) return undefined
  return types.length === 1 ? { to, type: types[0]! } : { to, type: byTrigger }
}

export const handOffText = ({ to, type }: HandOff) =>
  `sendTo ${to}: ${
    typeof type === 'string'
      ? type
      : Object.entries(type)
          .map(([trigger, sent]) => `${sent} on ${trigger}`)
          .join(', ')
  }`

/** The event types on whose transitions (or entry and exit) each named action runs, for `sentEvent`. */
function actionTriggers(machine: AnyStateMachine): Map<string, string[]> {
  const triggers = new Map<string, string[]>()
  const note = (actions: unknown[], event: string) =>
    actions.forEach((action) => {
      const name = typeof action === 'string' ? action : (action as { type?: unknown } | undefined)?.type
      if (typeof name === 'string') triggers.set(name, [...(triggers.get(name) ?? []), event])
    })
  for (const node of nodesOf(machine)) {
    note(node.entry, '')
    note(node.exit, '')
    for (const t of transitionsOf(node)) note(t.actions, t.eventType)
  }
  return triggers
}

/** The machine's named actions that hand an event to another actor, by name. */
export function handOffsOf(machine: AnyStateMachine): Map<string, HandOff> {
  const triggers = actionTriggers(machine)
  const found = new Map<string, HandOff>()
  for (const [name, action] of Object.entries(implementationsOf(machine).actions)) {
    const sent = sentEvent(action, triggers.get(name) ?? [])
    if (sent) found.set(name, sent)
  }
  return found
}

function escapeLabel(text: string) {
  return text
    .replace(/[:;#<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The event as the diagram and the flow pages say it: `eventLabel`, a named delay with its length ('after resendCooldown (30 s)'). */
export function diagramEvent(machine: AnyStateMachine, eventType: string) {
  const label = eventLabel(eventType)
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1]
  if (!delay || /^\d+$/.test(delay)) return label
  const ms = delayLength(machine, delay)
  return `${label} (${ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`})`
}

const actionNameOf = (action: unknown) =>
  typeof action === 'string'
    ? action
    : typeof (action as { type?: unknown } | undefined)?.type === 'string'
      ? (action as { type: string }).type
      : ''

const isMachineLogic = (logic: unknown): logic is AnyStateMachine => Boolean(logic && typeof logic === 'object' && 'root' in logic)

/** An actor a state invokes: a child machine (drawn as a box of its own) or a call (written in the state). */
interface DiagramInvoke {
  /** The invoking state. */
  state: DiagramNode
  id: string
  src: string
  systemId?: string
  /** The child machine, when the actor is one. */
  child?: AnyStateMachine
  /** The Mermaid id of the child's box. */
  box: string
}

/** Every invoke of the machine, in state order. */
export function invokesOf(machine: AnyStateMachine): DiagramInvoke[] {
  const actors = implementationsOf(machine).actors
  return nodesOf(machine).flatMap((state) =>
    state.invoke.map((invoke) => {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id
      const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src
      return {
        state,
        id: invoke.id,
        src,
        systemId: invoke.systemId,
        child: isMachineLogic(logic) ? logic : undefined,
        box: `${mermaidId(state)}__${invoke.id.replace(/\W/g, '_')}`,
      }
    }),
  )
}

/** One arrow of the diagram: every transition (or hand-off) between the same two boxes shares it, one line each. */
interface DiagramEdge {
  from: string
  to: string
  labels: string[]
}

/**
 * The arrows of the machine's diagram. A transition goes from its state to each target (to itself when it has
 * none); a transition whose actions send an event to a child machine also goes to the child's box, and when it has
 * no target, only there; a child's `sendParent` goes from its box to each state that takes the event. Transitions
 * between the same two boxes share one arrow with a line each: Mermaid draws only one of several arrows between the
 * same pair of states (mermaid-js/mermaid#6132), which hid all but one of the lines page's.
 */
function edgesOf(machine: AnyStateMachine): DiagramEdge[] {
  const root = machine.root as unknown as DiagramNode
  const invokes = invokesOf(machine)
  const childBox = new Map<string, string>()
  for (const invoke of invokes) {
    if (!invoke.child) continue
    childBox.set(invoke.id, invoke.box)
    if (invoke.systemId) childBox.set(invoke.systemId, invoke.box)
  }
  const handOffs = handOffsOf(machine)
  const edges = new Map<string, DiagramEdge>()
  const add = (from: string, to: string, label: string) => {
    const key = `${from} ${to}`
    const edge = edges.get(key) ?? { from, to, labels: [] }
    if (!edge.labels.includes(label)) edge.labels.push(label)
    edges.set(key, edge)
  }
  for (const invoke of invokes) {
    if (invoke.child && invoke.state !== root) add(mermaidId(invoke.state), invoke.box, 'invokes')
  }
  const all = nodesOf(machine)
  for (const node of all) {
    for (const transition of transitionsOf(node)) {
      const guard = guardName(transition)
      const label = escapeLabel(`${diagramEvent(machine, transition.eventType)}${guard ? ` [${guard}]` : ''}`)
      const from = mermaidId(node)
      const sends = transition.actions.flatMap((action) => {
        const sent = handOffs.get(actionNameOf(action))
        const box = sent && childBox.get(sent.to)
        if (!sent || !box) return []
        const type = typeof sent.type === 'string' ? sent.type : (sent.type[transition.eventType] ?? Object.values(sent.type).join(' or '))
        return [{ box, type }]
      })
      for (const { box, type } of sends) add(from, box, escapeLabel(`${label} sends ${type}`))
      const targets = transition.target?.length ? transition.target : sends.length ? [] : [node]
      for (const target of targets) add(from, mermaidId(target), label)
    }
  }
  for (const invoke of invokes) {
    if (!invoke.child) continue
    for (const sent of handOffsOf(invoke.child).values()) {
      if (sent.to !== 'parent') continue
      const types = typeof sent.type === 'string' ? [sent.type] : [...new Set(Object.values(sent.type))]
      for (const type of types) {
        const takers = all.filter((node) => node.transitions.has(type))
        for (const taker of takers) add(invoke.box, mermaidId(taker), escapeLabel(`sends ${type}`))
      }
    }
  }
  return [...edges.values()]
}

/**
 * A Mermaid `stateDiagram-v2` of the machine (see `edgesOf` for the arrows); a state that calls an actor says so
 * inside its box ('calls loadProfile'), a child machine has a box of its own. `active` lists state ids
 * ('otpSignIn.waitingForCode.entry.typing') to highlight.
 */
export function mermaidOf(machine: AnyStateMachine, active: readonly string[] = []): string {
  const lines: string[] = ['stateDiagram-v2']
  const root = machine.root as unknown as DiagramNode
  const invokes = invokesOf(machine)
  const emit = (node: DiagramNode, indent: string) => {
    const children = Object.values(node.states)
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`)
        emitState(child, indent)
      })
      return
    }
    const initial = node.initial?.target?.[0]
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`)
    children.forEach((child) => emitState(child, indent))
  }
  // Mermaid takes a description line only in an atomic state: a compound state names its calls in its label.
  const calls = (node: DiagramNode) => invokes.filter((invoke) => invoke.state === node && !invoke.child).map((invoke) => invoke.src)
  const emitState = (node: DiagramNode, indent: string) => {
    const compound = node.type === 'compound' || node.type === 'parallel'
    const label = compound && calls(node).length ? `${node.key} (calls ${calls(node).join(', ')})` : node.key
    lines.push(`${indent}state "${escapeLabel(label)}" as ${mermaidId(node)}`)
    if (!compound) for (const src of calls(node)) lines.push(`${indent}${mermaidId(node)} : calls ${escapeLabel(src)}`)
    if (compound) {
      lines.push(`${indent}state ${mermaidId(node)} {`)
      emit(node, `${indent}  `)
      lines.push(`${indent}}`)
    }
    if (node.type === 'final') lines.push(`${indent}${mermaidId(node)} --> [*]`)
  }
  emit(root, '  ')
  for (const invoke of invokes) {
    if (invoke.child) lines.push(`  state "${invoke.id} (child flow ${invoke.child.id})" as ${invoke.box}`)
  }
  const edges = edgesOf(machine)
  // The machine's own transitions (taken in any state) and a child's events the machine itself takes.
  if (edges.some((edge) => edge.from === mermaidId(root) || edge.to === mermaidId(root)))
    lines.push(`  state "(any state)" as ${mermaidId(root)}`)
  for (const edge of edges) lines.push(`  ${edge.from} --> ${edge.to}: ${edge.labels.join('<br/>')}`)
  const children = invokes.filter((invoke) => invoke.child).map((invoke) => invoke.box)
  if (children.length) {
    lines.push('  classDef child fill:#eef4ff,stroke:#3b5bdb,stroke-dasharray:4 3')
    lines.push(`  class ${children.join(',')} child`)
  }
  const highlighted = nodesOf(machine).filter((node) => node !== root && active.includes(node.id))
  if (highlighted.length) {
    lines.push('  classDef active fill:#ffd84d,stroke:#b8860b,stroke-width:3px,color:#000,font-weight:bold')
    lines.push(`  class ${highlighted.map(mermaidId).join(',')} active`)
  }
  return `${lines.join('\n')}\n`
}

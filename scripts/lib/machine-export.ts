/**
 * A machine as a self-contained plain-JavaScript file that imports only `xstate`, for Stately Studio's Import from
 * code: `setup({...}).createMachine({...})` with every guard (and its params), action and actor named, each delay
 * as its length in ms (`after: { 30000: … } // resendCooldown`: the static parser reads no `setup({ delays })`), the
 * hand-offs between machines as `sendTo`/`sendParent` with the event they send,
 * other implementations as named stubs, and machines used as actors written out before the machine that uses them.
 * Also the machine's graph in a comparable form (states, events, targets, guards with params, actions, descriptions,
 * delays, hand-offs), which the unit tests use to check that an exported file loaded with xstate alone, or read by
 * Stately's static parser, is the same machine. Pure: returns text and data, writes nothing.
 */
import type { AnyStateMachine } from 'xstate'
import { delayLength, handOffsOf, handOffText, nodesOf, type HandOff } from '@machines/diagram'

export { delayLength }

interface StateNodeLike {
  id: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  history?: false | 'shallow' | 'deep'
  description?: string
  meta?: unknown
  parent?: StateNodeLike
  machine: { id: string }
  path: string[]
  states: Record<string, StateNodeLike>
  initial?: { target: StateNodeLike[] }
  always?: TransitionLike[]
  transitions: Map<string, TransitionLike[]>
  entry: unknown[]
  exit: unknown[]
  invoke: { id: string; src: unknown; systemId?: string }[]
  tags: Iterable<string>
}
interface TransitionLike {
  eventType: string
  target?: StateNodeLike[]
  guard?: unknown
  actions: unknown[]
  reenter?: boolean
  description?: string
}

/** A comparable picture of one machine: what a visualizer draws and a path test walks. */
export interface MachineGraph {
  id: string
  states: {
    id: string
    type: string
    description: string
    initial: string[]
    entry: string[]
    exit: string[]
    invoke: string[]
    tags: string[]
  }[]
  transitions: {
    source: string
    event: string
    guard: string
    guardParams: unknown
    targets: string[]
    actions: string[]
    reenter: boolean
    description: string
  }[]
  /** Each named delay and its length in ms (a computed one: its usual length, `computedDelay` in machines/chart.ts). */
  delays: Record<string, number>
  /** Each named action that hands an event to another actor: `sendTo <target>: <event type>`. */
  handOffs: Record<string, string>
}

const rootOf = (machine: AnyStateMachine) => machine.root as unknown as StateNodeLike

const identifier = (text: string) => text.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ? next.toUpperCase() : ''))

/** The `raise`/`cancel` pair xstate adds to a state's entry and exit for its `after` transitions. */
function isDelayPlumbing(action: unknown) {
  if (typeof action !== 'function') return false
  const built = action as { type?: string; id?: unknown; sendId?: unknown }
  const ref = built.type === 'xstate.raise' ? built.id : built.type === 'xstate.cancel' ? built.sendId : undefined
  return typeof ref === 'string' && ref.startsWith('xstate.after.')
}

/**
 * The name an action has in the export: its own name, or for an inline action (`assign(...)` written in the
 * transition) a made-up one from where it sits, e.g. `assignOnCartAdd` in state `filled`.
 */
function actionName(action: unknown, where: { state: StateNodeLike; event: string }, index: number): string {
  if (typeof action === 'string') return action
  if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string')
    return (action as { type: string }).type
  const kind = String((action as { type?: string }).type ?? 'action').replace(/^xstate\./, '')
  const on = where.event === 'entry' || where.event === 'exit' ? where.event : `on ${eventWords(where.event)}`
  return identifier(`${kind} ${where.state.key || where.state.machine.id} ${on}${index ? ` ${index + 1}` : ''}`)
}

function eventWords(eventType: string) {
  if (!eventType) return 'always'
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (done) return `${done[2]} ${done[1]}`
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (after) return `after ${after[1]}`
  return eventType
}

function guardName(guard: unknown): string {
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return (guard as { type: string }).type
  return (guard as { name?: string }).name || 'guard'
}

/** A named guard's params when they are data (`{ type: 'codeHasDigits', params: { digits: 5 } }`), else undefined. */
function guardParams(guard: unknown): unknown {
  if (!guard || typeof guard !== 'object') return undefined
  return plain((guard as { params?: unknown }).params)
}

type Implementations = {
  actions: Record<string, unknown>
  guards: Record<string, unknown>
  actors: Record<string, unknown>
  delays: Record<string, unknown>
}
const implementationsOf = (machine: AnyStateMachine) => machine.implementations as Implementations

function actionNames(actions: unknown[], state: StateNodeLike, event: string) {
  return actions.filter((action) => !isDelayPlumbing(action)).map((action, index) => actionName(action, { state, event }, index))
}

function transitionsOf(node: StateNodeLike): TransitionLike[] {
  return [...(node.always ?? []), ...[...node.transitions.values()].flat()]
}

function invokeSrcName(invoke: { id: string; src: unknown }) {
  return typeof invoke.src === 'string' ? invoke.src : invoke.id
}

/** The graph of a machine, sorted so two equal machines give equal graphs. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = nodesOf<StateNodeLike>(machine)
  return {
    id: machine.id,
    states: nodes.map((node) => ({
      id: node.id,
      type: node.type,
      description: node.description ?? '',
      initial: node.initial?.target.map((t) => t.id) ?? [],
      entry: actionNames(node.entry, node, 'entry'),
      exit: actionNames(node.exit, node, 'exit'),
      invoke: node.invoke.map((invoke) => `${invoke.id}:${invokeSrcName(invoke)}`),
      tags: [...node.tags].sort(),
    })),
    transitions: nodes.flatMap((node) =>
      transitionsOf(node).map((t) => ({
        source: node.id,
        event: t.eventType,
        guard: guardName(t.guard),
        guardParams: guardParams(t.guard),
        targets: t.target?.map((target) => target.id) ?? [],
        actions: actionNames(t.actions, node, t.eventType),
        reenter: Boolean(t.reenter),
        description: t.description ?? '',
      })),
    ),
    delays: Object.fromEntries(
      Object.keys(implementationsOf(machine).delays)
        .sort()
        .map((name) => [name, delayLength(machine, name)]),
    ),
    handOffs: Object.fromEntries([...handOffsOf(machine)].map(([name, sent]) => [name, handOffText(sent)])),
  }
}

/**
 * The graph of a machine as its export writes it: each named delay as its length (`xstate.after.30000.<state>`),
 * so no delay is left to name. An exported file loaded with xstate has this graph.
 */
export function exportedGraph(machine: AnyStateMachine): MachineGraph {
  const graph = machineGraph(machine)
  const inline = (event: string) =>
    event.replace(/^xstate\.after\.([^.]+)\./, (whole, name: string) =>
      /^\d+$/.test(name) ? whole : `xstate.after.${delayLength(machine, name)}.`,
    )
  return {
    ...graph,
    transitions: graph.transitions.map((t) => ({ ...t, event: inline(t.event) })),
    delays: {},
  }
}

/* ---------------------------------------------------------------------------------------------------------- */

const json = (value: unknown) =>
  Array.isArray(value) ? `[${value.map((item) => JSON.stringify(item)).join(', ')}]` : JSON.stringify(value)
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : json(name))

function isMachine(logic: unknown): logic is AnyStateMachine {
  return Boolean(logic && typeof logic === 'object' && 'root' in logic && 'definition' in logic)
}

/** A JSON-safe copy, or undefined when the value holds functions or cycles. */
function plain(value: unknown): unknown {
  try {
    const text = JSON.stringify(value, (_, inner: unknown) => {
      if (typeof inner === 'function') throw new Error('function')
      return inner
    })
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The machine's starting context as data: a context computed from input is computed with an empty input. */
function initialContext(machine: AnyStateMachine): unknown {
  const context = (machine.config as { context?: unknown }).context
  if (typeof context !== 'function') return plain(context) ?? {}
  try {
    return plain(context({ input: {}, spawn: () => undefined, self: undefined })) ?? {}
  } catch {
    return {}
  }
}

function targetRef(source: StateNodeLike, target: StateNodeLike) {
  if (target.parent && target.parent === source.parent) return target.key
  if (target.parent === source) return `.${target.key}`
  return `#${target.id}`
}

class Writer {
  readonly lines: string[] = []
  constructor(private indent = 0) {}
  line(text: string) {
    this.lines.push(`${'  '.repeat(this.indent)}${text}`)
  }
  open(text: string, body: () => void, close = '},') {
    this.line(text)
    this.indent += 1
    body()
    this.indent -= 1
    this.line(close)
  }
}

interface Names {
  actions: Set<string>
  guards: Set<string>
  actors: Set<string>
  /** A named delay's length in ms. */
  delayMs: (name: string) => number
}

function writeTransition(w: Writer, node: StateNodeLike, t: TransitionLike, names: Names, prefix: string) {
  const parts: string[] = []
  if (t.target?.length) {
    const refs = t.target.map((target) => targetRef(node, target))
    parts.push(`target: ${refs.length === 1 ? json(refs[0]) : json(refs)}`)
  }
  const guard = guardName(t.guard)
  if (guard) {
    names.guards.add(guard)
    const params = guardParams(t.guard)
    parts.push(params === undefined ? `guard: ${json(guard)}` : `guard: { type: ${json(guard)}, params: ${JSON.stringify(params)} }`)
  }
  const actions = actionNames(t.actions, node, t.eventType)
  actions.forEach((name) => names.actions.add(name))
  if (actions.length) parts.push(`actions: ${actions.length === 1 ? json(actions[0]) : json(actions)}`)
  if (t.reenter) parts.push('reenter: true')
  if (t.description) parts.push(`description: ${json(t.description)}`)
  w.line(`${prefix}{ ${parts.join(', ')} },`)
}

function writeTransitionList(w: Writer, node: StateNodeLike, label: string, list: TransitionLike[], names: Names) {
  if (list.length === 1) {
    writeTransition(w, node, list[0], names, `${label}: `)
    return
  }
  w.open(`${label}: [`, () => list.forEach((t) => writeTransition(w, node, t, names, '')), '],')
}

function writeState(w: Writer, node: StateNodeLike, names: Names, isRoot: boolean) {
  const defaultId = [node.machine.id, ...node.path].join('.')
  if (!isRoot && node.id !== defaultId) w.line(`id: ${json(node.id)},`)
  if (node.description) w.line(`description: ${json(node.description)},`)
  if (node.type === 'parallel' || node.type === 'final') w.line(`type: ${json(node.type)},`)
  if (node.type === 'history') {
    w.line(`type: "history",`)
    if (node.history === 'deep') w.line(`history: "deep",`)
  }
  const meta = plain(node.meta)
  if (meta !== undefined) w.line(`meta: ${json(meta)},`)
  const tags = [...node.tags]
  if (tags.length) w.line(`tags: ${json(tags)},`)
  const initial = node.type === 'compound' ? node.initial?.target[0] : undefined
  if (initial) w.line(`initial: ${json(initial.key)},`)
  for (const [label, list] of [
    ['entry', node.entry],
    ['exit', node.exit],
  ] as const) {
    const actions = actionNames(list, node, label)
    actions.forEach((name) => names.actions.add(name))
    if (actions.length) w.line(`${label}: ${actions.length === 1 ? json(actions[0]) : json(actions)},`)
  }

  const on: [string, TransitionLike[]][] = []
  const after: [string, TransitionLike[]][] = []
  const invokeDone = new Map<string, TransitionLike[]>()
  const invokeError = new Map<string, TransitionLike[]>()
  let onDone: TransitionLike[] | undefined
  const invokeIds = new Set(node.invoke.map((invoke) => invoke.id))
  for (const [eventType, list] of node.transitions) {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
    const delay = /^xstate\.after\.(.+)$/.exec(eventType)
    if (actor && invokeIds.has(actor[2])) (actor[1] === 'done' ? invokeDone : invokeError).set(actor[2], list)
    else if (delay && delay[1].endsWith(`.${node.id}`)) {
      const name = delay[1].slice(0, -node.id.length - 1)
      after.push([name, list])
    } else if (eventType === `xstate.done.state.${node.id}`) onDone = list
    else on.push([eventType, list])
  }

  if (node.invoke.length) {
    const writeInvoke = (invoke: { id: string; src: unknown; systemId?: string }, prefix: string) =>
      w.open(`${prefix}{`, () => {
        const src = invokeSrcName(invoke)
        names.actors.add(src)
        w.line(`id: ${json(invoke.id)},`)
        w.line(`src: ${json(src)},`)
        if (invoke.systemId) w.line(`systemId: ${json(invoke.systemId)},`)
        const done = invokeDone.get(invoke.id)
        if (done) writeTransitionList(w, node, 'onDone', done, names)
        const error = invokeError.get(invoke.id)
        if (error) writeTransitionList(w, node, 'onError', error, names)
      })
    if (node.invoke.length === 1) writeInvoke(node.invoke[0], 'invoke: ')
    else w.open('invoke: [', () => node.invoke.forEach((invoke) => writeInvoke(invoke, '')), '],')
  }
  if (node.always?.length) writeTransitionList(w, node, 'always', node.always, names)
  // A named delay is written as its length, with its name in a comment: Stately's static parser reads no delays
  // from setup(), and an `after` in milliseconds is what every importer shows as the timer's length.
  const lengths = after.map(([name]) => (/^\d+$/.test(name) ? Number(name) : names.delayMs(name)))
  if (new Set(lengths).size < lengths.length)
    throw new Error(`${node.id}: two delays of the same length in one state cannot both be written in milliseconds`)
  if (after.length)
    w.open('after: {', () =>
      after.forEach(([name, list], index) => {
        const start = w.lines.length
        writeTransitionList(w, node, String(lengths[index]), list, names)
        if (!/^\d+$/.test(name)) w.lines[start] += ` // ${name}`
      }),
    )
  if (on.length) w.open('on: {', () => on.forEach(([eventType, list]) => writeTransitionList(w, node, key(eventType), list, names)))
  if (onDone) writeTransitionList(w, node, 'onDone', onDone, names)
  const children = Object.values(node.states)
  if (children.length)
    w.open('states: {', () => children.forEach((child) => w.open(`${key(child.key)}: {`, () => writeState(w, child, names, false))))
}

/** `setup({...}).createMachine({...})` of one machine, assigned to `const <name>`; machines it uses come first. */
function writeMachine(machine: AnyStateMachine, constName: string, out: string[], written: Map<AnyStateMachine, string>) {
  const implementations = implementationsOf(machine)
  const names: Names = {
    actions: new Set(Object.keys(implementations.actions)),
    guards: new Set(Object.keys(implementations.guards)),
    delayMs: (name) => delayLength(machine, name),
    actors: new Set(Object.keys(implementations.actors)),
  }
  const body = new Writer(1)
  body.line(`id: ${json(machine.id)},`)
  body.line(`context: ${json(initialContext(machine))},`)
  writeState(body, rootOf(machine), names, true)

  const childMachines = new Map<string, string>()
  for (const name of names.actors) {
    const logic = implementations.actors[name]
    if (!isMachine(logic)) continue
    let child = written.get(logic)
    if (!child) {
      child = `${identifier(logic.id)}Machine`
      written.set(logic, child)
      writeMachine(logic, child, out, written)
    }
    childMachines.set(name, child)
  }

  const setup = new Writer(1)
  const group = (label: string, entries: string[]) => {
    if (entries.length) setup.open(`${label}: {`, () => entries.forEach((entry) => setup.line(`${entry},`)))
  }
  const sorted = (set: Set<string>) => [...set].sort()
  group(
    'actors',
    sorted(names.actors).map((name) => `${key(name)}: ${childMachines.get(name) ?? 'fromPromise(async () => undefined)'}`),
  )
  const handOffs = handOffsOf(machine)
  const sendAction = ({ to, type }: HandOff) => {
    const event = typeof type === 'string' ? `{ type: ${json(type)} }` : `({ event }) => ({ type: ${JSON.stringify(type)}[event.type] })`
    return to === 'parent' ? `sendParent(${event})` : `sendTo(${json(to)}, ${event})`
  }
  group(
    'actions',
    sorted(names.actions).map((name) => `${key(name)}: ${handOffs.has(name) ? sendAction(handOffs.get(name)!) : '() => {}'}`),
  )
  group(
    'guards',
    sorted(names.guards).map((name) => `${key(name)}: () => false`),
  )

  out.push(`const ${constName} = setup({`, ...setup.lines, '}).createMachine({', ...body.lines, '})', '')
}

/**
 * The exported file of one machine: `export const machine = setup({...}).createMachine({...})`, importing only
 * what it uses of `setup`, `fromPromise`, `sendTo` and `sendParent` from xstate.
 */
export function exportMachine(machine: AnyStateMachine, source: string): string {
  const out: string[] = []
  writeMachine(machine, 'machine', out, new Map())
  const text = out.join('\n')
  const imports = ['setup', ...['fromPromise', 'sendTo', 'sendParent'].filter((name) => text.includes(`${name}(`))]
  return [
    `// ${machine.id}: generated by \`npm run flows\` from ${source}; do not edit.`,
    '// Plain JavaScript importing only xstate: in Stately Studio choose Import from code and paste the whole file.',
    '// Delays are written as their length in ms (the name in a comment) and hand-offs send their events; other',
    '// guards, actions and actors are named stubs (the real ones are in the source file).',
    `import { ${imports.join(', ')} } from 'xstate'`,
    '',
    text.replace(/^const machine = /m, 'export const machine = '),
  ].join('\n')
}

/**
 * What Stately Studio's Import from code reads in an exported flow (docs/flows/visualizer/<id>.js): the file is
 * parsed with Stately's open-source static parser (@xstate/machine-extractor, in tools/studio-parser), which reads
 * the code without running it, and summarised the same way as the source machine, so a test can say where the two
 * differ: states and their descriptions, transitions with their guards (and params) and descriptions, each delayed
 * transition's length in ms as the parser reads it from the `after` key, and every invoke.
 */
import { extractMachinesFromFile } from '@ring-mobile/studio-parser'
import type { AnyStateMachine } from 'xstate'
import { delayLength } from '../../scripts/lib/machine-export'

/** A machine as Studio shows it, comparable between the source and a parsed export. */
export interface StudioSummary {
  id: string
  /** Each state by path, with its description. */
  states: string[]
  /** Each transition: `<state path> on <event>[ if <guard> <params>] -> <targets> : <description>`. */
  transitions: string[]
  /** Each delayed transition's state and length: `<state path> after <ms>`. */
  delays: string[]
  /** Each invoke: `<state path> invokes <id>: <src>`. */
  invokes: string[]
}

type Json = Record<string, unknown>
const asList = (value: unknown): Json[] => (value === undefined ? [] : Array.isArray(value) ? (value as Json[]) : [value as Json])
const sortedParams = (params: unknown) => (params && Object.keys(params).length ? ` ${JSON.stringify(params)}` : '')

function transitionLine(path: string, event: string, t: { guard?: string; params?: unknown; targets: string[]; description?: string }) {
  const guard = t.guard ? ` if ${t.guard}${sortedParams(t.params)}` : ''
  return `${path || '(root)'} on ${event}${guard} -> ${t.targets.join(', ') || '(stays)'} : ${t.description ?? ''}`
}

/** Targets as Studio resolves them: a sibling key, `.child`, or `#id.path`, written as the target's path. */
function resolveTarget(ref: string, statePath: string[], byId: Map<string, string[]>): string {
  if (ref.startsWith('#')) {
    const [id, ...rest] = ref.slice(1).split('.')
    return [...(byId.get(id!) ?? [id!]), ...rest].join('.')
  }
  if (ref.startsWith('.')) return [...statePath, ...ref.slice(1).split('.')].join('.')
  return [...statePath.slice(0, -1), ...ref.split('.')].join('.')
}

/** The summary of one machine config as the parser gives it (`toConfig()`). */
function summariseConfig(config: Json): StudioSummary {
  const states: string[] = []
  const transitions: string[] = []
  const delays: string[] = []
  const invokes: string[] = []
  const byId = new Map<string, string[]>([[String(config.id), []]])
  const collectIds = (node: Json, path: string[]) => {
    if (typeof node.id === 'string' && path.length) byId.set(node.id, path)
    for (const [key, child] of Object.entries((node.states as Record<string, Json>) ?? {})) collectIds(child, [...path, key])
  }
  collectIds(config, [])
  const walk = (node: Json, path: string[]) => {
    const here = path.join('.')
    if (path.length) states.push(`${here} : ${String(node.description ?? '')}`)
    const add = (event: string, list: unknown) => {
      for (const t of asList(list)) {
        const cond = t.cond as { type?: string; params?: unknown } | undefined
        const targets = asList(t.target as unknown).map((ref) => resolveTarget(String(ref), path, byId))
        transitions.push(
          transitionLine(here, event, { guard: cond?.type, params: cond?.params, targets, description: t.description as string }),
        )
      }
    }
    add('(always)', node.always)
    for (const [event, list] of Object.entries((node.on as Json) ?? {})) add(event, list)
    for (const [delay, list] of Object.entries((node.after as Json) ?? {})) {
      add(`after ${delay}`, list)
      delays.push(`${here || '(root)'} after ${/^\d+$/.test(delay) ? delay : `${delay} (no length)`}`)
    }
    for (const invoke of asList(node.invoke)) {
      invokes.push(`${here || '(root)'} invokes ${String(invoke.id)}: ${String(invoke.src)}`)
      add(`${String(invoke.id)} done`, invoke.onDone)
      add(`${String(invoke.id)} error`, invoke.onError)
    }
    add('(done)', node.onDone)
    for (const [key, child] of Object.entries((node.states as Record<string, Json>) ?? {})) walk(child, [...path, key])
  }
  walk(config, [])
  return { id: String(config.id), states: states.sort(), transitions: transitions.sort(), delays: delays.sort(), invokes: invokes.sort() }
}

/** Every machine in an exported file as Studio reads it, by machine id (the flow and the children it invokes). */
export function parseExport(text: string): Map<string, StudioSummary> {
  const result = extractMachinesFromFile(text)
  const machines = new Map<string, StudioSummary>()
  result?.machines.forEach((machine) => {
    const config = machine?.toConfig() as Json | undefined
    if (config) machines.set(String(config.id), summariseConfig(config))
  })
  return machines
}

type SourceNode = {
  id: string
  key: string
  path: string[]
  description?: string
  parent?: SourceNode
  states: Record<string, SourceNode>
  always?: SourceTransition[]
  transitions: Map<string, SourceTransition[]>
  invoke: { id: string; src: unknown }[]
}
type SourceTransition = { eventType: string; guard?: unknown; target?: SourceNode[]; description?: string }

/** The event as the export's config writes it: `on` key, `after <ms>`, `<invoke id> done|error`, `(done)`. */
function configEvent(machine: AnyStateMachine, node: SourceNode, eventType: string): string {
  if (!eventType) return '(always)'
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType)
  if (actor && node.invoke.some((invoke) => invoke.id === actor[2])) return `${actor[2]} ${actor[1]}`
  if (eventType === `xstate.done.state.${node.id}`) return '(done)'
  const after = /^xstate\.after\.(.+)$/.exec(eventType)
  if (after && after[1]!.endsWith(`.${node.id}`)) {
    const delay = after[1]!.slice(0, -node.id.length - 1)
    return `after ${/^\d+$/.test(delay) ? delay : delayLength(machine, delay)}`
  }
  return eventType
}

/** The same summary of a source machine, read from the machine object. */
export function summariseSource(machine: AnyStateMachine): StudioSummary {
  const states: string[] = []
  const transitions: string[] = []
  const delays: string[] = []
  const invokes: string[] = []
  const walk = (node: SourceNode) => {
    const here = node.path.join('.')
    if (node.path.length) states.push(`${here} : ${node.description ?? ''}`)
    for (const invoke of node.invoke)
      invokes.push(`${here || '(root)'} invokes ${invoke.id}: ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`)
    for (const event of new Set([...node.transitions.keys()].map((type) => configEvent(machine, node, type)))) {
      if (event.startsWith('after ')) delays.push(`${here || '(root)'} ${event}`)
    }
    for (const t of [...(node.always ?? []), ...[...node.transitions.values()].flat()]) {
      const guard = t.guard as { type?: string; params?: unknown } | string | undefined
      transitions.push(
        transitionLine(here, configEvent(machine, node, t.eventType), {
          guard: typeof guard === 'string' ? guard : guard?.type,
          params: typeof guard === 'object' ? guard.params : undefined,
          targets: (t.target ?? []).map((target) => target.path.join('.')),
          description: t.description,
        }),
      )
    }
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root as unknown as SourceNode)
  return { id: machine.id, states: states.sort(), transitions: transitions.sort(), delays: delays.sort(), invokes: invokes.sort() }
}

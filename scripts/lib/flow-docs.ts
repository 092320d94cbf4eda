/**
 * Product-owner artefacts of the flow machines: a Mermaid state diagram, a plain-JavaScript file importing only
 * xstate for the Stately visualizer, and a readable page per machine, plus an index. Pure: returns file contents,
 * writes nothing.
 */
import type { AnyStateMachine } from 'xstate'
import { exportMachine } from './machine-export'

type Node = {
  id: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  description?: string
  states: Record<string, Node>
  initial?: { target: Node[] }
  always?: Transition[]
  transitions: Map<string, Transition[]>
  invoke: { id: string; src: unknown }[]
  tags: Set<string> | string[]
  path: string[]
}
type Transition = {
  eventType: string
  target?: Node[]
  guard?: { type?: string } | string | ((...args: unknown[]) => unknown)
  description?: string
  source: Node
}

const mermaidId = (node: Node) => node.path.join('__') || 'root'

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

function guardName(transition: Transition) {
  const guard = transition.guard
  if (!guard) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'guard'
  return guard.type ?? 'guard'
}

function transitionsOf(node: Node): Transition[] {
  return [...(node.always ?? []), ...[...node.transitions.values()].flat()]
}

function escapeLabel(text: string) {
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** A Mermaid `stateDiagram-v2` of the machine, nested states included, guards in brackets. */
function mermaidOf(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2']
  const emit = (node: Node, indent: string) => {
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
  const emitState = (node: Node, indent: string) => {
    lines.push(`${indent}state "${node.key}" as ${mermaidId(node)}`)
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}state ${mermaidId(node)} {`)
      emit(node, `${indent}  `)
      lines.push(`${indent}}`)
    }
    if (node.type === 'final') lines.push(`${indent}${mermaidId(node)} --> [*]`)
  }
  const root = machine.root as unknown as Node
  emit(root, '  ')
  const all: Node[] = []
  const collect = (node: Node) => {
    all.push(node)
    Object.values(node.states).forEach(collect)
  }
  collect(root)
  for (const node of all) {
    for (const transition of transitionsOf(node)) {
      const guard = guardName(transition)
      const label = escapeLabel(`${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`)
      const targets = transition.target?.length ? transition.target : [node]
      for (const target of targets) {
        if (node === root) continue
        lines.push(`  ${mermaidId(node)} --> ${mermaidId(target)}: ${label}`)
      }
    }
  }
  return `${lines.join('\n')}\n`
}

/** Every state with its description, for the page a product owner reads. */
function stateTable(machine: AnyStateMachine) {
  const rows: string[] = ['| state | what the customer sees |', '|---|---|']
  const walk = (node: Node) => {
    if (node.path.length) rows.push(`| \`${node.path.join('.')}\` | ${(node.description ?? '').replace(/\|/g, '\\|')} |`)
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root as unknown as Node)
  return rows.join('\n')
}

function transitionTable(machine: AnyStateMachine) {
  const rows: string[] = ['| from | on | to | when / why |', '|---|---|---|---|']
  const walk = (node: Node) => {
    for (const transition of transitionsOf(node)) {
      const to = transition.target?.map((t) => `\`${t.path.join('.')}\``).join(', ') || '(stays)'
      const guard = guardName(transition)
      const why = [guard && `if ${guard}`, transition.description].filter(Boolean).join(': ')
      rows.push(`| \`${node.path.join('.') || machine.id}\` | ${eventLabel(transition.eventType)} | ${to} | ${why.replace(/\|/g, '\\|')} |`)
    }
    Object.values(node.states).forEach(walk)
  }
  walk(machine.root as unknown as Node)
  return rows.join('\n')
}

export interface FlowEntry {
  id: string
  machine: AnyStateMachine
  /** Path of the machine's source file from the repository root. */
  source: string
}

/** The files `npm run flows` writes under docs/flows/, keyed by path. */
export function flowFiles(entries: FlowEntry[]): Map<string, string> {
  const files = new Map<string, string>()
  const index: string[] = [
    '# Flows',
    '',
    'Generated by `npm run flows` from the machines in `machines/`; do not edit by hand (a test fails when a file',
    'here no longer matches its machine). Each flow has a page with its diagram, states and transitions.',
    '',
    'To explore one interactively: open https://stately.ai/viz, choose to paste code, and paste the whole',
    '`<flow>.js` file (plain JavaScript that imports only `xstate`; guards, actions, actors and delays are named',
    'stubs, the real ones live in `machines/`). A unit test loads every `.js` file with xstate alone and checks it',
    'is the same machine (states, events, targets, guard and action names) as the source.',
    '',
    '| flow | states | transitions | page | diagram | for the visualizer |',
    '|---|---|---|---|---|---|',
  ]
  for (const { id, machine, source } of entries) {
    const mermaid = mermaidOf(machine)
    const nodes: Node[] = []
    const collect = (node: Node) => {
      nodes.push(node)
      Object.values(node.states).forEach(collect)
    }
    collect(machine.root as unknown as Node)
    const transitionCount = nodes.reduce((sum, node) => sum + transitionsOf(node).length, 0)
    files.set(`docs/flows/${id}.mmd`, mermaid)
    const exported = exportMachine(machine, source)
    files.set(`docs/flows/${id}.js`, exported)
    files.set(
      `docs/flows/${id}.md`,
      [
        `# ${id}`,
        '',
        (machine.root as unknown as Node).description ?? '',
        '',
        `Source: [\`${source}\`](../../${source}) · For the visualizer: [\`${id}.js\`](${id}.js) · Diagram: [\`${id}.mmd\`](${id}.mmd)`,
        '',
        '```mermaid',
        mermaid.trimEnd(),
        '```',
        '',
        '## States',
        '',
        stateTable(machine),
        '',
        '## Transitions',
        '',
        transitionTable(machine),
        '',
        '## For the Stately visualizer',
        '',
        `Paste this (the file [\`${id}.js\`](${id}.js)) into https://stately.ai/viz; it imports only xstate.`,
        '',
        '```js',
        exported.trimEnd(),
        '```',
        '',
      ].join('\n'),
    )
    index.push(
      `| ${id} | ${nodes.length - 1} | ${transitionCount} | [${id}.md](${id}.md) | [${id}.mmd](${id}.mmd) | [${id}.js](${id}.js) |`,
    )
  }
  files.set('docs/flows/README.md', `${index.join('\n')}\n`)
  return files
}

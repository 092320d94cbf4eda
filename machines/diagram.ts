/**
 * A machine's state diagram as Mermaid `stateDiagram-v2` text, nested states included, guards in brackets; with
 * `active`, the states a running actor is in are highlighted. Shared by the flow docs (scripts/lib/flow-docs.ts)
 * and the live flow viewer (/dev/flows). Reads only the machine object: no React, no fetch.
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
  invoke: { id: string; src: unknown }[]
  tags: Set<string> | string[]
  path: string[]
}
export type DiagramTransition = {
  eventType: string
  target?: DiagramNode[]
  guard?: { type?: string } | string | ((...args: unknown[]) => unknown)
  description?: string
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

function escapeLabel(text: string) {
  return text.replace(/[:;#]/g, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * A Mermaid `stateDiagram-v2` of the machine, nested states included, guards in brackets. `active` lists state ids
 * ('otpSignIn.waitingForCode.entry.typing') to highlight.
 */
export function mermaidOf(machine: AnyStateMachine, active: readonly string[] = []): string {
  const lines: string[] = ['stateDiagram-v2']
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
  const emitState = (node: DiagramNode, indent: string) => {
    lines.push(`${indent}state "${node.key}" as ${mermaidId(node)}`)
    if (node.type === 'compound' || node.type === 'parallel') {
      lines.push(`${indent}state ${mermaidId(node)} {`)
      emit(node, `${indent}  `)
      lines.push(`${indent}}`)
    }
    if (node.type === 'final') lines.push(`${indent}${mermaidId(node)} --> [*]`)
  }
  const root = machine.root as unknown as DiagramNode
  emit(root, '  ')
  const all: DiagramNode[] = []
  const collect = (node: DiagramNode) => {
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
  const highlighted = all.filter((node) => node !== root && active.includes(node.id))
  if (highlighted.length) {
    lines.push('  classDef active fill:#ffd84d,stroke:#b8860b,stroke-width:3px,color:#000,font-weight:bold')
    lines.push(`  class ${highlighted.map(mermaidId).join(',')} active`)
  }
  return `${lines.join('\n')}\n`
}

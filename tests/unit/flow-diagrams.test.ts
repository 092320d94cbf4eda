import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { eventLabel, mermaidOf, nodesOf } from '@machines/diagram'

/**
 * The Mermaid diagram of each flow (docs/flows/<id>.md and .mmd, and /dev/flows) draws every transition, every
 * invoked actor and every hand-off of its machine. Read from the machine object here, not from the diagram code:
 * each transition must be on an arrow from its state to each of its targets (a transition without a target: to its
 * state, or to the child machine its action sends to); each child machine has a box of its own, each call is named
 * in its state. Mermaid draws one arrow per pair of states (mermaid-js/mermaid#6132), so two arrows between the
 * same pair would hide one: the diagram has at most one.
 */
type Node = {
  path: string[]
  type: string
  states: Record<string, Node>
  always?: Transition[]
  transitions: Map<string, Transition[]>
  invoke: { id: string; src: unknown }[]
}
type Transition = { eventType: string; target?: Node[]; guard?: unknown; actions: unknown[] }

const boxOf = (node: Node) => node.path.join('__') || 'root'
const guardOf = (t: Transition) => (typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string } | undefined)?.type ?? ''))

/** The arrows of a diagram: `from --> to: line<br/>line`, by `from to`. */
function arrowsOf(text: string) {
  const arrows = new Map<string, string[][]>()
  for (const match of text.matchAll(/^\s*(\S+) --> (\S+?)(?:: (.*))?$/gm)) {
    const key = `${match[1]} ${match[2]}`
    arrows.set(key, [...(arrows.get(key) ?? []), (match[3] ?? '').split('<br/>')])
  }
  return arrows
}

/** A state names a call inside its box (`box : calls src`) or, a compound state, in its label (`(calls a, src)`). */
const namesCall = (text: string, box: string, src: string) =>
  text.includes(`${box} : calls ${src}\n`) ||
  text.split('\n').some((line) => line.endsWith(` as ${box}`) && /\(calls ([^)]*)\)/.exec(line)?.[1]?.split(', ').includes(src))

describe('each flow’s diagram draws every transition, child and hand-off of its machine', () => {
  for (const { id, machine } of machineEntries) {
    it(`${id}: every transition on an arrow, every invoke in a box, one arrow per pair of states`, () => {
      const text = mermaidOf(machine)
      const arrows = arrowsOf(text)
      const doubled = [...arrows].filter(([, list]) => list.length > 1).map(([key]) => key)
      expect(doubled, `${id}: pairs of states with more than one arrow (Mermaid shows one)`).toEqual([])
      const linesOn = (from: string, to: string) => arrows.get(`${from} ${to}`)?.[0] ?? []
      const actors = (machine.implementations as { actors: Record<string, unknown> }).actors
      const childBoxes = new Set<string>()
      const missing: string[] = []
      for (const node of nodesOf<Node>(machine)) {
        for (const invoke of node.invoke) {
          const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src
          const src = typeof invoke.src === 'string' ? invoke.src : invoke.id
          const box = `${boxOf(node)}__${invoke.id.replace(/\W/g, '_')}`
          if (logic && typeof logic === 'object' && 'root' in logic) {
            childBoxes.add(box)
            if (!text.includes(` as ${box}\n`)) missing.push(`${boxOf(node)} invokes ${invoke.id}: no box`)
          } else if (!namesCall(text, boxOf(node), src)) {
            missing.push(`${boxOf(node)} calls ${src}: not named`)
          }
        }
        for (const t of [...(node.always ?? []), ...[...node.transitions.values()].flat()]) {
          const guard = guardOf(t)
          const event = eventLabel(t.eventType).replace(/[:;#<>]/g, ' ')
          const drawn = (from: string, to: string) =>
            linesOn(from, to).some((line) => line.startsWith(event) && (!guard || line.includes(`[${guard}]`)))
          const from = boxOf(node)
          const targets = (t.target ?? []).map(boxOf)
          const ok = targets.length
            ? targets.every((to) => drawn(from, to))
            : drawn(from, from) || [...childBoxes].some((box) => drawn(from, box))
          if (!ok) missing.push(`${from} on ${event}${guard ? ` [${guard}]` : ''} -> ${targets.join(', ') || '(stays)'}`)
        }
      }
      expect(missing, `${id}: not in the diagram`).toEqual([])
    })
  }

  it('the lines page draws its six children, its eleven transitions and the events the children send it', () => {
    const entry = machineEntries.find((e) => e.id === 'linesPage')!
    const arrows = arrowsOf(mermaidOf(entry.machine))
    const lines = [...arrows.values()].flat(2)
    for (const child of ['lines', 'nickname', 'quickSimCheck', 'portInCheck', 'portIn', 'esimQr'])
      expect(mermaidOf(entry.machine)).toContain(`as root__${child}\n`)
    expect(lines.filter((line) => line && !line.startsWith('sends '))).toHaveLength(11)
    expect(arrows.get('ready root__nickname')).toEqual([['line.nickname sends dialog.open']])
    expect(arrows.get('root__quickSimCheck ready')).toEqual([['sends sim.checked']])
    expect(arrows.get('ready root__portIn')?.[0]).toContain('sim.checked [isHeldLine] sends portIn.add')
    expect(arrows.get('ready ready')).toEqual([['portIn.ended']])
  })
})

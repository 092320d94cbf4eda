import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { flowFiles } from '../../scripts/lib/flow-docs'
import { appHandOffs } from '../../scripts/lib/flow-system'
import { README_BLOCK, readmeFacts, withFacts } from '../../scripts/lib/readme-facts'
import {
  buildScenarios,
  CSV_FILES,
  isFullyCovered,
  scenarioFiles,
  scenarioId,
  testCases,
  testRailCsv,
  xrayCsv,
} from '../../scripts/lib/scenarios'
import { slowedWithoutCall, unfollowable } from '../support/catalogue-checks'
import { allSamples } from '../machines/samples'
import { coveringPaths, createCoverage, missingCoverage, replayPath } from '../support/machine-graph'

describe('flow docs for product owners', () => {
  it('`npm run flows` builds a page and a diagram per machine, the index and the system page (generated, not kept)', () => {
    const files = flowFiles(machineEntries)
    for (const { id } of machineEntries) {
      expect(files.get(`docs/flows/${id}.md`), id).toContain('```mermaid')
      expect(files.get(`docs/flows/${id}.mmd`), id).toMatch(/^stateDiagram-v2/)
    }
    expect(files.get('docs/flows/README.md')).toContain('# ')
    expect(files.get('docs/flows/system.md')).toContain('```mermaid')
  })

  it('every machine has a readable id and a description on every state', () => {
    for (const { id, machine } of machineEntries) {
      expect(machine.id).toBe(id)
      const undescribed: string[] = []
      const walk = (node: { path: string[]; description?: string; states: Record<string, unknown> }) => {
        if (node.path.length && !node.description) undescribed.push(node.path.join('.'))
        Object.values(node.states).forEach((child) => walk(child as typeof node))
      }
      walk(machine.root as never)
      expect(undescribed, `${id}: states without a description`).toEqual([])
    }
  })

  it('every transition with a guard or a side effect says what it does (the description Studio shows on the arrow)', () => {
    type Node = { path: string[]; states: Record<string, Node>; always?: T[]; transitions: Map<string, T[]> }
    type T = { eventType: string; guard?: unknown; actions: { type?: string; id?: unknown; sendId?: unknown }[]; description?: string }
    // xstate's own raise/cancel of an `after` timer is not an action of the chart.
    const timer = (action: T['actions'][number]) =>
      /^xstate\.(raise|cancel)$/.test(String(action.type)) && /^xstate\.after\./.test(String(action.id ?? action.sendId))
    for (const { id, machine } of machineEntries) {
      const silent: string[] = []
      const walk = (node: Node) => {
        for (const t of [...(node.always ?? []), ...[...node.transitions.values()].flat()])
          if (!t.description && (t.guard || t.actions.some((action) => !timer(action))))
            silent.push(`${node.path.join('.')} on ${t.eventType || '(always)'}`)
        Object.values(node.states).forEach(walk)
      }
      walk(machine.root as never)
      expect(silent, `${id}: guarded or acting transitions without a description`).toEqual([])
    }
  })
})

describe('README.md’s counts', () => {
  const readme = readFileSync('README.md', 'utf8')
  const facts = readmeFacts(machineEntries, readFileSync(CSV_FILES.testRail, 'utf8'))

  it('the facts block is what the machines and the committed catalogue give now (npm run flows rewrites it)', () => {
    const block = readme.slice(readme.indexOf(README_BLOCK.begin), readme.indexOf(README_BLOCK.end) + README_BLOCK.end.length)
    expect(block).toBe(facts)
  })

  it('the block counts every machine and each parent’s children: the lines page invokes six', () => {
    expect(facts).toContain(`- ${machineEntries.length} flows`)
    expect(facts).toContain('`linesPage` invokes 6: `lines`, `nickname`, `quickSimCheck`, `portInCheck`, `portIn`, `esimQr`')
    // A stale block (another count) is told apart and replaced whole.
    const stale = withFacts(readme, facts.replace(/- \d+ flows/, '- 5 flows'))
    expect(stale).not.toBe(readme)
    expect(withFacts(stale, facts)).toBe(readme)
  })
})

describe('the system page (docs/flows/system.md)', () => {
  it('each hand-off the app wires is a named action of its flow and an event its target takes', () => {
    const byId = new Map(machineEntries.map((entry) => [entry.id, entry.machine]))
    for (const handOff of appHandOffs) {
      const from = byId.get(handOff.from)
      const to = byId.get(handOff.to)
      expect(Object.keys((from?.implementations as { actions: object } | undefined)?.actions ?? {}), `${handOff.from}`).toContain(
        handOff.action,
      )
      expect(to?.events ?? [], `${handOff.to} takes ${handOff.event}`).toContain(handOff.event)
    }
  })
})

describe('scenario coverage for testers', () => {
  it('every machine has samples for the scenario catalogue', () => {
    expect(machineEntries.map((e) => e.id).filter((id) => !allSamples[id])).toEqual([])
  })

  for (const { id } of machineEntries) {
    it(`${id}: the generated scenarios reach 100% of states and transitions; its page leads with a titled covering set and is current`, () => {
      const result = buildScenarios(id, allSamples[id])
      expect({ states: result.states.missing, transitions: result.transitions.missing }).toEqual({ states: [], transitions: [] })
      expect(isFullyCovered(result)).toBe(true)
      expect(result.covering.length).toBeGreaterThan(0)
      expect(result.covering.length).toBeLessThanOrEqual(result.scenarios.length)
      const titles = result.covering.map((scenario) => scenario.title)
      expect(new Set(titles).size, `${id}: covering titles repeat: ${titles.join(' | ')}`).toBe(titles.length)
      for (const scenario of result.covering) {
        expect(scenario.start).not.toBe('')
        for (const step of scenario.steps) {
          expect(step.action).not.toBe('')
          expect(step.sees, `${scenario.title}: what the customer sees in ${step.state}`).not.toBe('')
        }
        for (const step of scenario.testerSteps)
          // A calendar date to type goes stale (the server refuses a day in the past): it is told from today.
          expect(step.onPage, `${scenario.title}: a date told from today by the simulator's clock`).not.toMatch(/^Type \d{4}-\d{2}-\d{2} /)
      }
      // The covering set alone (what the browser replays) enters every state and takes every transition too.
      const covered = createCoverage()
      for (const path of coveringPaths(allSamples[id])) replayPath(allSamples[id], path, covered)
      const left = missingCoverage(allSamples[id].machine, covered)
      expect({ states: left.states, transitions: left.transitions }, `${id}: what its covering scenarios miss`).toEqual({
        states: [],
        transitions: [],
      })
      // The flow's page builds (generated by `npm run scenarios`, not kept).
      expect(scenarioFiles([result]).get(`docs/scenarios/${id}.md`)).toContain(`# ${id}: scenarios`)
      // The runnable catalogue: ids from the path's start and events, every step an action a person can do with
      // its expected result, and the machine's rows in the committed CSVs as they are now.
      const ids = coveringPaths(allSamples[id]).map((path) => scenarioId(id, path))
      expect(result.covering.map((scenario) => scenario.id)).toEqual(ids)
      expect(new Set(ids).size).toBe(ids.length)
      const cases = testCases([result])
      expect(unfollowable(cases), `${id}: steps a person cannot follow`).toEqual([])
      expect(slowedWithoutCall(allSamples[id].machine, result.covering), `${id}: a network slowed for no call`).toEqual([])
      for (const [path, rowsOf] of [
        [CSV_FILES.testRail, testRailCsv],
        [CSV_FILES.xray, xrayCsv],
      ] as const) {
        const committed = readFileSync(path, 'utf8')
        const rows = rowsOf(cases).split('\r\n').slice(1, -1)
        expect(
          rows.filter((row) => !committed.includes(row)),
          `${path} is stale: run npm run scenarios`,
        ).toEqual([])
      }
      // A big machine (checkout: over 200 generated paths, each replayed twice) needs more than vitest's 5 s.
    }, 60_000)
  }
})

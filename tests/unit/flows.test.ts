import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { flowFiles } from '../../scripts/lib/flow-docs'
import { buildScenarios, isFullyCovered } from '../../scripts/lib/scenarios'
import { allSamples } from '../machines/samples'

describe('flow docs for product owners', () => {
  it('every committed file in docs/flows matches its machine (run `npm run flows` after changing one)', () => {
    const stale = [...flowFiles(machineEntries)].filter(
      ([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content,
    )
    expect(stale.map(([path]) => path)).toEqual([])
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
})

describe('scenario coverage for testers', () => {
  it('every machine has samples for the scenario catalogue', () => {
    expect(machineEntries.map((e) => e.id).filter((id) => !allSamples[id])).toEqual([])
  })

  for (const { id } of machineEntries) {
    it(`${id}: the generated scenarios reach 100% of states and transitions`, () => {
      const result = buildScenarios(id, allSamples[id])
      expect({ states: result.states.missing, transitions: result.transitions.missing }).toEqual({ states: [], transitions: [] })
      expect(isFullyCovered(result)).toBe(true)
      expect(result.scenarios.length).toBeGreaterThan(0)
    })
  }
})

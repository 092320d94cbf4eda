import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { visualizerFiles } from '../../scripts/lib/flow-docs'
import { parseExport, summariseSource, type StudioSummary } from '../support/studio-import'

/**
 * A product owner opens a flow in Stately Studio with Import from code, pasting docs/flows/visualizer/<id>.js (or the
 * code block at the end of its page). Studio reads the code without running it; Stately's open-source static parser
 * (@xstate/machine-extractor) is that reader. Every export is parsed with it here and must show what the source
 * machine has: the same states and transitions, every description, every guard by name with its params, every delay
 * by name with its real length; and so for each child machine it invokes.
 */
const exported = visualizerFiles(machineEntries)
const byId = new Map(machineEntries.map((entry) => [entry.id, entry.machine]))
const count = (summary: StudioSummary) => ({ states: summary.states.length, transitions: summary.transitions.length })

describe('Stately Studio reads every exported flow as its source machine', () => {
  for (const { id, machine } of machineEntries) {
    it(`${id}: the parser finds the machine with the source's state and transition counts, descriptions, guards and delays`, () => {
      const parsed = parseExport(exported.get(`docs/flows/visualizer/${id}.js`)!)
      const flow = parsed.get(id)
      expect(flow, `${id}: the parser found ${[...parsed.keys()].join(', ') || 'no machine'}`).toBeDefined()
      const source = summariseSource(machine)
      expect(count(flow!)).toEqual(count(source))
      expect(flow).toEqual(source)
      // Each child machine written out in the file (a parent's invoked flows) is its registered machine.
      for (const [childId, child] of parsed) {
        if (childId === id) continue
        expect(byId.has(childId), `${id}: ${childId} is a machine of machines/registry.ts`).toBe(true)
        expect(child).toEqual(summariseSource(byId.get(childId)!))
      }
    })
  }

  it('no exported delay is the placeholder second: each has the length the source gives it', () => {
    const lengths = machineEntries.flatMap(({ id, machine }) =>
      Object.entries(summariseSource(machine).delays).map(([name, ms]) => `${id}.${name}=${ms}`),
    )
    const parsed = machineEntries.flatMap(({ id }) =>
      Object.entries(parseExport(exported.get(`docs/flows/visualizer/${id}.js`)!).get(id)!.delays).map(
        ([name, ms]) => `${id}.${name}=${ms}`,
      ),
    )
    expect(parsed).toEqual(lengths)
    expect(parsed).toContain('otpSignIn.resendCooldown=30000')
    expect(parsed).toContain('lines.refreshEvery=30000')
    expect(parsed.filter((entry) => entry.endsWith('=1000'))).toEqual(lengths.filter((entry) => entry.endsWith('=1000')))
  })

  it('the lines page invokes its child flows and its hand-offs name the events they send', () => {
    const text = exported.get('docs/flows/visualizer/linesPage.js')!
    expect([...parseExport(text).keys()].sort()).toEqual([
      'esimQr',
      'lines',
      'linesPage',
      'nickname',
      'portIn',
      'portInCheck',
      'quickSimCheck',
    ])
    expect(text).toContain('openNickname: sendTo("nickname", { type: "dialog.open" })')
    expect(text).toContain('openAddPortIn: sendParent({ type: "sim.checked" })')
    expect(text).toContain('openAddPortIn: sendTo("portIn", { type: "portIn.add" })')
  })
})

describe('the comparison fails when the export loses a business rule', () => {
  const id = 'otpSignIn'
  const text = exported.get(`docs/flows/visualizer/${id}.js`)!
  const source = summariseSource(byId.get(id)!)
  const mutations: [string, (text: string) => string][] = [
    ['a transition description dropped', (t) => t.replace(', description: "30 seconds since the last code"', '')],
    [
      'a state description dropped',
      (t) => t.replace(/\n\s*description: "Checking the code with the server; the boxes are disabled\.",/, ''),
    ],
    ['a delay length changed', (t) => t.replace('resendCooldown: 30000', 'resendCooldown: 1000')],
    ['a guard renamed', (t) => t.replace(/"codeHasDigits"/g, '"guard"')],
    ['a guard param changed', (t) => t.replace('params: {"digits":6}', 'params: {"digits":5}')],
  ]
  for (const [what, mutate] of mutations) {
    it(`${what}: the parsed export no longer equals the source`, () => {
      const mutated = mutate(text)
      expect(mutated).not.toBe(text)
      expect(parseExport(mutated).get(id)).not.toEqual(source)
    })
  }
})

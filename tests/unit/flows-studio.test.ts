import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { visualizerFiles } from '../../scripts/lib/flow-docs'
import { extractMachinesFromFile } from '@ring-mobile/studio-parser'
import { parseExport, summariseSource, type StudioSummary } from '../support/studio-import'

/**
 * A product owner opens a flow in Stately Studio with Import from code, pasting docs/flows/visualizer/<id>.js (or the
 * code block at the end of its page). Studio reads the code without running it; Stately's open-source static parser
 * (@xstate/machine-extractor) is that reader. Every export is parsed with it here and must show what the source
 * machine has: the same states and transitions, every description, every guard by name with its params, every
 * delayed transition with its real length in ms, every invoke; and so for each child machine it invokes.
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

  it('the parser reads every delay’s length from the export itself: the resend countdown is after 30000 ms', () => {
    // The parser's own output (toConfig), not a summary: the `after` keys of the countdown states.
    type Config = { after?: Record<string, unknown>; states?: Record<string, Config> }
    const configOf = (id: string) =>
      extractMachinesFromFile(exported.get(`docs/flows/visualizer/${id}.js`)!)!.machines[0]!.toConfig() as Config
    const at = (config: Config, path: string[]) => path.reduce((node, key) => node.states![key]!, config)
    expect(Object.keys(at(configOf('otpSignIn'), ['waitingForCode', 'resend', 'coolingDown']).after ?? {})).toEqual(['30000'])
    expect(Object.keys(at(configOf('editEmail'), ['awaitingCode', 'resend', 'coolingDown']).after ?? {})).toEqual(['30000'])
    expect(Object.keys(at(configOf('lines'), ['ready']).after ?? {})).toEqual(['30000'])
    // Every delayed transition of every flow has a length the parser can read, the one its source gives it.
    const parsed = machineEntries.flatMap(({ id }) =>
      parseExport(exported.get(`docs/flows/visualizer/${id}.js`)!)
        .get(id)!
        .delays.map((delay) => `${id}: ${delay}`),
    )
    const source = machineEntries.flatMap(({ id, machine }) => summariseSource(machine).delays.map((delay) => `${id}: ${delay}`))
    expect(parsed.filter((delay) => !/ after \d+$/.test(delay))).toEqual([])
    expect(parsed).toEqual(source)
    expect(parsed).toContain('otpSignIn: waitingForCode.resend.coolingDown after 30000')
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
    ['a delay length changed', (t) => t.replace('30000: { target: "available"', '1000: { target: "available"')],
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

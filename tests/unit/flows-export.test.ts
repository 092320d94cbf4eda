import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createActor, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { visualizerFiles } from '../../scripts/lib/flow-docs'
import { exportedGraph, machineGraph } from '../../scripts/lib/machine-export'

/**
 * docs/flows/visualizer/<id>.js (and the code block at the end of each flow page) is what a product owner pastes into
 * the Stately visualizer. Each is written here to a scratch folder, as `npm run flows` writes it, and loaded with
 * xstate alone.
 */
const scratch = mkdtempSync(join(tmpdir(), 'flows-'))
const exported = visualizerFiles(machineEntries)

describe('the visualizer files', () => {
  for (const { id, machine } of machineEntries) {
    const path = join(scratch, `${id}.js`)
    writeFileSync(path, exported.get(`docs/flows/visualizer/${id}.js`)!)

    it(`${id}.js imports nothing but xstate`, () => {
      const text = exported.get(`docs/flows/visualizer/${id}.js`)!
      const sources = [...text.matchAll(/^\s*import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1])
      expect(sources).toEqual(['xstate'])
      expect(text).not.toMatch(/\brequire\(|\bimport\(/)
      expect(text).toMatch(/setup\(\{[\s\S]*\}\)\.createMachine\(\{/)
    })

    it(`${id}.js loads with xstate and is the same machine: states, events, targets, guards, actions`, async () => {
      const loaded = ((await import(/* @vite-ignore */ pathToFileURL(path).href)) as { machine: AnyStateMachine }).machine
      const actor = createActor(loaded, { input: {} })
      actor.start()
      expect(actor.getSnapshot().status).not.toBe('error')
      actor.stop()
      // States, transitions, guards with params, actions, descriptions, delays with their lengths, hand-offs.
      expect(machineGraph(loaded)).toEqual(exportedGraph(machine))
    })
  }

  const load = async (name: string, text: string) => {
    const path = join(scratch, name)
    writeFileSync(path, text)
    return ((await import(/* @vite-ignore */ pathToFileURL(path).href)) as { machine: AnyStateMachine }).machine
  }
  const otp = exported.get('docs/flows/visualizer/otpSignIn.js')!
  const otpSource = exportedGraph(machineEntries.find((entry) => entry.id === 'otpSignIn')!.machine)
  const mutations: [string, string, string][] = [
    ['a description', ', description: "30 seconds since the last code"', ''],
    ['a delay length', '30000: { target: "available"', '1000: { target: "available"'],
    ['a guard name', '"codeHasDigits"', '"hasCode"'],
    ['a hand-off', 'sendTo("nickname", { type: "dialog.open" })', '() => {}'],
  ]
  for (const [what, from, to] of mutations) {
    it(`an export that loses ${what} is not the same machine`, async () => {
      const text = what === 'a hand-off' ? exported.get('docs/flows/visualizer/linesPage.js')! : otp
      expect(text).toContain(from)
      const loaded = await load(`mutated-${what.replace(/\W+/g, '-')}.js`, text.replaceAll(from, to))
      const source = what === 'a hand-off' ? exportedGraph(machineEntries.find((entry) => entry.id === 'linesPage')!.machine) : otpSource
      expect(machineGraph(loaded)).not.toEqual(source)
    })
  }

  it('an inline action gets a name from where it sits, the same in source and export', () => {
    const cart = machineGraph(machineEntries.find((entry) => entry.id === 'cart')!.machine)
    const add = cart.transitions.find((t) => t.source === 'cart.empty' && t.event === 'cart.add')
    expect(add?.actions).toEqual(['assignEmptyOnCartAdd', 'persist'])
  })
})

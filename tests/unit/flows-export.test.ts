import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createActor, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { visualizerFiles } from '../../scripts/lib/flow-docs'
import { machineGraph } from '../../scripts/lib/machine-export'

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
      const exported = machineGraph(loaded)
      const source = machineGraph(machine)
      expect(exported.states).toEqual(source.states)
      expect(exported.transitions).toEqual(source.transitions)
      expect(exported.id).toBe(id)
    })
  }

  it('an inline action gets a name from where it sits, the same in source and export', () => {
    const cart = machineGraph(machineEntries.find((entry) => entry.id === 'cart')!.machine)
    const add = cart.transitions.find((t) => t.source === 'cart.empty' && t.event === 'cart.add')
    expect(add?.actions).toEqual(['assignEmptyOnCartAdd', 'persist'])
  })
})

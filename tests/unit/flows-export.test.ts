import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { createActor, type AnyStateMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machineEntries } from '@machines/registry'
import { machineGraph } from '../../scripts/lib/machine-export'

/** docs/flows/<id>.js is what a product owner pastes into the Stately visualizer (npm run flows writes it). */
describe('the visualizer files in docs/flows', () => {
  for (const { id, machine } of machineEntries) {
    const path = `docs/flows/${id}.js`

    it(`${id}.js imports nothing but xstate`, () => {
      const text = readFileSync(path, 'utf8')
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

import { expect } from 'vitest'
import { cartMachine } from '../../machines/cart.machine'
import type { CartItem } from '../../src/lib/cart-storage'
import { describeMachinePaths } from '../support/machine-paths'

const starter: CartItem = { id: 'plan-starter', retailName: 'Starter', retailPrice: 15 }
const unlimited: CartItem = { id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }

describeMachinePaths({
  machine: cartMachine,
  inputs: { 'empty storage': { item: null }, 'stored cart': { item: starter } },
  events: {
    'cart.add': [
      { type: 'cart.add', item: starter },
      { type: 'cart.add', item: unlimited },
    ],
    'cart.remove': [
      { type: 'cart.remove', id: 'plan-starter' },
      { type: 'cart.remove', id: 'plan-unlimited' },
    ],
    'cart.clear': [{ type: 'cart.clear' }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.item?.id ?? null]),
  expectations: {
    empty: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.context.item).toBeNull()
      // A change is written to storage at once; restoring an empty cart writes nothing.
      if (event) expect(stepCalls.map((c) => c.name)).toEqual(['persist'])
      else expect(stepCalls).toEqual([])
    },
    filled: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.context.item).not.toBeNull()
      if (event?.type === 'cart.add') {
        // Adding replaces the whole cart with the new item.
        expect(snapshot.context.item).toEqual(event.item)
        expect(stepCalls.map((c) => c.name)).toEqual(['persist'])
      }
      if (!event) expect(snapshot.context.item).toEqual(starter)
    },
  },
})

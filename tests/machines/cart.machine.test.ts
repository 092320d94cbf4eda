import { expect } from 'vitest'
import type { CartItem } from '@/lib/storage/cart'
import { describeMachinePaths } from '../support/machine-paths'
import { cartSamples } from './cart.samples'

const starter: CartItem = { id: 'plan-starter', retailName: 'Starter', retailPrice: 15 }

describeMachinePaths({
  ...cartSamples,
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

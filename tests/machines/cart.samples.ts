/** Sample events and starting inputs of the cart machine: shared by its path tests and the scenario catalogue. */
import { cartMachine } from '@machines/cart.machine'
import type { CartItem } from '@/lib/storage/cart'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

const starter: CartItem = { id: 'plan-starter', retailName: 'Starter', retailPrice: 15 }
const unlimited: CartItem = { id: 'plan-unlimited', retailName: 'Unlimited', retailPrice: 40 }

export const cartSamples = {
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
    ...bare('cart.clear'),
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.item?.id ?? null]),
} satisfies MachineSamples<typeof cartMachine>

import { assign, setup } from 'xstate'
import type { CartItem } from '@contract/plans'
import { decisionState, type MachineTypes } from './chart'

export interface CartContext {
  item: CartItem | null
}

export type CartEvent = { type: 'cart.add'; item: CartItem } | { type: 'cart.remove'; id: string } | { type: 'cart.clear' }

/**
 * The one-item cart (SPEC §4). Adding replaces the whole cart; removing clears it only if the id matches;
 * clearing empties it. It is the only state that survives a reload: `persist` writes it to browser storage.
 */
export const cartMachine = setup({
  types: {} as MachineTypes<CartContext, CartEvent, { item: CartItem | null }>,
  actions: {
    /** Writes the cart to browser storage (provided by the app). */
    persist: () => {},
  },
  guards: {
    hasItem: ({ context }) => context.item !== null,
    matchesItem: ({ context, event }) => event.type === 'cart.remove' && context.item?.id === event.id,
  },
}).createMachine({
  id: 'cart',
  description: 'The one-item cart; the header cart button shows 1 when filled, else 0.',
  context: ({ input }) => ({ item: input.item }),
  initial: 'restoring',
  states: {
    restoring: decisionState('On start: the cart read back from browser storage (a corrupt one counts as empty).', 'hasItem', {
      filled: 'A plan was stored on an earlier visit',
      empty: 'Nothing stored',
    }),
    empty: {
      description: 'Nothing in the cart.',
      on: {
        'cart.add': {
          target: 'filled',
          description: 'A plan is chosen',
          actions: [assign({ item: ({ event }) => event.item }), 'persist'],
        },
      },
    },
    filled: {
      description: 'One plan in the cart.',
      on: {
        'cart.add': {
          target: 'filled',
          reenter: true,
          description: 'Another plan replaces the one in the cart',
          actions: [assign({ item: ({ event }) => event.item }), 'persist'],
        },
        'cart.remove': {
          guard: 'matchesItem',
          target: 'empty',
          description: 'Remove the item with this id',
          actions: [assign({ item: null }), 'persist'],
        },
        'cart.clear': {
          target: 'empty',
          description: 'Empty the cart (after a paid checkout)',
          actions: [assign({ item: null }), 'persist'],
        },
      },
    },
  },
})

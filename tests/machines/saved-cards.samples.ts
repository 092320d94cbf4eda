/** Sample events and starting inputs of the saved cards machine: shared by its path tests and the scenario catalogue. */
import { savedCardsMachine } from '@machines/saved-cards.machine'
import type { SavedCard } from '@contract/cards'
import type { MachineSamples } from '../support/machine-graph'
import { visa, mastercard as supportMastercard } from '../support/saved-cards'
import { bare, done, failed } from './sample-events'

/** The support Mastercard under the name the samples' scenarios print. */
const mastercard: SavedCard = { ...supportMastercard, cardholderName: 'Dana Reyes' }
export const CARD_PAGE = { url: 'http://ring.test/pay/session/ps_123', sessionId: 'ps_123' }
const DELETE_REFUSED = { status: 409, message: 'This card pays for an order in progress' }
const UNREACHABLE = { status: 0, message: "We couldn't reach Ring Mobile. Check your connection and try again." }

export const savedCardsSamples = {
  machine: savedCardsMachine,
  inputs: {
    'an ordinary visit': { returnedWith: null },
    'back from saving a card': { returnedWith: 'saved' },
    'back from a card that was not saved': { returnedWith: 'notSaved' },
  },
  events: {
    // Two cards, one card, none: the list as the server answers it, before and after a change.
    'xstate.done.actor.loadCards': [done('loadCards', [visa, mastercard]), done('loadCards', [visa]), done('loadCards', [])],
    'xstate.error.actor.loadCards': [failed('loadCards', UNREACHABLE)],
    ...bare('cards.retry', 'card.add'),
    'card.delete': (s) => s.context.cards.map((card) => ({ type: 'card.delete' as const, cardId: card.id })),
    'card.setPrimary': (s) => s.context.cards.map((card) => ({ type: 'card.setPrimary' as const, cardId: card.id })),
    ...bare('delete.confirm', 'delete.cancel'),
    'xstate.done.actor.deleteCard': [done('deleteCard', { message: 'Your card was deleted' })],
    'xstate.error.actor.deleteCard': [failed('deleteCard', DELETE_REFUSED)],
    'xstate.done.actor.setPrimaryCard': [done('setPrimaryCard', { message: 'Your primary card was updated' })],
    'xstate.error.actor.setPrimaryCard': [failed('setPrimaryCard', { status: 404, message: 'We could not find this card' })],
    'xstate.done.actor.openCardPage': [done('openCardPage', CARD_PAGE)],
    'xstate.error.actor.openCardPage': [failed('openCardPage', { status: 503, message: 'Payments are unavailable right now' })],
  },
  // The cards shown and the one chosen decide which buttons work; nothing else matters to the graph.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.cards.map((card) => `${card.id}${card.primaryCard ? '*' : ''}`), s.context.cardId]),
} satisfies MachineSamples<typeof savedCardsMachine>

import { expect } from 'vitest'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { CARD_PAGE, savedCardsSamples } from './saved-cards.samples'

const names = (calls: RecordedCall[]) => calls.map((call) => call.name)
const actions = (calls: RecordedCall[]) => calls.filter((call) => call.kind === 'action').map((call) => call.name)
const sent = (calls: RecordedCall[], name: string) => calls.filter((call) => call.kind === 'actor' && call.name === name)

describeMachinePaths({
  ...savedCardsSamples,
  expectations: {
    loading: ({ snapshot, stepCalls, event, calls, input }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(snapshot.context.returnedWith).toBeNull()
      expect(sent(stepCalls, 'loadCards')).toHaveLength(1)
      if (event === undefined) {
        // On arrival the result of the card-saving page is said once, then taken off the address.
        const returnedWith = (input as { returnedWith: string | null }).returnedWith
        const expected = { saved: ['notifyCardSaved', 'clearReturnParam'], notSaved: ['notifyCardNotSaved', 'clearReturnParam'] }
        expect(actions(calls)).toEqual(returnedWith ? expected[returnedWith as keyof typeof expected] : [])
      }
    },
    loadFailed: ({ snapshot }) => {
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(snapshot.can({ type: 'cards.retry' })).toBe(true)
      expect(snapshot.can({ type: 'card.add' })).toBe(false)
    },
    empty: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.context.cards).toEqual([])
      expect(snapshot.can({ type: 'card.add' })).toBe(true)
      if (event?.type === 'xstate.error.actor.openCardPage') expect(names(stepCalls)).toEqual(['notifyFailure'])
    },
    populated: ({ snapshot, stepCalls, event }) => {
      const { cards } = snapshot.context
      expect(cards.length).toBeGreaterThan(0)
      expect(snapshot.context.cardId).toBeNull()
      // Delete on every card; 'Set as primary' on all but the primary one.
      for (const card of cards) {
        expect(snapshot.can({ type: 'card.delete', cardId: card.id })).toBe(true)
        expect(snapshot.can({ type: 'card.setPrimary', cardId: card.id })).toBe(!card.primaryCard)
      }
      expect(snapshot.can({ type: 'card.delete', cardId: 'card_unknown' })).toBe(false)
      if (event?.type === 'delete.cancel') expect(stepCalls).toEqual([])
      if (event?.type === 'xstate.error.actor.openCardPage') expect(names(stepCalls)).toEqual(['notifyFailure'])
    },
    confirmingDelete: ({ snapshot, stepCalls, event, previous }) => {
      expect(snapshot.context.cards.some((card) => card.id === snapshot.context.cardId)).toBe(true)
      expect(snapshot.can({ type: 'delete.confirm' })).toBe(true)
      expect(snapshot.can({ type: 'delete.cancel' })).toBe(true)
      if (event?.type === 'card.delete') expect(snapshot.context.cardId).toBe(event.cardId)
      // A refused delete: the server's message, and the same card's dialog stays open.
      if (event?.type === 'xstate.error.actor.deleteCard') {
        expect(names(stepCalls)).toEqual(['notifyFailure'])
        expect(snapshot.context.cardId).toBe(previous?.context.cardId)
      }
    },
    deleting: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(sent(stepCalls, 'deleteCard')).toEqual([{ kind: 'actor', name: 'deleteCard', input: { cardId: snapshot.context.cardId } }])
      expect(snapshot.can({ type: 'delete.cancel' })).toBe(false)
    },
    settingPrimary: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const card = snapshot.context.cards.find((candidate) => candidate.id === snapshot.context.cardId)
      expect(card?.primaryCard).toBe(false)
      expect(sent(stepCalls, 'setPrimaryCard')).toEqual([{ kind: 'actor', name: 'setPrimaryCard', input: { cardId: card?.id } }])
    },
    refreshing: ({ snapshot, stepCalls, event, previous }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // Setting a primary card or deleting one reloads the list (SPEC §4), after the server's message.
      expect(sent(stepCalls, 'loadCards')).toHaveLength(1)
      expect(snapshot.context.cardId).toBeNull()
      if (event?.type === 'xstate.done.actor.deleteCard') {
        expect(actions(stepCalls)).toEqual(['notifyDone'])
        expect(snapshot.context.cards.map((card) => card.id)).not.toContain(previous?.context.cardId)
      }
      if (event?.type === 'xstate.done.actor.setPrimaryCard') expect(actions(stepCalls)).toEqual(['notifyDone'])
      if (event?.type === 'xstate.error.actor.setPrimaryCard') expect(actions(stepCalls)).toEqual(['notifyFailure'])
    },
    openingCardPage: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(sent(stepCalls, 'openCardPage')).toHaveLength(1)
    },
    leaving: ({ snapshot, stepCalls }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(stepCalls).toEqual([
        { kind: 'action', name: 'goToCardPage', event: { type: 'xstate.done.actor.openCardPage', output: CARD_PAGE }, params: CARD_PAGE },
      ])
    },
  },
})

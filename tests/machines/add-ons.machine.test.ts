import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { addOnsSamples, PASS_FIRST_DAY } from './add-ons.samples'
import { asked, did, firstReadOfLine } from './expect'

/** The last offer the customer picked. */
const picked = (events: { type: string }[]) =>
  (events.findLast((event) => event.type === 'offer.pick') as { addOnId?: string; requestKey?: string } | undefined) ?? {}

describeMachinePaths({
  ...addOnsSamples,
  expectations: {
    ...firstReadOfLine('loadAddOns', 'addOns.retry', 'addOns'),
    'ready.idle': ({ snapshot, event, stepCalls }) => {
      const { addOns } = snapshot.context
      expect(addOns).not.toBeNull()
      expect(snapshot.context.chosen).toBeNull()
      // Only an offer of the line's can be bought; a suspended line has none, and a member of a group asks instead.
      expect(snapshot.can({ type: 'offer.pick', addOnId: 'data-3gb', requestKey: 'k' })).toBe(
        addOns!.reason === null && addOns!.payment !== 'request',
      )
      expect(snapshot.can({ type: 'offer.pick', addOnId: 'data-9gb', requestKey: 'k' })).toBe(false)
      // Only a pass that has not started can be cancelled.
      expect(snapshot.can({ type: 'pass.cancel', addOnId: 'pass-1' })).toBe(addOns!.addOns.some((item) => item.canCancel))
      expect(snapshot.can({ type: 'pass.cancel', addOnId: 'pass-started' })).toBe(false)
      if (event?.type === 'xstate.done.actor.buyAddOn' || event?.type === 'xstate.done.actor.cancelAddOn') {
        const output = event.output as { message: string }
        expect(snapshot.context.notice).toBe(output.message)
        // The line page reads its usage again.
        expect(did(stepCalls, 'addOnsChanged')).toBe(1)
      }
    },
    'ready.choosing': ({ snapshot, event, events, stepCalls }) => {
      // The dialog asks first: nothing is charged yet.
      expect(asked(stepCalls, 'buyAddOn')).toEqual([])
      const pick = picked(events)
      expect(snapshot.context.chosen).toBe(pick.addOnId)
      expect(snapshot.context.requestKey).toBe(pick.requestKey)
      // The primary card unless the customer chose another of theirs since the dialog opened; none when the group's
      // owner pays.
      const opened = events.findLastIndex((e) => e.type === 'offer.pick')
      const other = events.findLastIndex((e) => e.type === 'card.choose' && (e as { cardId: string }).cardId === 'card-other')
      const chosenCard = other > opened ? 'card-other' : 'card-primary'
      const ownerPays = snapshot.context.addOns?.payment === 'owner'
      expect(snapshot.context.cardId).toBe(ownerPays ? null : chosenCard)
      expect(snapshot.can({ type: 'card.choose', cardId: 'card-other' })).toBe(!ownerPays)
      // A travel pass needs its first day before Pay does anything.
      expect(snapshot.can({ type: 'confirm' })).toBe(pick.addOnId === 'data-3gb' || snapshot.context.startDate !== '')
      if (event?.type === 'xstate.error.actor.buyAddOn') expect(snapshot.context.error).toBe('Your card was declined.')
    },
    'ready.buying': ({ snapshot, events, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const pick = picked(events)
      // The payload written out: the offer, its first day for a pass, the card (none when the group's owner pays),
      // and the dialog's key.
      expect(asked(stepCalls, 'buyAddOn')).toEqual([
        {
          lineId: 'line-1',
          addOnId: pick.addOnId,
          ...(pick.addOnId === 'travel-europe-7' ? { startDate: PASS_FIRST_DAY } : {}),
          ...(snapshot.context.addOns?.payment === 'owner' ? {} : { cardId: snapshot.context.cardId }),
          requestKey: pick.requestKey,
        },
      ])
      expect(snapshot.can({ type: 'confirm' })).toBe(false)
      expect(snapshot.can({ type: 'cancel' })).toBe(false)
      // Paying again: the last decline is gone while the card is charged.
      expect(snapshot.context.error).toBeNull()
    },
    'ready.confirmingCancel': ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.cancelling).toBe('pass-1')
      expect(asked(stepCalls, 'cancelAddOn')).toEqual([])
      if (event?.type === 'xstate.error.actor.cancelAddOn')
        expect(snapshot.context.error).toBe('Only a travel pass that has not started yet can be cancelled.')
    },
    'ready.cancelling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'cancelAddOn')).toEqual([{ lineId: 'line-1', addOnId: 'pass-1' }])
    },
  },
})

import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, loadsLine } from './expect'
import { CARDS, lineCareSamples } from './line-care.samples'

describeMachinePaths({
  ...lineCareSamples,
  expectations: {
    loading: loadsLine('loadLineCare'),
    failed: ({ snapshot }) => {
      expect(snapshot.can({ type: 'care.retry' })).toBe(true)
      expect(snapshot.context.bill).toBeNull()
    },
    notFound: ({ snapshot }) => {
      expect(snapshot.status).toBe('done')
      expect(snapshot.context.bill).toBeNull()
    },
    'ready.idle': ({ snapshot, event, previous }) => {
      const { bill } = snapshot.context
      expect(bill).not.toBeNull()
      // Pay now only when the server says a payment is possible.
      expect(snapshot.can({ type: 'pay.open' })).toBe(bill!.canPay)
      // The switch sends only a change.
      expect(snapshot.can({ type: 'autopay.set', autopay: bill!.autopay })).toBe(false)
      if (event?.type === 'xstate.done.actor.setAutopay' || event?.type === 'xstate.done.actor.payRenewal') {
        expect(snapshot.context.notice).toBe((event.output as { message: string }).message)
        expect(snapshot.context.error).toBeNull()
      }
      if (event?.type === 'xstate.error.actor.setAutopay') {
        expect(snapshot.context.error).toBe('Ring Mobile is temporarily unavailable. Please try again in a moment.')
        // Nothing changed.
        expect(snapshot.context.bill).toEqual(previous?.context.bill)
      }
      if (event?.type === 'pay.cancel') expect([snapshot.context.notice, snapshot.context.error]).toEqual([null, null])
      // Suspend only an active line; restore only a lost one.
      expect(snapshot.can({ type: 'lost.open' })).toBe(bill!.canSuspend)
      expect(snapshot.can({ type: 'restore.open' })).toBe(bill!.lost !== null)
      if (event?.type === 'xstate.done.actor.suspendLine') expect(bill!.status).toBe('lost')
      if (event?.type === 'xstate.error.actor.suspendLine') expect(snapshot.context.error).toBe('Only an active line can be suspended')
      if (event?.type === 'confirm.cancel') expect(snapshot.context.bill).toEqual(previous?.context.bill)
    },
    'ready.suspending.confirming': ({ snapshot, stepCalls }) => {
      // The dialog asks first: nothing is sent yet.
      expect(stepCalls).toEqual([])
      expect(snapshot.can({ type: 'confirm' })).toBe(true)
      expect(snapshot.context.bill!.canSuspend).toBe(true)
    },
    'ready.suspending.calling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'suspendLine')).toEqual([{ lineId: 'line-1' }])
      expect(snapshot.can({ type: 'confirm.cancel' })).toBe(false)
    },
    'ready.restoring.confirming': ({ snapshot, stepCalls }) => {
      expect(stepCalls).toEqual([])
      expect(snapshot.context.bill!.lost).not.toBeNull()
    },
    'ready.restoring.calling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'restoreLine')).toEqual([{ lineId: 'line-1' }])
    },
    'ready.savingAutopay': ({ snapshot, stepCalls, previous }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'setAutopay')).toEqual([{ lineId: 'line-1', autopay: !previous!.context.bill!.autopay }])
    },
    'ready.paying.choosing': ({ snapshot, event }) => {
      expect(snapshot.can({ type: 'pay.cancel' })).toBe(true)
      // The dialog opens on the primary card; only the customer's own cards can be chosen.
      if (event?.type === 'pay.open') expect(snapshot.context.cardId).toBe(snapshot.context.cards.length ? 'card-primary' : null)
      if (snapshot.context.cardId) expect(CARDS.map((card) => card.id)).toContain(snapshot.context.cardId)
      expect(snapshot.can({ type: 'pay.submit' })).toBe(snapshot.context.cardId !== null)
      if (event?.type === 'xstate.error.actor.payRenewal') expect(snapshot.context.error).toBe('Your card was declined.')
    },
    'ready.paying.charging': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'payRenewal')).toEqual([{ lineId: 'line-1', cardId: snapshot.context.cardId }])
      // A second click sends nothing.
      expect(snapshot.can({ type: 'pay.submit' })).toBe(false)
    },
  },
})

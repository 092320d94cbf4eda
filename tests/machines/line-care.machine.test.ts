import { expect } from 'vitest'
import { LINE_CARE_MESSAGES, type LineBill } from '@contract/line-care'
import type { LineCareData } from '@machines/line-care.machine'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, loadFailed, loadsLine } from './expect'
import { DECLINED_RENEWAL, lineCareSamples } from './line-care.samples'

type Step = { type: string; output?: unknown; cardId?: string; autopay?: boolean }

/** What the page read on arrival (the samples answer a past-due bill with two cards, or a paid-up one with none). */
const loaded = (events: Step[]) => events.find((event) => event.type === 'xstate.done.actor.loadLineCare')!.output as LineCareData

/** The card the customer chose since the Pay now dialog last opened, if any. */
function chosenCard(events: Step[]) {
  const opened = events.findLastIndex((event) => event.type === 'pay.open')
  return events.slice(opened).findLast((event) => event.type === 'pay.card')?.cardId
}

/** A change the server answered: what the bill shows now, and the confirmation (no error). */
const ANSWERED: Record<string, { bill: Partial<LineBill>; notice: string }> = {
  'xstate.done.actor.payRenewal': {
    bill: { status: 'current', canPay: false, openRenewal: null },
    notice: 'Thank you! Your payment went through.',
  },
  // Suspended until 8 June; Restore is offered, Lost or stolen no more.
  'xstate.done.actor.suspendLine': {
    bill: { status: 'lost', canSuspend: false, lost: { since: '2026-03-10T00:00:00.000Z', until: '2026-06-08T00:00:00.000Z' } },
    notice: LINE_CARE_MESSAGES.suspended,
  },
  'xstate.done.actor.restoreLine': { bill: { status: 'current', canSuspend: true, lost: null }, notice: 'Your line is back on.' },
}

const OUTAGE = 'Ring Mobile is temporarily unavailable. Please try again in a moment.'

describeMachinePaths({
  ...lineCareSamples,
  expectations: {
    loading: loadsLine('loadLineCare'),
    // "We couldn't load this line." with Try again, after the server could not be reached.
    failed: loadFailed('loadLineCare', { status: 0, message: "We couldn't reach Ring Mobile." }, 'care.retry', 'bill'),
    notFound: ({ snapshot, event }) => {
      // Another customer's line, or none: "We could not find this line", and nothing more to do here.
      expect(event).toEqual({ type: 'xstate.error.actor.loadLineCare', error: { status: 404, message: 'We could not find this line' } })
      expect(snapshot.status).toBe('done')
      expect(snapshot.context.bill).toBeNull()
    },
    'ready.idle': ({ snapshot, event, events, previous }) => {
      const { bill, notice, error } = snapshot.context
      // Pay now only when the server says a payment is possible; Lost or stolen only for an active line; Restore
      // only for a lost one; the switch sends only a change.
      expect(snapshot.can({ type: 'pay.open' })).toBe(bill!.canPay)
      expect(snapshot.can({ type: 'lost.open' })).toBe(bill!.canSuspend)
      expect(snapshot.can({ type: 'restore.open' })).toBe(bill!.lost !== null)
      expect(snapshot.can({ type: 'autopay.set', autopay: bill!.autopay })).toBe(false)
      switch (event?.type) {
        case 'xstate.done.actor.loadLineCare':
          if (loaded(events).cards.length) {
            // Past due: the declined renewal of $28.71 with its reason, Pay now offered, both saved cards.
            expect(bill).toMatchObject({ planName: 'Plus', status: 'pastDue', canPay: true, nextAmount: 28.71, autopay: true, lost: null })
            expect(bill!.openRenewal).toEqual(DECLINED_RENEWAL)
            expect(snapshot.context.cards.map((card) => card.id)).toEqual(['card-other', 'card-primary'])
          } else {
            // Paid up, autopay on, no saved card: nothing to pay.
            expect(bill).toMatchObject({ planName: 'Plus', status: 'current', canPay: false, autopay: true, openRenewal: null, lost: null })
            expect(snapshot.context.cards).toEqual([])
          }
          expect([notice, error]).toEqual([null, null])
          break
        case 'xstate.done.actor.setAutopay':
          // The switch shows what the customer set; with autopay off, Pay now is offered ahead of the renewal.
          expect(bill!.autopay).toBe(events.findLast((e) => e.type === 'autopay.set')!.autopay)
          expect(bill!.canPay).toBe(true)
          expect([notice, error]).toEqual(['Autopay is off: pay each renewal before its date.', null])
          break
        case 'xstate.done.actor.payRenewal':
        case 'xstate.done.actor.suspendLine':
        case 'xstate.done.actor.restoreLine': {
          const { bill: expected, notice: confirmation } = ANSWERED[event.type]
          expect(bill).toMatchObject(expected)
          expect([notice, error]).toEqual([confirmation, null])
          break
        }
        case 'xstate.error.actor.suspendLine':
          expect([notice, error]).toEqual([null, 'Only an active line can be suspended'])
          expect(bill).toEqual(previous!.context.bill)
          break
        case 'xstate.error.actor.setAutopay':
        case 'xstate.error.actor.restoreLine':
          expect([notice, error]).toEqual([null, OUTAGE])
          // Nothing changed.
          expect(bill).toEqual(previous!.context.bill)
          break
        case 'bill.changed':
          // The plan change answered the bill: Unlimited at $40, the rest as it was.
          expect(bill).toEqual({ ...previous!.context.bill, planId: 'plan-unlimited', planName: 'Unlimited', planPrice: 40 })
          expect([notice, error]).toEqual([previous!.context.notice, previous!.context.error])
          break
        case 'pay.cancel':
        case 'confirm.cancel':
          // The dialog closes on the bill as it was, without a message.
          expect(bill).toEqual(previous!.context.bill)
          expect([notice, error]).toEqual([null, null])
          break
        default:
          throw new Error(`ready.idle after ${event?.type}: no expectation written`)
      }
    },
    'ready.suspending.confirming': ({ snapshot, stepCalls, event }) => {
      // The dialog asks first: nothing is sent yet, and the last message is gone.
      expect(event?.type).toBe('lost.open')
      expect(stepCalls.filter((call) => call.kind === 'actor')).toEqual([])
      expect([snapshot.context.notice, snapshot.context.error]).toEqual([null, null])
      expect(snapshot.can({ type: 'confirm' })).toBe(true)
    },
    'ready.suspending.calling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'suspendLine')).toEqual([{ lineId: 'line-1' }])
      expect(snapshot.can({ type: 'confirm.cancel' })).toBe(false)
    },
    'ready.restoring.confirming': ({ snapshot, stepCalls, event }) => {
      // Restoring a line lost until 8 June: asked first.
      expect(event?.type).toBe('restore.open')
      expect(stepCalls.filter((call) => call.kind === 'actor')).toEqual([])
      expect(snapshot.context.bill!.lost).toEqual({ since: '2026-03-10T00:00:00.000Z', until: '2026-06-08T00:00:00.000Z' })
      expect([snapshot.context.notice, snapshot.context.error]).toEqual([null, null])
    },
    'ready.restoring.calling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'restoreLine')).toEqual([{ lineId: 'line-1' }])
    },
    'ready.savingAutopay': ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The payload written out: the line and the position the customer moved the switch to.
      const { autopay } = event as Step
      expect(asked(stepCalls, 'setAutopay')).toEqual([{ lineId: 'line-1', autopay }])
      expect([snapshot.context.notice, snapshot.context.error]).toEqual([null, null])
    },
    'ready.paying.choosing': ({ snapshot, event, events, previous }) => {
      expect(snapshot.can({ type: 'pay.cancel' })).toBe(true)
      if (event?.type === 'pay.open') {
        // The dialog opens on the primary card (…4242); a customer without saved cards gets none and cannot pay.
        expect(snapshot.context.cardId).toBe(loaded(events).cards.length ? 'card-primary' : null)
        expect([snapshot.context.notice, snapshot.context.error]).toEqual([null, null])
      }
      if (event?.type === 'pay.card') expect(snapshot.context.cardId).toBe('card-other')
      if (event?.type === 'xstate.error.actor.payRenewal') {
        // The decline is said in the dialog; the card stays chosen for another try.
        expect(snapshot.context.error).toBe('Your card was declined.')
        expect(snapshot.context.cardId).toBe(previous!.context.cardId)
      }
      // Another customer's card cannot be chosen.
      expect(snapshot.can({ type: 'pay.card', cardId: 'someone-elses-card' })).toBe(false)
      expect(snapshot.can({ type: 'pay.submit' })).toBe(snapshot.context.cardId !== null)
    },
    'ready.paying.charging': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The payload written out: the card the customer chose, else the primary card the dialog opened on.
      expect(asked(stepCalls, 'payRenewal')).toEqual([{ lineId: 'line-1', cardId: chosenCard(events as Step[]) ?? 'card-primary' }])
      // A second click sends nothing, and the dialog cannot be closed until the charge is answered (the page
      // disables Cancel; the close icon and Escape send pay.cancel, which is refused here).
      expect(snapshot.can({ type: 'pay.submit' })).toBe(false)
      expect(snapshot.can({ type: 'pay.cancel' })).toBe(false)
    },
  },
})

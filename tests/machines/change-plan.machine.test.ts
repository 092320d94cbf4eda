import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, firstReadOfLine } from './expect'
import { changePlanSamples } from './line-care.samples'

/** The plan the customer last picked (the samples pick plan-unlimited, then plan-plus). */
const picked = (events: { type: string }[]) =>
  (events.findLast((event) => event.type === 'plan.pick') as { planId?: string } | undefined)?.planId

describeMachinePaths({
  ...changePlanSamples,
  expectations: {
    ...firstReadOfLine('loadPlanChange', 'plans.retry', 'change'),
    'ready.idle': ({ snapshot, event, stepCalls }) => {
      const { change } = snapshot.context
      expect(change).not.toBeNull()
      expect(snapshot.context.chosen).toBeNull()
      // Only a plan offered can be picked; the line's own plan cannot.
      expect(snapshot.can({ type: 'plan.pick', planId: change!.currentPlanId })).toBe(false)
      expect(snapshot.can({ type: 'scheduled.cancel' })).toBe(change!.scheduled !== null)
      if (event?.type === 'xstate.done.actor.changePlan' || event?.type === 'xstate.done.actor.cancelScheduled') {
        const output = event.output as { message: string; bill: unknown }
        expect(snapshot.context.notice).toBe(output.message)
        // The line page's bill hears of the change.
        expect(stepCalls).toContainEqual(
          expect.objectContaining({
            kind: 'action',
            name: 'billChanged',
            event: expect.objectContaining({ output: expect.objectContaining({ bill: output.bill }) }),
          }),
        )
      }
      if (event?.type === 'xstate.error.actor.cancelScheduled')
        expect(snapshot.context.error).toBe('There is no scheduled plan change on this line')
    },
    'ready.rereading': ({ snapshot, stepCalls }) => {
      // The page changed language: the plans stay on the card (no spinner) while they are read again in it.
      expect(snapshot.context.change).not.toBeNull()
      expect(snapshot.hasTag('loading')).toBe(false)
      expect(asked(stepCalls, 'loadPlanChange')).toEqual([{ lineId: 'line-1' }])
      expect(snapshot.can({ type: 'plan.pick', planId: 'plan-unlimited' })).toBe(false)
    },
    'ready.confirming': ({ snapshot, event, events, stepCalls }) => {
      // The dialog asks first: nothing is charged yet.
      expect(asked(stepCalls, 'changePlan')).toEqual([])
      expect(['plan-unlimited', 'plan-plus']).toContain(picked(events))
      expect(snapshot.context.chosen).toBe(picked(events))
      // An upgrade is confirmed only with a primary card to charge; a downgrade charges nothing.
      const upgrade = picked(events) === 'plan-unlimited' && snapshot.context.change!.currentPlanId === 'plan-plus'
      expect(snapshot.can({ type: 'confirm' })).toBe(!upgrade || snapshot.context.change!.chargeCard !== null)
      if (event?.type === 'xstate.error.actor.changePlan') expect(snapshot.context.error).toBe('Your card was declined.')
    },
    'ready.applying': ({ snapshot, events, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The payload written out: the line and the plan the customer picked, nothing else.
      expect(asked(stepCalls, 'changePlan')).toEqual([{ lineId: 'line-1', planId: picked(events) }])
      // A second click sends nothing.
      expect(snapshot.can({ type: 'confirm' })).toBe(false)
      expect(snapshot.can({ type: 'cancel' })).toBe(false)
    },
    'ready.cancelling': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'cancelScheduled')).toEqual([{ lineId: 'line-1' }])
    },
  },
})

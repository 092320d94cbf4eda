import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did } from './expect'
import { LOCKED, numberLockSamples, PIN, PORT_OUT_OFF } from './number-lock.samples'

describeMachinePaths({
  ...numberLockSamples,
  expectations: {
    loading: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // Read on start, on Try again, and again after the PIN was shown (its lock is off now).
      if (event === undefined || event.type === 'security.retry' || event.type === 'close') {
        expect(asked(stepCalls, 'loadLineSecurity')).toEqual([{ lineId: 'line-1' }])
      }
      expect(snapshot.context.transfer).toBeNull()
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile.")
      expect(snapshot.can({ type: 'security.retry' })).toBe(true)
    },
    ready: ({ snapshot, event, stepCalls, input }) => {
      expect(snapshot.context.security).not.toBeNull()
      expect(snapshot.context.pending).toBeNull()
      // A support agent's session is offered neither switch nor the transfer (the server refuses them, decision
      // 0031); the customer is offered all three.
      const offered = !(input as { assisted?: boolean }).assisted
      expect(snapshot.can({ type: 'lock.turnOn', lock: 'portOut' })).toBe(offered)
      expect(snapshot.can({ type: 'lock.turnOff', lock: 'simChange' })).toBe(offered)
      expect(snapshot.can({ type: 'transfer.open' })).toBe(offered)
      if (event?.type === 'xstate.done.actor.stepUp') {
        // Not confirmed: nothing was sent, nothing changed.
        expect(snapshot.context.security).toEqual(PORT_OUT_OFF)
        expect(stepCalls.filter((call) => call.kind === 'actor')).toEqual([])
      } else if (event?.type === 'xstate.done.actor.setLineLocks') {
        expect(snapshot.context.security).toEqual(LOCKED)
        expect(did(stepCalls, 'notifySaved')).toBe(1)
      } else if (event?.type.startsWith('xstate.error.actor.')) {
        // The refusal's message on the panel and in a notification; nothing else changed.
        expect(snapshot.context.error).toMatch(/.+/)
        expect(did(stepCalls, 'notifyFailed')).toBe(1)
        expect(snapshot.context.security).toEqual(PORT_OUT_OFF)
      }
    },
    explainingTransfer: ({ snapshot, stepCalls }) => {
      // Only explains: nothing is asked for until "Get my transfer PIN".
      expect(stepCalls.filter((call) => call.kind === 'actor')).toEqual([])
      expect(snapshot.can({ type: 'transfer.confirm' })).toBe(true)
    },
    confirmingIdentity: ({ snapshot, stepCalls }) => {
      // The change waits for "Confirm it's you": nothing was sent for it yet.
      expect(snapshot.context.pending).not.toBeNull()
      expect(asked(stepCalls, 'setLineLocks')).toEqual([])
      expect(asked(stepCalls, 'issueTransferPin')).toEqual([])
    },
    savingLocks: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const [sent] = asked(stepCalls, 'setLineLocks') as { lineId: string; patch: object }[]
      // On at once, off only after a proof: the patch names the lock the switch was for.
      expect(sent.lineId).toBe('line-1')
      expect([{ portOutLocked: true }, { simChangeLocked: false }]).toContainEqual(sent.patch)
    },
    issuingPin: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'issueTransferPin')).toEqual([{ lineId: 'line-1' }])
    },
    showingPin: ({ snapshot }) => {
      expect(snapshot.context.transfer).toEqual(PIN)
      expect(snapshot.can({ type: 'close' })).toBe(true)
    },
  },
})

import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did, loadsLine, provesFirst } from './expect'
import { esimReinstallSamples, NEW_CODE, receiptDownloadSamples, simActivationSamples } from './sim.samples'

describeMachinePaths({
  ...simActivationSamples,
  expectations: {
    loading: loadsLine('loadKit'),
    failed: ({ snapshot }) => {
      expect(snapshot.context.loadError).toBe("We couldn't reach Ring Mobile.")
      expect(snapshot.can({ type: 'kit.refresh' })).toBe(true)
    },
    onItsWay: ({ snapshot }) => {
      // No form before delivery: submitting does nothing.
      expect(snapshot.context.kit!.canActivate).toBe(false)
      expect(snapshot.context.kit!.stage).not.toBe('delivered')
      expect(snapshot.can({ type: 'form.submit' })).toBe(false)
    },
    'ready.editing': ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.kit!.canActivate).toBe(true)
      expect(stepCalls.filter((call) => call.kind === 'actor')).toEqual([])
      if (event?.type === 'form.submit') {
        // Only an ICCID that breaks the rules stays here (the samples': nothing typed, or '8901 4100'): nothing sent.
        expect(snapshot.context.errors.iccid).toBe('Enter the 19 or 20 digit SIM number (ICCID) printed on your SIM card.')
      }
      if (event?.type === 'xstate.error.actor.activateSim') {
        const error = (event as unknown as { error: { status: number } }).error
        if (error.status === 422) {
          // Another SIM than the one shipped: under the field, with the tries left; nothing above the form.
          expect(snapshot.context.errors.iccid).toBe(
            "This isn't the SIM card we sent for this line. Check the number printed on the card: 4 tries left.",
          )
          expect(snapshot.context.formError).toBeNull()
        } else {
          // Not possible now (409): above the form, the field itself is not blamed.
          expect(snapshot.context.formError).toBe("Your SIM card hasn't been delivered yet. You can activate it as soon as it arrives.")
          expect(snapshot.context.errors.iccid).toBeUndefined()
        }
      }
    },
    'ready.activating': ({ snapshot, stepCalls, events }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      // The ICCID exactly as the customer last typed it (the samples type the shipped one spaced, or another one).
      const typed = (events.findLast((e) => e.type === 'field.change') as { value: string }).value
      expect(['8901 4100 0000 0000 0004', '89014100000000000012']).toContain(typed)
      expect(asked(stepCalls, 'activateSim')).toEqual([{ lineId: 'line-1', iccid: typed }])
    },
    locked: ({ snapshot, event }) => {
      expect(snapshot.can({ type: 'form.submit' })).toBe(false)
      if (event?.type === 'xstate.error.actor.activateSim') {
        // The last try was wrong: the answer says so under the field.
        expect(snapshot.context.errors.iccid).toBe(
          'Too many wrong SIM numbers: activation of this SIM card is locked. Please contact us to activate it.',
        )
      } else {
        // Read as locked: no tries left.
        expect(event?.type).toBe('xstate.done.actor.loadKit')
        expect(snapshot.context.kit!.triesLeft).toBe(0)
      }
    },
    activated: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.kit!.stage).toBe('activated')
      if (event?.type === 'xstate.done.actor.activateSim') {
        expect(did(stepCalls, 'notifyActivated')).toBe(1)
        expect(did(stepCalls, 'reloadLines')).toBe(1)
      }
    },
  },
})

describeMachinePaths({
  ...esimReinstallSamples,
  expectations: {
    idle: ({ snapshot, event, stepCalls, input }) => {
      expect(snapshot.context.code).toBeNull()
      expect(snapshot.can({ type: 'confirm' })).toBe(false)
      // A support agent's session is never proven, so it is not offered a new code (decision 0031).
      expect(snapshot.can({ type: 'reinstall.open' })).toBe(!(input as { assisted?: boolean }).assisted)
      if (event?.type === 'xstate.done.actor.stepUp') expect(asked(stepCalls, 'reinstallEsim')).toEqual([])
    },
    confirming: ({ snapshot, stepCalls, event }) => {
      // Asking first: nothing is sent until confirmed.
      expect(asked(stepCalls, 'reinstallEsim')).toEqual([])
      if (event?.type === 'xstate.error.actor.reinstallEsim') {
        expect(snapshot.context.error).toBe('This line has no eSIM to reinstall yet.')
        expect(did(stepCalls, 'notifyFailed')).toBe(1)
      }
    },
    // "Confirm it's you" before the new code is asked for.
    confirmingIdentity: provesFirst('reinstallEsim'),
    reinstalling: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'reinstallEsim')).toEqual([{ lineId: 'line-1' }])
      expect(snapshot.can({ type: 'close' })).toBe(false)
    },
    issued: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.code).toBe(NEW_CODE)
      expect(did(stepCalls, 'reloadLines')).toBe(1)
    },
  },
})

describeMachinePaths({
  ...receiptDownloadSamples,
  expectations: {
    idle: ({ snapshot, event }) => {
      if (event?.type === 'xstate.error.actor.downloadReceipt') expect(snapshot.context.error).toBe('No such receipt')
      else expect(snapshot.context.error).toBeNull()
    },
    downloading: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'downloadReceipt')).toEqual([{ transactionId: 'txn-1' }])
      // A double click does not download twice.
      expect(snapshot.can({ type: 'receipt.download', transactionId: 'txn-1' })).toBe(false)
    },
  },
})

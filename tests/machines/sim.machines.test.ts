import { expect } from 'vitest'
import { SIM_MESSAGES } from '@contract/sim'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { esimReinstallSamples, NEW_CODE, receiptDownloadSamples, simActivationSamples } from './sim.samples'

const asked = (calls: RecordedCall[], name: string) => calls.flatMap((call) => (call.kind === 'actor' && call.name === name ? [call.input] : []))
const did = (calls: RecordedCall[], name: string) => calls.filter((call) => call.kind === 'action' && call.name === name).length

describeMachinePaths({
  ...simActivationSamples,
  expectations: {
    loading: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('loading')).toBe(true)
      expect(asked(stepCalls, 'loadKit')).toEqual([{ lineId: 'line-1' }])
    },
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
        // Only an ICCID that breaks the rules stays here: its message, nothing sent.
        expect(snapshot.context.errors.iccid).toMatch(/^(Enter the 19 or 20 digit|That SIM number isn't valid)/)
      }
      if (event?.type === 'xstate.error.actor.activateSim') {
        const error = (event as unknown as { error: { message: string } }).error
        expect([snapshot.context.errors.iccid, snapshot.context.formError]).toContain(error.message)
      }
    },
    'ready.activating': ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const [input] = asked(stepCalls, 'activateSim') as { lineId: string; iccid: string }[]
      expect(input.lineId).toBe('line-1')
      expect(input.iccid.replace(/\s/g, '')).toMatch(/^\d{19,20}$/)
    },
    locked: ({ snapshot }) => {
      expect(snapshot.can({ type: 'form.submit' })).toBe(false)
      const lockedByAnswer = snapshot.context.errors.iccid === SIM_MESSAGES.locked
      expect(lockedByAnswer || snapshot.context.kit!.triesLeft === 0).toBe(true)
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
    idle: ({ snapshot }) => {
      expect(snapshot.context.code).toBeNull()
      expect(snapshot.can({ type: 'confirm' })).toBe(false)
    },
    confirming: ({ snapshot, stepCalls, event }) => {
      // Asking first: nothing is sent until confirmed.
      expect(asked(stepCalls, 'reinstallEsim')).toEqual([])
      if (event?.type === 'xstate.error.actor.reinstallEsim') {
        expect(snapshot.context.error).toBe(SIM_MESSAGES.noEsim)
        expect(did(stepCalls, 'notifyFailed')).toBe(1)
      }
    },
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


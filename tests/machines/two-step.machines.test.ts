import { expect } from 'vitest'
import { TWO_STEP_MESSAGES } from '@contract/security'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did } from './expect'
import { CODES, SETUP, secondStepSignInSamples, twoStepSamples } from './two-step.samples'

describeMachinePaths({
  ...twoStepSamples,
  expectations: {
    loading: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.recoveryCodes).toBeNull()
    },
    failed: ({ snapshot }) => {
      expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile.")
    },
    off: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.setup).toBeNull()
      if (event?.type === 'xstate.error.actor.startSetup') expect(did(stepCalls, 'notifyFailed')).toBe(1)
      if (event?.type === 'xstate.done.actor.disableTwoStep') {
        expect(snapshot.context.status!.enabled).toBe(false)
        expect(did(stepCalls, 'notifySaved')).toBe(1)
      }
    },
    startingSetup: ({ stepCalls }) => {
      expect(asked(stepCalls, 'startSetup')).toHaveLength(1)
    },
    scanning: ({ snapshot, event }) => {
      // The QR code and the secret as text stay up while the first code is typed.
      expect(snapshot.context.setup).toEqual(SETUP)
      if (event?.type === 'code.submit') expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app.')
      if (event?.type === 'xstate.error.actor.enableTwoStep') expect(snapshot.context.codeError).toBe(TWO_STEP_MESSAGES.wrongCode)
    },
    enabling: ({ stepCalls }) => {
      expect(asked(stepCalls, 'enableTwoStep')).toEqual([{ code: '123456' }])
    },
    showingCodes: ({ snapshot }) => {
      expect(snapshot.context.recoveryCodes).toEqual(CODES)
      expect(snapshot.context.code).toBe('')
    },
    on: ({ snapshot }) => {
      expect(snapshot.context.status!.enabled).toBe(true)
      expect(snapshot.context.purpose).toBeNull()
    },
    askingCode: ({ snapshot, event }) => {
      expect(['turnOff', 'newCodes']).toContain(snapshot.context.purpose)
      if (event?.type === 'code.submit')
        expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app, or a recovery code.')
      if (event?.type.startsWith('xstate.error.actor.')) expect(snapshot.context.codeError).toMatch(/.+/)
    },
    turningOff: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.purpose).toBe('turnOff')
      expect(asked(stepCalls, 'disableTwoStep')).toEqual([{ code: '123456' }])
    },
    makingCodes: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.purpose).toBe('newCodes')
      expect(asked(stepCalls, 'newRecoveryCodes')).toEqual([{ code: '123456' }])
    },
  },
})

describeMachinePaths({
  ...secondStepSignInSamples,
  expectations: {
    enteringCode: ({ snapshot, event }) => {
      expect(snapshot.context.ticket).toBe('ticket-1')
      if (event?.type === 'code.submit')
        expect(snapshot.context.codeError).toBe('Enter the 6-digit code from your app, or a recovery code (like abcde-23456).')
      if (event?.type === 'xstate.error.actor.verifySecondStep') expect(snapshot.context.codeError).toBe(TWO_STEP_MESSAGES.reusedCode)
      if (event?.type === 'code.change') expect(snapshot.context.codeError).toBeNull()
    },
    verifying: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      const [sent] = asked(stepCalls, 'verifySecondStep') as { ticket: string; code: string }[]
      expect(sent.ticket).toBe('ticket-1')
      expect(['123456', 'abcde-23456']).toContain(sent.code)
    },
    ticketExpired: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.can({ type: 'code.submit' })).toBe(false)
      if (event === undefined) expect(snapshot.context.ticket).toBeNull()
      // Ended by the server, or never there: the tab keeps nothing, so a reload asks to sign in again too.
      expect(did(stepCalls, 'forgetTicket')).toBe(1)
    },
    signedIn: ({ stepCalls }) => {
      // Used: the ticket the tab kept for a reload is forgotten before the customer moves on.
      expect(did(stepCalls, 'forgetTicket')).toBe(1)
      expect(did(stepCalls, 'completeSignIn')).toBe(1)
    },
  },
})

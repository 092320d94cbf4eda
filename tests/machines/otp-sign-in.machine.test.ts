import { expect } from 'vitest'
import { OTP_MESSAGES } from '@machines/otp-sign-in.machine'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { otpSignInSamples } from './otp-sign-in.samples'

const sent = (calls: RecordedCall[], name: string) => calls.filter((c) => c.kind === 'actor' && c.name === name)

describeMachinePaths({
  ...otpSignInSamples,
  expectations: {
    missingEmail: ({ snapshot, calls }) => {
      expect(snapshot.context.email).toBe('')
      expect(sent(calls, 'verifyCode')).toEqual([])
    },
    'waitingForCode.entry.typing': ({ snapshot, event }) => {
      expect(snapshot.hasTag('busy') && !snapshot.matches({ waitingForCode: { resend: 'sending' } })).toBe(false)
      if (event?.type === 'code.change') expect(snapshot.context.code).toBe(event.value)
      if (event?.type === 'xstate.error.actor.verifyCode') {
        const code = (event.error as { code?: string }).code
        expect(snapshot.context.error).toBe(code === 'code_invalid' ? OTP_MESSAGES.wrong : (event.error as { message: string }).message)
        expect(snapshot.context.code).toBe('')
      }
      if (event?.type === 'xstate.done.actor.sendCode') {
        // Resending clears the entered code and says a new one is on its way.
        expect(snapshot.context.code).toBe('')
        expect(snapshot.context.notice).toBe(OTP_MESSAGES.resent)
      }
    },
    'waitingForCode.entry.verifying': ({ snapshot, calls, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.code).toHaveLength(6)
      // The whole code goes out with the email, once, when the boxes fill (or the link arrives).
      expect(sent(calls, 'verifyCode').at(-1)).toEqual({
        kind: 'actor',
        name: 'verifyCode',
        input: { email: 'dana@example.com', otp: snapshot.context.code },
      })
      if (event?.type === 'code.change' || !event) expect(sent(stepCalls, 'verifyCode')).toHaveLength(1)
      else expect(sent(stepCalls, 'verifyCode')).toHaveLength(0)
    },
    'waitingForCode.entry.expired': ({ snapshot, event }) => {
      if (event?.type === 'xstate.error.actor.verifyCode') expect(snapshot.context.error).toBe(OTP_MESSAGES.expired)
      expect(snapshot.context.code).toBe('')
    },
    'waitingForCode.entry.locked': ({ snapshot, event }) => {
      if (event?.type === 'xstate.error.actor.verifyCode') expect(snapshot.context.error).toBe(OTP_MESSAGES.locked)
      expect(snapshot.context.code).toBe('')
    },
    'waitingForCode.entry.rateLimited': ({ snapshot, event }) => {
      if (event?.type === 'xstate.error.actor.verifyCode') expect(snapshot.context.error).toMatch(/try again in 2 minutes/i)
      expect(snapshot.context.retryAt).toBeGreaterThan(Date.now() + 100_000)
    },
    'waitingForCode.resend.coolingDown': ({ snapshot, event }) => {
      expect(snapshot.can({ type: 'code.resend' })).toBe(false)
      if (event?.type === 'xstate.done.actor.sendCode') {
        // The countdown restarts from now: 30 seconds.
        expect(snapshot.context.resendAvailableAt - Date.now()).toBeGreaterThan(29_000)
      }
    },
    'waitingForCode.resend.available': ({ snapshot, event }) => {
      expect(snapshot.can({ type: 'code.resend' })).toBe(true)
      if (event?.type === 'xstate.error.actor.sendCode') expect(snapshot.context.error).toBe('Please wait before asking for another code.')
    },
    'waitingForCode.resend.sending': ({ calls, stepCalls, event }) => {
      expect(sent(calls, 'sendCode').at(-1)).toEqual({ kind: 'actor', name: 'sendCode', input: { email: 'dana@example.com' } })
      expect(sent(stepCalls, 'sendCode')).toHaveLength(event?.type === 'code.resend' ? 1 : 0)
    },
    signedIn: ({ stepCalls }) => {
      expect(stepCalls.filter((c) => c.name === 'completeSignIn')).toHaveLength(1)
    },
  },
})

/** Sample events and starting inputs of the otpSignIn machine: shared by its path tests and the scenario catalogue. */
import { otpSignInMachine } from '@machines/otp-sign-in.machine'
import type { MachineSamples } from '../support/machine-graph'
import { bare } from './sample-events'

const error = (status: number, code?: string, message = 'Server says no') =>
  ({ type: 'xstate.error.actor.verifyCode', error: { status, code, message, retryAfter: status === 429 ? 120 : undefined } }) as never

export const otpSignInSamples = {
  machine: otpSignInMachine,
  inputs: {
    'code just sent': { email: 'dana@example.com', sentAt: 0 },
    'emailed link': { email: 'dana@example.com', code: '123456' },
    'no email': {},
  },
  events: {
    'code.change': [
      { type: 'code.change', value: '12' },
      { type: 'code.change', value: '123456' },
    ],
    ...bare('code.resend'),
    'xstate.done.actor.verifyCode': [
      { type: 'xstate.done.actor.verifyCode', output: { token: 't.o.k', expiresAt: '2026-11-22T00:00:00Z' } } as never,
    ],
    'xstate.error.actor.verifyCode': [
      error(400, 'code_invalid', 'Invalid code'),
      error(400, 'code_expired', 'Code expired'),
      error(400, 'code_locked', 'Too many tries'),
      error(429, undefined, 'Too many attempts. Try again in 2 minutes.'),
      error(0, undefined, "We couldn't reach Ring Mobile. Check your connection and try again."),
    ],
    'xstate.done.actor.sendCode': [{ type: 'xstate.done.actor.sendCode', output: { message: 'sent' } } as never],
    'xstate.error.actor.sendCode': [
      { type: 'xstate.error.actor.sendCode', error: { status: 429, message: 'Please wait before asking for another code.' } } as never,
    ],
    'xstate.after.resendCooldown': [{ type: 'xstate.after.resendCooldown.otpSignIn.waitingForCode.resend.coolingDown' } as never],
    'xstate.after.retryDelay': [{ type: 'xstate.after.retryDelay.otpSignIn.waitingForCode.entry.rateLimited' } as never],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.code.length === 6]),
} satisfies MachineSamples<typeof otpSignInMachine>

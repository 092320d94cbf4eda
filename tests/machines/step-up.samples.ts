/** Sample events of the step-up machine ("Confirm it's you"). */
import { stepUpMachine } from '@machines/step-up.machine'
import { SECURITY_MESSAGES, TWO_STEP_MESSAGES } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed, fieldRefused } from './sample-events'

const ALL_WAYS = { totp: true, passkey: true }

export const stepUpSamples = {
  machine: stepUpMachine,
  events: {
    'secret.change': [{ type: 'secret.change', value: 'Demo#2026' }],
    'method.choose': [
      { type: 'method.choose', method: 'code' },
      { type: 'method.choose', method: 'passkey' },
      { type: 'method.choose', method: 'password' },
    ],
    ...bare('stepUp.submit', 'stepUp.cancel'),
    'xstate.done.actor.checkProof': [
      done('checkProof', { provenUntil: null, methods: ALL_WAYS }),
      done('checkProof', { provenUntil: null, methods: { totp: false, passkey: false } }),
      done('checkProof', { provenUntil: '2026-03-01T12:10:00.000Z', methods: ALL_WAYS }),
    ],
    'xstate.error.actor.checkProof': [failed('checkProof', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.proveIdentity': [done('proveIdentity', { provenUntil: '2026-03-01T12:10:00.000Z' })],
    'xstate.error.actor.proveIdentity': [
      fieldRefused('proveIdentity', 'password', SECURITY_MESSAGES.stepUpWrongPassword),
      fieldRefused('proveIdentity', 'code', TWO_STEP_MESSAGES.reusedCode),
    ],
    'xstate.done.actor.proveWithPasskey': [done('proveWithPasskey', { provenUntil: '2026-03-01T12:10:00.000Z' })],
    // A refused or closed prompt, in the words src/api/passkeys.ts gives it.
    'xstate.error.actor.proveWithPasskey': [
      failed('proveWithPasskey', {
        status: 0,
        message: 'The passkey prompt was closed or timed out. Nothing changed.',
        code: 'passkey_prompt',
      }),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.method, s.context.methods.totp, s.context.secret !== '', s.context.error !== null, s.status]),
} satisfies MachineSamples<typeof stepUpMachine>

/** Sample events of the passkey machines (path tests and scenarios). */
import { passkeySignInMachine } from '@machines/passkey-sign-in.machine'
import { passkeysMachine } from '@machines/passkeys.machine'
import { PASSKEY_MESSAGES, SECURITY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed, fieldRefused } from './sample-events'

export const LAPTOP = { id: 'pk-1', name: 'Chrome on Mac', createdAt: '2026-03-01T12:00:00.000Z', lastUsedAt: null }
export const PHONE = { id: 'pk-2', name: 'Safari on iPhone', createdAt: '2026-03-02T12:00:00.000Z', lastUsedAt: '2026-03-03T12:00:00.000Z' }
const PROMPT_CLOSED = { status: 0, message: 'The passkey prompt was closed or timed out. Nothing changed.', code: 'passkey_prompt' }

export const passkeysSamples = {
  machine: passkeysMachine,
  // A support agent's session (decision 0031): adding and removing are not offered, renaming is.
  inputs: { default: {}, 'an assisted session': { assisted: true } },
  events: {
    ...bare('passkey.add', 'name.submit', 'removal.confirm', 'close', 'passkeys.retry'),
    'passkey.rename': [{ type: 'passkey.rename', id: 'pk-1' }],
    'passkey.remove': [{ type: 'passkey.remove', id: 'pk-1' }],
    'name.change': [
      { type: 'name.change', value: 'Work laptop' },
      { type: 'name.change', value: ' ' },
    ],
    'xstate.done.actor.loadPasskeys': [done('loadPasskeys', { passkeys: [LAPTOP] })],
    'xstate.error.actor.loadPasskeys': [failed('loadPasskeys', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.registerPasskey': [done('registerPasskey', { passkeys: [LAPTOP, PHONE] })],
    'xstate.error.actor.registerPasskey': [
      failed('registerPasskey', PROMPT_CLOSED),
      failed('registerPasskey', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
    ],
    'xstate.done.actor.renamePasskey': [done('renamePasskey', { passkeys: [{ ...LAPTOP, name: 'Work laptop' }] })],
    'xstate.error.actor.renamePasskey': [fieldRefused('renamePasskey', 'name', PASSKEY_MESSAGES.name)],
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
    'xstate.done.actor.removePasskey': [done('removePasskey', { passkeys: [] })],
    'xstate.error.actor.removePasskey': [
      failed('removePasskey', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
      failed('removePasskey', { status: 404, message: PASSKEY_MESSAGES.notFound }),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.passkeys?.length ?? null,
      s.context.chosen?.id ?? null,
      s.context.name,
      s.context.nameError !== null,
    ]),
} satisfies MachineSamples<typeof passkeysMachine>

export const passkeySignInSamples = {
  machine: passkeySignInMachine,
  events: {
    ...bare('passkey.start'),
    'xstate.done.actor.autofill': [done('autofill', { token: 'a.b.c', expiresAt: '2026-03-01T12:00:00.000Z' })],
    'xstate.error.actor.autofill': [failed('autofill', { status: 0, message: '', code: 'passkey_autofill_unsupported' })],
    'xstate.done.actor.signInWithPasskey': [done('signInWithPasskey', { token: 'a.b.c', expiresAt: '2026-03-01T12:00:00.000Z' })],
    'xstate.error.actor.signInWithPasskey': [
      failed('signInWithPasskey', { status: 401, message: PASSKEY_MESSAGES.unknownPasskey, code: 'passkey_unknown' }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.error]),
} satisfies MachineSamples<typeof passkeySignInMachine>

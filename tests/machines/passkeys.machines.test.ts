import { expect } from 'vitest'
import { PASSKEY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did, provesFirst } from './expect'
import { LAPTOP, PHONE, passkeySignInSamples, passkeysSamples } from './passkeys.samples'

describeMachinePaths({
  ...passkeysSamples,
  expectations: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile."),
    ready: ({ snapshot, event, stepCalls, input }) => {
      expect(snapshot.context.chosen).toBeNull()
      // A support agent's session may rename a passkey, never add or remove one (decision 0031).
      const assisted = (input as { assisted?: boolean }).assisted === true
      expect(snapshot.can({ type: 'passkey.add' })).toBe(!assisted)
      for (const { id } of snapshot.context.passkeys ?? []) {
        expect(snapshot.can({ type: 'passkey.remove', id })).toBe(!assisted)
        expect(snapshot.can({ type: 'passkey.rename', id })).toBe(true)
      }
      if (event?.type === 'xstate.done.actor.registerPasskey') {
        expect(snapshot.context.passkeys).toEqual([LAPTOP, PHONE])
        expect(did(stepCalls, 'notifySaved')).toBe(1)
      }
      if (event?.type === 'xstate.done.actor.removePasskey') expect(snapshot.context.passkeys).toEqual([])
      if (event?.type === 'xstate.done.actor.stepUp') {
        // Not confirmed: nothing is removed or added.
        expect(asked(stepCalls, 'removePasskey')).toEqual([])
        expect(asked(stepCalls, 'registerPasskey')).toEqual([])
      }
      if (event?.type === 'xstate.error.actor.registerPasskey' || event?.type === 'xstate.error.actor.removePasskey') {
        // A refusal for want of a proof asks again (confirmingAddition, confirmingIdentity) and never lands here.
        expect((event as { error: { code?: string } }).error.code).not.toBe(STEP_UP_REQUIRED)
        expect(snapshot.context.error).toMatch(/.+/)
        expect(did(stepCalls, 'notifyFailed')).toBe(1)
      }
    },
    // "Confirm it's you" comes before the browser's prompt: nothing is registered yet.
    confirmingAddition: provesFirst('registerPasskey'),
    adding: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'registerPasskey')).toHaveLength(1)
    },
    renaming: ({ snapshot, event }) => {
      expect(snapshot.context.chosen?.id).toBe('pk-1')
      if (event?.type === 'passkey.rename') expect(snapshot.context.name).toBe('Chrome on Mac')
      if (event?.type === 'name.submit') expect(snapshot.context.nameError).toBe(PASSKEY_MESSAGES.name)
      if (event?.type === 'xstate.error.actor.renamePasskey') expect(snapshot.context.nameError).toBe(PASSKEY_MESSAGES.name)
    },
    savingName: ({ stepCalls }) => {
      // The name as typed (trimmed), or the one it had when nothing was typed.
      const [sent] = asked(stepCalls, 'renamePasskey')
      expect([
        { id: 'pk-1', name: 'Work laptop' },
        { id: 'pk-1', name: 'Chrome on Mac' },
      ]).toContainEqual(sent)
    },
    confirmingRemoval: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.chosen).toEqual(LAPTOP)
      expect(asked(stepCalls, 'removePasskey')).toEqual([])
    },
    confirmingIdentity: ({ snapshot, stepCalls }) => {
      expect(snapshot.context.chosen?.id).toBe('pk-1')
      expect(asked(stepCalls, 'removePasskey')).toEqual([])
    },
    removing: ({ stepCalls }) => {
      expect(asked(stepCalls, 'removePasskey')).toEqual([{ id: 'pk-1' }])
    },
  },
})

describeMachinePaths({
  ...passkeySignInSamples,
  expectations: {
    offeringAutofill: ({ stepCalls, event }) => {
      if (event === undefined) expect(asked(stepCalls, 'signInWithPasskey')).toEqual([{ autofill: true }])
    },
    idle: ({ snapshot, event }) => {
      if (event?.type === 'xstate.error.actor.autofill') expect(snapshot.context.error).toBeNull()
      if (event?.type === 'xstate.error.actor.signInWithPasskey') expect(snapshot.context.error).toBe(PASSKEY_MESSAGES.unknownPasskey)
    },
    signingIn: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(snapshot.context.error).toBeNull()
      expect(asked(stepCalls, 'signInWithPasskey')).toEqual([{ autofill: false }])
    },
    signedIn: ({ stepCalls }) => {
      expect(did(stepCalls, 'completeSignIn')).toBe(1)
    },
  },
})

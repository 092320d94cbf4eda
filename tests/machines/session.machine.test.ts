import { expect } from 'vitest'
import { errorOf } from '@machines/results'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'
import { sessionSamples } from './session.samples'

const names = (calls: RecordedCall[]) => calls.map((call) => call.name)

describeMachinePaths({
  ...sessionSamples,
  expectations: {
    signedOut: ({ snapshot, stepCalls, event, previous }) => {
      expect(snapshot.context.profile).toBeNull()
      expect(snapshot.context.assisted).toBe(false)
      // The chat restarts anonymously; signing out also removes the token and shuts the chat identity down.
      expect(names(stepCalls)).toContain('bootChat')
      // Once the server answered the sign-out (or could not be reached), the token goes.
      // Signing out everywhere that the server confirmed tells the customer so.
      if (event?.type === 'xstate.done.actor.endSession')
        expect(names(stepCalls)).toEqual(
          snapshot.context.everywhere
            ? ['clearToken', 'shutdownChat', 'noticeSignedOutEverywhere', 'bootChat']
            : ['clearToken', 'shutdownChat', 'bootChat'],
        )
      if (event?.type === 'xstate.error.actor.endSession') {
        // Signing out everywhere that did not reach the server says so; this device is signed out all the same.
        expect(names(stepCalls)).toEqual(
          snapshot.context.everywhere
            ? ['clearToken', 'shutdownChat', 'warnNotEverywhere', 'bootChat']
            : ['clearToken', 'shutdownChat', 'bootChat'],
        )
      }
      if (event?.type === 'session.expired') expect(names(stepCalls)).not.toContain('clearToken')
      // A 401 while the customer was using the session tells them why they are back at sign-in; one that arrives
      // while they are signing out does not (they asked for it).
      const endedUnderThem =
        (event?.type === 'session.expired' && !previous?.matches('signingOut')) ||
        (event?.type === 'xstate.error.actor.loadProfile' && errorOf(event).status === 401)
      expect(names(stepCalls).includes('noticeSessionEnded')).toBe(endedUnderThem)
    },
    signingOut: ({ snapshot, stepCalls, event }) => {
      // The server is told first, with the token still stored; the pages already show a visitor.
      expect(snapshot.context.everywhere).toBe(event?.type === 'session.signOut' && event.everywhere === true)
      expect(stepCalls.filter((c) => c.kind === 'actor')).toEqual([
        { kind: 'actor', name: 'endSession', input: { everywhere: snapshot.context.everywhere } },
      ])
      expect(names(stepCalls)).not.toContain('clearToken')
    },
    loadingProfile: ({ snapshot, stepCalls, event }) => {
      // The profile request goes out on entry.
      expect(stepCalls.filter((c) => c.kind === 'actor').map((c) => c.name)).toEqual(['loadProfile'])
      expect(snapshot.context.hasToken).toBe(true)
      if (event?.type === 'session.signIn') expect(snapshot.context.assisted).toBe(event.assisted ?? false)
    },
    signedIn: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(false)
      if (event?.type === 'xstate.done.actor.loadProfile') expect(snapshot.context.profile?.firstName).toBe('Dana')
      if (event?.type === 'xstate.error.actor.loadProfile') {
        // Server trouble is only logged (SPEC §8); a profile loaded earlier stays on screen.
        expect(names(stepCalls)).toContain('logProfileError')
      }
      expect(names(stepCalls)).toContain('bootChat')
    },
  },
})

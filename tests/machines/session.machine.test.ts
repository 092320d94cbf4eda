import { expect } from 'vitest'
import { sessionMachine } from '../../machines/session.machine'
import type { UserInfo } from '../../src/api/schemas/user'
import { describeMachinePaths, type RecordedCall } from '../support/machine-paths'

const profile: UserInfo = {
  id: 'cus_1',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'demo@ringmobile.example',
  countryCode: '+1',
  contactNumber: '3125550100',
  streetNumber: '221',
  streetDirection: 'N',
  streetName: 'Lake Shore Dr',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  chat: null,
}

const names = (calls: RecordedCall[]) => calls.map((call) => call.name)

describeMachinePaths({
  machine: sessionMachine,
  inputs: {
    'no stored token': { hasToken: false },
    'stored token': { hasToken: true },
    'assisted token': { hasToken: true, assisted: true },
  },
  events: {
    'session.signIn': [{ type: 'session.signIn' }, { type: 'session.signIn', assisted: true }],
    'session.signOut': [{ type: 'session.signOut' }],
    'session.expired': [{ type: 'session.expired' }],
    'profile.reload': [{ type: 'profile.reload' }],
    'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: profile } as never],
    'xstate.error.actor.loadProfile': [
      { type: 'xstate.error.actor.loadProfile', error: { status: 401, message: 'Session expired' } } as never,
      { type: 'xstate.error.actor.loadProfile', error: { status: 503, message: 'Unavailable' } } as never,
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.profile !== null, s.context.assisted]),
  expectations: {
    signedOut: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.context.profile).toBeNull()
      expect(snapshot.context.assisted).toBe(false)
      // The chat restarts anonymously; signing out also removes the token and shuts the chat identity down.
      expect(names(stepCalls)).toContain('bootChat')
      if (event?.type === 'session.signOut') expect(names(stepCalls)).toEqual(['clearToken', 'shutdownChat', 'bootChat'])
      if (event?.type === 'session.expired') expect(names(stepCalls)).not.toContain('clearToken')
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

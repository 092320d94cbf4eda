import { expect } from 'vitest'
import { describeMachinePaths } from '../support/machine-paths'
import { asked, did } from './expect'
import { FRESH, OVERVIEW, securityPageSamples } from './security-page.samples'

describeMachinePaths({
  ...securityPageSamples,
  expectations: {
    loading: ({ snapshot, stepCalls, event }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      if (event?.type === 'xstate.done.actor.signOutOthers') {
        // The new token is kept before the page reads again with it.
        expect(stepCalls.flatMap((call) => (call.kind === 'action' && call.name === 'keepToken' ? [call.params] : []))).toEqual([FRESH])
        expect(did(stepCalls, 'notifySaved')).toBe(1)
      }
    },
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe("We couldn't reach Ring Mobile."),
    ready: ({ snapshot, event, stepCalls }) => {
      expect(snapshot.context.overview).toEqual(OVERVIEW)
      if (event?.type === 'xstate.error.actor.signOutOthers') expect(did(stepCalls, 'notifyFailed')).toBe(1)
    },
    confirmingSignOut: ({ stepCalls }) => expect(asked(stepCalls, 'signOutOthers')).toEqual([]),
    signingOutOthers: ({ snapshot, stepCalls }) => {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(asked(stepCalls, 'signOutOthers')).toHaveLength(1)
    },
  },
})

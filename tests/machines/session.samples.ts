/** Sample events and starting inputs of the session machine: shared by its path tests and the scenario catalogue. */
import { sessionMachine } from '@machines/session.machine'
import type { UserInfo } from '@contract/user'
import type { MachineSamples } from '../support/machine-graph'
import { DANA } from '../support/customer'
import { bare } from './sample-events'

/** The profile GET /app/users/view answers in the samples: Dana, at the demo login's address. */
const sampleProfile: UserInfo = { ...DANA, email: 'demo@ringmobile.example' }

export const sessionSamples = {
  // The browser replay's page checks for this machine read a scenario as one pass from a fresh page; walks
  // (`coveringPaths` in tests/support/machine-graph.ts) are not replayed for it.
  cover: 'edges' as const,
  machine: sessionMachine,
  inputs: {
    'no stored token': { hasToken: false },
    'stored assisted token': { hasToken: true, assisted: true },
  },
  events: {
    'session.signIn': [{ type: 'session.signIn' }, { type: 'session.signIn', assisted: true }],
    'session.signOut': [{ type: 'session.signOut' }, { type: 'session.signOut', everywhere: true }],
    ...bare('session.expired', 'profile.reload'),
    'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: sampleProfile } as never],
    'xstate.error.actor.loadProfile': [
      { type: 'xstate.error.actor.loadProfile', error: { status: 401, message: 'Session expired' } } as never,
      { type: 'xstate.error.actor.loadProfile', error: { status: 503, message: 'Unavailable' } } as never,
    ],
    'xstate.done.actor.endSession': [{ type: 'xstate.done.actor.endSession', output: { message: 'You have been signed out.' } } as never],
    'xstate.error.actor.endSession': [{ type: 'xstate.error.actor.endSession', error: { status: 0, message: 'Network' } } as never],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.everywhere]),
} satisfies MachineSamples<typeof sessionMachine>

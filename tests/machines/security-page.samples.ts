/** Sample events of the Security page machine. */
import { securityPageMachine } from '@machines/security-page.machine'
import type { SecurityOverview } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed } from './sample-events'

export const OVERVIEW: SecurityOverview = {
  checklist: [
    {
      key: 'password',
      title: 'A strong password',
      done: false,
      detail: 'Yours is short or easy to guess.',
      next: { label: 'Change your password', to: '/dashboard/setting' },
    },
    {
      key: 'twoStep',
      title: 'Two-step sign-in',
      done: false,
      detail: 'Off.',
      next: { label: 'Turn on two-step sign-in', to: '/dashboard/setting' },
    },
  ],
  signIns: [{ at: '2026-03-01T12:00:00.000Z', how: 'Password', browser: 'Chrome on Mac', ip: '203.0.113.7', current: true }],
  events: [
    { at: '2026-03-01T12:05:00.000Z', detail: 'Port-out of ••• 1234 refused: the port-out lock is on.', ip: '198.51.100.2', refused: true },
  ],
  refusedLast30Days: 1,
}
export const FRESH = { token: 'a.b.c', expiresAt: '2026-03-02T00:00:00.000Z', message: 'You are signed out everywhere else.' }

export const securityPageSamples = {
  machine: securityPageMachine,
  events: {
    ...bare('others.signOut', 'others.confirm', 'close', 'security.retry'),
    'xstate.done.actor.loadOverview': [done('loadOverview', OVERVIEW)],
    'xstate.error.actor.loadOverview': [failed('loadOverview', { status: 0, message: "We couldn't reach Ring Mobile." })],
    'xstate.done.actor.signOutOthers': [done('signOutOthers', FRESH)],
    'xstate.error.actor.signOutOthers': [
      failed('signOutOthers', { status: 429, message: 'Too many attempts. Please wait a moment and try again.' }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.overview !== null, s.context.error !== null]),
} satisfies MachineSamples<typeof securityPageMachine>

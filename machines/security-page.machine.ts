import { assign, setup } from 'xstate'
import type { SecurityOverview, SignOutOthersAnswer } from '@contract/security'
import { callState, firstCall, readyWith, retryState, withAnswer, type MachineTypes } from './chart'
import { errorMessage, errorOf, outputMessage } from './results'
import { providedByApp } from './provided'

export interface SecurityPageContext {
  overview: SecurityOverview | null
  error: string | null
}

export type SecurityPageEvent =
  /** "Sign out everywhere else". */
  | { type: 'others.signOut' }
  /** "Sign out" in the confirmation. */
  | { type: 'others.confirm' }
  /** Cancel or the close icon. */
  | { type: 'close' }
  /** "Try again" after the page failed to load. */
  | { type: 'security.retry' }

/**
 * My Account → Security: the checklist with the next step, the recent sign-ins, the refused attempts and changes,
 * and "Sign out everywhere else" (this session goes on with a new token).
 */
export const securityPageMachine = setup({
  types: {} as MachineTypes<SecurityPageContext, SecurityPageEvent>,
  actors: {
    /** GET /app/security */
    loadOverview: providedByApp<SecurityOverview>('loadOverview'),
    /** POST /app/security/sign-out-others */
    signOutOthers: providedByApp<SignOutOthersAnswer>('signOutOthers'),
  },
  actions: {
    keepOverview: assign((_, overview: SecurityOverview) => ({ overview, error: null })),
    keepError: assign(({ event }) => ({ error: errorOf(event).message })),
    /** Stores this session's new token (provided by the app). */
    keepToken: (_, _params: SignOutOthersAnswer) => {},
    /** A success notification (provided by the app). */
    notifySaved: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'securityPage',
  description: 'The Security page: how safe the account is, what to do next, recent sign-ins and refused attempts.',
  context: { overview: null, error: null },
  initial: 'loading',
  states: {
    loading: firstCall('Reading the page (the sections keep their space).', 'loadOverview', {
      onDone: readyWith('keepOverview', 'Read'),
    }),
    failed: retryState('The page says it could not be read, with "Try again".', 'security.retry'),
    ready: {
      description:
        'The checklist (done, or its next step), recent sign-ins (when, how, browser, address), refused attempts, "Sign out everywhere else".',
      on: { 'others.signOut': { target: 'confirmingSignOut', description: 'Sign out everywhere else' } },
    },
    confirmingSignOut: {
      description: 'Asks "Sign out everywhere else?": every other browser and app signs out, this one stays.',
      on: {
        'others.confirm': { target: 'signingOutOthers', description: 'Sign out' },
        close: { target: 'ready', description: 'Cancel' },
      },
    },
    signingOutOthers: callState('Ending the other sessions; the button spins.', 'signOutOthers', {
      onDone: {
        target: 'loading',
        actions: [withAnswer('keepToken'), { type: 'notifySaved', params: outputMessage }],
        description: 'Done: this session has a new token; the page reads again',
      },
      onError: { target: 'ready', actions: ['keepError', { type: 'notifyFailed', params: errorMessage }], description: 'Refused' },
    }),
  },
})

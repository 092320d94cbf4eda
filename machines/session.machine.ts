import { assertEvent, assign, setup } from 'xstate'
import type { MessageAnswer } from '@contract/message'
import type { UserInfo } from '@contract/user'
import { answeredWithStatus } from './results'
import { providedByApp } from './provided'
import { decisionState, type MachineTypes } from './chart'

export interface SessionInput {
  /** A stored token that is well formed and not expired (checked by the app before the machine starts). */
  hasToken: boolean
  /** The token was minted for a support agent's assisted sign-in (/crm-login). */
  assisted?: boolean
}

export interface SessionContext {
  hasToken: boolean
  assisted: boolean
  profile: UserInfo | null
  /** The sign-out under way ends every session of the customer, not only this one. */
  everywhere: boolean
}

export type SessionEvent =
  | { type: 'session.signIn'; assisted?: boolean }
  | { type: 'session.signOut'; everywhere?: boolean }
  | { type: 'session.expired' }
  | { type: 'profile.reload' }

/** What a customer whose session ended under them (a 401: the token expired, the password changed elsewhere) reads on /login. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again to continue.'

/**
 * Who is using the app. The token itself lives in browser storage (SPEC §6); the machine decides what the
 * customer sees: signed out, loading their profile, or signed in. A 401 from any call arrives as
 * `session.expired` from the API client, the one place that handles it.
 */
export const sessionMachine = setup({
  types: {} as MachineTypes<SessionContext, SessionEvent, SessionInput>,
  actors: {
    loadProfile: providedByApp<UserInfo>('loadProfile'),
    /** POST /app/auth/logout with the stored token: the server ends this session, or every one. */
    endSession: providedByApp<MessageAnswer, { everywhere: boolean }>('endSession'),
  },
  actions: {
    /** Removes the stored token (sign-out); a 401 has already removed it in the API client. */
    clearToken: () => {},
    /** Boots the chat widget for the signed-in customer, or anonymously. */
    bootChat: () => {},
    /** Shuts the chat identity down on sign-out. */
    shutdownChat: () => {},
    /** A failed profile load is only logged (SPEC §8). */
    logProfileError: (_, _params: { error: unknown }) => {},
    /** A 401 ended the session the customer was using: they are told why they are back at sign-in (provided by the app). */
    noticeSessionEnded: () => {},
    /** Signing out everywhere did not reach the server: this device is signed out, others may not be (provided by the app). */
    warnNotEverywhere: () => {},
    /** The server ended every session, this one included: the customer is told so (provided by the app). */
    noticeSignedOutEverywhere: () => {},
    startSignOut: assign(({ event }) => {
      assertEvent(event, 'session.signOut')
      return { everywhere: event.everywhere ?? false }
    }),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasToken,
    wasEverywhere: ({ context }) => context.everywhere,
    answeredWithStatus,
  },
}).createMachine({
  id: 'session',
  description: 'Who is using the app: a visitor, or a signed-in customer whose profile is loaded.',
  context: ({ input }) => ({ hasToken: input.hasToken, assisted: input.assisted ?? false, profile: null, everywhere: false }),
  initial: 'checkingToken',
  states: {
    checkingToken: decisionState('On start: is there a stored token that has not expired?', 'hasStoredToken', {
      loadingProfile: 'A usable token is stored',
      signedOut: 'No token, or it is corrupt or expired',
    }),
    signedOut: {
      description: 'A visitor: public pages only; My Account leads to /login.',
      entry: [assign({ profile: null, hasToken: false, assisted: false }), 'bootChat'],
      on: {
        'session.signIn': {
          target: 'loadingProfile',
          description: 'A sign-in call stored a new token',
          actions: assign({ hasToken: true, assisted: ({ event }) => event.assisted ?? false }),
        },
      },
    },
    loadingProfile: {
      description: 'Signed in; fetching the customer profile (GET /app/users/view).',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'signedIn',
          actions: assign({ profile: ({ event }) => event.output }),
          description: 'The profile: the customer’s name in the header',
        },
        onError: [
          {
            guard: { type: 'answeredWithStatus', params: { status: 401 } },
            target: 'signedOut',
            description: 'The token was refused (401)',
            actions: 'noticeSessionEnded',
          },
          {
            target: 'signedIn',
            actions: { type: 'logProfileError', params: ({ event }) => ({ error: event.error }) },
            description: 'Server trouble: stay signed in, no profile yet',
          },
        ],
      },
      on: {
        'session.expired': { target: 'signedOut', description: 'A call answered 401', actions: 'noticeSessionEnded' },
        'session.signOut': { target: 'signingOut', actions: 'startSignOut', description: 'The customer signs out' },
      },
    },
    signedIn: {
      description: "Signed in: checkout and the dashboard are open; the header shows the customer's initials.",
      entry: 'bootChat',
      on: {
        'profile.reload': { target: 'loadingProfile', description: 'The profile changed (an edit succeeded)' },
        'session.signIn': {
          target: 'loadingProfile',
          description: 'Signed in again, perhaps as someone else',
          actions: assign({ assisted: ({ event }) => event.assisted ?? false }),
        },
        'session.expired': { target: 'signedOut', description: 'A call answered 401', actions: ['shutdownChat', 'noticeSessionEnded'] },
        'session.signOut': {
          target: 'signingOut',
          description: 'The customer signs out (of this device, or everywhere)',
          actions: 'startSignOut',
        },
      },
    },
    signingOut: {
      description:
        'Signing out: the pages already show a visitor; the server is told to end the session (POST /app/auth/logout) ' +
        'with the token still stored, which is removed once it answered.',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ everywhere: context.everywhere }),
        onDone: [
          {
            guard: 'wasEverywhere',
            target: 'signedOut',
            description: 'The server ended every session: signed out here too, and the customer is told so',
            actions: ['clearToken', 'shutdownChat', 'noticeSignedOutEverywhere'],
          },
          { target: 'signedOut', description: 'The server ended the session', actions: ['clearToken', 'shutdownChat'] },
        ],
        onError: [
          {
            guard: 'wasEverywhere',
            target: 'signedOut',
            description: 'Not reached while signing out everywhere: signed out here, and the customer is told the others may not be',
            actions: ['clearToken', 'shutdownChat', 'warnNotEverywhere'],
          },
          {
            target: 'signedOut',
            description: 'Not reached: signed out on this device all the same',
            actions: ['clearToken', 'shutdownChat'],
          },
        ],
      },
      on: {
        'session.expired': { target: 'signedOut', description: 'The token was already dead (401)', actions: 'shutdownChat' },
        'session.signIn': {
          target: 'loadingProfile',
          description: 'Signed in again before the server answered: the new token stays',
          actions: assign({ hasToken: true, assisted: ({ event }) => event.assisted ?? false }),
        },
      },
    },
  },
})

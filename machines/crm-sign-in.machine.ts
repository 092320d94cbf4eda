import { assign, setup } from 'xstate'
import type { AuthToken } from '@contract/auth'
import { errorOf } from './form'
import { providedByApp } from './provided'
import { decisionState } from './chart'

export interface CrmSignInContext {
  token: string
  error: string | null
}

/**
 * /crm-login?token=… (DESIGN §3): a support agent opens a customer's account with a short-lived, single-use
 * link minted by the server. The session it opens is marked as assisted on every page.
 */
export const crmSignInMachine = setup({
  types: {
    context: {} as CrmSignInContext,
    input: {} as { token?: string },
  },
  actors: {
    /** POST /app/auth/crm-login {token} */
    signIn: providedByApp<AuthToken, { token: string }>('signIn'),
  },
  actions: {
    showError: assign(({ event }) => ({ error: errorOf(event).message })),
    /** Stores the token, tells the session (assisted) and goes to /dashboard (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
  },
  guards: {
    hasToken: ({ context }) => context.token.length > 0,
  },
}).createMachine({
  id: 'crmSignIn',
  description: "A support agent's assisted sign-in from a one-time link.",
  context: ({ input }) => ({ token: input.token ?? '', error: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: decisionState('On arrival: does the address carry a sign-in token?', 'hasToken', {
      signingIn: 'The link carries a sign-in token',
      missingLink: 'No token in the link',
    }),
    missingLink: {
      description: 'No token: this page only works from a link made by `npm run crm-token`.',
    },
    signingIn: {
      description: 'Checking the link with the server.',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'completeSignIn', params: ({ event }) => event.output },
          description: 'The link was good: signed in as the customer',
        },
        onError: { target: 'failed', actions: 'showError', description: 'Expired, used or unknown link' },
      },
    },
    failed: {
      description: 'The link did not work: the server’s reason, and a note to ask for a new link.',
    },
    signedIn: {
      type: 'final',
      description: 'Signed in as the customer, marked as an assisted session.',
    },
  },
})

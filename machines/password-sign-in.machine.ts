import { setup } from 'xstate'
import { loginPayloadSchema } from '@contract/auth'
import type { AuthToken } from '@contract/auth'
import {
  editingTransitions,
  formContext,
  formKit,
  rateLimitedState,
  rateLimitKit,
  submitFailed,
  type FieldChangeEvent,
  type FormContext,
} from './form'
import { providedByApp } from './provided'

type Values = { email: string; password: string }

export type PasswordSignInEvent = FieldChangeEvent | { type: 'form.submit' }

const form = formKit<FormContext<Values>, PasswordSignInEvent>(loginPayloadSchema)
const rateLimit = rateLimitKit<FormContext<Values>, PasswordSignInEvent>()

/** /login-with-password (DESIGN §3): email carried over, password, sign in. */
export const passwordSignInMachine = setup({
  types: {
    context: {} as FormContext<Values>,
    events: {} as PasswordSignInEvent,
    input: {} as { email?: string },
  },
  actors: {
    /** POST /app/auth/login {email, password} */
    signIn: providedByApp<AuthToken, Values>('signIn'),
  },
  actions: {
    ...form.actions,
    ...rateLimit.actions,
    /** Stores the token, tells the session and goes where the customer was heading (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
  },
  guards: { ...form.guards, ...rateLimit.guards },
  delays: rateLimit.delays,
}).createMachine({
  id: 'passwordSignIn',
  description: 'Signing in with email and password.',
  context: ({ input }) => formContext({ email: input.email ?? '', password: '' }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The email and password fields; errors show under each field or above the button.',
      on: editingTransitions({ target: 'signingIn' }),
    },
    signingIn: {
      description: 'Checking the password; the button spins and ignores further clicks.',
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.values,
        onDone: { target: 'signedIn', actions: { type: 'completeSignIn', params: ({ event }) => event.output } },
        onError: submitFailed('Wrong password or server trouble: say so'),
      },
    },
    rateLimited: rateLimitedState(
      'Too many tries: the message says when to try again; the button waits.',
      'Typing is allowed; the message stays',
    ),
    signedIn: {
      type: 'final',
      description: 'Signed in: on to where the customer was heading, else /dashboard.',
    },
  },
})

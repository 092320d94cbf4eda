import { setup } from 'xstate'
import { loginPayloadSchema } from '@contract/auth'
import type { SignInAnswer } from '@contract/security'
import { rateLimitedFormKit, rateLimitedState, sendingState, valuesOf, type FormEvent, type FormTypes } from './form'
import { providedByApp } from './provided'
import { withAnswer } from './chart'

type Values = { email: string; password: string }

export type PasswordSignInEvent = FormEvent

const form = rateLimitedFormKit<Values, PasswordSignInEvent>(loginPayloadSchema)

/** /login-with-password (DESIGN §3): email carried over, password, sign in. */
export const passwordSignInMachine = setup({
  types: {} as FormTypes<Values, PasswordSignInEvent, { email?: string }>,
  /** POST /app/auth/login {email, password} */
  actors: { signIn: providedByApp<SignInAnswer, Values>('signIn') },
  actions: {
    ...form.actions,
    /** Stores the token, tells the session and goes where the customer was heading (provided by the app). */
    completeSignIn: (_, _params: SignInAnswer) => {},
  },
  guards: form.guards,
  delays: form.delays,
}).createMachine({
  id: 'passwordSignIn',
  description: 'Signing in with email and password.',
  context: ({ input }) => form.context({ email: input.email ?? '', password: '' }),
  initial: 'editing',
  states: {
    editing: form.editingState('The email and password fields; errors show under each field or above the button.', { target: 'signingIn' }),
    signingIn: sendingState({
      description: 'Checking the password; the button spins and ignores further clicks.',
      src: 'signIn',
      input: valuesOf,
      onDone: { target: 'signedIn', actions: withAnswer('completeSignIn'), description: 'Right password: signed in, on to My Account' },
      failed: 'Wrong password or server trouble: say so',
    }),
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

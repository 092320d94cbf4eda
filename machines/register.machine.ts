import { setup } from 'xstate'
import { registerPayloadSchema } from '@contract/auth'
import type { AuthToken } from '@contract/auth'
import { rateLimitedFormKit, rateLimitedState, sendingState, valuesOf, type FormEvent, type FormTypes } from './form'
import { providedByApp } from './provided'
import { withAnswer } from './chart'

export type RegisterValues = {
  firstName: string
  lastName: string
  email: string
  countryCode: string
  contactNumber: string
  regPassword: string
  confirmRegPassword: string
  acceptTerms: boolean
}

const EMPTY_REGISTRATION: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '+44',
  contactNumber: '',
  regPassword: '',
  confirmRegPassword: '',
  acceptTerms: false,
}

export type RegisterEvent = FormEvent

const form = rateLimitedFormKit<RegisterValues, RegisterEvent>(registerPayloadSchema)

/** /register (DESIGN §3): a new customer account; signs in on success. */
export const registerMachine = setup({
  types: {} as FormTypes<RegisterValues, RegisterEvent, { email?: string }>,
  /** POST /app/auth/register */
  actors: { register: providedByApp<AuthToken, RegisterValues>('register') },
  actions: {
    ...form.actions,
    /** Stores the token, tells the session and goes on (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
  },
  guards: form.guards,
  delays: form.delays,
}).createMachine({
  id: 'register',
  description: 'Creating a Ring Mobile account.',
  context: ({ input }) => form.context({ ...EMPTY_REGISTRATION, email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: form.editingState('The registration form; each field shows its own message.', { target: 'submitting' }),
    submitting: sendingState({
      description: 'Creating the account; the button spins and ignores further clicks.',
      src: 'register',
      input: valuesOf,
      onDone: { target: 'registered', actions: withAnswer('completeSignIn'), description: 'The account is made: signed in' },
      failed: 'Server field errors land under their fields',
    }),
    rateLimited: rateLimitedState('Too many tries: the message says when to try again.'),
    registered: {
      type: 'final',
      description: 'Account created and signed in: on to where the customer was heading, else /dashboard.',
    },
  },
})

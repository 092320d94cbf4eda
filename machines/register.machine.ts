import { setup } from 'xstate'
import { registerPayloadSchema } from '@contract/auth'
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

export type RegisterEvent = FieldChangeEvent | { type: 'form.submit' }

const form = formKit<FormContext<RegisterValues>, RegisterEvent>(registerPayloadSchema)
const rateLimit = rateLimitKit<FormContext<RegisterValues>, RegisterEvent>()

/** /register (DESIGN §3): a new customer account; signs in on success. */
export const registerMachine = setup({
  types: {
    context: {} as FormContext<RegisterValues>,
    events: {} as RegisterEvent,
    input: {} as { email?: string },
  },
  actors: {
    /** POST /app/auth/register */
    register: providedByApp<AuthToken, RegisterValues>('register'),
  },
  actions: {
    ...form.actions,
    ...rateLimit.actions,
    /** Stores the token, tells the session and goes on (provided by the app). */
    completeSignIn: (_, _params: AuthToken) => {},
  },
  guards: { ...form.guards, ...rateLimit.guards },
  delays: rateLimit.delays,
}).createMachine({
  id: 'register',
  description: 'Creating a Ring Mobile account.',
  context: ({ input }) => formContext({ ...EMPTY_REGISTRATION, email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The registration form; each field shows its own message.',
      on: editingTransitions({ target: 'submitting' }),
    },
    submitting: {
      description: 'Creating the account; the button spins and ignores further clicks.',
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => context.values,
        onDone: { target: 'registered', actions: { type: 'completeSignIn', params: ({ event }) => event.output } },
        onError: submitFailed('Server field errors land under their fields'),
      },
    },
    rateLimited: rateLimitedState('Too many tries: the message says when to try again.'),
    registered: {
      type: 'final',
      description: 'Account created and signed in: on to where the customer was heading, else /dashboard.',
    },
  },
})

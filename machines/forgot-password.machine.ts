import { setup } from 'xstate'
import { forgotPasswordPayloadSchema } from '@contract/auth'
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

type Values = { email: string }

export type ForgotPasswordEvent = FieldChangeEvent | { type: 'form.submit' } | { type: 'form.again' }

const form = formKit<FormContext<Values>, ForgotPasswordEvent>(forgotPasswordPayloadSchema)
const rateLimit = rateLimitKit<FormContext<Values>, ForgotPasswordEvent>()

/**
 * /forgot-password (DESIGN §3): emails a reset link. The answer is the same whether or not the email has an
 * account, so the page never tells a stranger who is a customer.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as FormContext<Values>,
    events: {} as ForgotPasswordEvent,
    input: {} as { email?: string },
  },
  actors: {
    /** POST /app/auth/forgot-password {email} */
    requestReset: providedByApp<unknown, Values>('requestReset'),
  },
  actions: { ...form.actions, ...rateLimit.actions },
  guards: { ...form.guards, ...rateLimit.guards },
  delays: rateLimit.delays,
}).createMachine({
  id: 'forgotPassword',
  description: 'Asking for a password reset link by email.',
  context: ({ input }) => formContext({ email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and "Send reset link".',
      on: editingTransitions({
        target: 'sending',
        typing: 'Typing clears the field error',
        invalid: 'Not an email: say so under the field',
      }),
    },
    sending: {
      description: 'Sending the link; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: 'sent' },
        onError: submitFailed('Server trouble: say so, keep the email'),
      },
    },
    rateLimited: rateLimitedState('Too many requests: the message says when to try again.'),
    sent: {
      description: 'Done: "If an account exists for this email, a reset link is on its way (valid 30 minutes)."',
      on: { 'form.again': { target: 'editing', description: 'Use another email or send again' } },
    },
  },
})

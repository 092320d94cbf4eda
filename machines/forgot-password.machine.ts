import { setup } from 'xstate'
import { forgotPasswordPayloadSchema } from '@contract/auth'
import { emailFieldEditing, rateLimitedFormKit, rateLimitedState, sendingState, trimmedEmail, type FormEvent, type FormTypes } from './form'
import { providedByApp } from './provided'

type Values = { email: string }

export type ForgotPasswordEvent = FormEvent | { type: 'form.again' }

const form = rateLimitedFormKit<Values, ForgotPasswordEvent>(forgotPasswordPayloadSchema)

/**
 * /forgot-password (DESIGN §3): emails a reset link. The answer is the same whether or not the email has an
 * account, so the page never tells a stranger who is a customer.
 */
export const forgotPasswordMachine = setup({
  types: {} as FormTypes<Values, ForgotPasswordEvent, { email?: string }>,
  /** POST /app/auth/forgot-password {email} */
  actors: { requestReset: providedByApp<unknown, Values>('requestReset') },
  actions: form.actions,
  guards: form.guards,
  delays: form.delays,
}).createMachine({
  id: 'forgotPassword',
  description: 'Asking for a password reset link by email.',
  context: ({ input }) => form.context({ email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: form.editingState('The email field and "Send reset link".', emailFieldEditing),
    sending: sendingState({
      description: 'Sending the link; the button spins.',
      src: 'requestReset',
      input: trimmedEmail,
      onDone: { target: 'sent' },
      failed: 'Server trouble: say so, keep the email',
    }),
    rateLimited: rateLimitedState('Too many requests: the message says when to try again.'),
    sent: {
      description: 'Done: "If an account exists for this email, a reset link is on its way (valid 30 minutes)."',
      on: { 'form.again': { target: 'editing', description: 'Use another email or send again' } },
    },
  },
})

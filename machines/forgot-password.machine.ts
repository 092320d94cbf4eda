import { fromPromise, setup } from 'xstate'
import { forgotPasswordPayloadSchema } from '@contract/auth'
import { formKit, rateLimitKit, type FieldChangeEvent, type FormContext } from './form'

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
    requestReset: fromPromise<unknown, Values>(async () => {
      throw new Error('requestReset is provided by the app')
    }),
  },
  actions: { ...form.actions, ...rateLimit.actions },
  guards: { ...form.guards, ...rateLimit.guards },
  delays: rateLimit.delays,
}).createMachine({
  id: 'forgotPassword',
  description: 'Asking for a password reset link by email.',
  context: ({ input }) => ({ values: { email: input.email ?? '' }, errors: {}, formError: null, retryAt: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and "Send reset link".',
      on: {
        'field.change': { actions: 'changeField', description: 'Typing clears the field error' },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending' },
          { actions: 'showErrors', description: 'Not an email: say so under the field' },
        ],
      },
    },
    sending: {
      description: 'Sending the link; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: 'sent' },
        onError: [
          { guard: 'isRateLimited', target: 'rateLimited', actions: 'showProviderError' },
          { target: 'editing', actions: 'showProviderError', description: 'Server trouble: say so, keep the email' },
        ],
      },
    },
    rateLimited: {
      description: 'Too many requests: the message says when to try again.',
      on: { 'field.change': { actions: 'changeFieldKeepMessage' } },
      after: { retryDelay: { target: 'editing', description: 'The wait is over' } },
    },
    sent: {
      description: 'Done: "If an account exists for this email, a reset link is on its way (valid 30 minutes)."',
      on: { 'form.again': { target: 'editing', description: 'Use another email or send again' } },
    },
  },
})

import { fromPromise, setup } from 'xstate'
import { otpSendPayloadSchema } from '@contract/auth'
import { formKit, rateLimitKit, type FieldChangeEvent, type FormContext } from './form'

type Values = { email: string }

export type CodeRequestEvent = FieldChangeEvent | { type: 'form.submit' }

const form = formKit<FormContext<Values>, CodeRequestEvent>(otpSendPayloadSchema)
const rateLimit = rateLimitKit<FormContext<Values>, CodeRequestEvent>()

/**
 * /login-without-password (DESIGN §3): emails a 6-digit sign-in code, then goes on to /otp-login, which says
 * where the code went. The server answers the same whether or not the email has an account.
 */
export const codeRequestMachine = setup({
  types: {
    context: {} as FormContext<Values>,
    events: {} as CodeRequestEvent,
    input: {} as { email?: string },
  },
  actors: {
    /** POST /app/auth/otp/send {email} */
    sendCode: fromPromise<unknown, Values>(async () => {
      throw new Error('sendCode is provided by the app')
    }),
  },
  actions: {
    ...form.actions,
    ...rateLimit.actions,
    /** Goes to /otp-login with the email and the time the code was sent (provided by the app). */
    goToCodeEntry: (_, _params: { email: string; sentAt: number }) => {},
  },
  guards: { ...form.guards, ...rateLimit.guards },
  delays: rateLimit.delays,
}).createMachine({
  id: 'codeRequest',
  description: 'Asking for a sign-in code by email.',
  context: ({ input }) => ({ values: { email: input.email ?? '' }, errors: {}, formError: null, retryAt: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and "Email me a sign-in code".',
      on: {
        'field.change': { actions: 'changeField', description: 'Typing clears the field error' },
        'form.submit': [
          { guard: 'isFormValid', target: 'sending' },
          { actions: 'showErrors', description: 'Not an email: say so under the field' },
        ],
      },
    },
    sending: {
      description: 'Sending the code; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: 'sent' },
        onError: [
          { guard: 'isRateLimited', target: 'rateLimited', actions: 'showProviderError' },
          { target: 'editing', actions: 'showProviderError', description: 'Server trouble: say so, keep the email' },
        ],
      },
    },
    rateLimited: {
      description: 'Too many codes asked for: the message says when to try again.',
      on: { 'field.change': { actions: 'changeFieldKeepMessage' } },
      after: { retryDelay: { target: 'editing', description: 'The wait is over' } },
    },
    sent: {
      type: 'final',
      description: 'Sent: on to /otp-login, which says where the code went.',
      entry: { type: 'goToCodeEntry', params: ({ context }) => ({ email: context.values.email.trim(), sentAt: Date.now() }) },
    },
  },
})

import { setup } from 'xstate'
import { otpSendPayloadSchema } from '@contract/auth'
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
    sendCode: providedByApp<unknown, Values>('sendCode'),
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
  context: ({ input }) => formContext({ email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The email field and "Email me a sign-in code".',
      on: editingTransitions({
        target: 'sending',
        typing: 'Typing clears the field error',
        invalid: 'Not an email: say so under the field',
      }),
    },
    sending: {
      description: 'Sending the code; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: { target: 'sent' },
        onError: submitFailed('Server trouble: say so, keep the email'),
      },
    },
    rateLimited: rateLimitedState('Too many codes asked for: the message says when to try again.'),
    sent: {
      type: 'final',
      description: 'Sent: on to /otp-login, which says where the code went.',
      entry: { type: 'goToCodeEntry', params: ({ context }) => ({ email: context.values.email.trim(), sentAt: Date.now() }) },
    },
  },
})

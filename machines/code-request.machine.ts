import { setup } from 'xstate'
import { otpSendPayloadSchema } from '@contract/auth'
import { emailFieldEditing, rateLimitedFormKit, rateLimitedState, sendingState, trimmedEmail, type FormEvent, type FormTypes } from './form'
import { providedByApp } from './provided'

type Values = { email: string }

export type CodeRequestEvent = FormEvent

const form = rateLimitedFormKit<Values, CodeRequestEvent>(otpSendPayloadSchema)

/**
 * /login-without-password (DESIGN §3): emails a 6-digit sign-in code, then goes on to /otp-login, which says
 * where the code went. The server answers the same whether or not the email has an account.
 */
export const codeRequestMachine = setup({
  types: {} as FormTypes<Values, CodeRequestEvent, { email?: string }>,
  /** POST /app/auth/otp/send {email} */
  actors: { sendCode: providedByApp<unknown, Values>('sendCode') },
  actions: {
    ...form.actions,
    /** Goes to /otp-login with the email and the time the code was sent (provided by the app). */
    goToCodeEntry: (_, _params: { email: string; sentAt: number }) => {},
  },
  guards: form.guards,
  delays: form.delays,
}).createMachine({
  id: 'codeRequest',
  description: 'Asking for a sign-in code by email.',
  context: ({ input }) => form.context({ email: input.email ?? '' }),
  initial: 'editing',
  states: {
    editing: form.editingState('The email field and "Email me a sign-in code".', emailFieldEditing),
    sending: sendingState({
      description: 'Sending the code; the button spins.',
      src: 'sendCode',
      input: trimmedEmail,
      onDone: { target: 'sent' },
      failed: 'Server trouble: say so, keep the email',
    }),
    rateLimited: rateLimitedState('Too many codes asked for: the message says when to try again.'),
    sent: {
      type: 'final',
      description: 'Sent: on to /otp-login, which says where the code went.',
      entry: { type: 'goToCodeEntry', params: ({ context }) => ({ email: context.values.email.trim(), sentAt: Date.now() }) },
    },
  },
})

import { assertEvent, assign, fromCallback, setup } from 'xstate'
import { contactUsPayloadSchema } from '@contract/contact'
import type { MessageAnswer } from '@contract/message'
import {
  editingTransitions,
  errorMessage,
  formContext,
  formKit,
  outputMessage,
  type FieldChangeEvent,
  type FormContext,
  type FormTypes,
} from './form'
import { providedByApp } from './provided'

type Values = { name: string; email: string; message: string }

export interface ContactInput {
  /** A signed-in customer's name and email, to start from. */
  name?: string
  email?: string
}

export type ContactEvent =
  | FieldChangeEvent
  | { type: 'form.submit' }
  /** The customer's profile arrived after the page: fills name and email where still empty. */
  | { type: 'form.prefill'; name?: string; email?: string }

const form = formKit<FormContext<Values>, ContactEvent>(contactUsPayloadSchema)

/** /contact-us (SPEC §2): name, email, message and 'Send Message'; the server stores the message. */
export const contactMachine = setup({
  types: {} as FormTypes<Values, ContactEvent, ContactInput>,
  actors: {
    /** POST /app/users/contactus {name, email, message}. */
    sendMessage: providedByApp<MessageAnswer, Values>('sendMessage'),
    /**
     * The signed-in customer's name and email for the form: sends `form.prefill` when the form opens and again
     * whenever the profile arrives or changes while it is open (provided by the app; without it nothing is
     * prefilled beyond the input). The same shape as checkout's `profileAddress`.
     */
    profileDetails: fromCallback(() => {}),
  },
  actions: {
    ...form.actions,
    prefill: assign(({ context, event }) => {
      assertEvent(event, 'form.prefill')
      const { name, email } = context.values
      return { values: { ...context.values, name: name || event.name || '', email: email || event.email || '' } }
    }),
    clearMessage: assign(({ context }) => ({ values: { ...context.values, message: '' }, errors: {}, formError: null })),
    /** A success notification with the server's message (provided by the app). */
    notifySent: (_, _params: { message: string }) => {},
    /** An error notification with the server's message (provided by the app). */
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: form.guards,
}).createMachine({
  id: 'contact',
  description: 'Writing to Ring Mobile from /contact-us.',
  context: ({ input }) => formContext({ name: input.name ?? '', email: input.email ?? '', message: '' }),
  initial: 'editing',
  states: {
    editing: {
      description: "The form: name, email, message and 'Send Message'; errors show under each field.",
      invoke: { id: 'profileDetails', src: 'profileDetails' },
      on: {
        ...editingTransitions({ target: 'sending', figures: form.figures }),
        'form.prefill': { actions: 'prefill', description: 'Signed in: name and email filled in where empty' },
      },
    },
    sending: {
      description: 'Sending the message; the button spins.',
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => contactUsPayloadSchema.parse(context.values),
        onDone: {
          target: 'editing',
          description: 'Sent: the server’s thanks; the message field empties for another one',
          actions: ['clearMessage', { type: 'notifySent', params: outputMessage }],
        },
        onError: {
          target: 'editing',
          description: 'Refused or unreachable: the server’s message; what was typed stays',
          actions: ['showProviderError', { type: 'notifyFailed', params: errorMessage }],
        },
      },
    },
  },
})

import { assign, setup } from 'xstate'
import type { MessageAnswer } from '@contract/message'
import type { UnsubscribeInfo } from '@contract/notifications'
import { errorOf } from './form'
import { providedByApp } from './provided'
import { callState, readState, retryState, routeByAnswer, withAnswer, type MachineTypes } from './chart'

interface UnsubscribeContext {
  token: string
  info: UnsubscribeInfo | null
  message: string | null
  error: string | null
}

export type UnsubscribeEvent = { type: 'unsubscribe.confirm' } | { type: 'unsubscribe.retry' }

const unsubscribe = setup({
  types: {} as MachineTypes<UnsubscribeContext, UnsubscribeEvent, { token: string }>,
  actors: {
    /** GET /app/notifications/unsubscribe?token= */
    readLink: providedByApp<UnsubscribeInfo, { token: string }>('readLink'),
    /** POST /app/notifications/unsubscribe {token} */
    unsubscribe: providedByApp<MessageAnswer, { token: string }>('unsubscribe'),
  },
  actions: {
    rememberInfo: assign((_, info: UnsubscribeInfo) => ({ info })),
    rememberDone: assign((_, answer: MessageAnswer) => ({ message: answer.message, error: null })),
    showError: assign(({ event }) => ({ error: errorOf(event).message })),
  },
  guards: {
    alreadyOff: (_, info: UnsubscribeInfo) => info.done,
    /** The server refused the link itself (changed or unknown), not a passing outage. */
    linkRefused: ({ event }) => errorOf(event).status === 400,
  },
})

/**
 * The unsubscribe link of a notice email (/unsubscribe?token=…), without signing in: the page names what the link
 * turns off and asks once; a changed link says so and changes nothing.
 */
export const unsubscribeMachine = unsubscribe.createMachine({
  id: 'unsubscribe',
  description: 'Unsubscribe link: turn one kind of notice email off without signing in.',
  context: ({ input }) => ({ token: input.token, info: null, message: null, error: null }),
  initial: 'checking',
  states: {
    checking: readState('A spinner while the link is checked.', 'readLink', {
      input: ({ context }: { context: UnsubscribeContext }) => ({ token: context.token }),
      onDone: routeByAnswer('rememberInfo', [
        { guard: 'alreadyOff', target: 'done', description: 'The emails are off already' },
        { target: 'asking', description: 'The link names what it turns off' },
      ]),
      onError: [
        { guard: 'linkRefused', target: 'invalid', actions: 'showError', description: 'A changed or unknown link' },
        { target: 'unreachable', actions: 'showError', description: 'An outage' },
      ],
    }),
    unreachable: retryState('We could not check the link (an outage): Try again.', 'unsubscribe.retry', 'checking'),
    invalid: { description: '"This unsubscribe link is not valid…" and a link to sign in; nothing changed.' },
    asking: {
      description: 'What the link turns off ("Data alerts by email to d•••@example.com") and Unsubscribe.',
      on: { 'unsubscribe.confirm': { target: 'unsubscribing', description: 'Unsubscribe' } },
    },
    unsubscribing: callState('Unsubscribe is busy while the preference is changed.', 'unsubscribe', {
      input: ({ context }: { context: UnsubscribeContext }) => ({ token: context.token }),
      onDone: { target: 'done', actions: withAnswer('rememberDone'), description: 'Turned off' },
      onError: { target: 'asking', actions: 'showError', description: 'Not changed: the reason, Unsubscribe again' },
    }),
    done: { description: '"You will no longer get … by email." and a link to all notification settings.' },
  },
})

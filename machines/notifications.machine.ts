import { assertEvent, assign, setup } from 'xstate'
import type { Channel, DataAlertThreshold, NotificationAnswer, NotificationKind, NotificationSettings } from '@contract/notifications'
import { errorOf } from './form'
import { providedByApp } from './provided'
import { callState, firstRead, readyWith, retryState, withAnswer, type MachineTypes } from './chart'

/** One change a switch makes: a kind's channel, or a line's data alert threshold. */
export type NotificationChange =
  { kind: NotificationKind; channel: Channel; on: boolean } | { lineId: string; threshold: DataAlertThreshold; on: boolean }

interface NotificationsContext {
  settings: NotificationSettings | null
  /** The change being saved (its switch is busy). */
  pending: NotificationChange | null
  notice: string | null
  error: string | null
}

export type NotificationsEvent =
  | { type: 'notifications.retry' }
  | { type: 'channel.set'; kind: NotificationKind; channel: Channel; on: boolean }
  | { type: 'threshold.set'; lineId: string; threshold: DataAlertThreshold; on: boolean }

const notifications = setup({
  types: {} as MachineTypes<NotificationsContext, NotificationsEvent>,
  actors: {
    /** GET /app/notifications */
    loadSettings: providedByApp<NotificationSettings>('loadSettings'),
    /** PUT /app/notifications/channels {kind, channel, on} or PUT /app/notifications/lines/{lineId} {threshold, on} */
    saveSetting: providedByApp<NotificationAnswer, NotificationChange>('saveSetting'),
  },
  actions: {
    rememberSettings: assign((_, settings: NotificationSettings) => ({ settings })),
    rememberAnswer: assign((_, answer: NotificationAnswer) => ({
      settings: answer.settings,
      pending: null,
      notice: answer.message,
      error: null,
    })),
    showError: assign(({ event }) => ({ pending: null, error: errorOf(event).message, notice: null })),
    holdChannel: assign(({ event }) => {
      assertEvent(event, 'channel.set')
      return { pending: { kind: event.kind, channel: event.channel, on: event.on }, notice: null, error: null }
    }),
    holdThreshold: assign(({ event }) => {
      assertEvent(event, 'threshold.set')
      return { pending: { lineId: event.lineId, threshold: event.threshold, on: event.on }, notice: null, error: null }
    }),
  },
  guards: {
    /** Texts need a phone number on the profile; turning one off always works. */
    canReach: ({ context, event }) =>
      event.type === 'channel.set' && (event.channel === 'email' || !event.on || !!context.settings?.textNumber),
    isOwnLine: ({ context, event }) =>
      event.type === 'threshold.set' && (context.settings?.lines.some((line) => line.lineId === event.lineId) ?? false),
  },
})

/**
 * My Account → Notifications: per kind (data alerts, renewal reminders, payment failures, add-on
 * confirmations) email and text on or off, and per line the data alerts at 75, 90 and 100 %. Each switch saves at
 * once; the page shows what the server answered.
 */
export const notificationsMachine = notifications.createMachine({
  id: 'notifications',
  description: 'Notifications: which notices come by email and by text, and which data alerts each line sends.',
  context: { settings: null, pending: null, notice: null, error: null },
  initial: 'loading',
  states: {
    loading: firstRead('A spinner while the settings are read.', 'loadSettings', {
      onDone: readyWith('rememberSettings', 'The settings arrive'),
    }),
    failed: retryState('"We couldn\'t load your notification settings." with Try again.', 'notifications.retry'),
    ready: {
      description: 'A switch per kind and channel, and per line the three data alerts; where texts go.',
      initial: 'idle',
      states: {
        idle: {
          description: "The switches as saved, with the last change's confirmation or error.",
          on: {
            'channel.set': { guard: 'canReach', target: 'saving', actions: 'holdChannel', description: 'Email or Text switch' },
            'threshold.set': { guard: 'isOwnLine', target: 'saving', actions: 'holdThreshold', description: '75%, 90% or 100% switch' },
          },
        },
        saving: callState('The switch is busy while the change is saved (the others wait).', 'saveSetting', {
          input: ({ context }: { context: NotificationsContext }) => context.pending!,
          onDone: { target: 'idle', actions: withAnswer('rememberAnswer'), description: 'Saved: the settings as they are now' },
          onError: { target: 'idle', actions: 'showError', description: 'Not saved: the reason, the switch as it was' },
        }),
      },
    },
  },
})

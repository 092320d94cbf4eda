/** Sample events of the notifications and unsubscribe machines: shared by their path tests and the scenario catalogue. */
import { notificationsMachine } from '@machines/notifications.machine'
import { unsubscribeMachine } from '@machines/unsubscribe.machine'
import type { NotificationSettings } from '@contract/notifications'
import type { MachineSamples } from '../support/machine-graph'
import { bare, done, failed } from './sample-events'

const emailOnly = { email: true, text: false }

/** Email on for every kind; one line with every data alert on; texts go to the profile's number. */
const SETTINGS: NotificationSettings = {
  kinds: { dataAlerts: emailOnly, renewalReminder: emailOnly, paymentFailed: emailOnly, addOnConfirmation: emailOnly },
  textNumber: '+1 ••• ••• 0100',
  lines: [{ lineId: 'line-1', lineLabel: '(312) 555-0101', planName: 'Plus', thresholds: { 75: true, 90: true, 100: true } }],
}
/** A profile without a phone number: texts cannot be turned on. */
const NO_PHONE: NotificationSettings = { ...SETTINGS, textNumber: null }
const TEXTS_ON: NotificationSettings = { ...SETTINGS, kinds: { ...SETTINGS.kinds, dataAlerts: { email: true, text: true } } }

export const notificationsSamples = {
  machine: notificationsMachine,
  inputs: { 'the customer opens My Account → Notifications': undefined },
  events: {
    'xstate.done.actor.loadSettings': [done('loadSettings', SETTINGS), done('loadSettings', NO_PHONE)],
    'xstate.error.actor.loadSettings': [failed('loadSettings', { status: 0, message: "We couldn't reach Ring Mobile." })],
    ...bare('notifications.retry'),
    'channel.set': [
      { type: 'channel.set', kind: 'dataAlerts', channel: 'text', on: true },
      { type: 'channel.set', kind: 'renewalReminder', channel: 'email', on: false },
    ],
    'threshold.set': [
      { type: 'threshold.set', lineId: 'line-1', threshold: 75, on: false },
      { type: 'threshold.set', lineId: 'someone-elses-line', threshold: 90, on: false },
    ],
    'xstate.done.actor.saveSetting': [done('saveSetting', { message: 'Your notification settings are saved.', settings: TEXTS_ON })],
    'xstate.error.actor.saveSetting': [failed('saveSetting', { status: 404, message: 'We could not find this line' })],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.settings?.textNumber ?? null, s.context.pending, s.context.error !== null]),
} satisfies MachineSamples<typeof notificationsMachine>

const INFO = { kind: 'dataAlerts' as const, kindLabel: 'Data alerts', email: 'd•••@example.com', done: false }

export const unsubscribeSamples = {
  machine: unsubscribeMachine,
  inputs: {
    'the customer opens the link in a data alert email': { token: 'eyJjIjoiY3VzIiwiayI6ImRhdGFBbGVydHMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ' },
  },
  events: {
    'xstate.done.actor.readLink': [done('readLink', INFO), done('readLink', { ...INFO, done: true })],
    'xstate.error.actor.readLink': [
      failed('readLink', {
        status: 400,
        message: 'This unsubscribe link is not valid. Sign in and change your notifications in My Account.',
      }),
      failed('readLink', { status: 503, message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' }),
    ],
    ...bare('unsubscribe.confirm', 'unsubscribe.retry'),
    'xstate.done.actor.unsubscribe': [done('unsubscribe', { message: 'You will no longer get data alerts by email.' })],
    'xstate.error.actor.unsubscribe': [
      failed('unsubscribe', { status: 503, message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.error !== null]),
} satisfies MachineSamples<typeof unsubscribeMachine>

import { endpointTable } from '../endpoint'
import {
  channelPayloadSchema,
  notificationAnswerSchema,
  notificationSettingsSchema,
  thresholdPayloadSchema,
  unsubscribeInfoSchema,
  unsubscribePayloadSchema,
  unsubscribeQuerySchema,
} from '../notifications'
import { messageAnswerSchema } from '../message'

/** My Account → Notifications, and the unsubscribe link of the emails. Another customer's line is a 404 (tests/server/notifications.test.ts). */
export const notificationEndpoints = endpointTable({
  settings: { method: 'GET', path: '/app/notifications', token: 'required', answer: notificationSettingsSchema },
  /** One channel of one kind on or off. */
  setChannel: {
    method: 'PUT',
    path: '/app/notifications/channels',
    token: 'required',
    body: channelPayloadSchema,
    answer: notificationAnswerSchema,
  },
  /** One data alert threshold of one line on or off. */
  setThreshold: {
    method: 'PUT',
    path: '/app/notifications/lines/:lineId',
    token: 'required',
    body: thresholdPayloadSchema,
    answer: notificationAnswerSchema,
  },
  /** What an email's unsubscribe link turns off (no sign-in: the signed token is the key). */
  unsubscribeInfo: {
    method: 'GET',
    path: '/app/notifications/unsubscribe',
    token: 'none',
    query: unsubscribeQuerySchema,
    answer: unsubscribeInfoSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/app/notifications/unsubscribe',
    token: 'none',
    body: unsubscribePayloadSchema,
    answer: messageAnswerSchema,
  },
})

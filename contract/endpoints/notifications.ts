import { endpointTable, signedIn, tokenless } from '../endpoint'
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
  settings: signedIn.get('/app/notifications', { answer: notificationSettingsSchema }),
  /** One channel of one kind on or off. */
  setChannel: signedIn.put('/app/notifications/channels', { body: channelPayloadSchema, answer: notificationAnswerSchema }),
  /** One data alert threshold of one line on or off. */
  setThreshold: signedIn.put('/app/notifications/lines/:lineId', { body: thresholdPayloadSchema, answer: notificationAnswerSchema }),
  /** What an email's unsubscribe link turns off (no sign-in: the signed token is the key). */
  unsubscribeInfo: tokenless.get('/app/notifications/unsubscribe', { query: unsubscribeQuerySchema, answer: unsubscribeInfoSchema }),
  unsubscribe: tokenless.post('/app/notifications/unsubscribe', { body: unsubscribePayloadSchema, answer: messageAnswerSchema }),
})

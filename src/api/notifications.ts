import { notificationEndpoints as endpoints } from '@contract/endpoints/notifications'
import type { NotificationChange } from '@machines/notifications.machine'
import { api } from './index'

/** GET /app/notifications: the customer's notification preferences. */
export const getNotificationSettings = api.plainCaller(endpoints.settings)

/** PUT /app/notifications/channels or /app/notifications/lines/{lineId}: one switch. */
export function saveNotificationSetting(change: NotificationChange, signal?: AbortSignal) {
  if ('lineId' in change) {
    return api.call(endpoints.setThreshold, {
      params: { lineId: change.lineId },
      body: { threshold: change.threshold, on: change.on },
      signal,
    })
  }
  return api.call(endpoints.setChannel, { body: change, signal })
}

/** GET /app/notifications/unsubscribe?token=: what an email's link turns off (no sign-in). */
export function getUnsubscribeInfo({ token }: { token: string }, signal?: AbortSignal) {
  return api.call(endpoints.unsubscribeInfo, { query: { token }, signal })
}

/** POST /app/notifications/unsubscribe {token} */
export function unsubscribe({ token }: { token: string }, signal?: AbortSignal) {
  return api.call(endpoints.unsubscribe, { body: { token }, signal })
}

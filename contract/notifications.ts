import { z } from 'zod/mini'

/**
 * Notification preferences (docs/decisions/0032-add-ons-alerts-new-phone.md), My Account → Notifications: per line, data alerts at 75, 90 and 100 % of the
 * allowance (each on or off); per kind (data alerts, renewal reminders, payment failures, add-on confirmations) the
 * channels email and text message. Routes under /app/notifications; an email's unsubscribe link works without
 * signing in through a signed token.
 */

export const NOTIFICATION_KINDS = ['dataAlerts', 'renewalReminder', 'paymentFailed', 'addOnConfirmation'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

const CHANNELS = ['email', 'text'] as const
export type Channel = (typeof CHANNELS)[number]

export const DATA_ALERT_THRESHOLDS = [75, 90, 100] as const
export type DataAlertThreshold = (typeof DATA_ALERT_THRESHOLDS)[number]

/** A renewal reminder goes this many days before the renewal date. */
export const RENEWAL_REMINDER_DAYS = 3

/** What each kind is called on the page and in the emails. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  dataAlerts: 'Data alerts',
  renewalReminder: 'Renewal reminders',
  paymentFailed: 'Payment failures',
  addOnConfirmation: 'Add-on confirmations',
}

const channelsSchema = z.object({ email: z.boolean(), text: z.boolean() })

/** The channels of every kind. */
const kindChannelsSchema = z.object({
  dataAlerts: channelsSchema,
  renewalReminder: channelsSchema,
  paymentFailed: channelsSchema,
  addOnConfirmation: channelsSchema,
})
export type KindChannels = z.infer<typeof kindChannelsSchema>

/** Email on, text off, for every kind: what a customer has until they change it. */
export const DEFAULT_CHANNELS: KindChannels = {
  dataAlerts: { email: true, text: false },
  renewalReminder: { email: true, text: false },
  paymentFailed: { email: true, text: false },
  addOnConfirmation: { email: true, text: false },
}

const thresholdsSchema = z.object({ 75: z.boolean(), 90: z.boolean(), 100: z.boolean() })
export type Thresholds = z.infer<typeof thresholdsSchema>
export const DEFAULT_THRESHOLDS: Thresholds = { 75: true, 90: true, 100: true }

/** GET /app/notifications: the customer's preferences. */
export const notificationSettingsSchema = z.object({
  kinds: kindChannelsSchema,
  /** Where texts go: the profile's phone number, shown masked; null when the profile has none (texts cannot be sent). */
  textNumber: z.nullable(z.string()),
  /** Per line with data to alert about: its label and which thresholds alert. */
  lines: z.array(z.object({ lineId: z.string(), lineLabel: z.string(), planName: z.string(), thresholds: thresholdsSchema })),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

export const NOTIFICATION_MESSAGES = {
  kind: 'Choose what to be notified about',
  channel: 'Choose email or text message',
  on: 'on must be true or false',
  threshold: 'Choose 75, 90 or 100',
  noNumber: 'Add a phone number to your profile to get text messages.',
  saved: 'Your notification settings are saved.',
  lineNotFound: 'We could not find this line',
  badToken: 'This unsubscribe link is not valid. Sign in and change your notifications in My Account.',
  unsubscribed: (kind: string) => `You will no longer get ${kind.toLowerCase()} by email.`,
} as const

/** PUT /app/notifications/channels {kind, channel, on}: one channel of one kind on or off. */
export const channelPayloadSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.kind }),
  channel: z.enum(CHANNELS, { error: NOTIFICATION_MESSAGES.channel }),
  on: z.boolean({ error: NOTIFICATION_MESSAGES.on }),
})

/** PUT /app/notifications/lines/{lineId} {threshold, on}: one data alert of one line on or off. */
export const thresholdPayloadSchema = z.object({
  threshold: z.union([z.literal(75), z.literal(90), z.literal(100)], { error: NOTIFICATION_MESSAGES.threshold }),
  on: z.boolean({ error: NOTIFICATION_MESSAGES.on }),
})

/** The answer of a change: a message and the settings as they are now. */
export const notificationAnswerSchema = z.object({ message: z.string(), settings: notificationSettingsSchema })
export type NotificationAnswer = z.infer<typeof notificationAnswerSchema>

/** The token of an email's unsubscribe link, as sent (the server checks its signature). */
const unsubscribeTokenSchema = z
  .string({ error: NOTIFICATION_MESSAGES.badToken })
  .check(z.regex(/^[A-Za-z0-9_-]{10,400}\.[A-Za-z0-9_-]{20,100}$/, NOTIFICATION_MESSAGES.badToken))

/** GET /app/notifications/unsubscribe?token=: what the link would turn off. */
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema })
export const unsubscribeInfoSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  kindLabel: z.string(),
  /** The address the emails go to, partly hidden. */
  email: z.string(),
  /** Already off. */
  done: z.boolean(),
})
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>

/** POST /app/notifications/unsubscribe {token}: turns that kind's emails off. */
export const unsubscribePayloadSchema = z.object({ token: unsubscribeTokenSchema })

import type { SnapshotFrom } from 'xstate'
import {
  NOTIFICATIONS_LOAD_ERROR,
  notificationsMachine,
  type NotificationChange,
  type NotificationsEvent,
} from '@machines/notifications.machine'
import {
  DATA_ALERT_THRESHOLDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type Channel,
  type NotificationKind,
} from '@contract/notifications'
import { getNotificationSettings, saveNotificationSetting } from '@/api/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof notificationsMachine>

/** One switch: on or off, busy while its change is saved, disabled while another one is. */
export interface SettingSwitch {
  /** Its accessible name: 'Data alerts by text message', '90% alert for (312) 555-0101'. */
  label: string
  on: boolean
  busy: boolean
  disabled: boolean
  toggle: () => void
}

interface KindRow {
  kind: NotificationKind
  title: string
  description: string
  email: SettingSwitch
  text: SettingSwitch
}

interface LineRow {
  lineId: string
  label: string
  planName: string
  thresholds: (SettingSwitch & { percent: string })[]
}

/** My Account → Notifications as the view needs it. */
export interface NotificationsApi {
  loading: boolean
  failed: boolean
  loadError: string
  retry: () => void
  notice: string | null
  error: string | null
  /** Where texts go ('+1 ••• ••• 0100'), or null: texts need a phone number in the profile. */
  textNumber: string | null
  kinds: KindRow[]
  lines: LineRow[]
}

const DESCRIPTIONS: Record<NotificationKind, string> = {
  dataAlerts: 'When a line has used 75%, 90% or all of its high-speed data (choose per line below).',
  renewalReminder: 'Three days before a line renews.',
  paymentFailed: 'When a renewal could not be charged to your card.',
  addOnConfirmation: 'When you buy data or a travel pass.',
}

const CHANNEL_NAMES: Record<Channel, string> = { email: 'email', text: 'text message' }

/** The change a switch is saving, to tell which switch is busy. */
const sameChange = (a: NotificationChange | null, b: Omit<NotificationChange, 'on'>) =>
  !!a && JSON.stringify({ ...a, on: undefined }) === JSON.stringify({ ...b, on: undefined })

/** Pure: snapshot and send in, API out. */
function connect(snapshot: Snapshot, send: (event: NotificationsEvent) => void): NotificationsApi {
  const { settings, pending, notice, error } = snapshot.context
  const saving = snapshot.matches({ ready: 'saving' })
  const channelSwitch = (kind: NotificationKind, channel: Channel): SettingSwitch => {
    const on = settings?.kinds[kind][channel] ?? false
    return {
      label: `${NOTIFICATION_KIND_LABELS[kind]} by ${CHANNEL_NAMES[channel]}`,
      on,
      busy: saving && sameChange(pending, { kind, channel }),
      disabled: saving || !snapshot.can({ type: 'channel.set', kind, channel, on: !on }),
      toggle: () => send({ type: 'channel.set', kind, channel, on: !on }),
    }
  }
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: NOTIFICATIONS_LOAD_ERROR,
    retry: () => send({ type: 'notifications.retry' }),
    notice,
    error,
    textNumber: settings?.textNumber ?? null,
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      title: NOTIFICATION_KIND_LABELS[kind],
      description: DESCRIPTIONS[kind],
      email: channelSwitch(kind, 'email'),
      text: channelSwitch(kind, 'text'),
    })),
    lines: (settings?.lines ?? []).map((line) => ({
      lineId: line.lineId,
      label: line.lineLabel,
      planName: line.planName,
      thresholds: DATA_ALERT_THRESHOLDS.map((threshold) => {
        const on = line.thresholds[threshold]
        return {
          percent: `${threshold}%`,
          label: `${threshold}% alert for ${line.lineLabel}`,
          on,
          busy: saving && sameChange(pending, { lineId: line.lineId, threshold }),
          disabled: saving,
          toggle: () => send({ type: 'threshold.set', lineId: line.lineId, threshold, on: !on }),
        }
      }),
    })),
  }
}

/** Binds the notifications machine to the notification calls. */
export function useNotifications(): NotificationsApi {
  return useFlow(
    notificationsMachine,
    {
      actors: {
        loadSettings: apiActor((_: unknown, signal) => getNotificationSettings(signal)),
        saveSetting: apiActor((change: NotificationChange, signal) => saveNotificationSetting(change, signal)),
      },
    },
    connect,
  )
}

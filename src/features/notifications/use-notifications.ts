import type { SnapshotFrom } from 'xstate'
import { notificationsMachine, type NotificationChange, type NotificationsEvent } from '@machines/notifications.machine'
import { DATA_ALERT_THRESHOLDS, NOTIFICATION_KINDS, type Channel, type NotificationKind } from '@contract/notifications'
import { getNotificationSettings, saveNotificationSetting } from '@/api/notifications'
import { apiActor } from '@/lib/api-actor'
import { useFlow, type ReadAndCallState } from '@/lib/flow'
import { notificationsMessages } from '@/i18n/catalogues/notifications'
import { translator, type Translate } from '@/i18n/i18n'
import { useT } from '@/i18n/react'

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
export interface NotificationsApi extends ReadAndCallState {
  /** Where texts go ('+1 ••• ••• 0100'), or null: texts need a phone number in the profile. */
  textNumber: string | null
  kinds: KindRow[]
  lines: LineRow[]
}

type NotificationsKey = NonNullable<(typeof notificationsMessages)['ids']>

/** A kind's name and what it tells, in the notifications catalogue (the English names are contract/'s). */
const KIND_TEXTS: Record<NotificationKind, { title: NotificationsKey; description: NotificationsKey }> = {
  dataAlerts: { title: 'notifications.kind.dataAlerts', description: 'notifications.description.dataAlerts' },
  renewalReminder: { title: 'notifications.kind.renewalReminder', description: 'notifications.description.renewalReminder' },
  paymentFailed: { title: 'notifications.kind.paymentFailed', description: 'notifications.description.paymentFailed' },
  addOnConfirmation: { title: 'notifications.kind.addOnConfirmation', description: 'notifications.description.addOnConfirmation' },
}

const CHANNEL_LABELS: Record<Channel, NotificationsKey> = { email: 'notifications.channel.email', text: 'notifications.channel.text' }

const english = translator(notificationsMessages, 'en')

/** The change a switch is saving, to tell which switch is busy. */
const sameChange = (a: NotificationChange | null, b: Omit<NotificationChange, 'on'>) =>
  !!a && JSON.stringify({ ...a, on: undefined }) === JSON.stringify({ ...b, on: undefined })

/** Pure: snapshot and send in, API out. */
function connect(
  snapshot: Snapshot,
  send: (event: NotificationsEvent) => void,
  t: Translate<NotificationsKey> = english,
): NotificationsApi {
  const { settings, pending, notice, error } = snapshot.context
  const saving = snapshot.matches({ ready: 'saving' })
  const channelSwitch = (kind: NotificationKind, channel: Channel): SettingSwitch => {
    const on = settings?.kinds[kind][channel] ?? false
    return {
      label: t(CHANNEL_LABELS[channel], { kind: t(KIND_TEXTS[kind].title) }),
      on,
      busy: saving && sameChange(pending, { kind, channel }),
      disabled: saving || !snapshot.can({ type: 'channel.set', kind, channel, on: !on }),
      toggle: () => send({ type: 'channel.set', kind, channel, on: !on }),
    }
  }
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.matches('failed'),
    loadError: t('notifications.section.loadError'),
    retry: () => send({ type: 'notifications.retry' }),
    notice,
    error,
    textNumber: settings?.textNumber ?? null,
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      title: t(KIND_TEXTS[kind].title),
      description: t(KIND_TEXTS[kind].description),
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
          percent: t('notifications.alerts.percent', { percent: threshold }),
          label: t('notifications.alerts.threshold', { percent: threshold, line: line.lineLabel }),
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
  const t = useT(notificationsMessages)
  return useFlow(
    notificationsMachine,
    {
      actors: {
        loadSettings: apiActor((_: unknown, signal) => getNotificationSettings(signal)),
        saveSetting: apiActor((change: NotificationChange, signal) => saveNotificationSetting(change, signal)),
      },
    },
    (snapshot, send) => connect(snapshot, send, t),
  )
}

/**
 * The covering scenarios of My Account → Notifications (/dashboard/notifications) and of an email's unsubscribe
 * link (/unsubscribe?token=…), replayed in Chromium (tests/e2e/replay.ts): each step driven through the page, each
 * state checked on screen with the texts written out here.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { NotificationAnswer, NotificationSettings, UnsubscribeInfo } from '@contract/notifications'
import type { MachineSamples } from '../support/machine-graph'
import { notificationsSamples, unsubscribeSamples } from '../machines/notifications.samples'
import { emptyAccount } from './empty-account'
import { dotted, replay, type Event } from './replay'

const samples = (value: unknown) => value as MachineSamples<AnyStateMachine>

// ── notifications ────────────────────────────────────────────────────────────────────────────────────────────

const channels = (page: Page) => page.getByRole('table', { name: 'Notices and their channels' })
const perLine = (page: Page) => page.getByRole('list', { name: 'Data alerts per line' })
const KINDS: Record<string, string> = {
  dataAlerts: 'Data alerts',
  renewalReminder: 'Renewal reminders',
  paymentFailed: 'Payment failures',
  addOnConfirmation: 'Add-on confirmations',
}
/** The switch an event flips, by its accessible name. */
function switchOf(page: Page, event: Event) {
  const change = event as { kind?: string; channel?: string; threshold?: number }
  return change.kind
    ? channels(page).getByRole('switch', { name: `${KINDS[change.kind]} by ${change.channel === 'text' ? 'text message' : 'email'}` })
    : perLine(page).getByRole('switch', { name: `${change.threshold}% alert for (312) 555-0101` })
}
/** The settings the page shows: the last the server answered. */
function shownSettings(events: Event[]) {
  let settings: NotificationSettings | null = null
  for (const event of events) {
    if (event.type === 'xstate.done.actor.loadSettings') settings = event.output as NotificationSettings
    if (event.type === 'xstate.done.actor.saveSetting') settings = (event.output as NotificationAnswer).settings
  }
  return settings!
}

replay('notifications', {
  samples: samples(notificationsSamples),
  url: () => '/dashboard/notifications',
  setup: (start) => emptyAccount(start),
  calls: { loadSettings: '/app/notifications', saveSetting: '/app/notifications/*' },
  act: {
    'notifications.retry': (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }).click(),
    'channel.set': (page, event) => switchOf(page, event).click(),
    'threshold.set': (page, event) => switchOf(page, event).click(),
  },
  notOnPage: {
    '{"ready":"idle"}': {
      // Another customer's line is not listed.
      'threshold.set': async (page, event) => {
        if ((event as { lineId?: string }).lineId === 'line-1') return false
        await expect(perLine(page).getByRole('listitem')).toHaveCount(1)
      },
    },
  },
  see: dotted({
    loading: async (page) => {
      await expect(page.getByRole('status', { name: 'Loading your notification settings' })).toBeVisible()
    },
    failed: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText("We couldn't load your notification settings. Try again")
    },
    'ready.idle': async (page, { event, events }) => {
      const settings = shownSettings(events)
      for (const [kind, label] of Object.entries(KINDS)) {
        const set = settings.kinds[kind as keyof typeof settings.kinds]
        await expect(channels(page).getByRole('switch', { name: `${label} by email` })).toHaveAttribute('aria-checked', String(set.email))
        const text = channels(page).getByRole('switch', { name: `${label} by text message` })
        await expect(text).toHaveAttribute('aria-checked', String(set.text))
        // Texts need a phone number: without one they cannot be turned on.
        await expect(text).toBeEnabled({ enabled: settings.textNumber !== null || set.text })
      }
      await expect(page.getByRole('region', { name: 'How we reach you' })).toContainText(
        settings.textNumber ? 'text messages to +1 ••• ••• 0100' : 'Text messages need a phone number',
      )
      for (const threshold of [75, 90, 100] as const)
        await expect(perLine(page).getByRole('switch', { name: `${threshold}% alert for (312) 555-0101` })).toHaveAttribute(
          'aria-checked',
          String(settings.lines[0].thresholds[threshold]),
        )
      if (event?.type === 'xstate.done.actor.saveSetting')
        await expect(page.getByText('Your notification settings are saved.')).toBeVisible()
      if (event?.type === 'xstate.error.actor.saveSetting')
        await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not find this line')
    },
    'ready.saving': async (page, { events }) => {
      await expect(switchOf(page, events.at(-1)!)).toHaveAttribute('aria-busy', 'true')
    },
  }),
})

// ── unsubscribe ──────────────────────────────────────────────────────────────────────────────────────────────

const card = (page: Page) => page.getByRole('region', { name: 'Unsubscribe' })

replay('unsubscribe', {
  samples: samples(unsubscribeSamples),
  url: (input) => `/unsubscribe?token=${String(input?.token)}`,
  calls: { readLink: '/app/notifications/unsubscribe', unsubscribe: '/app/notifications/unsubscribe' },
  act: {
    'unsubscribe.confirm': (page) => card(page).getByRole('button', { name: 'Unsubscribe' }).click(),
    'unsubscribe.retry': (page) => card(page).getByRole('button', { name: 'Try again' }).click(),
  },
  see: {
    checking: async (page) => {
      await expect(card(page).getByRole('status', { name: 'Checking your link' })).toBeVisible()
    },
    unreachable: async (page) => {
      await expect(card(page).getByRole('alert')).toHaveText('Ring Mobile is temporarily unavailable. Please try again in a moment.')
      await expect(card(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    invalid: async (page) => {
      await expect(card(page).getByRole('alert')).toHaveText(
        'This unsubscribe link is not valid. Sign in and change your notifications in My Account.',
      )
      await expect(card(page).getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
      await expect(card(page).getByRole('link', { name: 'All notification settings' })).toBeVisible()
    },
    asking: async (page, { event }) => {
      await expect(card(page)).toContainText('Stop Data alerts by email to d•••@example.com? Other notices, and texts, stay as they are.')
      await expect(card(page).getByRole('alert')).toHaveText(
        event?.type === 'xstate.error.actor.unsubscribe' ? ['Ring Mobile is temporarily unavailable. Please try again in a moment.'] : [],
      )
    },
    unsubscribing: async (page) => {
      await expect(card(page).getByRole('button', { name: 'Unsubscribe' })).toHaveAttribute('aria-busy', 'true')
    },
    done: async (page, { events }) => {
      const info = events.find((event) => event.type === 'xstate.done.actor.readLink')?.output as UnsubscribeInfo
      await expect(card(page).getByRole('status')).toHaveText(
        info.done ? 'Data alerts emails are already off.' : 'You will no longer get data alerts by email.',
      )
      await expect(card(page).getByRole('link', { name: 'All notification settings' })).toBeVisible()
    },
  },
})

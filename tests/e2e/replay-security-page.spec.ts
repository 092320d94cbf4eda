/**
 * The covering scenarios of My Account → Security (/dashboard/security), replayed in Chromium (tests/e2e/replay.ts):
 * the checklist with its next step, the recent sign-ins and blocked attempts, and "Sign out everywhere else", each
 * call answered at the network as the scenario chose.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { OVERVIEW, securityPageSamples } from '../machines/security-page.samples'
import { emptyAccount } from './empty-account'
import { replay, settled, type Event } from './replay'

const main = (page: Page) => page.getByRole('main')
const checklist = (page: Page) => page.getByRole('region', { name: 'Your checklist' })
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Sign out everywhere else?' })

/** Whether the page has read the overview once: from then on it keeps it on screen while it reads again. */
const everRead = (events: Event[]) => events.some((event) => event.type === 'xstate.done.actor.loadOverview')

/** The overview as the sample gives it: score, next step, this browser's sign-in, the blocked attempt. */
async function overviewShown(page: Page) {
  await expect(checklist(page).getByTestId('security-score')).toHaveText('0 of 2 done')
  const next = checklist(page).getByRole('status').filter({ hasText: 'Next step' })
  await expect(next).toContainText('A strong password: Yours is short or easy to guess.')
  await expect(next.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/dashboard/setting')
  await expect(checklist(page).getByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute('href', '/dashboard/setting')
  const signIn = page.getByRole('table', { name: 'Recent sign-ins' }).getByRole('row').filter({ hasText: 'This browser' })
  await expect(signIn).toContainText(OVERVIEW.signIns[0].browser)
  await expect(signIn).toContainText('Password')
  await expect(signIn).toContainText('203.0.113.7')
  const activity = page.getByRole('region', { name: 'Blocked attempts and changes' })
  await expect(activity.getByTestId('refused-count')).toHaveText('1 blocked in 30 days')
  await expect(activity.getByRole('row').filter({ hasText: 'Blocked' })).toContainText(OVERVIEW.events[0].detail)
  await expect(
    page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('button', { name: 'Sign out everywhere else' }),
  ).toBeEnabled()
}

replay('securityPage', {
  samples: securityPageSamples as unknown as MachineSamples<AnyStateMachine>,
  url: () => '/dashboard/security',
  setup: (start) => emptyAccount(start),
  calls: { loadOverview: '/app/security', signOutOthers: '/app/security/sign-out-others' },
  act: {
    'security.retry': (page) => main(page).getByRole('button', { name: 'Try again' }).click(),
    'others.signOut': (page) =>
      page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('button', { name: 'Sign out everywhere else' }).click(),
    'others.confirm': (page) => confirmDialog(page).getByRole('button', { name: 'Sign out everywhere else' }).click(),
    close: async (page) => {
      await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click()
      await settled(page)
    },
  },
  see: {
    loading: async (page, { events }) => {
      if (everRead(events)) await overviewShown(page)
      else await expect(main(page).getByRole('status', { name: 'Loading your security' })).toBeVisible()
      await expect(main(page).getByRole('alert')).toHaveCount(0)
    },
    failed: async (page) => {
      await expect(main(page).getByRole('alert')).toContainText("We couldn't load your security page.")
      await expect(main(page).getByRole('alert')).toContainText("We couldn't reach Ring Mobile.")
      await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible()
    },
    ready: async (page, { event }) => {
      await overviewShown(page)
      await expect(confirmDialog(page)).toHaveCount(0)
      if (event?.type === 'xstate.done.actor.signOutOthers')
        await expect(page.getByText('You are signed out everywhere else.')).toBeVisible()
      if (event?.type === 'xstate.error.actor.signOutOthers')
        await expect(page.getByText('Too many attempts. Please wait a moment and try again.')).toBeVisible()
    },
    confirmingSignOut: async (page) => {
      await expect(confirmDialog(page)).toContainText('Every other browser and app signed in to your account signs out now.')
      await expect(confirmDialog(page).getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled()
    },
    signingOutOthers: async (page) => {
      await expect(confirmDialog(page).getByRole('button', { name: 'Sign out everywhere else' })).toHaveAttribute('aria-busy', 'true')
    },
  },
})

/**
 * The covering scenarios of the session (who is using the app), replayed in Chromium (tests/e2e/replay.ts): each
 * step caused the way a customer causes it, each state checked on screen, one page load per scenario.
 *
 * - Signing in is /login, Continue with password, the password and Sign in (POST /app/auth/login answered with a
 *   token); the page then goes to /dashboard, where the profile call (GET /app/users/view) is held until the
 *   scenario answers it.
 * - Signing out is My Account's Sign out, or Settings' Sign out everywhere; both go to /login, where the sign-out
 *   call (POST /app/auth/logout) is held.
 * - A call answered 401 is a call of the page the customer is on: the overview's lines list while the profile
 *   loads, an Edit Name save once signed in, the sign-out call itself while signing out (the token was already
 *   dead). The API client removes the token and tells the session.
 * - A profile reload is a saved Edit Name.
 * - Signing in again while signed in is not on the page: every sign-in page sends a signed-in customer on to the
 *   dashboard, and only an agent's /crm-login link (a page load of its own) signs in over a session.
 */
import { expect, type Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { MachineSamples } from '../support/machine-graph'
import { SESSION_ENDED } from '@machines/session.machine'
import { sessionSamples } from '../machines/session.samples'
import { answerJson, errorAnswer, holding, type FakeProvider, type HeldCall } from '../support/provider'
import { beforeAppStarts, fakeToken, field, replay, type Event } from './replay'

const PROFILE_URL = '/app/users/view'
const LINES_URL = '/app/users/subscriptions'
const LOGOUT_URL = '/app/auth/logout'
const EDIT_URL = '/app/users/edit'
/** The samples' customer, as the header and the overview greet them. */
const INITIALS = 'DR'
const GREETING = 'Hello, Dana'
const SIGNED_OUT_EVERYWHERE = 'You are signed out on every device, this one included.'
const NOT_EVERYWHERE =
  'You are signed out here, but we could not reach our server to sign out your other devices. Please sign in and try again.'
const ASSISTED = 'Assisted session: a Ring Mobile agent is signed in for this customer'
/** The session's own events carry who signs in (`assisted`) and how far a sign-out reaches (`everywhere`). */
type SessionEvent = Event & { assisted?: boolean; everywhere?: boolean }
const asSession = (event: Event | undefined) => event as SessionEvent | undefined

/** What a call answered 401 says (the server's words for a refused token). */
const EXPIRED = { message: 'Session expired' }

/** What the driver holds per page, and the scenario's provider, which records the requests the page sent. */
interface Account {
  /** The call whose 401 is the scenario's session.expired, held until then. */
  cause?: string
  held: HeldCall[]
  provider: FakeProvider
}
const accounts = new WeakMap<Page, Account>()
const account = (page: Page) => accounts.get(page)!

/** The requests the page sent to `url`, oldest first. */
const sent = (page: Page, url: string) => account(page).provider.calls.filter((call) => call.path === url)

/** The state a `session.expired` of the scenario arrives in, named by the step before it (the covering set's three). */
function expiredIn(events: Event[]): string | null {
  const index = events.findIndex((event) => event.type === 'session.expired')
  if (index < 0) return null
  const before = events[index - 1]?.type
  const state = {
    'session.signIn': 'loadingProfile',
    'xstate.done.actor.loadProfile': 'signedIn',
    'session.signOut': 'signingOut',
  }[before ?? '']
  if (!state) throw new Error(`session.expired after ${before}: no cause written for that state`)
  return state
}

const accountLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /My Account$/ })
const main = (page: Page) => page.getByRole('main')
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name })
const nameDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Name' })

/** Edit Name with a new first name, then Save Changes: the save answers as the scenario needs. */
async function saveName(page: Page) {
  await tab(page, 'Profile').click()
  await main(page).getByRole('button', { name: 'Edit name' }).click()
  await nameDialog(page).locator('input[name="firstName"]').fill('Danielle')
  await nameDialog(page).getByRole('button', { name: 'Save Changes' }).click()
}

/** How many profile requests the customer's steps have caused: the stored token at start, each sign-in, each reload. */
function profileLoads(events: Event[], input: Record<string, unknown> | undefined) {
  return (input?.hasToken ? 1 : 0) + events.filter((event) => event.type === 'session.signIn' || event.type === 'profile.reload').length
}

/**
 * The signed-out page every scenario ends on: /login, the header's My Account leading there, no token stored. A
 * session that ended under the customer (a 401) came through My Account's guard, which remembers the page to come
 * back to; a sign-out went to /login itself.
 */
async function visitorOnLogin(page: Page, { endedUnderThem = false } = {}) {
  await expect(page).toHaveURL(endedUnderThem ? /\/login\?redirect=%2Fdashboard(%2Fprofile)?$/ : /\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to My Account' })).toBeVisible()
  await expect(accountLink(page)).toHaveAttribute('href', '/login')
  await expect(accountLink(page)).not.toContainText(INITIALS)
  await expect(page.getByText(ASSISTED)).toHaveCount(0)
}

replay('session', {
  samples: sessionSamples as unknown as MachineSamples<AnyStateMachine>,
  url: (input) => (input?.hasToken ? '/dashboard' : '/login'),
  latestCall: true,
  setup: async ({ page, provider, input, events }) => {
    const record: Account = { held: [], provider }
    accounts.set(page, record)
    const hold = (url: string) => {
      record.cause = url
      provider.use(holding(provider, `*${url}`, record.held))
    }
    if (input?.hasToken) {
      const token = fakeToken({ assisted: input.assisted === true })
      await beforeAppStarts(page, (value) => localStorage.setItem('token', value), token)
    }
    provider.use(answerJson('*/app/auth/login', { token: fakeToken(), expiresAt: '2099-01-01T00:00:00.000Z' }))
    for (const [url, json] of Object.entries({
      '/app/payments/cards': { cards: [] },
      '/app/payments/transactions*': { transactions: [] },
      '/app/line-care/bills': { bills: [] },
      // Settings' other cards, for a customer with no two-step sign-in and no passkey.
      '/app/security/two-step': { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      '/app/security/passkeys': { passkeys: [] },
    })) {
      provider.use(answerJson(`*${url}`, json))
    }
    // The call whose 401 ends the session is held until the scenario's session.expired.
    const expired = expiredIn(events)
    if (expired === 'loadingProfile') hold(LINES_URL)
    else provider.use(answerJson(`*${LINES_URL}`, { lines: [] }))
    if (expired === 'signedIn') hold(EDIT_URL)
    else provider.use(answerJson(`*${EDIT_URL}`, { message: 'Your name has been updated' }))
    if (expired === 'signingOut') hold(LOGOUT_URL)
  },
  calls: { loadProfile: PROFILE_URL, endSession: LOGOUT_URL },
  act: {
    'session.signIn': async (page, event) => {
      // A customer signs in as themselves; an assisted sign-in is an agent's link, a page load of its own.
      expect(asSession(event)!.assisted ?? false, 'the scenario signs in as the customer').toBe(false)
      await field(page, 'email').fill('demo@ringmobile.example')
      await page.getByRole('button', { name: 'Continue with password' }).click()
      await field(page, 'password').fill('Demo#2026')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    },
    'session.signOut': async (page, event) => {
      if (asSession(event)!.everywhere) {
        // The tabs are used once the overview is drawn: a tab clicked while My Account's first load is still in flight
        // can be overtaken by that load (docs/decisions/0001-server-rendering.md).
        await expect(main(page).getByRole('heading', { level: 2, name: /^Hello\b/ })).toBeVisible()
        await tab(page, 'Settings').click()
        await main(page).getByRole('button', { name: 'Sign out everywhere' }).click()
        // The confirmation (the Security page's dialog) comes first: the machine's signOut is its Sign out everywhere.
        await page.getByRole('alertdialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click()
      } else {
        await main(page).getByRole('button', { name: 'Sign out', exact: true }).click()
      }
    },
    'session.expired': async (page) => {
      // The call the setup held for this scenario answers 401 now.
      const { cause, held } = account(page)
      if (cause === EDIT_URL) await saveName(page)
      await expect.poll(() => held.length, { message: `the page called ${cause}` }).toBe(1)
      held[0]!.answer(errorAnswer(401, EXPIRED))
    },
    'profile.reload': (page) => saveName(page),
  },
  notOnPage: {
    signedIn: {
      'session.signIn': async (page) => {
        // Signed in, the page offers no sign-in: My Account leads to the dashboard, and no link leads to a sign-in page.
        await expect(accountLink(page)).toHaveAttribute('href', '/dashboard')
        await expect(page.locator('a[href^="/login"], a[href^="/register"], a[href^="/otp-login"], a[href^="/crm-login"]')).toHaveCount(0)
      },
    },
  },
  see: {
    signedOut: async (page, { event, previous, events, input }) => {
      // A 401 while the customer was using the session says why they are on /login; signing out does not.
      const endedUnderThem =
        (event?.type === 'session.expired' && previous !== 'signingOut') ||
        (event?.type === 'xstate.error.actor.loadProfile' && event.error?.status === 401)
      await visitorOnLogin(page, { endedUnderThem })
      // Polled: the page may show /login a moment before the session's sign-out has removed the token.
      await expect.poll(() => storedToken(page), { message: 'no token stored' }).toBeNull()
      const lastSignOut = asSession([...events].reverse().find((e) => e.type === 'session.signOut'))
      if (event?.type === 'xstate.error.actor.endSession' && lastSignOut?.everywhere)
        await expect(page.getByText(NOT_EVERYWHERE)).toBeVisible()
      else await expect(page.getByText(NOT_EVERYWHERE)).toHaveCount(0)
      // Signed out everywhere, as the server confirmed: the customer is told so.
      if (event?.type === 'xstate.done.actor.endSession' && lastSignOut?.everywhere)
        await expect(page.getByText(SIGNED_OUT_EVERYWHERE)).toBeVisible()
      else if (!events.some((e) => e.type === 'session.signOut' && (e as { everywhere?: boolean }).everywhere))
        await expect(page.getByText(SIGNED_OUT_EVERYWHERE)).toHaveCount(0)
      await expect(page.getByText(SESSION_ENDED)).toHaveCount(endedUnderThem ? 1 : 0)
      // Signed out while signing out or after it: the sign-out call went out; else none did.
      expect(sent(page, LOGOUT_URL)).toHaveLength(lastSignOut ? 1 : 0)
      if (!event) expect(sent(page, PROFILE_URL)).toHaveLength(input?.hasToken ? 1 : 0)
    },
    loadingProfile: async (page, { events, input }) => {
      await expect
        .poll(() => sent(page, PROFILE_URL).length, { message: 'the page asked for the profile' })
        .toBe(profileLoads(events, input))
      await expect(page).toHaveURL(/\/dashboard(\/profile)?$/)
      await expect(accountLink(page)).toHaveAttribute('href', '/dashboard')
      const reloading = events.at(-1)?.type === 'profile.reload'
      if (reloading) {
        // The profile shown so far stays while it loads again.
        await expect(accountLink(page)).toContainText(INITIALS)
        await expect(page).toHaveURL(/\/dashboard\/profile$/)
      } else {
        await expect(accountLink(page)).not.toContainText(INITIALS)
        await expect(main(page).getByRole('heading', { name: 'Hello', exact: true })).toBeVisible()
      }
      if (input?.assisted && !events.length) await expect(page.getByText(ASSISTED)).toBeVisible()
      else await expect(page.getByText(ASSISTED)).toHaveCount(0)
      expect(await storedToken(page)).not.toBeNull()
    },
    signedIn: async (page, { event }) => {
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(accountLink(page)).toHaveAttribute('href', '/dashboard')
      if (event?.type === 'xstate.done.actor.loadProfile') {
        await expect(accountLink(page)).toContainText(INITIALS)
        await expect(main(page).getByRole('heading', { name: GREETING, exact: true })).toBeVisible()
      } else {
        // Server trouble: signed in without a profile; nothing is said (SPEC §8), the greeting has no name.
        await expect(accountLink(page)).not.toContainText(INITIALS)
        await expect(main(page).getByRole('heading', { name: 'Hello', exact: true })).toBeVisible()
        await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
      }
      expect(await storedToken(page)).not.toBeNull()
    },
    signingOut: async (page, { event }) => {
      // The page already shows a visitor on /login; the token stays stored until the server answered.
      await visitorOnLogin(page)
      await expect.poll(() => sent(page, LOGOUT_URL).length, { message: 'the page asked to sign out' }).toBe(1)
      expect(sent(page, LOGOUT_URL)[0]!.body).toEqual(asSession(event)?.everywhere ? { everywhere: true } : {})
      expect(await storedToken(page)).not.toBeNull()
    },
  },
})

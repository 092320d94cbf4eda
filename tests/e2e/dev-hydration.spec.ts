import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

/**
 * Every page the server draws is hydrated without a mismatch. A production build of React reports only
 * a mismatch of text or elements, and leaves a different attribute as the server wrote it (an id from useId, which
 * a label then no longer points to); a development build reports every one. So this runs in the development build of
 * `npm run test:e2e:flows` (playwright.dev-flows.config.ts): the public pages for a visitor, and My Account's
 * sections, which arrive as the layout with a pending page in their place (their routes are `ssr: false`): the
 * browser hydrates that for a signed-in customer (src/main.tsx), then draws the section.
 */
const PUBLIC = ['/', '/shop', '/faq', '/about', '/contact-us', '/terms-and-conditions', '/privacy-policy']
/** Pages the browser draws from its storage (`ssr: false`): the server sends their heading and holds the rest. */
const FRAMES = ['/login', '/register', '/cart']
/** The demo customer's My Account sections and seeded line, the same pages Lighthouse measures (lighthouserc.cjs). */
const MY_ACCOUNT: string[] = JSON.parse(readFileSync(new URL('../../scripts/lib/my-account-pages.json', import.meta.url), 'utf8'))
const API_HEADERS = { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' }

/** What the page says on its console (errors and warnings) and throws, from now on. */
function complaints(page: Page) {
  const said: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text())
  })
  page.on('pageerror', (error) => said.push(error.message))
  return said
}

/** A page the server drew whole, not the pending page of one the browser draws. */
const drawn = (html: string) => expect(html).not.toContain('aria-busy="true"')
/** The page's frame: its heading, with a busy place where the browser will draw the rest. */
const pending = (html: string) => {
  expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[\s\S]*aria-busy="true"/)
}

/**
 * The server's markup for the page passes `check`, and React has hydrated all of it: the root route's commit sets
 * `data-hydrated`, and the route's Suspense boundaries hydrate in later tasks (where a mismatch is reported then), so
 * this also waits until the browser has had nothing left to run, twice.
 */
async function hydrated(page: Page, path: string, check: (html: string) => void) {
  const response = await page.goto(path)
  check((await response?.text()) ?? '')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  }
}

for (const path of PUBLIC) {
  test(`${path} hydrates with no mismatch, attributes included`, async ({ page }) => {
    const said = complaints(page)
    await hydrated(page, path, drawn)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(said).toEqual([])
  })
}

for (const path of FRAMES) {
  test(`${path} hydrates its frame with no mismatch, then draws the page`, async ({ page }) => {
    const said = complaints(page)
    await hydrated(page, path, pending)
    await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(said).toEqual([])
  })
}

// A guard that would move the router while React takes over the frame would hydrate another page against it
// (src/app/hydration.tsx). Several visits: whether the guard runs before or after the root commits varies.
test('a visitor sent from My Account to /login: the frame hydrates with no mismatch, then the guard moves on', async ({ page }) => {
  const said = complaints(page)
  for (const path of ['/dashboard/profile', '/dashboard', '/cart/checkout', '/dashboard/payment']) {
    await hydrated(page, path, pending)
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`)
    await expect(page.getByRole('main').getByRole('button', { name: 'Continue with password' })).toBeVisible()
  }
  expect(said).toEqual([])
})

test('My Account hydrates its layout for the signed-in customer with no mismatch, then draws their data', async ({ page, request }) => {
  const login = await request.post('/app/auth/login', {
    headers: API_HEADERS,
    data: { email: 'demo@ringmobile.example', password: 'Demo#2026' },
  })
  const { token } = (await login.json()) as { token: string }
  const view = await request.get('/app/users/view', { headers: { ...API_HEADERS, authorization: `Bearer ${token}` } })
  const profile = (await view.json()) as { firstName: string; lastName: string }
  const initials = `${profile.firstName[0]}${profile.lastName[0]}`.toUpperCase()
  // A plan in the cart: the layout was drawn with an empty one, and the count shows once hydrated.
  await page.addInitScript((stored) => {
    localStorage.setItem('token', stored)
    localStorage.setItem('cart', JSON.stringify({ id: '1', retailName: 'Hydration test plan', retailPrice: 40 }))
  }, token)
  const said = complaints(page)
  for (const path of MY_ACCOUNT) {
    await hydrated(page, path, pending)
    // The profile's answer arrives after hydration: the account button shows the customer's initials.
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Account' })).toContainText(initials)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    await expect(page.getByRole('status')).toHaveCount(0)
  }
  // Signed in, the sign-in steps' guard moves on to My Account once their frame is hydrated.
  for (const path of ['/login', '/register']) {
    await hydrated(page, path, pending)
    await expect(page).toHaveURL('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
  }
  expect(said).toEqual([])
})

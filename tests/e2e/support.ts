import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** Every public route of SPEC §2 with the heading a customer sees first. */
export const PUBLIC_ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/shop', heading: /plan/i },
  { path: '/about', heading: /about/i },
  { path: '/cart', heading: /cart/i },
  { path: '/contact-us', heading: /contact/i },
  { path: '/faq', heading: /question|faq/i },
  { path: '/forgot-password', heading: /password/i },
  { path: '/reset-password', heading: /password/i },
  { path: '/login', heading: /sign in|log in|account/i },
  { path: '/login-without-password', heading: /code|sign in/i },
  { path: '/login-with-password', heading: /password|sign in/i },
  { path: '/otp-login', heading: /code/i },
  { path: '/register', heading: /account|register/i },
  { path: '/privacy-policy', heading: /privacy/i },
  { path: '/terms-and-conditions', heading: /terms/i },
  { path: '/crm-login', heading: /assisted|sign/i },
]

/** Fails on any serious or critical accessibility violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog or toast fading in has partial opacity: let animations finish before contrast is measured.
  // Spinners run forever and do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
  expect(serious).toEqual([])
}

/** Collects uncaught page errors and unhandled rejections. */
export function trackPageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Opens a path and waits until React owns the page: a prerendered page shows its fields before hydration, and what is
 * typed then is not yet filtered (src/main.tsx sets `<html data-hydrated="true">`).
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * The journeys' `test`: its `page.goto` waits, on the app's own pages, until React owns the page. A prerendered page
 * shows its buttons and fields before hydration, and a click or key then would reach no handler. Pages the app does
 * not render (the hosted card page, the outbox) have no `#root` and are not waited for.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true')
      return response
    }
    await use(page)
  },
})

import { expect, type Page } from '@playwright/test'
import { atBothWidths, expectNoSeriousA11yViolations, ONE_WIDTH, PUBLIC_ROUTES, test, trackPageErrors } from './support'

test.describe('every public route', () => {
  // Read-only pages, a browser context each: the 16 scans spread over all the workers.
  test.describe.configure({ mode: 'parallel' })
  for (const route of PUBLIC_ROUTES) {
    // One page load for both widths (`atBothWidths`): scanned at 375 px, then widened to 1280 px and scanned again.
    test(`${route.path} renders in the shared layout at both widths with no serious accessibility issue`, ONE_WIDTH, async ({ page }) => {
      const errors = trackPageErrors(page)
      await page.goto(route.path)
      await atBothWidths(page, async (width) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        await expect(page.getByRole('banner')).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        // The header's menu button is the phone's; at 1280 px the navigation is in the bar instead.
        const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' })
        await expect(menu).toBeVisible({ visible: width === 375 })
        await expectNoSeriousA11yViolations(page)
      })
      expect(errors).toEqual([])
    })
  }
})

test('the header shows the cart count and My Account for a visitor', ONE_WIDTH, async ({ page }) => {
  await page.goto('/')
  await atBothWidths(page, async () => {
    await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('0')
    await expect(page.getByRole('link', { name: /my account/i }).first()).toHaveAttribute('href', '/login')
  })
})

test('the page title and description come from the content service', ONE_WIDTH, async ({ page }) => {
  await page.goto('/shop')
  await expect(page).toHaveTitle(/shop/i)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length ?? 0).toBeGreaterThan(40)
})

test('social links from the content service open in a new tab', ONE_WIDTH, async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const socials = footer.locator('a[target="_blank"]')
  await expect(socials.first()).toBeVisible()
  expect(await socials.count()).toBeGreaterThanOrEqual(3)
  for (const rel of await socials.evaluateAll((links) => links.map((l) => l.getAttribute('rel') ?? ''))) {
    expect(rel).toContain('noopener')
  }
})

test('the guard sends a visitor from the dashboard to /login and remembers where to return', ONE_WIDTH, async ({ page }) => {
  await page.goto('/dashboard/payment')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fpayment/)
  await page.goto('/cart/checkout')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Fcheckout/)
})

test('an unknown route shows the not-found page', ONE_WIDTH, async ({ page }) => {
  const errors = trackPageErrors(page)
  await page.goto('/this/route/does-not-exist')
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/page not found/i)
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
  expect(errors).toEqual([])
})

test('the payment result page is outside the shared layout', ONE_WIDTH, async ({ page }) => {
  await page.goto('/stripe-response')
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('following a link scrolls to the top of the new page', ONE_WIDTH, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the cart survives a reload and the header counts it', ONE_WIDTH, async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ id: 'plan-plus', retailName: 'Plus', retailPrice: 25 })))
  await page.reload()
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('1')
  await page.evaluate(() => localStorage.setItem('cart', '{corrupt'))
  await page.reload()
  await expect(page.getByRole('link', { name: /cart/i }).first()).toContainText('0')
})

test('the header account button visibly reads "My Account" at every width (SPEC §3)', async ({ page }) => {
  await page.goto('/')
  const account = page.getByRole('banner').getByRole('link', { name: 'My Account' })
  const label = account.getByText('My Account', { exact: true })
  await expect(label).toBeVisible()
  const box = await label.boundingBox()
  // Not a 1 px visually hidden label: real, readable text.
  expect(box?.width ?? 0).toBeGreaterThan(40)
  expect(box?.height ?? 0).toBeGreaterThan(10)
  // And it fits: nothing in the header bar runs past the screen's edge.
  const viewport = page.viewportSize()!
  const accountBox = await account.boundingBox()
  expect((accountBox?.x ?? 0) + (accountBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
  const menu = page.getByRole('banner').getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) {
    const menuBox = await menu.boundingBox()
    expect((menuBox?.x ?? 0) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width)
    expect(menuBox!.x).toBeGreaterThanOrEqual(accountBox!.x + accountBox!.width)
  }
})

test('My Account tabs that run past the edge show a fade there, which goes once scrolled to the end', async ({ signedInPage: page }) => {
  await page.goto('/dashboard')
  const nav = page.getByRole('navigation', { name: 'My Account sections' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  // The frame's tabs are replaced by the page's once the overview is drawn: scroll those.
  await expect(page.getByRole('heading', { level: 2, name: /^Hello, / })).toBeVisible()
  const list = nav.getByRole('list')
  const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth)
  const fadeOpacity = (side: 'before' | 'after') =>
    list.evaluate((element, pseudo) => getComputedStyle(element.parentElement!, `::${pseudo}`).opacity, side)
  if (!overflows) {
    // Wide enough for every tab: no hint, nothing hidden.
    await expect.poll(() => fadeOpacity('after')).toBe('0')
    return
  }
  await expect.poll(() => fadeOpacity('after')).toBe('1')
  await expect.poll(() => fadeOpacity('before')).toBe('0')
  await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(() => fadeOpacity('after')).toBe('0')
  await expect.poll(() => fadeOpacity('before')).toBe('1')
})

test('the current My Account tab is scrolled into view, also the last one on a phone', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/setting')
  const nav = page.getByRole('navigation', { name: 'My Account sections' })
  const settings = nav.getByRole('link', { name: 'Settings' })
  await expect(settings).toHaveAttribute('aria-current', 'page')
  await expect(settings).toBeInViewport({ ratio: 0.9 })
  await nav.getByRole('link', { name: 'Overview' }).click()
  await expect(nav.getByRole('link', { name: 'Overview' })).toBeInViewport({ ratio: 0.9 })
})

/** The durations of the animations running on `<main>` right now. */
const mainAnimations = (page: Page) =>
  page.evaluate(() => (document.getElementById('main')?.getAnimations() ?? []).map((animation) => animation.effect?.getTiming().duration))

test('a route change fades the new page in over 0.5 s, and not with reduced motion (SPEC §9)', ONE_WIDTH, async ({ page }) => {
  // The suite runs with reduced motion (playwright.config.ts): this test is about the motion.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  // The first load paints at once.
  expect(await mainAnimations(page)).toEqual([])
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).first().click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect.poll(() => mainAnimations(page), { intervals: [25] }).toEqual([500])

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).first().click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i)
  expect(await mainAnimations(page)).toEqual([])
})

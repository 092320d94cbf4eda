import { expect } from '@playwright/test'
import { ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * Issue 14: the public pages arrive rendered by the server (server/lib/prerender.ts) with the data they show, and
 * the browser hydrates them without a mismatch or an error.
 */
test.describe('without JavaScript', ONE_WIDTH, () => {
  test.use({ javaScriptEnabled: false })

  test('/ shows its content', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/simple plans/i)
    await expect(page.getByRole('link', { name: /shop plans/i })).toHaveAttribute('href', '/shop')
    await expect(page.getByRole('contentinfo').locator('a[target="_blank"]').first()).toBeVisible()
  })

  test('/shop shows the plans from the catalogue with their prices', async ({ page, request }) => {
    const answer = await request.get('/app/plans', {
      headers: { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' },
    })
    const { plans } = (await answer.json()) as { plans: { retailName: string }[] }
    expect(plans.length).toBeGreaterThan(0)
    await page.goto('/shop')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/choose your plan/i)
    for (const plan of plans) await expect(page.getByText(plan.retailName, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/loading our plans/i)).toHaveCount(0)
  })

  test('a My Account section arrives with its frame in its loading state, and nothing of a customer', async ({ page }) => {
    await page.goto('/dashboard/plans')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
    await expect(page.getByText('Manage your lines, payments and details in one place.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible()
    await expect(page.getByRole('status', { name: 'Loading your lines' })).toBeVisible()
    // The server does not know the visitor's cart: the count is held in place, not shown.
    await expect(page.getByTestId('cart-count')).toBeHidden()
  })

  test('the cart arrives with its heading and intro; what depends on the cart is not shown', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart')
    await expect(page.getByText(/Your cart holds one plan at a time/)).toBeVisible()
    await expect(page.getByText('Your cart is empty')).toBeHidden()
  })

  test('an unknown path is the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

for (const path of ['/', '/shop', '/faq']) {
  test(`${path} hydrates the server's markup without console errors`, async ({ page }) => {
    const errors = trackPageErrors(page)
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    const response = await page.goto(path)
    expect(await response?.text()).toContain('data-ssr=""')
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('a signed-in section hydrates its frame without an error, then shows the cart count and the lines', ONE_WIDTH, async ({ signedInPage: page }) => {
  const errors = trackPageErrors(page)
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const response = await page.goto('/dashboard/plans')
  expect(await response?.text()).toContain('data-shell="hydrate"')
  await expect(page.getByRole('status', { name: 'Loading your lines' })).toBeHidden()
  await expect(page.getByTestId('cart-count')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toHaveCount(1)
  expect(errors).toEqual([])
})

test('checkout arrives with its first step when the cart holds a plan, and with nothing below its heading when it is empty', ONE_WIDTH, async ({ context }) => {
  // The app's scripts never arrive: what shows is the server's frame and the page's inline starter. (A page of its
  // own: the fixture's waits for the app to hydrate.)
  const page = await context.newPage()
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/app/health')
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify({ id: '1', retailName: 'Shell test plan', retailPrice: 40 })))
  await page.goto('/cart/checkout')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  await expect(page.getByRole('heading', { level: 2, name: 'Your phone number' })).toBeVisible()
  // The summary was drawn for a placeholder plan: never shown.
  await expect(page.getByRole('complementary')).toBeHidden()
  await expect(page.getByText('Your cart is empty')).toHaveCount(0)

  await page.evaluate(() => localStorage.removeItem('cart'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  await expect(page.getByRole('heading', { level: 2, name: 'Your phone number' })).toBeHidden()
})

test('without a token, a My Account section still sends the visitor to /login', ONE_WIDTH, async ({ page }) => {
  await page.goto('/dashboard/profile')
  await expect(page).toHaveURL(/\/login\?redirect=/)
})

test('the plans are hydrated and work: choosing one puts it in the cart', ONE_WIDTH, async ({ page }) => {
  await page.goto('/shop')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByRole('button', { name: /add|choose|select/i }).first().click()
  await expect(page.locator('[data-in-cart]')).toBeVisible()
})

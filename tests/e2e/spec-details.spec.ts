import { expect, type Page } from '@playwright/test'
import { ONE_WIDTH, test } from './support'

/**
 * SPEC details that only a real browser can measure (issue 17): the header's "My Account" label at every width,
 * the whole plan tile selecting, the dropdown field's height, the page and success-message animations.
 */

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

test('a click anywhere on a plan tile selects the plan (SPEC §2)', async ({ page }) => {
  await page.goto('/shop')
  const tile = page.getByRole('main').locator('article[data-plan]').first()
  const name = (await tile.getByRole('heading', { level: 3 }).textContent())!.trim()
  // The plan's name and its price are not the button, yet a click where they are selects the plan (the
  // button's cover takes the click, hence force: Playwright would otherwise wait for the heading to get it itself).
  await tile.getByRole('heading', { level: 3 }).click({ force: true })
  await expect(tile).toHaveAttribute('data-selected', '')
  await expect(tile.getByRole('button', { name: `${name} is in your cart` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

  const other = page.getByRole('main').locator('article[data-plan]').nth(1)
  await other.locator('[data-price]').click({ force: true })
  await expect(other).toHaveAttribute('data-selected', '')
  await expect(tile).not.toHaveAttribute('data-selected', '')
})

test('a dropdown field is 56 px high, like its rows (SPEC §2, §9)', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/profile')
  await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Address' })
  const state = dialog.getByRole('combobox', { name: 'State' })
  await expect(state).toBeVisible()
  // Measured once the dialog's and the menu's opening animations (a slight zoom) have finished.
  await expect.poll(async () => (await state.boundingBox())?.height).toBe(56)
  await state.click()
  await expect.poll(async () => (await page.getByRole('option').first().boundingBox())?.height).toBe(56)
})

/** The durations of the animations running on `<main>` right now. */
const mainAnimations = (page: Page) =>
  page.evaluate(() =>
    (document.getElementById('main')?.getAnimations() ?? []).map((animation) => animation.effect?.getTiming().duration),
  )

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

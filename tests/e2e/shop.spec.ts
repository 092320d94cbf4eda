import { expect } from '@playwright/test'
import { test } from './support'

/** The shop's plan tiles in a real browser, at 375 and 1280 px. */

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

import { expect, type Page } from '@playwright/test'
import { box, DEMO, ONLY_1280, overlaps, test } from './support'

/**
 * Dialogs as laid out in a real browser, at 375 and 1280 px: what a notification covers, the backdrop between
 * stacked dialogs, and the close button's focus ring.
 */

// The demo customer (DEMO) is signed in as the worker's session (`signedInPage`). Nothing here changes the account
// (the password change is refused, the new email is never confirmed), so the other suites find it as seeded.

/** Ark Dialog's content of the dialog (or alert dialog) with this name. */
const dialogNamed = (page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') => page.getByRole(role, { name })

test.describe('at 1280 px', ONLY_1280, () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a notification shown over an open dialog covers none of the dialog (its close icon included)', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/profile')
    await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit email' }).click()
    const dialog = dialogNamed(page, 'Edit Email')
    await dialog.getByLabel('New email address', { exact: true }).fill(`dialogs-new-${Date.now()}@example.com`)
    await dialog.getByLabel('Current password', { exact: true }).fill(DEMO.password)
    await dialog.getByRole('button', { name: 'Send me the code' }).click()
    const notification = page.locator('[data-notification]').first()
    await expect(notification).toBeVisible()
    // Let the notification's entrance and the dialog's step change settle before measuring.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
    const toastBox = await box(notification)
    expect(overlaps(toastBox, await box(dialog.getByRole('button', { name: 'Close' })))).toBe(false)
    expect(overlaps(toastBox, await box(dialog))).toBe(false)
  })
})

test('an error dialog over a form dialog has its own backdrop over the form', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/setting')
  await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click()
  const form = dialogNamed(page, 'Change Password')
  await form.getByLabel('Current password', { exact: true }).fill('Wrong#2026')
  await form.getByLabel('New password', { exact: true }).fill('Dialogs#2027')
  await form.getByLabel('Confirm new password', { exact: true }).fill('Dialogs#2027')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(dialogNamed(page, 'That Failed...', 'alertdialog')).toBeVisible()
  // Each open dialog has a backdrop; the error dialog's one lies over the form dialog (and is drawn across it). Ark
  // numbers the layers (--layer-index) in an effect after the dialog mounts, so the order is read until it settles.
  const layers = () =>
    page.evaluate(() =>
      ['backdrop', 'positioner'].map((part) =>
        [...document.querySelectorAll(`[data-scope=dialog][data-part=${part}]`)].map((element) => ({
          zIndex: Number(getComputedStyle(element).zIndex),
          covers: element.getBoundingClientRect().width >= window.innerWidth,
        })),
      ),
    )
  await expect
    .poll(async () => {
      const [backdrops, positioners] = await layers()
      return {
        backdrops: backdrops.length,
        secondCovers: backdrops[1]?.covers,
        secondBackdropOverFirstDialog: backdrops[1]?.zIndex > positioners[0]?.zIndex,
        secondDialogOverItsBackdrop: positioners[1]?.zIndex > backdrops[1]?.zIndex,
      }
    })
    .toEqual({ backdrops: 2, secondCovers: true, secondBackdropOverFirstDialog: true, secondDialogOverItsBackdrop: true })
})

test("a dialog's close button keeps its focus ring inside the dialog", async ({ signedInPage: page }) => {
  await page.goto('/dashboard/profile')
  await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit name' }).click()
  const dialog = dialogNamed(page, 'Edit Name')
  await expect(dialog).toBeVisible()
  const close = dialog.getByRole('button', { name: 'Close' })
  await close.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const ring = await close.evaluate((element) => {
    const style = getComputedStyle(element)
    const extent = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset)
    const rect = element.getBoundingClientRect()
    return { top: rect.top - extent, right: rect.right + extent }
  })
  const dialogBox = await box(dialog)
  expect(ring.top).toBeGreaterThanOrEqual(dialogBox.y)
  expect(ring.right).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
})

test("a dialog's icon picture keeps its circle's size and stays clear of the title", async ({ signedInPage: page }) => {
  await page.goto('/dashboard/setting')
  await page.getByRole('main').getByRole('button', { name: 'Sign out everywhere' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' })
  await expect(dialog).toBeVisible()
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  // The dialog's picture slot gives an illustration its size; an icon in a soft circle is drawn inside the circle.
  const circle = await box(dialog.locator('[data-icon-picture]'))
  const icon = await box(dialog.locator('[data-icon-picture] svg'))
  expect(icon.width).toBeLessThan(circle.width)
  expect(icon.height).toBeLessThan(circle.height)
  expect(overlaps(icon, await box(dialog.getByRole('heading', { name: 'Sign out everywhere?' })))).toBe(false)
})

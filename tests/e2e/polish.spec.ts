import { expect, type Locator, type Page } from '@playwright/test'
import { ONLY_1280, test } from './support'

/**
 * The look of things only a real browser can measure (issue 17, "Polish, seen in screenshots"), at 375 and 1280 px:
 * what a notification covers, the backdrop between stacked dialogs, Edit Address's layout, the hint that the My
 * Account tabs scroll, a sheet's focus ring, the promo code's Apply button, the room under an error text, and the
 * sandbox payment page's type.
 */

const ESIM_IMEI = '356938035643809'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  expect(found, 'the element is laid out').not.toBeNull()
  return found!
}

/**
 * The demo customer, signed in as the worker's session (`signedInPage`). Nothing here changes the account (the
 * password change is refused, the new email is never confirmed), so the other suites find it as seeded.
 */
const DEMO = { email: 'demo@ringmobile.example', password: 'Demo#2026' }

/** Ark Dialog's content of the dialog (or alert dialog) with this name. */
const dialogNamed = (page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') => page.getByRole(role, { name })

test.describe('at 1280 px', ONLY_1280, () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a notification shown over an open dialog covers none of the dialog (its close icon included)', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/profile')
    await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit email' }).click()
    const dialog = dialogNamed(page, 'Edit Email')
    await dialog.getByLabel('New email address', { exact: true }).fill(`polish-new-${Date.now()}@example.com`)
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
  await form.getByLabel('New password', { exact: true }).fill('Polish#2027')
  await form.getByLabel('Confirm new password', { exact: true }).fill('Polish#2027')
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

test('Edit Address: two fields a row at most, each error on one line, inputs of one height and 56 px dropdowns', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/profile')
  await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit address' }).click()
  const dialog = dialogNamed(page, 'Edit Address')
  for (const label of ['Street number', 'Street name', 'City', 'ZIP code']) await dialog.getByLabel(label, { exact: true }).fill('')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Please enter 5 digit ZIP Code')).toBeVisible()

  const inputs = [dialog.getByLabel('Street number', { exact: true }), dialog.getByLabel('City', { exact: true }), dialog.getByLabel('ZIP code', { exact: true })]
  const selects = [dialog.getByRole('combobox', { name: 'Direction (optional)' }), dialog.getByRole('combobox', { name: 'State' })]
  // The input's box is its bordered control; the dropdown's is its trigger.
  const inputHeights = await Promise.all(inputs.map(async (input) => (await box(input.locator('xpath=..'))).height))
  const selectHeights = await Promise.all(selects.map(async (select) => (await box(select)).height))
  // Inputs share one height; dropdowns are SPEC §2's 56 px, like their rows.
  for (const height of inputHeights) expect(Math.abs(height - inputHeights[0])).toBeLessThanOrEqual(0.5)
  for (const height of selectHeights) expect(Math.abs(height - 56)).toBeLessThanOrEqual(0.5)

  const fields = [...inputs, ...selects, dialog.getByLabel('Street name', { exact: true })]
  const lefts = new Set(await Promise.all(fields.map(async (field) => Math.round((await box(field)).x / 8))))
  expect(lefts.size).toBeLessThanOrEqual(2)

  const errors = dialog.getByRole('alert').filter({ hasText: /\S/ })
  expect(await errors.count()).toBeGreaterThanOrEqual(4)
  for (const error of await errors.all()) expect((await box(error)).height).toBeLessThanOrEqual(21)
})

test('My Account tabs that run past the edge show a fade there, which goes once scrolled to the end', async ({ signedInPage: page }) => {
  await page.goto('/dashboard')
  const nav = page.getByRole('navigation', { name: 'My Account sections' })
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
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

test('error texts keep clear of the next field: register', async ({ page }) => {
  await page.goto('/register')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Create account' }).click()
  const error = main.getByText('First name is required')
  await expect(error).toBeVisible()
  const errorBox = await box(error)
  // The label under the error (Last name stacks under First name on a phone, or the email under both).
  const labels = await main.locator('label').all()
  const below = (await Promise.all(labels.map((label) => label.boundingBox()))).filter(
    (labelBox): labelBox is Box => labelBox !== null && labelBox.y >= errorBox.y + errorBox.height - 1 && labelBox.x < errorBox.x + errorBox.width,
  )
  const next = Math.min(...below.map((labelBox) => labelBox.y))
  expect(next - (errorBox.y + errorBox.height)).toBeGreaterThanOrEqual(8)
})

test.describe('checkout', () => {
  test.describe.configure({ timeout: 60_000 })

  test('shipping errors keep clear of the next label; the promo Apply button is as tall as its input and level with it', async ({ signedInPage: page }) => {
    await page.goto('/shop')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: /^Choose Unlimited,/ }).click()
    await main.locator('[data-in-cart]').getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/cart\/checkout$/)
    await main.getByRole('radio', { name: /New number/ }).check()
    await main.getByLabel('ZIP code').fill('60601')
    await main.getByRole('button', { name: 'Continue' }).click()
    await main.getByLabel('IMEI').fill(ESIM_IMEI)
    await main.getByRole('button', { name: 'Check my phone' }).click()
    await main.getByRole('radio', { name: /^SIM card/ }).check()
    await main.getByRole('button', { name: 'Continue' }).click()

    await expect(main.getByRole('heading', { name: 'Shipping address' })).toBeVisible()
    await main.getByLabel('Address', { exact: true }).fill('')
    await main.getByLabel('City').fill('')
    await main.getByRole('button', { name: 'Continue' }).click()
    const errors = main.getByRole('alert').filter({ hasText: /\S/ })
    await expect(errors.first()).toBeVisible()
    const labels = await main.locator('label').all()
    const labelBoxes = (await Promise.all(labels.map((label) => label.boundingBox()))).filter((labelBox): labelBox is Box => labelBox !== null)
    for (const error of await errors.all()) {
      const errorBox = await box(error)
      const below = labelBoxes.filter((labelBox) => labelBox.y >= errorBox.y + errorBox.height - 1 && overlaps({ ...labelBox, y: 0, height: 1 }, { ...errorBox, y: 0, height: 1 }))
      if (below.length === 0) continue
      expect(Math.min(...below.map((labelBox) => labelBox.y)) - (errorBox.y + errorBox.height)).toBeGreaterThanOrEqual(8)
    }

    await main.getByLabel('Address', { exact: true }).fill('1200 Lake Shore Dr')
    await main.getByLabel('City').fill('Chicago')
    await main.getByLabel('ZIP code').fill('60601')
    await main.getByRole('combobox', { name: 'State' }).click()
    await page.getByRole('option', { name: 'Illinois' }).click()
    await main.getByRole('button', { name: 'Continue' }).click()
    await expect(main.getByRole('heading', { name: 'Review and pay' })).toBeVisible()
    const input = await box(main.getByLabel('Promo code').locator('xpath=..'))
    const apply = await box(main.getByRole('button', { name: 'Apply' }))
    expect(Math.abs(apply.height - input.height)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(apply.y - input.y)).toBeLessThanOrEqual(0.5)
  })
})

test('the sandbox payment page uses the app font and its pill buttons', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/payment')
  const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  await page.getByRole('main').getByRole('button', { name: 'Add a card' }).first().click()
  await expect(page).toHaveURL(/\/pay\//)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(appFont)
  const radius = await page.getByRole('button', { name: /^Save|^Pay/ }).first().evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius))
  const height = (await box(page.getByRole('button', { name: /^Save|^Pay/ }).first())).height
  expect(radius).toBeGreaterThanOrEqual(height / 2)
})

import { expect } from '@playwright/test'
import { API_HEADERS, box, overlaps, seedToken, test, type Box } from './support'

/**
 * Form fields as laid out in a real browser, at 375 and 1280 px: inputs of one height, dropdowns of 56 px like their
 * rows (SPEC §2, §9), at most two fields a row in a dialog, room under every error text, and a button beside a field
 * as tall as the field.
 */

const ESIM_IMEI = '356938035643809'

test('Edit Address: two fields a row at most, each error on one line, inputs of one height and 56 px dropdowns', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard/profile')
  await page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Edit address' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Address' })
  for (const label of ['Street number', 'Street name', 'City', 'ZIP code']) await dialog.getByLabel(label, { exact: true }).fill('')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog.getByText('Please enter 5 digit ZIP Code')).toBeVisible()

  const inputs = [
    dialog.getByLabel('Street number', { exact: true }),
    dialog.getByLabel('City', { exact: true }),
    dialog.getByLabel('ZIP code', { exact: true }),
  ]
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
    (labelBox): labelBox is Box =>
      labelBox !== null && labelBox.y >= errorBox.y + errorBox.height - 1 && labelBox.x < errorBox.x + errorBox.width,
  )
  const next = Math.min(...below.map((labelBox) => labelBox.y))
  expect(next - (errorBox.y + errorBox.height)).toBeGreaterThanOrEqual(8)
})

test.describe('checkout', () => {
  test.describe.configure({ timeout: 60_000 })

  test('shipping errors keep clear of the next label; the promo Apply button is as tall as its input and level with it', async ({
    signedInPage: page,
  }) => {
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
    const labelBoxes = (await Promise.all(labels.map((label) => label.boundingBox()))).filter(
      (labelBox): labelBox is Box => labelBox !== null,
    )
    for (const error of await errors.all()) {
      const errorBox = await box(error)
      const below = labelBoxes.filter(
        (labelBox) =>
          labelBox.y >= errorBox.y + errorBox.height - 1 && overlaps({ ...labelBox, y: 0, height: 1 }, { ...errorBox, y: 0, height: 1 }),
      )
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

test("in Spanish, the Security page's next step and every other button and link stay inside their panels", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  // A new customer with a strong password: the next step is two-step sign-in, whose Spanish call to action is long.
  const email = `layout-security-${testInfo.project.name}-${Date.now()}@e2e.example`
  const password = 'Strong#Layout2026'
  const account = { firstName: 'Lucía', lastName: 'Hernández', email, countryCode: '+1', contactNumber: '2025550123' }
  const registered = await request.post('/app/auth/register', {
    headers: API_HEADERS,
    data: { ...account, regPassword: password, confirmRegPassword: password, acceptTerms: true },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  const login = await request.post('/app/auth/login', { headers: API_HEADERS, data: { email, password } })
  expect(login.ok(), await login.text()).toBe(true)
  await seedToken(page, ((await login.json()) as { token: string }).token)
  // The page's language is the `lang` cookie (docs/decisions/0033-languages.md).
  await page.context().addCookies([{ name: 'lang', value: 'es', url: baseURL! }])
  await page.goto('/dashboard/security')
  const next = page.getByRole('main').getByRole('status').getByRole('link', { name: 'Activa el inicio de sesión en dos pasos' })
  await expect(next).toBeVisible()
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main a, main button'))
      .filter((element) => {
        const panel = element.parentElement?.closest('[role=status], [role=alert], section')
        if (!panel) return false
        const inner = element.getBoundingClientRect()
        const outer = panel.getBoundingClientRect()
        return inner.width > 0 && (inner.right > outer.right + 0.5 || inner.left < outer.left - 0.5)
      })
      .map((element) => element.textContent?.trim()),
  )
  expect(outside).toEqual([])
  // A label that wraps stays a pill at least as tall as its size (sm: 36 px).
  expect((await box(next)).height).toBeGreaterThanOrEqual(36)
})

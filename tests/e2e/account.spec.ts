import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { EMAIL_CODE_RESENT } from '@machines/edit-email.machine'
import { API_HEADERS, apiSignIn, installPageClock, newestMail, ONE_WIDTH, test, trackPageErrors, type OutboxMail } from './support'

/**
 * The account area in Chromium against the real server (playwright.config.ts webServer), as a freshly registered
 * customer (the demo customer's email and password stay as seeded for the other suites): the overview, each
 * profile edit (name; address with a street direction set, then cleared; phone; email with the emailed code and one
 * resend after the 30-second countdown, moved on with the page's clock: the e2e server has no cooldown of its own,
 * CODE_RESEND_COOLDOWN_SECONDS=0 in tests/e2e/support.ts), change password (this session goes on; an older one
 * gets 401 and lands on /login), sign out everywhere, and a message from the contact form.
 */

const codeIn = (mail: OutboxMail) => mail.text.match(/\b(\d{5})\b/)?.[1] ?? ''

async function register(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/app/auth/register', {
    headers: API_HEADERS,
    data: {
      firstName: 'Jordan',
      lastName: 'Avery',
      email,
      countryCode: '+1',
      contactNumber: '2025550111',
      regPassword: password,
      confirmRegPassword: password,
      acceptTerms: true,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** Another browser holding its own session (a second device). */
async function otherDevice(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', value)
      sessionStorage.setItem('seeded', '1')
    }
  }, token)
  return { context, page: await context.newPage() }
}

function details(page: Page) {
  return page.getByRole('region', { name: 'Your details' })
}

async function openEdit(page: Page, editLabel: string, title: string) {
  await details(page).getByRole('button', { name: editLabel }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

async function expectClosedWith(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/**
 * Closes the notifications on screen, as a customer does when one covers what they want to tap. At 375 px the
 * top-end notification lies over the code boxes of the email dialog; the pointer resting on it pauses its timer,
 * so a click that waits for it to leave waits for ever.
 */
async function closeNotifications(page: Page) {
  const close = page.locator('[data-scope="toast"][data-state="open"]').getByRole('button', { name: 'Close notification' })
  while ((await close.count()) > 0) await close.first().click()
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0)
}

test(
  'a customer edits their profile, changes the password and writes to us',
  ONE_WIDTH,
  async ({ page, request, browser, baseURL }, testInfo) => {
    // Seven steps: well under a minute on a quiet machine, minutes on a crowded one (a budget, not a delay).
    test.setTimeout(300_000)
    const errors = trackPageErrors(page)
    // Time flows as usual; the resend countdown is moved on instead of waited out.
    await installPageClock(page)
    const stamp = `${testInfo.project.name}-${Date.now()}`
    const email = `account-${stamp}@example.com`
    const newEmail = `account-new-${stamp}@example.com`
    const password = 'Account#2026'
    const newPassword = 'Account#2027'
    const main = page.getByRole('main')
    await register(request, email, password)

    await test.step('sign in with the password: the overview greets the customer', async () => {
      await page.goto('/login')
      await main.getByLabel('Email address', { exact: true }).fill(email)
      await main.getByRole('button', { name: 'Continue with password' }).click()
      await main.getByLabel('Password', { exact: true }).fill(password)
      await main.getByRole('button', { name: 'Sign in' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(main.getByRole('heading', { name: 'Hello, Jordan' })).toBeVisible()
      await expect(main.getByRole('region', { name: 'Your lines' })).toBeVisible()
    })

    await test.step('change the name', async () => {
      await main.getByRole('link', { name: 'Profile' }).click()
      await expect(page).toHaveURL(/\/dashboard\/profile$/)
      await expect(details(page).getByText('Jordan Avery')).toBeVisible()
      const dialog = await openEdit(page, 'Edit name', 'Edit Name')
      await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Jordan')
      await dialog.getByLabel('First name', { exact: true }).fill('')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expect(dialog.getByText('First name is required')).toBeVisible()
      await dialog.getByLabel('First name', { exact: true }).pressSequentially('Amé1lie')
      await expect(dialog.getByLabel('First name', { exact: true })).toHaveValue('Amélie')
      await dialog.getByLabel('Last name', { exact: true }).fill("O'Neil-Avery")
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expectClosedWith(page, 'Your name has been updated')
      await expect(details(page).getByText("Amélie O'Neil-Avery")).toBeVisible()
    })

    await test.step('change the address with a street direction, then clear the direction', async () => {
      let dialog = await openEdit(page, 'Edit address', 'Edit Address')
      await dialog.getByLabel('Street number', { exact: true }).fill('1200')
      await dialog.getByRole('combobox', { name: 'Direction (optional)' }).click()
      await page.getByRole('option', { name: 'NE' }).click()
      await dialog.getByLabel('Street name', { exact: true }).fill('Lake Shore Dr')
      await dialog.getByLabel('City', { exact: true }).fill('Chicago')
      await dialog.getByRole('combobox', { name: 'State' }).click()
      await page.getByRole('option', { name: 'Illinois' }).scrollIntoViewIfNeeded()
      await page.getByRole('option', { name: 'Illinois' }).click()
      await dialog.getByLabel('ZIP code', { exact: true }).fill('60601x9')
      await expect(dialog.getByLabel('ZIP code', { exact: true })).toHaveValue('60601')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expectClosedWith(page, 'Your address has been updated')
      await expect(details(page).getByText(/1200 NE Lake Shore Dr/)).toBeVisible()

      dialog = await openEdit(page, 'Edit address', 'Edit Address')
      const direction = dialog.getByRole('combobox', { name: 'Direction (optional)' })
      await expect(direction).toHaveText('NE')
      await direction.click()
      await page.getByRole('option', { name: 'NE' }).click()
      await expect(direction).toHaveText('Select...')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(details(page).getByText(/1200 Lake Shore Dr/)).toBeVisible()
    })

    await test.step('change the phone number (sent as phoneNumber)', async () => {
      const dialog = await openEdit(page, 'Edit phone number', 'Edit Phone Number')
      await dialog.getByLabel('Phone number', { exact: true }).fill('(312) 555-0143')
      await expect(dialog.getByLabel('Phone number', { exact: true })).toHaveValue('3125550143')
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await expectClosedWith(page, 'Your phone number has been updated')
      await expect(details(page).getByText('+1 (312) 555-0143')).toBeVisible()
    })

    await test.step('change the email with the emailed 5-digit code, after one resend', async () => {
      const dialog = await openEdit(page, 'Edit email', 'Edit Email')
      await dialog.getByLabel('New email address', { exact: true }).fill(newEmail)
      // The current password is asked again before the change.
      await dialog.getByLabel('Current password', { exact: true }).fill(password)
      const sentAt = Date.now() - 2_000
      await dialog.getByRole('button', { name: 'Send me the code' }).click()
      await expect(dialog.getByText(`We sent a 5-digit code to ${newEmail}.`, { exact: false })).toBeVisible()
      const first = codeIn(await newestMail(request, newEmail, /Confirm your new Ring Mobile email/, sentAt))
      expect(first).toMatch(/^\d{5}$/)

      // Resend waits out the visible 30-second countdown; the typed digits go when a new code is sent.
      const resend = dialog.getByRole('button', { name: /Resend code/ })
      await expect(resend).toBeDisabled()
      await expect(resend).toHaveText(/Resend code in \d+ s/)
      const verify = dialog.getByRole('button', { name: 'Verify & Save Email Change' })
      await closeNotifications(page)
      await dialog.getByRole('textbox', { name: 'Digit 1 of 5' }).click()
      await page.keyboard.type(first.slice(0, 3))
      await expect(verify).toBeDisabled()
      // The 30 seconds pass.
      await page.clock.fastForward(30_000)
      await expect(resend).toBeEnabled()
      await expect(resend).toHaveText('Resend code')
      const resentAt = Date.now() - 1_000
      await resend.click()
      await expect(page.getByText(EMAIL_CODE_RESENT)).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 5' })).toHaveValue('')
      await expect(resend).toHaveText(/Resend code in (30|29) s/)
      const second = codeIn(await newestMail(request, newEmail, /Confirm your new Ring Mobile email/, resentAt))

      await closeNotifications(page)
      await dialog.getByRole('textbox', { name: 'Digit 1 of 5' }).click()
      await page.keyboard.type(second)
      await expect(verify).toBeEnabled()
      await verify.click()
      await expectClosedWith(page, 'Your email has been updated')
      await expect(details(page).getByText(newEmail)).toBeVisible()
    })

    await test.step('change the password: this session goes on, an older one gets 401 and is sent to /login', async () => {
      const older = await otherDevice(browser, baseURL!, await apiSignIn(request, { email: newEmail, password }))
      await older.page.goto('/dashboard/profile')
      await expect(older.page.getByRole('region', { name: 'Your details' }).getByText(newEmail)).toBeVisible()

      await main.getByRole('link', { name: 'Settings' }).click()
      await expect(page).toHaveURL(/\/dashboard\/setting$/)
      await main.getByRole('button', { name: 'Change Password' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change Password' })
      await dialog.getByLabel('Current password', { exact: true }).fill('Wrong#2026')
      await dialog.getByLabel('New password', { exact: true }).fill(newPassword)
      await dialog.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
      await dialog.getByRole('button', { name: 'Change Password' }).click()
      const failure = page.getByRole('alertdialog', { name: 'That Failed...' })
      await expect(failure).toContainText('Your current password is incorrect')
      await failure.getByRole('button', { name: 'Try again' }).click()
      await expect(dialog).toBeVisible()
      await dialog.getByLabel('Current password', { exact: true }).fill(password)
      await dialog.getByRole('button', { name: 'Change Password' }).click()
      const success = page.getByRole('alertdialog', { name: 'Password changes!' })
      await expect(success).toBeVisible()
      await expect(page.getByRole('dialog', { name: 'Change Password' })).toHaveCount(0)
      await success.getByRole('button', { name: 'Done' }).click()

      // This session carries on with the fresh token.
      await main.getByRole('link', { name: 'Profile' }).click()
      await page.reload()
      await expect(details(page).getByText(newEmail)).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard\/profile$/)

      // The other device's next call is refused and its page goes to /login.
      await older.page.getByRole('main').getByRole('link', { name: 'Overview' }).click()
      await expect(older.page).toHaveURL(/\/login/)
      expect(await older.page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      await older.context.close()

      // The old password no longer signs in; the new one does.
      const refused = await request.post('/app/auth/login', { headers: API_HEADERS, data: { email: newEmail, password } })
      expect(refused.status()).toBe(401)
      await apiSignIn(request, { email: newEmail, password: newPassword })
    })

    await test.step('write to us from the contact form, prefilled for the signed-in customer', async () => {
      await page.goto('/contact-us')
      await expect(page).toHaveURL(/\/contact-us$/)
      await expect(main.getByLabel('Name', { exact: true })).toHaveValue("Amélie O'Neil-Avery")
      await expect(main.getByLabel('Email', { exact: true })).toHaveValue(newEmail)
      await main.getByRole('button', { name: 'Send Message' }).click()
      await expect(main.getByText('Message is required')).toBeVisible()
      await main.getByLabel('Message', { exact: true }).fill('Can I bring my number from another carrier?')
      await main.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.getByText("Thanks for reaching out! We'll get back to you within one business day.")).toBeVisible()
      await expect(main.getByLabel('Message', { exact: true })).toHaveValue('')
    })

    await test.step('sign out everywhere from the settings: a token copied before it is refused', async () => {
      await page.goto('/dashboard/setting')
      const copied = await page.evaluate(() => localStorage.getItem('token'))
      expect((await request.get('/app/users/view', { headers: { ...API_HEADERS, Authorization: `Bearer ${copied}` } })).status()).toBe(200)
      await main.getByRole('button', { name: 'Sign out everywhere' }).click()
      // It asks first: every device is signed out, this one included.
      const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' })
      await confirm.getByRole('button', { name: 'Sign out everywhere' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByText('You are signed out on every device, this one included.')).toBeVisible()
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
      expect((await request.get('/app/users/view', { headers: { ...API_HEADERS, Authorization: `Bearer ${copied}` } })).status()).toBe(401)
    })

    expect(errors).toEqual([])
  },
)

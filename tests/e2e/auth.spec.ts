import { execFileSync } from 'node:child_process'
import { expect, type Page } from '@playwright/test'
import { OTP_MESSAGES } from '@machines/otp-sign-in.machine'
import { gotoHydrated, newestMail, ONE_WIDTH, test, type E2EServer } from './support'

/**
 * The customer's whole way in and out, in Chromium against the real server (playwright.config.ts webServer):
 * register, sign out, sign in with the password, sign out, sign in with the emailed code, forgot and reset the
 * password, sign in with the new one, and an assisted sign-in from a link minted by the server's CLI.
 */

/** `npm run crm-token -- <email>` with this worker's server's environment; answers the link's path and query. */
function mintAssistedLink(email: string, server: E2EServer) {
  const output = execFileSync('npx', ['tsx', 'server/cli/crm-token.ts', email], {
    env: { ...process.env, PORT: new URL(server.url).port, DATA_DIR: server.dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const match = output.match(/\/crm-login\?token=[\w.-]+/)
  if (!match) throw new Error(`crm-token printed no link: ${output}`)
  return match[0]
}

async function signOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // The token is dropped once the server has ended the session (POST /app/auth/logout answered).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
}

async function expectDashboard(page: Page, path = '/dashboard') {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible()
}

test(
  'a customer registers, signs out and in every way, resets the password, and an agent signs in for them',
  ONE_WIDTH,
  async ({ page, request, e2eServer, email, pageErrors }) => {
    test.setTimeout(150_000)
    const password = 'Journey#2026'
    const newPassword = 'Renewed#2027'
    const main = page.getByRole('main')

    await test.step('register a new customer: signed in straight away', async () => {
      await gotoHydrated(page, '/register')
      await main.getByLabel('First name', { exact: true }).fill('Jo3')
      await expect(main.getByLabel('First name', { exact: true })).toHaveValue('Jo')
      await main.getByLabel('First name', { exact: true }).fill('Jordan')
      await main.getByLabel('Last name', { exact: true }).fill('Avery')
      await main.getByLabel('Email address', { exact: true }).fill(email)
      await expect(main.getByLabel('Country code', { exact: true })).toHaveValue('+44')
      await main.getByLabel('Phone number', { exact: true }).fill('7700900456')
      await main.getByLabel('Password', { exact: true }).fill(password)
      await main.getByLabel('Confirm password', { exact: true }).fill(password)
      await main.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check()
      await main.getByRole('button', { name: 'Create account' }).click()
      await expectDashboard(page)
      // Just registered: greeted once, by name, and not "Welcome back".
      await expect(main.getByRole('heading', { name: 'Hello, Jordan' })).toBeVisible()
      await expect(main).not.toContainText(/welcome back/i)
    })

    await test.step('sign out', async () => {
      await signOut(page)
    })

    await test.step('sign in with the password, returning to where the guard sent the customer from', async () => {
      await page.goto('/dashboard/profile')
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprofile/)
      await main.getByLabel('Email address', { exact: true }).fill(email)
      await main.getByRole('button', { name: 'Continue with password' }).click()
      await expect(page).toHaveURL(/\/login-with-password\?/)
      await expect(main.getByLabel('Email address', { exact: true })).toHaveValue(email)
      await main.getByLabel('Password', { exact: true }).fill('Wrong#2026')
      await main.getByRole('button', { name: 'Sign in' }).click()
      await expect(main.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible()
      await main.getByLabel('Password', { exact: true }).fill(password)
      await main.getByRole('button', { name: 'Sign in' }).click()
      await expectDashboard(page, '/dashboard/profile')
    })

    await test.step('sign out', async () => {
      await signOut(page)
    })

    await test.step('sign in with the 6-digit code from the email', async () => {
      await main.getByLabel('Email address', { exact: true }).fill(email)
      await main.getByRole('button', { name: 'Email me a sign-in code' }).click()
      await expect(page).toHaveURL(/\/login-without-password$/)
      // /login has a button of the same name: the address changes before the new page is drawn.
      await expect(main.getByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeVisible()
      const askedAt = Date.now() - 5_000
      await main.getByRole('button', { name: 'Email me a sign-in code' }).click()
      await expect(page).toHaveURL(/\/otp-login$/)
      await expect(main.getByText(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`)).toBeVisible()
      await expect(main.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled()
      const mail = await newestMail(request, email, /sign-in code/i, askedAt)
      const code = mail.text.match(/\b(\d{6})\b/)?.[1]
      expect(code, mail.text).toBeTruthy()
      // A wrong code first: the page says so in its own words and empties the boxes.
      const wrong = code === '000000' ? '111111' : '000000'
      await main.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(wrong)
      await expect(main.getByText(OTP_MESSAGES.wrong)).toBeVisible()
      await expect(main.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('')
      await main.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
      await page.keyboard.type(code!)
      await expectDashboard(page)
    })

    await test.step('sign out', async () => {
      await signOut(page)
    })

    await test.step('forgot the password: a reset link by email; choose a new password', async () => {
      await page.goto(`/login-with-password?email=${encodeURIComponent(email)}`)
      await main.getByRole('link', { name: 'Forgot password?' }).click()
      // SPEC §3: the email goes on in browser storage, never in the address.
      await expect(page).toHaveURL(/\/forgot-password$/)
      await expect(main.getByLabel('Email address', { exact: true })).toHaveValue(email)
      const askedAt = Date.now() - 5_000
      await main.getByRole('button', { name: 'Send reset link' }).click()
      await expect(
        main.getByText(`If an account exists for ${email}, we've sent a link to reset your password. It works for 30 minutes.`),
      ).toBeVisible()
      const mail = await newestMail(request, email, /reset/i, askedAt)
      const link = mail.text.match(/\/reset-password\?token=[\w-]+/)?.[0]
      expect(link, mail.text).toBeTruthy()

      await page.goto(link!)
      await main.getByLabel('New password', { exact: true }).fill(newPassword)
      await main.getByLabel('Confirm new password', { exact: true }).fill('Renewed#2028')
      await main.getByRole('button', { name: 'Save new password' }).click()
      await expect(main.getByText('Passwords do not match')).toBeVisible()
      await main.getByLabel('Confirm new password', { exact: true }).fill(newPassword)
      await main.getByRole('button', { name: 'Save new password' }).click()
      await expect(main.getByText('Your password has been changed')).toBeVisible()

      // The link works once.
      await page.goto(link!)
      await main.getByLabel('New password', { exact: true }).fill('Another#2029')
      await main.getByLabel('Confirm new password', { exact: true }).fill('Another#2029')
      await main.getByRole('button', { name: 'Save new password' }).click()
      await expect(main.getByText('This link no longer works')).toBeVisible()
      await expect(main.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password')
    })

    await test.step('sign in with the new password (the old one no longer works)', async () => {
      await page.goto(`/login-with-password?email=${encodeURIComponent(email)}`)
      await main.getByLabel('Password', { exact: true }).fill(password)
      await main.getByRole('button', { name: 'Sign in' }).click()
      await expect(main.getByRole('alert').filter({ hasText: 'Email or password is incorrect' })).toBeVisible()
      await main.getByLabel('Password', { exact: true }).fill(newPassword)
      await main.getByRole('button', { name: 'Sign in' }).click()
      await expectDashboard(page)
      await signOut(page)
    })

    await test.step('an agent signs in for the customer from a one-time link: marked as assisted', async () => {
      const link = mintAssistedLink(email, e2eServer)
      await page.goto(link)
      await expectDashboard(page)
      await expect(page.getByText('Assisted session: a Ring Mobile agent is signed in for this customer')).toBeVisible()
      await page.goto('/shop')
      await expect(page.getByText('Assisted session: a Ring Mobile agent is signed in for this customer')).toBeVisible()

      // What the server refuses an assisted session is shown disabled with the reason; the rest stays offered.
      const refused = 'Not available in an assisted session. The customer must do this themselves.'
      await page.goto('/dashboard/profile')
      for (const name of ['Edit email', 'Edit phone number']) {
        await expect(main.getByRole('button', { name })).toBeDisabled()
        await expect(main.getByRole('button', { name })).toHaveAccessibleDescription(refused)
      }
      await expect(main.getByRole('button', { name: 'Edit name' })).toBeEnabled()
      await page.goto('/dashboard/setting')
      await expect(main.getByRole('button', { name: 'Add a passkey' })).toBeDisabled()
      await expect(main.getByRole('button', { name: 'Turn on two-step sign-in' })).toHaveAccessibleDescription(refused)

      // Single use: the same link again fails with the server's reason.
      await page.evaluate(() => localStorage.clear())
      await page.goto(link)
      await expect(main.getByText('This sign-in link did not work')).toBeVisible()
    })

    expect(pageErrors).toEqual([])
  },
)

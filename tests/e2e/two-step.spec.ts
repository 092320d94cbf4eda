import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { TWO_STEP_MESSAGES } from '@contract/security'
import { totpAt } from '@server/security/totp'
import { call, newCustomer, openAs } from './line-care-support'
import { expectNoSeriousA11yViolationsAtBothWidths, installPageClock, ONE_WIDTH, test } from './support'

/**
 * Two-step sign-in in Chromium against the real server: turned on in Settings (QR code and secret, confirmed by a
 * first code, ten recovery codes); then a password sign-in asks for the second step, taken once with a code from the
 * app (computed from the secret the page showed, as an authenticator app would) and once with a recovery code.
 */

const PASSWORD = 'Renew#2026a'

async function signOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
}

/** Password sign-in from /login (where signing out lands) up to the second step. */
async function passwordStep(page: Page, email: string) {
  const main = page.getByRole('main')
  await expect(page).toHaveURL(/\/login$/)
  await main.getByLabel('Email address', { exact: true }).fill(email)
  await main.getByRole('button', { name: 'Continue with password' }).click()
  await expect(page).toHaveURL(/\/login-with-password/)
  await main.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await main.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login-second-step/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step sign-in')
  return main
}

/** A new customer (through the API) with two-step sign-in already on, as Settings turns it on; the app's secret. */
async function customerWithTwoStep(request: APIRequestContext, email: string, name: { firstName: string; lastName: string }) {
  const api = await newCustomer(request, email, name)
  const { secret } = await call<{ secret: string }>(api, 'POST', '/app/security/two-step/setup')
  await call(api, 'POST', '/app/security/two-step/enable', { code: totpAt(secret, Date.now()) })
  return { secret }
}

// Each journey's budget on a shared machine: sign-ins (argon2) and the second step, a few times over.
test.describe.configure({ timeout: 120_000 })

test(
  'two-step sign-in: turned on in Settings, then signing in with a code and with a recovery code',
  ONE_WIDTH,
  async ({ page, request, email, pageErrors }) => {
    const api = await newCustomer(request, email, { firstName: 'Tess', lastName: 'Twostep' })

    await openAs(page, api.token, '/dashboard/setting')
    const card = page.getByRole('region', { name: 'Two-step sign-in' })
    await expect(card.getByTestId('two-step-summary')).toContainText('Off.')
    await card.getByRole('button', { name: 'Turn on two-step sign-in' }).click()
    const setup = page.getByRole('dialog', { name: 'Turn on two-step sign-in' })
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const secret = (await setup.getByTestId('two-step-secret').textContent())!
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    // A code from another time is refused under the field.
    await setup.getByLabel('6-digit code from the app').fill(totpAt(secret, Date.now() - 10 * 60_000))
    await setup.getByRole('button', { name: 'Turn on' }).click()
    await expect(setup).toContainText(TWO_STEP_MESSAGES.wrongCode)
    await setup.getByLabel('6-digit code from the app').fill(totpAt(secret, Date.now()))
    await setup.getByRole('button', { name: 'Turn on' }).click()
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' })
    const items = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(items).toHaveCount(10)
    const codes = await items.allTextContents()
    await saved.getByRole('button', { name: 'I saved my codes' }).click()
    await expect(card.getByTestId('two-step-summary')).toContainText('10 recovery codes left')

    // A password sign-in now asks for the second step: a code from the app (the next one: the first was used).
    await signOut(page)
    let main = await passwordStep(page, email)
    await main.getByLabel('Code from your authenticator app').fill(totpAt(secret, Date.now() + 30_000))
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await main.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true })).toBeVisible()

    // And with a recovery code; the same one again is refused.
    await signOut(page)
    main = await passwordStep(page, email)
    await main.getByLabel('Code from your authenticator app').fill(codes[0])
    await main.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await signOut(page)
    main = await passwordStep(page, email)
    await main.getByLabel('Code from your authenticator app').fill(codes[0])
    await main.getByRole('button', { name: 'Verify' }).click()
    await expect(main).toContainText(TWO_STEP_MESSAGES.wrongRecovery)
    expect(pageErrors).toEqual([])
  },
)

test(
  'the code step outlives a reload until its ticket runs out, and is forgotten once used',
  ONE_WIDTH,
  async ({ page, request, email, pageErrors }) => {
    const { secret } = await customerWithTwoStep(request, email, { firstName: 'Rita', lastName: 'Reload' })

    const heading = page.getByRole('heading', { level: 1 })
    const expired = page.getByRole('main').getByText('Please sign in again')
    await page.goto('/login')
    let main = await passwordStep(page, email)
    // On the way back from the authenticator app the tab reloads, loads the address afresh, or comes back to it from
    // another page of the tab (a history entry without the sign-in's state): still the code step, ticket and all.
    const fromElsewhere = async () => {
      await page.goto('/')
      await page.goto('/login-second-step')
    }
    for (const again of [() => page.reload(), () => page.goto(page.url()), fromElsewhere]) {
      await again()
      await expect(heading).toHaveText('Two-step sign-in')
      await expect(main.getByLabel('Code from your authenticator app')).toBeVisible()
      await expect(expired).toHaveCount(0)
    }
    await main.getByLabel('Code from your authenticator app').fill(totpAt(secret, Date.now() + 30_000))
    await main.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    // Used: the tab keeps nothing of it.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('secondStep'))).toBeNull()

    // A ticket past its 5 minutes is not kept: a reload then asks to sign in again.
    await signOut(page)
    main = await passwordStep(page, email)
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 5_000)
    await page.reload()
    await expect(expired).toBeVisible()
    await page.clock.setFixedTime(Date.now())
    await page.reload()
    await expect(expired).toBeVisible()
    expect(pageErrors).toEqual([])
  },
)

test(
  'a code step left open past its ticket turns to "sign in again" by itself',
  ONE_WIDTH,
  async ({ page, request, email, pageErrors }) => {
    await customerWithTwoStep(request, email, { firstName: 'Otto', lastName: 'Open' })

    // The page's timers follow the page clock from its first script on: the ticket's 5 minutes pass at once below.
    await installPageClock(page)
    await page.goto('/login')
    const main = await passwordStep(page, email)
    const codeField = main.getByLabel('Code from your authenticator app')
    await codeField.fill('123')
    await page.clock.fastForward(5 * 60_000 - 10_000)
    await expect(codeField).toHaveValue('123')
    await page.clock.fastForward(10_000)
    // No click, no reload: the page itself now asks to sign in again, and the tab keeps nothing of the ticket.
    await expect(main.getByText('Please sign in again', { exact: true })).toBeVisible()
    await expect(codeField).toHaveCount(0)
    // The page's intro no longer asks for the code.
    await expect(main.getByText('each sign-in has a few minutes and a few tries for its code')).toBeVisible()
    await expect(main.getByText('Open your authenticator app')).toHaveCount(0)
    await expect(page).toHaveURL(/\/login-second-step$/)
    expect(await page.evaluate(() => sessionStorage.getItem('secondStep'))).toBeNull()
    await main.getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/login(\?|$)/)
    expect(pageErrors).toEqual([])
  },
)

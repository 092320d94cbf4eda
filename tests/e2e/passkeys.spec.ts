import { expect } from '@playwright/test'
import { newCustomer, PASSWORD } from './line-care-support'
import { API_HEADERS, expectNoSeriousA11yViolationsAtBothWidths, ONE_WIDTH, test } from './support'
import { presence, virtualAuthenticator } from './webauthn'

/**
 * Passkeys in Chromium against the real server, with a virtual authenticator (the DevTools protocol's WebAuthn
 * domain) standing in for the phone's fingerprint or screen lock: a passkey added and renamed in Settings, a sign-in
 * with it from /login, and its removal after "Confirm it's you" with the passkey itself. Passkeys are bound to a
 * host name, which an IP address cannot be: the pages are opened at localhost, the server's PUBLIC_URL host.
 */

test(
  'a passkey is added and renamed in Settings, signs in from /login, and is removed after a step-up',
  ONE_WIDTH,
  async ({ page, request, e2eServer, email, pageErrors }) => {
    test.setTimeout(120_000)
    const site = e2eServer.url.replace('127.0.0.1', 'localhost')
    const api = await newCustomer(request, email, { firstName: 'Pat', lastName: 'Passkey' })
    await virtualAuthenticator(page)

    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('signed-in-once')) {
        sessionStorage.setItem('signed-in-once', '1')
        localStorage.setItem('token', token)
      }
    }, api.token)
    await page.goto(`${site}/dashboard/setting`)
    const card = page.getByRole('region', { name: 'Passkeys' })
    await expect(card).toContainText('No passkeys yet.')
    await card.getByRole('button', { name: 'Add a passkey' }).click()
    const rows = card.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Last used Never')

    // Rename it.
    await rows
      .first()
      .getByRole('button', { name: /^Rename / })
      .click()
    const rename = page.getByRole('dialog', { name: 'Rename passkey' })
    await rename.getByLabel('Name').fill('Test laptop')
    await rename.getByRole('button', { name: 'Save' }).click()
    await expect(rows.first()).toContainText('Test laptop')
    await expectNoSeriousA11yViolationsAtBothWidths(page)

    // Sign out: on /login the browser's passkey suggestions (autofill) sign in at once, as the virtual authenticator
    // picks the passkey the way a customer would from the email field's list.
    const signOut = () => page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click()
    const signedIn = async () => {
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true })).toBeVisible()
    }
    await signOut()
    await signedIn()

    // "Sign in with a passkey": with the authenticator not answering the suggestions, the button's prompt signs in.
    await presence(page, false)
    await signOut()
    await expect(page).toHaveURL(/\/login$/)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await presence(page, true)
    await page.getByRole('main').getByRole('button', { name: 'Sign in with a passkey' }).click()
    await signedIn()

    // A passkey added in a session proves nothing until a later sign-in with an older factor (the password, here
    // on another device) confirms it (decision 0031); from then on it can confirm it's you.
    const withPassword = await request.post('/app/auth/login', { headers: API_HEADERS, data: { email, password: PASSWORD } })
    expect(withPassword.ok(), await withPassword.text()).toBe(true)
    // Removing asks "Confirm it's you" once the proof is old; the passkey itself confirms it.
    expect((await request.post('/dev/security/forget-proofs', { data: { email } })).ok()).toBe(true)
    await page.goto(`${site}/dashboard/setting`)
    await expect(rows.first()).not.toContainText('Last used Never')
    await rows.first().getByRole('button', { name: 'Remove Test laptop' }).click()
    await page.getByRole('alertdialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove passkey' }).click()
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
    await confirm.getByRole('button', { name: 'Use a passkey' }).click()
    await confirm.getByRole('button', { name: 'Use my passkey' }).click()
    await expect(card).toContainText('No passkeys yet.')
    expect(pageErrors).toEqual([])
  },
)

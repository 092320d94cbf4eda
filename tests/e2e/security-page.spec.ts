import { expect } from '@playwright/test'
import { API_HEADERS, atBothWidths, expectNoSeriousA11yViolations, ONE_WIDTH } from './support'
import { call, test } from './line-care-support'

/**
 * My Account → Security in Chromium against the real server: the checklist with its next step, the recent sign-ins,
 * the attempts that were blocked (a port-out of a locked line, a wrong password at "Confirm it's you"), and "Sign out
 * everywhere else", after which another session's token no longer works while this page goes on.
 */

// The journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 120_000 })

test(
  'the Security page shows the checklist, recent sign-ins and blocked attempts, and signs out everywhere else',
  ONE_WIDTH,
  async ({ page, request, lineCustomer: { api, lineId, mdn, email }, pageErrors }) => {
    const { accountNumber } = await call<{ accountNumber: string }>(api, 'GET', `/app/lines/${lineId}/security`)
    expect((await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin: '123456' } })).status()).toBe(409)
    const wrong = await request.post('/app/security/step-up', {
      headers: { ...API_HEADERS, Authorization: `Bearer ${api.token}` },
      data: { password: 'Wrong#2026a' },
    })
    expect(wrong.status()).toBe(422)
    // Another session of the same customer, elsewhere.
    const elsewhere = await request.post('/app/auth/login', { headers: API_HEADERS, data: { email, password: 'Renew#2026a' } })
    const otherToken = ((await elsewhere.json()) as { token: string }).token

    // The token is put in once: after "Sign out everywhere else" the page keeps the new one across a reload.
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('signed-in-once')) {
        sessionStorage.setItem('signed-in-once', '1')
        localStorage.setItem('token', token)
      }
    }, api.token)
    await page.goto('/dashboard')
    // The overview has finished its first load (its greeting names the customer) before the tab is used.
    await expect(page.getByRole('heading', { name: 'Hello, Robin' })).toBeVisible()
    await page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Security' }).click()
    await expect(page).toHaveURL(/\/dashboard\/security$/)
    const checklist = page.getByRole('region', { name: 'Your checklist' })
    // The journey's password meets the rules but is short: the checklist says so and makes changing it the next step.
    await expect(checklist.getByTestId('security-score')).toHaveText('1 of 4 done')
    const nextStep = checklist.getByRole('status').filter({ hasText: 'Next step' })
    await expect(nextStep).toContainText('A strong password: Yours is short or easy to guess.')
    await expect(nextStep.getByRole('link', { name: 'Change your password' })).toHaveAttribute('href', '/dashboard/setting')
    await expect(checklist.getByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute('href', '/dashboard/setting')
    // Read at both widths on one page load: a table at 1280 px; at 375 px one card per record, so nothing scrolls
    // sideways.
    const size = page.viewportSize()!
    const signIns = page.getByRole('region', { name: 'Recent sign-ins' })
    const activity = page.getByRole('region', { name: 'Blocked attempts and changes' })
    await atBothWidths(page, async (width) => {
      const phone = width <= 425
      const records = (region: typeof signIns, name: string) =>
        phone
          ? region.getByRole('list', { name }).getByRole('listitem')
          : region
              .getByRole('table', { name })
              .getByRole('row')
              .filter({ has: page.getByRole('cell') })
      const thisBrowser = records(signIns, 'Recent sign-ins').filter({ hasText: 'This browser' })
      await expect(thisBrowser).toHaveCount(1)
      await expect(thisBrowser).toContainText('Password')
      await expect(thisBrowser).toContainText('127.0.0.1')
      await expect(activity.getByTestId('refused-count')).toHaveText('2 blocked in 30 days')
      await expect(records(activity, 'Blocked attempts and changes').filter({ hasText: 'Blocked' })).toHaveCount(2)
      // Nothing of the Security page is wider than the screen (the site's header is checked by the shell's own specs).
      // What a sideways scroller holds (My Account's tabs on a phone) is reached by scrolling it, so it does not count.
      const main = page.getByRole('main')
      expect(
        await main.evaluate((element) => {
          const inScroller = (child: Element) => {
            for (let box = child.parentElement; box && box !== element; box = box.parentElement)
              if (getComputedStyle(box).overflowX !== 'visible') return true
            return false
          }
          const shown = [...element.querySelectorAll('*')].filter((child) => !inScroller(child))
          return Math.max(...shown.map((child) => child.getBoundingClientRect().right))
        }),
      ).toBeLessThanOrEqual(width)
      for (const region of [signIns, activity])
        expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      await expect(activity).toContainText('Wrong password when confirming it was you')
      await expect(activity).toContainText('the port-out lock is on')
      await expectNoSeriousA11yViolations(page)
    })
    await page.setViewportSize(size)

    await signIns.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await page
      .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
      .getByRole('button', { name: 'Sign out everywhere else' })
      .click()
    await expect(page.getByText('You are signed out everywhere else.')).toBeVisible()
    await expect(activity).toContainText('Signed out everywhere else')
    const gone = await request.get('/app/users/view', { headers: { ...API_HEADERS, Authorization: `Bearer ${otherToken}` } })
    expect(gone.status()).toBe(401)
    // This browser goes on with its new token, across a reload.
    await page.reload()
    await expect(page).toHaveURL(/\/dashboard\/security$/)
    await expect(checklist.getByTestId('security-score')).toHaveText('1 of 4 done')

    // A strong new password: the item is done once it is set.
    await checklist.getByRole('link', { name: 'Change your password' }).click()
    await expect(page).toHaveURL(/\/dashboard\/setting$/)
    await page.getByRole('main').getByRole('button', { name: 'Change Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    await dialog.getByLabel('Current password', { exact: true }).fill('Renew#2026a')
    await dialog.getByLabel('New password', { exact: true }).fill('Harbor#Lantern#Violet7')
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Harbor#Lantern#Violet7')
    await dialog.getByRole('button', { name: 'Change Password' }).click()
    const changed = page.getByRole('alertdialog', { name: 'Password changes!' })
    await expect(changed).toBeVisible()
    await changed.getByRole('button', { name: 'Done' }).click()
    await page.getByRole('navigation', { name: 'My Account sections' }).getByRole('link', { name: 'Security' }).click()
    await expect(checklist.getByTestId('security-score')).toHaveText('2 of 4 done')
    await expect(checklist.getByRole('listitem').filter({ hasText: 'A strong password' })).toHaveAttribute('data-done', 'true')
    await expect(checklist).toContainText('Yours is long and hard to guess.')
    expect(pageErrors).toEqual([])
  },
)

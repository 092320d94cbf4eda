import { expect } from '@playwright/test'
import { SECURITY_MESSAGES } from '@contract/security'
import { call, openAs, test } from './line-care-support'
import { expectNoSeriousA11yViolationsAtBothWidths, newestMail, ONE_WIDTH } from './support'

/**
 * Number lock and the transfer PIN in Chromium against the real server: a new eSIM line is locked; a SIM change
 * (eSIM reinstall) and a port-out are refused while locked, each emailed; "Transfer my number" gives the account
 * number and a transfer PIN (after "Confirm it's you"), with which another carrier (the simulator's POST /dev/carrier/port-out) takes the
 * number; the line's page then says so.
 */

// The journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 120_000 })

test(
  'a locked line refuses a SIM change and a port-out; a transfer PIN ports the number out',
  ONE_WIDTH,
  async ({ page, request, lineCustomer: { api, lineId, mdn, email }, pageErrors }) => {
    // A SIM change while the SIM change lock is on: refused with how to unlock.
    await openAs(page, api.token, '/dashboard/plans')
    const card = page.locator(`[data-line="${lineId}"]`)
    await card.getByRole('button', { name: /Reinstall eSIM/ }).click()
    await page.getByRole('alertdialog', { name: 'Reinstall eSIM?' }).getByRole('button', { name: 'Reinstall eSIM' }).click()
    await expect(page.getByRole('alertdialog', { name: 'Reinstall eSIM?' })).toContainText(SECURITY_MESSAGES.simChangeLocked)
    expect((await newestMail(request, email, /We blocked a change to your Ring Mobile number/)).text).toContain('reinstall the eSIM')
    await page.getByRole('alertdialog', { name: 'Reinstall eSIM?' }).getByRole('button', { name: 'Cancel' }).click()

    // The line's page: both locks on for a new line.
    await page.goto(`/dashboard/lines/${lineId}`)
    const section = page.getByRole('region', { name: 'Number lock' })
    await expect(section.getByRole('switch', { name: 'Port-out lock' })).toHaveAttribute('aria-checked', 'true')
    await expect(section.getByRole('switch', { name: 'SIM change lock' })).toHaveAttribute('aria-checked', 'true')
    await expect(section.getByTestId('number-lock-status')).toHaveText('Locked')
    await expectNoSeriousA11yViolationsAtBothWidths(page)

    // Another carrier asks for the number while the port-out lock is on: refused, and the customer is told.
    const { accountNumber } = await call<{ accountNumber: string }>(api, 'GET', `/app/lines/${lineId}/security`)
    const locked = await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin: '123456' } })
    expect(locked.status()).toBe(409)
    expect(((await locked.json()) as { message: string }).message).toBe(SECURITY_MESSAGES.portOutLocked)
    expect((await newestMail(request, email, /A transfer of your Ring Mobile number was refused/)).text).toContain('port-out lock is on')

    // Turning a lock off asks "Confirm it's you" once the sign-in is over 10 minutes old (the dev route ages it).
    expect((await request.post('/dev/security/forget-proofs', { data: { email } })).ok()).toBe(true)
    await section.getByRole('switch', { name: 'SIM change lock' }).click()
    const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
    await confirm.getByLabel('Password', { exact: true }).fill('Wrong#2026a')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(confirm).toContainText(SECURITY_MESSAGES.stepUpWrongPassword)
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    // Cancel: nothing changed.
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(section.getByRole('switch', { name: 'SIM change lock' })).toHaveAttribute('aria-checked', 'true')
    await section.getByRole('switch', { name: 'SIM change lock' }).click()
    await confirm.getByLabel('Password', { exact: true }).fill('Renew#2026a')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(section.getByRole('switch', { name: 'SIM change lock' })).toHaveAttribute('aria-checked', 'false')
    await expect(confirm).toHaveCount(0)
    await section.getByRole('switch', { name: 'SIM change lock' }).click()
    await expect(section.getByRole('switch', { name: 'SIM change lock' })).toHaveAttribute('aria-checked', 'true')

    // "Transfer my number": what happens, then the account number and the PIN (proven just now: nothing asked).
    await section.getByRole('button', { name: 'Transfer my number' }).click()
    const explain = page.getByRole('dialog', { name: 'Transfer my number' })
    await expect(explain).toContainText('The PIN works for 7 days, once')
    await explain.getByRole('button', { name: 'Get my transfer PIN' }).click()
    const shown = page.getByRole('dialog', { name: 'Your transfer PIN' })
    await expect(shown.getByTestId('transfer-account')).toHaveText(accountNumber)
    const pin = (await shown.getByTestId('transfer-pin').textContent())!
    expect(pin).toMatch(/^\d{6}$/)
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await shown.getByRole('button', { name: 'Done' }).click()
    await expect(section.getByRole('switch', { name: 'Port-out lock' })).toHaveAttribute('aria-checked', 'false')
    await expect(section).toContainText('A transfer PIN is active until')

    // A wrong PIN is refused; the right pair moves the number and ends the line.
    const wrong = await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin: pin === '000000' ? '000001' : '000000' } })
    expect(wrong.status()).toBe(403)
    const ported = await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin } })
    expect(ported.status(), await ported.text()).toBe(200)
    expect((await newestMail(request, email, /Your number has moved to another carrier/)).text).toContain(mdn.slice(-4))
    await page.reload()
    await expect(page.getByRole('region', { name: 'Number lock' })).toContainText('This number has moved to another carrier')
    // Every part of the page says the number moved (contract/line-state.ts), and offers only the receipts.
    const bill = page.getByRole('region', { name: 'Your bill' })
    await expect(bill.getByTestId('bill-status')).toHaveText('Moved to another carrier')
    await expect(bill).not.toContainText('Not active yet')
    await expect(bill).not.toContainText('Billing starts when the line is active')
    await expect(bill.getByRole('link', { name: 'See receipts' })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Usage this period/ })).toContainText('This number moved to another carrier')
    await expect(page.getByRole('button', { name: 'Switch to a new phone' })).toHaveCount(0)
    // So do My Account's Plans and Overview, in the cancelled style.
    await page.goto('/dashboard/plans')
    await expect(
      page
        .getByRole('main')
        .getByText(/Moved to another carrier/)
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('main').getByText('Cancelled', { exact: true })).toHaveCount(0)
    await page.goto('/dashboard')
    const yourLines = page.getByRole('region', { name: 'Your lines' })
    await expect(yourLines.getByText('Moved to another carrier')).toHaveAttribute('data-status', 'cancelled')
    expect(pageErrors).toEqual([])
  },
)

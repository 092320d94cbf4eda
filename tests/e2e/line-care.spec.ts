import { expect } from '@playwright/test'
import { advance, call, DAY_MINUTES, DECLINING_CARD, ESIM_IMEI, GOOD_CARD, newCustomer, openAs, saveCard } from './line-care-support'
import { expectNoSeriousA11yViolations, ONE_WIDTH, test } from './support'

/**
 * The line after the sale in Chromium against the real server, its sandbox payments and its carrier
 * simulator clock. Each run registers its own customer, saves a good card, buys an eSIM line, then makes a declining
 * card primary and removes the good one (with it on file the renewal would fall back to it): the first renewal (clock
 * moved 30 days on) is declined and the line is in its grace period; the customer saves the good card again and pays
 * with it from the line's page; with the good card primary again the second renewal goes through.
 */

// Two months on the simulator clock, three hosted card pages and two accessibility scans.
test.describe.configure({ timeout: 120_000 })

test(
  'renewals: a declined renewal is paid from the line page, the next one goes through on autopay',
  ONE_WIDTH,
  async ({ page, request, email, pageErrors }) => {
    const api = await newCustomer(request, email)
    let goodCard = await saveCard(api, GOOD_CARD)
    const checkout = await call<{ status: string; lineId: string }>(api, 'POST', '/app/checkout', {
      orderKey: `e2e-line-care-${Date.now()}`,
      planId: 'plan-plus',
      number: { type: 'new', zipCode: '60601' },
      imei: ESIM_IMEI,
      simType: 'esim',
      cardId: goodCard,
    })
    expect(checkout.status).toBe('paid')
    const lineId = checkout.lineId
    const decliningCard = await saveCard(api, DECLINING_CARD)
    await call(api, 'POST', '/app/payments/cards/setdefault', { cardId: decliningCard })
    await call(api, 'DELETE', '/app/payments/cards', { cardId: goodCard })
    // The eSIM activates on the simulator clock.
    await advance(request, 3)

    // The line card's Manage leads to the line's page, which shows its bill.
    await openAs(page, api.token, '/dashboard/plans')
    await page
      .locator(`[data-line="${lineId}"]`)
      .getByRole('link', { name: /^Manage/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/lines/${lineId}$`))
    await expect(page.getByTestId('bill-status')).toHaveText('Paid up')
    // Plus in Illinois (the order's ZIP 60601): $25 + $1.49 + 8.86% tax on $25, named on the bill as checkout names it.
    await expect(page.getByTestId('bill-amount')).toHaveText('$28.71')
    await expect(page.getByTestId('bill-taxes')).toHaveText('Taxes · Illinois, 8.86%')
    await expect(page.getByTestId('bill-summary')).toContainText('Your primary card will be charged $28.71')
    await expectNoSeriousA11yViolations(page)

    // First renewal: the only card declines; the line is in grace and says until when, and when it is retried.
    await advance(request, 30 * DAY_MINUTES)
    goodCard = await saveCard(api, GOOD_CARD)
    await page.reload()
    await expect(page.getByTestId('bill-status')).toHaveText('Payment due')
    await expect(page.getByTestId('bill-summary')).toContainText(
      /^We could not charge \$28\.71 \(Your card has insufficient funds\)\. Your line stays on until \d{1,2} \w{3} \d{4}: we try your saved cards again on/,
    )

    // Pay now with the good card.
    await page.getByRole('button', { name: 'Pay $28.71 now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Pay $28.71' })
    await expect(dialog.getByRole('radio', { name: /ending 9995/ })).toBeChecked()
    await dialog.getByRole('radio', { name: /ending 4242/ }).check()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Pay $28.71' }).click()
    await expect(page.getByText('Thank you! Your payment went through.')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('bill-status')).toHaveText('Paid up')

    // Second renewal on autopay with the good card primary again.
    await call(api, 'POST', '/app/payments/cards/setdefault', { cardId: goodCard })
    await advance(request, 30 * DAY_MINUTES)
    await page.reload()
    await expect(page.getByTestId('bill-status')).toHaveText('Paid up')
    const { transactions } = await call<{
      transactions: { item: string; successful: boolean; amount: number; last4DigitCard: string | null }[]
    }>(api, 'GET', '/app/payments/transactions')
    const renewals = transactions.filter((txn) => txn.item.startsWith('Plus — renewal'))
    expect(renewals.filter((txn) => txn.successful)).toEqual([
      expect.objectContaining({ amount: 28.71, last4DigitCard: '4242' }),
      expect.objectContaining({ amount: 28.71, last4DigitCard: '4242' }),
    ])
    expect(renewals.filter((txn) => !txn.successful)).toEqual([expect.objectContaining({ last4DigitCard: '9995' })])

    // Lost phone: suspend after the confirmation, then restore.
    await page.getByRole('button', { name: 'Suspend line' }).click()
    const confirm = page
      .getByRole('alertdialog', { name: 'Suspend this line?' })
      .or(page.getByRole('dialog', { name: 'Suspend this line?' }))
    await expect(confirm).toContainText('No renewal is charged while it is suspended')
    await confirm.getByRole('button', { name: 'Suspend line' }).click()
    await expect(page.getByTestId('bill-status')).toHaveText('Suspended: lost phone')
    await expect(page.getByTestId('bill-summary')).toContainText('no renewal is charged')
    await page.getByRole('button', { name: 'Restore line' }).click()
    const restore = page
      .getByRole('alertdialog', { name: 'Restore this line?' })
      .or(page.getByRole('dialog', { name: 'Restore this line?' }))
    await restore.getByRole('button', { name: 'Restore line' }).click()
    await expect(page.getByText('Your line is back on.')).toBeVisible()
    await expect(page.getByTestId('bill-status')).toHaveText('Paid up')

    // Autopay off, from the switch.
    await page.getByRole('switch', { name: 'Autopay' }).click()
    await expect(page.getByText('Autopay is off: pay each renewal before its date.')).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Autopay' })).toHaveAttribute('aria-checked', 'false')
    expect(pageErrors).toEqual([])
  },
)

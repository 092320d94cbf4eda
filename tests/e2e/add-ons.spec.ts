import { expect, type APIRequestContext } from '@playwright/test'
import { advance, call, DAY_MINUTES, openAs, test } from './line-care-support'
import { API_HEADERS, expectNoSeriousA11yViolationsAtBothWidths, ONE_WIDTH } from './support'

/**
 * Add-ons on a line's page in Chromium against the real server, run once at 375 px with the accessibility scan at
 * both widths (a dialog with a date field and a card list, a list of bought add-ons): ten days into a Plus period
 * (20 GB, Illinois's 8.86% tax) the customer adds 3 GB ($12 + $1.06) and sees the data bar's allowance grow; then
 * buys a Europe pass starting in five days ($25 + $2.22), cancels it before it starts and sees the refund, in the page
 * and the order history.
 */

/** The simulator's day `days` from now (YYYY-MM-DD), as the pass's date field takes it. */
async function simulatorDay(request: APIRequestContext, days: number) {
  const clock = (await (await request.get('/dev/carrier/clock')).json()) as { simulatorTime: string }
  return new Date(Date.parse(clock.simulatorTime) + days * DAY_MINUTES * 60_000).toISOString().slice(0, 10)
}

// The journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 120_000 })

test(
  'add-ons: 3 GB added to the data bar; a travel pass bought, then cancelled and refunded',
  ONE_WIDTH,
  async ({ page, request, lineCustomer: { api, lineId }, pageErrors }) => {
    await advance(request, 10 * DAY_MINUTES)
    await openAs(page, api.token, `/dashboard/lines/${lineId}`)

    const usage = page.getByRole('region', { name: 'Usage this period' })
    const dataBar = usage.getByRole('progressbar', { name: 'Data used' })
    await expect(dataBar).toHaveAttribute('aria-valuetext', /of 20\.00 GB/)
    await expect(usage.getByTestId('usage-added')).toHaveCount(0)
    const before = Number(await dataBar.getAttribute('aria-valuenow'))

    // Add 3 GB: the price with the line's state tax before paying, on the primary card.
    const addOns = page.getByRole('region', { name: 'Add-ons' })
    await addOns.getByRole('button', { name: 'Add 3 GB data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add 3 GB data?' })
    await expect(dialog.getByLabel('What is charged now')).toHaveText(/3 GB data\$12\.00Taxes · Illinois, 8\.86%\$1\.06Charged now\$13\.06/)
    await expect(dialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked()
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await dialog.getByRole('button', { name: 'Pay $13.06' }).click()
    await expect(addOns.getByText('3 GB data is on your line. We charged $13.06 to your card ending 4242.')).toBeVisible()
    await expect(dialog).toBeHidden()

    // The bar's allowance grew by 3 GB: the same data used is a smaller share of it.
    await expect(dataBar).toHaveAttribute('aria-valuetext', /of 23\.00 GB/)
    await expect(usage.getByTestId('usage-added')).toHaveText('+3.00 GB added')
    // The chart's allowance line steps up today, said in words under it.
    await expect(usage.getByTestId('usage-allowance-note')).toHaveText(
      /^Allowance 20\.00 GB, raised by added data to 23\.00 GB on \d{1,2} \w{3}\.$/,
    )
    await usage.getByText('Data used this period').scrollIntoViewIfNeeded()
    await expect(usage.getByTestId('usage-chart').locator('canvas')).toBeVisible()
    expect(Number(await dataBar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(before)
    await expect(addOns.getByRole('list', { name: 'Your add-ons' }).getByRole('listitem')).toHaveText([/3 GB data.*\$13\.06.*Active/])

    // A Europe pass from five days on, bought and then cancelled before it starts.
    const firstDay = await simulatorDay(request, 5)
    await addOns.getByRole('button', { name: 'Buy Europe pass, 7 days' }).click()
    const pass = page.getByRole('dialog', { name: 'Buy Europe pass, 7 days?' })
    await expect(pass.getByRole('button', { name: 'Pay $27.22' })).toBeDisabled()
    await pass.getByLabel('First day').fill(firstDay)
    await pass.getByRole('button', { name: 'Pay $27.22' }).click()
    await expect(addOns.getByText('Europe pass, 7 days is on your line. We charged $27.22 to your card ending 4242.')).toBeVisible()
    const row = addOns.getByRole('list', { name: 'Your add-ons' }).getByRole('listitem').filter({ hasText: 'Europe pass, 7 days' })
    await expect(row).toContainText('Upcoming')

    await row.getByRole('button', { name: 'Cancel Europe pass, 7 days' }).click()
    const cancel = page.getByRole('alertdialog', { name: 'Cancel Europe pass, 7 days?' })
    await expect(cancel).toContainText('$27.22 is refunded to the card you paid with.')
    await cancel.getByRole('button', { name: 'Cancel pass' }).click()
    await expect(addOns.getByText('Europe pass, 7 days is cancelled. We refunded $27.22 to your card.')).toBeVisible()
    await expect(row).toContainText('Cancelled · $27.22 refunded')
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0)

    // The order history: the data, the pass and its refund, each once; the data's PDF receipt.
    const { transactions } = await call<{ transactions: { id: string; item: string; amount: number; successful: boolean }[] }>(
      api,
      'GET',
      '/app/payments/transactions',
    )
    const addOnRows = transactions.filter((txn) => /^(3 GB data|Europe pass)/.test(txn.item))
    expect(addOnRows.map((txn) => [txn.item.replace(/ for .*/, ''), txn.amount])).toEqual([
      ['Europe pass, 7 days — refund (cancelled before it started)', -27.22],
      ['Europe pass, 7 days — add-on', 27.22],
      ['3 GB data — add-on', 13.06],
    ])
    const receipt = await request.get(`/app/payments/transactions/${addOnRows[2].id}/receipt`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${api.token}` },
    })
    expect(receipt.headers()['content-type']).toBe('application/pdf')
    expect(pageErrors).toEqual([])
  },
)

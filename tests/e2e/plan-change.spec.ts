import { expect } from '@playwright/test'
import { advance, call, DAY_MINUTES, openAs, test } from './line-care-support'
import { expectNoSeriousA11yViolations, ONE_WIDTH } from './support'

/**
 * Change plan and usage on a line's page in Chromium against the real server: ten days
 * into the period the customer reads the usage, upgrades Plus to Unlimited with the prorated charge shown before
 * confirming (20 days of the $15 difference, with Illinois's 8.86% tax: $10.89), then schedules a downgrade and cancels it.
 */

// The journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 90_000 })

test(
  'change plan: an upgrade charged prorated, a downgrade scheduled then cancelled; usage read',
  ONE_WIDTH,
  async ({ page, request, lineCustomer: { api, lineId }, pageErrors }) => {
    await advance(request, 10 * DAY_MINUTES)
    await openAs(page, api.token, `/dashboard/lines/${lineId}`)

    // Usage: 10 whole days and today, against Plus's 20 GB; talk and text unlimited; the chart and its table.
    const usage = page.getByRole('region', { name: 'Usage this period' })
    await expect(usage.getByTestId('usage-data')).toContainText('of 20.00 GB')
    await expect(usage.getByRole('progressbar', { name: 'Data used' })).toHaveAttribute('aria-valuenow', /^\d+$/)
    await expect(usage.getByTestId('usage-minutes')).toContainText('Unlimited')
    // The chart's box is below the fold: uPlot loads only once the customer scrolls near it. Two frames
    // after the figures drew, the page has had its chance to start it: neither its spinner nor the chart is there.
    const chartBox = usage.getByText('Data used this period')
    expect(await chartBox.evaluate((element) => element.getBoundingClientRect().top - innerHeight)).toBeGreaterThan(200)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(usage.getByTestId('usage-chart')).toHaveCount(0)
    await expect(usage.getByRole('status', { name: 'Loading the chart' })).toHaveCount(0)
    // Its space is kept: what follows does not move when it arrives (a click there would miss).
    const below = page.getByRole('region', { name: 'Change plan' })
    const top = () => below.evaluate((element) => element.getBoundingClientRect().top + scrollY)
    const before = await top()
    await chartBox.scrollIntoViewIfNeeded()
    await expect(usage.getByTestId('usage-chart').locator('canvas')).toBeVisible()
    expect(await top()).toBe(before)
    await usage.getByText('Usage per day as a table').click()
    await expect(usage.getByRole('table').locator('tbody tr')).toHaveCount(11)

    // Upgrade: the prorated charge is shown before confirming.
    const plans = page.getByRole('region', { name: 'Change plan' })
    await plans.getByRole('button', { name: 'Upgrade to Unlimited', exact: true }).click()
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Unlimited?' })
    await expect(upgrade).toContainText('Price difference for 20 days left')
    await expect(upgrade).toContainText('$10.00')
    await expect(upgrade).toContainText('Taxes · Illinois, 8.86%')
    await expect(upgrade).toContainText('$0.89')
    // The card it charges, named before Pay.
    await expect(upgrade).toContainText('Charged now to your Visa ending 4242')
    await expectNoSeriousA11yViolations(page)
    await upgrade.getByRole('button', { name: 'Pay $10.89 and upgrade' }).click()
    await expect(page.getByText('Your line is on Unlimited now. We charged $10.89 to your primary card.')).toBeVisible()
    await expect(upgrade).toBeHidden()
    // The bill follows: Unlimited's renewal is $40 + $1.49 + 8.86% tax on $40.
    await expect(page.getByTestId('bill-amount')).toHaveText('$45.03')

    // Downgrade: scheduled for the renewal, then cancelled.
    await plans.getByRole('button', { name: 'Downgrade to Starter' }).click()
    const downgrade = page.getByRole('dialog', { name: 'Downgrade to Starter?' })
    await expect(downgrade).toContainText('Nothing is charged now')
    await downgrade.getByRole('button', { name: 'Schedule downgrade' }).click()
    await expect(plans.getByTestId('scheduled-plan')).toContainText('Changes to Starter')
    await expect(page.getByTestId('bill-summary')).toContainText('Your plan changes to Starter at that renewal.')
    await expect(page.getByTestId('bill-amount')).toHaveText('$17.82')
    await plans.getByRole('button', { name: 'Cancel change' }).click()
    await expect(page.getByText('The scheduled plan change is cancelled. Your line stays on its plan.')).toBeVisible()
    await expect(plans.getByTestId('scheduled-plan')).toBeHidden()
    await expect(page.getByTestId('bill-amount')).toHaveText('$45.03')

    // The charge is in the order history, once.
    const { transactions } = await call<{ transactions: { item: string; successful: boolean; amount: number }[] }>(
      api,
      'GET',
      '/app/payments/transactions',
    )
    expect(transactions.filter((txn) => txn.item.includes('plan change'))).toEqual([
      expect.objectContaining({ item: 'Unlimited — plan change from Plus (20 days)', amount: 10.89, successful: true }),
    ])
    expect(pageErrors).toEqual([])
  },
)

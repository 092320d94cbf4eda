import { expect } from '@playwright/test'
import { advance, call, DAY_MINUTES, openAs, test } from './line-care-support'
import { expectNoSeriousA11yViolationsAtBothWidths, ONE_WIDTH } from './support'

/**
 * Notifications and the data alert in Chromium against the real server, run once at 375 px with the accessibility
 * scan at both widths (a table of switches at 1280 px):
 * the customer turns data alerts by text on and keeps only the 90% alert of their line; the simulator clock moves a
 * day at a time until the line has used 90% of its 20 GB; the alert arrives once in the email outbox and once in
 * the text outbox (both on /dev/outbox); the email's unsubscribe link, opened without signing in, turns the data
 * alert emails off.
 */

// The journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 180_000 })

test(
  'the 90% alert arrives once by email and once by text as the clock moves usage past it; its unsubscribe link works',
  ONE_WIDTH,
  async ({ page, request, lineCustomer: { api, lineId, mdn, email }, pageErrors }) => {
    await openAs(page, api.token, '/dashboard/notifications')

    const channels = page.getByRole('table', { name: 'Notices and their channels' })
    await expect(channels.getByRole('switch', { name: 'Data alerts by email' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByText('+1 ••• ••• 0123')).toBeVisible()
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await channels.getByRole('switch', { name: 'Data alerts by text message' }).click()
    await expect(channels.getByRole('switch', { name: 'Data alerts by text message' })).toHaveAttribute('aria-checked', 'true')
    const perLine = page.getByRole('list', { name: 'Data alerts per line' })
    for (const percent of ['75%', '100%']) {
      const toggle = perLine.getByRole('switch', { name: new RegExp(`^${percent} alert for `) })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-checked', 'false')
    }
    await expect(perLine.getByRole('switch', { name: /^90% alert for / })).toHaveAttribute('aria-checked', 'true')

    // The simulator's clock moves a day at a time (each move runs the alert job) until 90% of the data is used. Usage is
    // a hash of the line and the day, so a period can end short of 90%: autopay renews it and the next one gets there.
    const used = async () => {
      const usage = await call<{ used: { dataMb: number }; allowance: { dataMb: number } }>(
        api,
        'GET',
        `/app/line-care/lines/${lineId}/usage`,
      )
      return (usage.used.dataMb / usage.allowance.dataMb) * 100
    }
    // Every customer of these journeys has the same phone number, and the simulator clock moves every line: count only
    // the texts that name this customer's line.
    const lineLabel = `(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}`
    const texts = async () =>
      ((await (await request.get('/dev/outbox/texts.json')).json()) as { to: string; text: string }[]).filter(
        (text) => text.to === '+12025550123' && text.text.includes(`${lineLabel} has used`),
      )
    let percent = await used()
    for (let day = 0; day < 59 && percent < 90; day += 1) {
      await advance(request, DAY_MINUTES)
      percent = await used()
    }
    expect(percent).toBeGreaterThanOrEqual(90)
    await advance(request, 60)

    const mails = async () =>
      ((await (await request.get('/dev/outbox.json')).json()) as { to: string; subject: string; text: string }[]).filter(
        (mail) => mail.to === email && /has used \d+% of its data/.test(mail.subject),
      )
    await expect
      .poll(async () => (await mails()).map((mail) => mail.subject.replace(/^.* has used/, 'has used')))
      .toEqual(['has used 90% of its data'])
    await expect.poll(async () => (await texts()).length).toBe(1)
    expect((await texts())[0].text).toMatch(/has used 90% of its data \([\d.]+ GB of 20\.00 GB\)/)

    // The outbox page shows both.
    await page.goto('/dev/outbox')
    await expect(page.getByRole('heading', { name: 'Text messages' })).toBeVisible()
    await expect(page.getByText(/has used 90% of its data \(/).first()).toBeVisible()

    // The email's unsubscribe link, in a browser that is not signed in.
    const link = /http:\/\/[^\s]+\/unsubscribe\?token=[\w.-]+/.exec((await mails())[0].text)![0]
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(new URL(link).pathname + new URL(link).search)
    await expect(visitor.getByText(/^Stop Data alerts by email to a•••@e2e\.example\?/)).toBeVisible()
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(visitor.getByText('You will no longer get data alerts by email.')).toBeVisible()
    await visitor.close()

    await openAs(page, api.token, '/dashboard/notifications')
    await expect(channels.getByRole('switch', { name: 'Data alerts by email' })).toHaveAttribute('aria-checked', 'false')
    await expect(channels.getByRole('switch', { name: 'Data alerts by text message' })).toHaveAttribute('aria-checked', 'true')
    expect(pageErrors).toEqual([])
  },
)

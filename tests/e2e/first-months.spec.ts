import { writeFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { luhnCheckDigit } from '@server/carrier/simulator'
import { API_HEADERS, atBothWidths, gotoHydrated, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * One new customer's first months in Chromium against the real server, through the pages where a customer does
 * it: register; buy Unlimited with a new card on the payment page, "Save this card for automatic renewals" ticked;
 * My Account → Payment shows the card as primary; three renewals on the carrier clock (paid by that card; declined
 * on a second, primary card and paid by the first; declined on every card, so the line is in grace, then paid from
 * the line's page); the add-on and travel pass dialogs (the pass cancelled and refunded); Switch to a new phone
 * (eSIM) once SIM change lock is off; a data alert; the number-lock card's transfer PIN, and the port-out by another
 * carrier. What a customer cannot do is a dev route: the clock (/dev/carrier/advance), another carrier's port-out
 * (/dev/carrier/port-out), and making the sign-in older than the step-up window (/dev/security/forget-proofs), so
 * "Confirm it's you" is asked whatever the time since sign-in. At each step it reads the charges in the order
 * history, the emails and texts the customer got (/dev/outbox.json, /dev/outbox/texts.json) and the line's page.
 */

const PASSWORD = 'First#Months26'
const PHONE = '7700900456'
const VISA = '4242 4242 4242 4242'
/** Saves like any card, declined when charged (insufficient funds). */
const POOR_FUNDS = '4000 0000 0000 9995'
const ESIM_IMEI = `35693803564380${luhnCheckDigit('35693803564380')}`
const NEW_PHONE = `35693803000555${luhnCheckDigit('35693803000555')}`
const DAY_MINUTES = 24 * 60
/** Unlimited ($40) on an eSIM in Illinois (ZIP 60601, 8.86%): the first month with activation and fees; each renewal. */
const FIRST_MONTH = '$55.92'
const RENEWAL = '$45.03'

interface Mail {
  id: number
  to: string
  subject: string
  text: string
  attachments: { kind: string; url: string }[]
}
type Row = { item: string; amount: number; successful: boolean; last4DigitCard: string | null }

const main = (page: Page) => page.getByRole('main')
const bill = (page: Page) => page.getByRole('region', { name: 'Your bill' })
const numberLock = (page: Page) => page.getByRole('region', { name: 'Number lock' })
const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' })

/** Everything the customer received, oldest first, and what is new since the last look. */
function outboxOf(request: APIRequestContext, email: string) {
  const seen = new Set<number>()
  let textsSeen = 0
  const mails = async () => {
    const response = await request.get('/dev/outbox.json')
    expect(response.ok()).toBe(true)
    return ((await response.json()) as Mail[]).filter((mail) => mail.to === email).toReversed()
  }
  const texts = async () => {
    const response = await request.get('/dev/outbox/texts.json')
    expect(response.ok()).toBe(true)
    return ((await response.json()) as { to: string; text: string }[])
      .filter((text) => text.to.endsWith(PHONE))
      .map((text) => text.text)
      .toReversed()
  }
  return {
    mails,
    texts,
    /** The subjects of the mails since the last look (mails written with an event are in the outbox at once). */
    async newMails(): Promise<Mail[]> {
      const fresh = (await mails()).filter((mail) => !seen.has(mail.id))
      for (const mail of fresh) seen.add(mail.id)
      return fresh
    },
    async newTexts(): Promise<string[]> {
      const all = await texts()
      const fresh = all.slice(textsSeen)
      textsSeen = all.length
      return fresh
    },
  }
}
const subjects = (mails: Mail[]) => mails.map((mail) => mail.subject)

async function advance(request: APIRequestContext, minutes: number) {
  const response = await request.post('/dev/carrier/advance', { data: { minutes } })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The order history as the customer's session reads it, oldest first: [item, amount, paid, card]. */
async function history(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
  const response = await request.get('/app/payments/transactions', { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const { transactions } = (await response.json()) as { transactions: Row[] }
  return transactions.toReversed().map((row) => [row.item, row.amount, row.successful, row.last4DigitCard])
}

/** The sandbox's hosted page: a card's details, then its button (Pay, or Save card). */
async function fillCard(page: Page, number: string, button: RegExp) {
  await page.getByLabel('Card holder name').fill('Nadia Newman')
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('1230')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: button }).click()
}

/** My Account → Payment → Add a card, on the hosted card-saving page. */
async function addCard(page: Page, number: string) {
  await page.goto('/dashboard/payment')
  await savedCards(page).getByRole('button', { name: 'Add a card' }).click()
  await fillCard(page, number, /^Save card$/)
  await expect(page).toHaveURL(/\/dashboard\/payment$/)
  await expect(page.getByText('Your card was saved successfully!', { exact: true })).toBeVisible()
}
const tileOf = (page: Page, last4: string) =>
  savedCards(page)
    .getByRole('article')
    .filter({ hasText: `•••• ${last4}` })

/** "Confirm it's you" with the password, after the dev route made the sign-in older than the step-up window. */
async function confirmItsYou(page: Page) {
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" })
  await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(confirm).toHaveCount(0)
}

test(
  "a new customer's first months: the card kept, three renewals, add-ons, a new eSIM, a data alert, a port-out",
  ONE_WIDTH,
  async ({ page, request }, testInfo) => {
    // Four months of the carrier clock, seven hosted card pages and a day-by-day wait for a data alert.
    test.setTimeout(300_000)
    // A step that waits for what never comes fails in seconds, not at the end of the whole journey's budget.
    page.setDefaultTimeout(20_000)
    const errors = trackPageErrors(page)
    const email = `first-months-${testInfo.project.name}-${Date.now()}@e2e.example`
    const outbox = outboxOf(request, email)
    const charges: (string | number | boolean | null)[][] = []
    let lineId = ''
    const linePage = () => page.goto(`/dashboard/lines/${lineId}`)
    /** The line's page at 375 and 1280 px, for a person to look at (kept with the test's output). */
    const screenshot = async (name: string) => {
      const size = page.viewportSize()!
      await atBothWidths(page, async (width) => {
        // Every section loaded (their spinners say "Loading …"), seen from the top of the page.
        await expect(main(page).getByRole('status', { name: /^Loading/ })).toHaveCount(0)
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.screenshot({ path: testInfo.outputPath(`line-${name}-${width}.png`), fullPage: true })
      })
      await page.setViewportSize(size)
    }

    await test.step('register: signed in, nothing sent; texts on for data alerts, payment failures and add-ons', async () => {
      await gotoHydrated(page, '/register')
      await main(page).getByLabel('First name', { exact: true }).fill('Nadia')
      await main(page).getByLabel('Last name', { exact: true }).fill('Newman')
      await main(page).getByLabel('Email address', { exact: true }).fill(email)
      await main(page).getByLabel('Phone number', { exact: true }).fill(PHONE)
      await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD)
      await main(page).getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
      await main(page)
        .getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })
        .check()
      await main(page).getByRole('button', { name: 'Create account' }).click()
      await expect(main(page).getByRole('heading', { name: 'Hello, Nadia' })).toBeVisible()
      expect(await outbox.newMails()).toEqual([])

      await page.goto('/dashboard/notifications')
      const channels = page.getByRole('table', { name: 'Notices and their channels' })
      for (const kind of ['Data alerts', 'Payment failures', 'Add-on confirmations']) {
        const toggle = channels.getByRole('switch', { name: `${kind} by text message` })
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-checked', 'true')
      }
    })

    await test.step('buy Unlimited with a new card, the box to keep it ticked: paid, confirmed by email with the receipt', async () => {
      await page.goto('/shop')
      await main(page)
        .getByRole('button', { name: /^Choose Unlimited,/ })
        .click()
      await main(page).locator('[data-in-cart]').getByRole('link', { name: 'Checkout' }).click()
      await expect(page).toHaveURL(/\/cart\/checkout$/)
      await main(page)
        .getByRole('radio', { name: /New number/ })
        .check()
      await main(page).getByLabel('ZIP code').fill('60601')
      await main(page).getByRole('button', { name: 'Continue' }).click()
      await main(page).getByLabel('IMEI').fill(ESIM_IMEI)
      await main(page).getByRole('button', { name: 'Check my phone' }).click()
      await main(page).getByRole('radio', { name: /^eSIM/ }).check()
      await main(page).getByRole('button', { name: 'Continue' }).click()
      await expect(main(page).getByRole('heading', { name: 'Review and pay' })).toBeVisible()
      await main(page)
        .getByRole('radio', { name: /A new card/ })
        .check()
      // Said before paying, and ticked by default.
      await expect(main(page).getByRole('checkbox', { name: 'Save this card for automatic renewals' })).toBeChecked()
      await main(page)
        .getByRole('button', { name: `Pay ${FIRST_MONTH}` })
        .click()
      await expect(page).toHaveURL(/\/pay\//)
      await fillCard(page, VISA, /^Pay/)
      const done = page.getByRole('alertdialog')
      await expect(done.getByRole('heading', { name: 'Payment Successful' })).toBeVisible()
      await done.getByRole('button', { name: 'To Dashboard' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)

      charges.push(['Unlimited — monthly plan', 55.92, true, '4242'])
      expect(await history(page, request)).toEqual(charges)
      const mails = await outbox.newMails()
      expect(subjects(mails)).toEqual(['Your Ring Mobile order is paid: Unlimited', 'A card was added to your Ring Mobile account'])
      expect(mails[0].text).toContain(`We charged ${FIRST_MONTH} to your Visa ending in 4242 for Unlimited.`)
      expect(mails[0].attachments).toEqual([expect.objectContaining({ kind: 'receipt' })])
      const receipt = await request.get(mails[0].attachments[0].url)
      expect(receipt.headers()['content-type']).toBe('application/pdf')
      expect(mails[1].text).toContain(
        'Your Visa ending in 4242 was saved as a payment method of your Ring Mobile account. It is your primary card',
      )
      expect(await outbox.newTexts()).toEqual([])
    })

    await test.step('My Account → Payment: the card from the checkout is kept, as the primary card', async () => {
      await page.goto('/dashboard/payment')
      await expect(savedCards(page).getByRole('article')).toHaveCount(1)
      await expect(tileOf(page, '4242').getByText('Primary', { exact: true })).toBeVisible()
    })

    await test.step('the eSIM activates: the line page says paid up and that the primary card renews it', async () => {
      await advance(request, 3)
      await page.goto('/dashboard/plans')
      await main(page)
        .getByRole('link', { name: /^Manage/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/dashboard\/lines\/[\w-]+$/)
      lineId = /\/dashboard\/lines\/([\w-]+)$/.exec(page.url())![1]
      await expect(bill(page).getByText('Paid up', { exact: true })).toBeVisible()
      await expect(bill(page)).toContainText(`Your primary card will be charged ${RENEWAL}`)
      await expect(bill(page)).not.toContainText('Not active yet')
      await screenshot('after-checkout')
    })

    await test.step('first renewal: charged to the card from the checkout', async () => {
      await advance(request, 30 * DAY_MINUTES)
      await linePage()
      await expect(bill(page).getByText('Paid up', { exact: true })).toBeVisible()
      charges.push(['Unlimited — renewal', 45.03, true, '4242'])
      expect(await history(page, request)).toEqual(charges)
      const mails = await outbox.newMails()
      expect(subjects(mails)).toEqual([`Your Ring Mobile renewal: ${RENEWAL} paid`])
      expect(mails[0].text).toContain(`We charged ${RENEWAL} to your card ending 4242`)
    })

    await test.step('second renewal: a second card made primary declines, the first card pays, the line stays paid up', async () => {
      await addCard(page, POOR_FUNDS)
      await tileOf(page, '9995').getByRole('button', { name: 'Set as primary' }).click()
      await expect(tileOf(page, '9995').getByText('Primary', { exact: true })).toBeVisible()
      await advance(request, 30 * DAY_MINUTES)
      await linePage()
      await expect(bill(page).getByText('Paid up', { exact: true })).toBeVisible()
      charges.push(['Unlimited — renewal (declined)', 45.03, false, '9995'], ['Unlimited — renewal', 45.03, true, '4242'])
      expect(await history(page, request)).toEqual(charges)
      const mails = await outbox.newMails()
      expect(subjects(mails)).toEqual([
        'A card was added to your Ring Mobile account',
        'Your Ring Mobile primary card has changed',
        `Your Ring Mobile renewal: ${RENEWAL} paid`,
      ])
      expect(mails[2].text).toContain(`Your primary card ending 9995 was declined, so we charged ${RENEWAL} to your card ending 4242`)
      expect(await outbox.newTexts()).toEqual([])
    })

    await test.step('third renewal: the first card removed, the only card declines, and the line is in grace', async () => {
      await page.goto('/dashboard/payment')
      await tileOf(page, '4242')
        .getByRole('button', { name: /^Delete / })
        .click()
      await page.getByRole('alertdialog', { name: 'Delete Card?' }).getByRole('button', { name: 'Yes, Delete' }).click()
      await expect(savedCards(page).getByRole('article')).toHaveCount(1)
      await advance(request, 30 * DAY_MINUTES)
      await linePage()
      await expect(bill(page).getByText('Payment due', { exact: true })).toBeVisible()
      await expect(bill(page)).toContainText(
        new RegExp(
          `We could not charge \\${RENEWAL} \\(Your card has insufficient funds\\)\\. Your line stays on until \\d{1,2} \\w{3} \\d{4}`,
        ),
      )
      charges.push(['Unlimited — renewal (declined)', 45.03, false, '9995'])
      expect(await history(page, request)).toEqual(charges)
      expect(subjects(await outbox.newMails())).toEqual([
        'A card was removed from your Ring Mobile account',
        `Your Ring Mobile renewal of ${RENEWAL} failed`,
      ])
      expect(await outbox.newTexts()).toEqual([
        expect.stringMatching(new RegExp(`^Ring Mobile: .*\\${RENEWAL}.*Reply STOP to opt out\\.$`)),
      ])
      await screenshot('in-grace')
    })

    await test.step('in grace, the customer adds the card again, makes it primary and pays from the line page', async () => {
      await addCard(page, VISA)
      await tileOf(page, '4242').getByRole('button', { name: 'Set as primary' }).click()
      await expect(tileOf(page, '4242').getByText('Primary', { exact: true })).toBeVisible()
      await linePage()
      await page.getByRole('button', { name: `Pay ${RENEWAL} now` }).click()
      const dialog = page.getByRole('dialog', { name: `Pay ${RENEWAL}` })
      await expect(dialog.getByRole('radio', { name: /ending 4242/ })).toBeChecked()
      await dialog.getByRole('button', { name: `Pay ${RENEWAL}` }).click()
      await expect(page.getByText('Thank you! Your payment went through.')).toBeVisible()
      await expect(bill(page).getByText('Paid up', { exact: true })).toBeVisible()
      charges.push(['Unlimited — renewal', 45.03, true, '4242'])
      expect(await history(page, request)).toEqual(charges)
      expect(subjects(await outbox.newMails())).toEqual([
        'A card was added to your Ring Mobile account',
        'Your Ring Mobile primary card has changed',
        `Your Ring Mobile renewal: ${RENEWAL} paid`,
      ])
    })

    await test.step('an add-on from its dialog: charged to the primary card, confirmed by email and text', async () => {
      const addOns = page.getByRole('region', { name: 'Add-ons' })
      await addOns.getByRole('button', { name: 'Add 1 GB data' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add 1 GB data?' })
      await expect(dialog.getByRole('radio', { name: /Visa ending 4242/ })).toBeChecked()
      const pay = dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ })
      const price = (await pay.textContent())!.replace('Pay ', '')
      await pay.click()
      await expect(addOns.getByText(`1 GB data is on your line. We charged ${price} to your card ending 4242.`)).toBeVisible()
      const rows = await history(page, request)
      charges.push([expect.stringMatching(/^1 GB data — add-on for /) as unknown as string, Number(price.slice(1)), true, '4242'])
      expect(rows).toEqual(charges)
      expect(subjects(await outbox.newMails())).toEqual([expect.stringMatching(/^1 GB data added to /)])
      expect(await outbox.newTexts()).toEqual([expect.stringMatching(/^Ring Mobile: 1 GB data /)])
    })

    await test.step('a travel pass bought, then cancelled before it starts: refunded, emailed with a credit note', async () => {
      const clock = (await (await request.get('/dev/carrier/clock')).json()) as { simulatorTime: string }
      const firstDay = new Date(Date.parse(clock.simulatorTime) + 5 * DAY_MINUTES * 60_000).toISOString().slice(0, 10)
      const addOns = page.getByRole('region', { name: 'Add-ons' })
      await addOns.getByRole('button', { name: 'Buy Europe pass, 7 days' }).click()
      const dialog = page.getByRole('dialog', { name: 'Buy Europe pass, 7 days?' })
      await dialog.getByLabel('First day').fill(firstDay)
      const pay = dialog.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ })
      const price = (await pay.textContent())!.replace('Pay ', '')
      await pay.click()
      await expect(addOns.getByText(`Europe pass, 7 days is on your line. We charged ${price} to your card ending 4242.`)).toBeVisible()
      const row = addOns.getByRole('list', { name: 'Your add-ons' }).getByRole('listitem').filter({ hasText: 'Europe pass, 7 days' })
      await row.getByRole('button', { name: 'Cancel Europe pass, 7 days' }).click()
      const cancel = page.getByRole('alertdialog', { name: 'Cancel Europe pass, 7 days?' })
      await expect(cancel).toContainText(`${price} is refunded to the card you paid with.`)
      await cancel.getByRole('button', { name: 'Cancel pass' }).click()
      await expect(addOns.getByText(`Europe pass, 7 days is cancelled. We refunded ${price} to your card.`)).toBeVisible()
      await expect(row).toContainText(`Cancelled · ${price} refunded`)

      const amount = Number(price.slice(1))
      charges.push(
        [expect.stringMatching(/^Europe pass, 7 days — add-on for /) as unknown as string, amount, true, '4242'],
        [expect.stringMatching(/refund/i) as unknown as string, -amount, true, '4242'],
      )
      expect(await history(page, request)).toEqual(charges)
      const mails = await outbox.newMails()
      expect(subjects(mails)).toEqual([expect.stringMatching(/^Europe pass, 7 days added to /), `Your Ring Mobile refund of ${price}`])
      expect(mails[1].text).toContain(`We refunded ${price} to your Visa ending in 4242 for Europe pass, 7 days`)
      expect(mails[1].attachments).toEqual([expect.objectContaining({ kind: 'creditNote' })])
      expect((await request.get(mails[1].attachments[0].url)).headers()['content-type']).toBe('application/pdf')
      expect(await outbox.newTexts()).toHaveLength(1)
    })

    await test.step('Switch to a new phone: SIM change lock turned off (after "Confirm it\'s you"), a new eSIM, and a notice', async () => {
      expect((await request.post('/dev/security/forget-proofs', { data: { email } })).ok()).toBe(true)
      const simLock = numberLock(page).getByRole('switch', { name: 'SIM change lock' })
      await expect(simLock).toHaveAttribute('aria-checked', 'true')
      await simLock.click()
      await confirmItsYou(page)
      await expect(simLock).toHaveAttribute('aria-checked', 'false')
      // Turning a lock off is a change the customer must hear about, at once.
      expect(subjects(await outbox.newMails())).toEqual(['A number lock was turned off'])

      await page.getByRole('region', { name: 'Your phone' }).getByRole('button', { name: 'Switch to a new phone' }).click()
      const dialog = page.getByRole('dialog', { name: 'Switch to a new phone' })
      await dialog.getByLabel("New phone's IMEI").fill(NEW_PHONE)
      await dialog.getByRole('button', { name: 'Check phone' }).click()
      await expect(dialog.getByRole('radio', { name: /eSIM, at once/ })).toBeChecked()
      await dialog.getByRole('button', { name: 'Switch to eSIM' }).click()
      const done = page.getByRole('dialog', { name: 'Your new eSIM' })
      await expect(done.getByRole('img', { name: 'QR code of your new eSIM' })).toBeVisible()
      await done.getByRole('button', { name: 'Done' }).click()
      const mails = await outbox.newMails()
      expect(subjects(mails)).toEqual(['Your Ring Mobile number is on a new SIM'])
      expect(mails[0].text).toContain('moved to a new eSIM just now.')
      expect(mails[0].text).toContain("If this wasn't you, act now")
      expect(await history(page, request)).toEqual(charges)
      await expect(bill(page).getByText('Paid up', { exact: true })).toBeVisible()
    })

    await test.step('a data alert by email and text once the usage passes 75%, and the usage card shows it', async () => {
      // The clock moves a day at a time until the line's own usage reads 75%; the alert is looked for that day, by
      // its kind: the renewal reminder (three days before the renewal) may come before it or with it.
      const usedPercent = async () => {
        const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
        const response = await request.get(`/app/line-care/lines/${lineId}/usage`, {
          headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
        })
        expect(response.ok()).toBe(true)
        const usage = (await response.json()) as { used: { dataMb: number }; allowance: { dataMb: number } }
        return (usage.used.dataMb / usage.allowance.dataMb) * 100
      }
      const dataAlert = / has used 75% of its data$/
      const reminder = / renews on /
      const earlier: Mail[] = []
      let mails = await outbox.newMails()
      for (let days = 0; (await usedPercent()) < 75 && days < 28; days += 1) {
        earlier.push(...mails)
        await advance(request, DAY_MINUTES)
        mails = await outbox.newMails()
      }
      expect(await usedPercent()).toBeGreaterThanOrEqual(75)
      expect(earlier.filter((mail) => !reminder.test(mail.subject))).toEqual([])
      const alerts = mails.filter((mail) => dataAlert.test(mail.subject))
      expect(subjects(alerts)).toEqual([expect.stringMatching(dataAlert)])
      expect(mails.filter((mail) => !alerts.includes(mail) && !reminder.test(mail.subject))).toEqual([])
      expect(await outbox.newTexts()).toEqual([expect.stringMatching(/^Ring Mobile: .* has used 75% of its data/)])
      await linePage()
      const used = page.getByRole('region', { name: /^Usage this period/ }).getByRole('progressbar', { name: 'Data used' })
      await expect(used).toHaveAttribute('aria-valuetext', /of 51\.00 GB/)
      expect(Number(await used.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(75)
      expect(await history(page, request)).toEqual(charges)
    })

    await test.step("the number-lock card's transfer PIN, then another carrier takes the number", async () => {
      expect((await request.post('/dev/security/forget-proofs', { data: { email } })).ok()).toBe(true)
      await numberLock(page).getByRole('button', { name: 'Transfer my number' }).click()
      await page.getByRole('dialog', { name: 'Transfer my number' }).getByRole('button', { name: 'Get my transfer PIN' }).click()
      await confirmItsYou(page)
      const shown = page.getByRole('dialog', { name: 'Your transfer PIN' })
      const accountNumber = (await shown.getByTestId('transfer-account').textContent())!
      const pin = (await shown.getByTestId('transfer-pin').textContent())!
      expect(pin).toMatch(/^\d{6}$/)
      await shown.getByRole('button', { name: 'Done' }).click()
      expect(subjects(await outbox.newMails())).toEqual(['A transfer PIN was made for your Ring Mobile number'])

      const { lines } = (await (
        await request.get('/app/users/subscriptions', {
          headers: { ...API_HEADERS, Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token') ?? '')}` },
        })
      ).json()) as { lines: { id: string; mdn: string }[] }
      const mdn = lines.find((line) => line.id === lineId)!.mdn
      const ported = await request.post('/dev/carrier/port-out', { data: { mdn, accountNumber, pin } })
      expect(ported.status(), await ported.text()).toBe(200)
      expect(subjects(await outbox.newMails())).toEqual(['Your number has moved to another carrier'])
    })

    await test.step('after the port-out every part of the line page says the number moved, and only the receipts stay', async () => {
      await linePage()
      await expect(numberLock(page)).toContainText('This number has moved to another carrier')
      await expect(bill(page).getByText('Moved to another carrier', { exact: true })).toBeVisible()
      await expect(bill(page)).not.toContainText('Not active yet')
      await expect(bill(page).getByRole('link', { name: 'See receipts' })).toBeVisible()
      await expect(page.getByRole('region', { name: /^Usage this period/ })).toContainText('This number moved to another carrier')
      await expect(page.getByRole('button', { name: 'Switch to a new phone' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Add-ons' }).getByRole('button', { name: /^(Add|Buy) / })).toHaveCount(0)
      await screenshot('ported-out')
      // A month later nothing more is charged or sent.
      await advance(request, 30 * DAY_MINUTES)
      expect(await history(page, request)).toEqual(charges)
      expect(await outbox.newMails()).toEqual([])
    })

    // The whole journey's mail and texts, in order, for the record of the test.
    const everything = [...subjects(await outbox.mails()), ...(await outbox.texts())]
    writeFileSync(testInfo.outputPath('outbox.txt'), everything.join('\n'))
    expect(errors).toEqual([])
  },
)

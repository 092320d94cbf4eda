import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsAtBothWidths, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * /dashboard/payment in Chromium against the real server (playwright.config.ts: a fresh database per run, the
 * sandbox payment provider), as the demo customer: saving a card on the sandbox's hosted page (and giving up on
 * it), making it primary, deleting it, filtering the order history by month and opening a failed payment's
 * details. The saved cards run once, at 375 px, their dialog scanned at both widths; the order history runs at both
 * widths. Both projects (375 px and 1280 px) share the run's database, so each leaves the cards as it found them and
 * finds its own card by a holder name of its own.
 */

const HEADERS = {
  'x-api-key': 'ring-dev-public-key',
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
  Accept: 'application/json',
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

interface Card {
  id: string
  primaryCard: boolean
  cardholderName: string
  last4Digits: string
}
interface Transaction {
  id: string
  transactionTime: string
  item: string
  successful: boolean
  paymentDetails: { paymentMethod?: string | null }
}
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { ...HEADERS, Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

const cardsOf = async (request: APIRequestContext, token: string) =>
  (await get<{ cards?: Card[] }>(request, token, '/app/payments/cards')).cards ?? []

const savedCards = (page: Page) => page.getByRole('region', { name: 'Saved cards' })
const orderHistory = (page: Page) => page.getByRole('region', { name: 'Order history' })
/** A card tile by its holder's name (the demo customer already has a Visa ending in 4242). */
const tileOf = (page: Page, holder: string) => savedCards(page).getByRole('article').filter({ hasText: holder })

/** The sandbox's card-saving page: holder, number, expiry, CVV, Save card. */
async function saveCardOnHostedPage(page: Page, holder: string, number: string) {
  await expect(page).toHaveURL(/\/pay\/session\//)
  await page.getByLabel('Card holder name').fill(holder)
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry (MM/YY)').fill('1231')
  await page.getByLabel('CVV').fill('123')
  await page.getByRole('button', { name: 'Save card' }).click()
}

async function expectNotification(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible()
}

async function openPicker(page: Page): Promise<Locator> {
  await orderHistory(page)
    .getByRole('button', { name: /^Order history month: / })
    .click()
  return page.getByRole('dialog', { name: 'Choose the order history month' })
}

test(
  'saved cards: add one on the hosted page (saved, then given up), make it primary, delete it',
  ONE_WIDTH,
  async ({ signedInPage: page, demoToken: token, request }, testInfo) => {
    // Two hosted card pages and axe scans at both widths: near the default 30 s budget on a busy machine.
    test.setTimeout(60_000)
    const errors = trackPageErrors(page)
    const holder = `Casey ${testInfo.project.name === 'mobile-375' ? 'Mobile' : 'Desktop'}`
    const before = await cardsOf(request, token)

    await test.step('the saved cards: brand, holder, last four, expiry; Primary on one', async () => {
      await page.goto('/dashboard/payment')
      await expect(savedCards(page).getByRole('article')).toHaveCount(before.length)
      const primary = before.find((card) => card.primaryCard)!
      // One tile carries the Primary badge (hasText would also match the others' 'Set as primary'): the primary card's.
      const primaryTile = savedCards(page)
        .getByRole('article')
        .filter({ has: page.getByText('Primary', { exact: true }) })
      await expect(primaryTile).toHaveCount(1)
      await expect(primaryTile).toContainText(primary.cardholderName)
      await expect(primaryTile).toContainText(primary.last4Digits)
      await expect(primaryTile.getByRole('button', { name: 'Set as primary' })).toHaveCount(0)
      await expect(savedCards(page).getByRole('img', { name: 'Visa' }).first()).toBeVisible()
    })

    await test.step('Add a card → the sandbox page → 4242 4242 4242 4242 → "Your card was saved successfully!"', async () => {
      await savedCards(page).getByRole('button', { name: 'Add a card' }).click()
      await saveCardOnHostedPage(page, holder, '4242 4242 4242 4242')
      await expect(page).toHaveURL(/\/dashboard\/payment$/)
      await expectNotification(page, 'Your card was saved successfully!')
      await expect(tileOf(page, holder)).toHaveCount(1)
      await expect(tileOf(page, holder)).toContainText('•••• 4242')
      await expect(tileOf(page, holder)).toContainText('Expires 12/31')
      await expect(savedCards(page).getByRole('article')).toHaveCount(before.length + 1)
    })

    await test.step('giving up on the card-saving page: "Something went wrong while saving your card, please try again"', async () => {
      // Like Stripe, the sandbox refuses its declined test number when saving: the page says so and stays open;
      // the customer then gives up with Cancel.
      await savedCards(page).getByRole('button', { name: 'Add a card' }).click()
      await expect(page).toHaveURL(/\/pay\/session\//)
      await page.getByLabel('Card holder name').fill(holder)
      await page.getByLabel('Card number').fill('4000 0000 0000 0002')
      await page.getByLabel('Expiry (MM/YY)').fill('1230')
      await page.getByLabel('CVV').fill('123')
      await page.getByRole('button', { name: /^Save/ }).click()
      await expect(page.getByText('Your card was declined.')).toBeVisible()
      await expect(page).toHaveURL(/\/pay\/session\//)
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page).toHaveURL(/\/dashboard\/payment$/)
      await expectNotification(page, 'Something went wrong while saving your card, please try again')
      await expect(savedCards(page).getByRole('article')).toHaveCount(before.length + 1)
    })

    await test.step('Set as primary: the server says so and the list shows it', async () => {
      await tileOf(page, holder).getByRole('button', { name: 'Set as primary' }).click()
      await expectNotification(page, 'Your primary card was updated')
      await expect(tileOf(page, holder).getByText('Primary', { exact: true })).toBeVisible()
      await expect(savedCards(page).getByText('Primary', { exact: true })).toHaveCount(1)
    })

    await test.step("Delete: 'Delete Card?', Cancel keeps it, 'Yes, Delete' deletes it and another card becomes primary", async () => {
      await tileOf(page, holder)
        .getByRole('button', { name: /^Delete / })
        .click()
      let dialog = page.getByRole('alertdialog', { name: 'Delete Card?' })
      await expect(dialog).toBeVisible()
      await expectNoSeriousA11yViolationsAtBothWidths(page)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
      await expect(tileOf(page, holder)).toHaveCount(1)

      await tileOf(page, holder)
        .getByRole('button', { name: /^Delete / })
        .click()
      dialog = page.getByRole('alertdialog', { name: 'Delete Card?' })
      await dialog.getByRole('button', { name: 'Yes, Delete' }).click()
      await expectNotification(page, 'Your card was deleted')
      await expect(dialog).toBeHidden()
      await expect(tileOf(page, holder)).toHaveCount(0)
      await expect(savedCards(page).getByRole('article')).toHaveCount(before.length)
      await expect(savedCards(page).getByText('Primary', { exact: true })).toHaveCount(1)
    })

    // Leave the primary card where it was, for the other project's run.
    const primary = before.find((card) => card.primaryCard)
    if (primary) {
      const response = await request.post('/app/payments/cards/setdefault', {
        headers: { ...HEADERS, Authorization: `Bearer ${token}` },
        data: { cardId: primary.id },
      })
      expect(response.ok()).toBe(true)
    }
    expect(errors).toEqual([])
  },
)

test("order history: the latest orders, 'See all', a month from the picker, a failed payment's details", async ({
  signedInPage: page,
  demoToken: token,
  request,
}) => {
  const errors = trackPageErrors(page)
  const { transactions } = await get<{ transactions: Transaction[] }>(request, token, '/app/payments/transactions')
  const failed = transactions.find((txn) => !txn.successful)!
  expect(failed).toBeTruthy()
  // The server files payments by UTC month; the picker offers this year and the eleven before it.
  const when = new Date(failed.transactionTime)
  const month = MONTHS[when.getUTCMonth()]
  const year = when.getUTCFullYear()
  const sameMonth = transactions.filter((txn) => txn.transactionTime.startsWith(failed.transactionTime.slice(0, 7)))
  const narrow = (page.viewportSize()?.width ?? 1280) <= 425

  await test.step('the summary: the latest five, newest first, and See all', async () => {
    await page.goto('/dashboard/payment')
    const list = orderHistory(page).getByRole(narrow ? 'list' : 'table', { name: 'Latest orders' })
    await expect(list.getByRole('time')).toHaveCount(Math.min(5, transactions.length))
    await expect(orderHistory(page).getByRole(narrow ? 'table' : 'list')).toHaveCount(0)
  })

  await test.step(`See all, then ${month} ${year} from the month/year picker`, async () => {
    await orderHistory(page).getByRole('button', { name: 'See all' }).click()
    let menu = await openPicker(page)
    await expect(menu.getByText('Year', { exact: true })).toBeVisible()
    await expect(menu.getByRole('group', { name: 'Year' }).getByRole('button')).toHaveCount(12)
    await menu.getByRole('button', { name: String(year), exact: true }).click()
    await expect(menu.getByRole('group', { name: `Months of ${year}` }).getByRole('button')).toHaveCount(12)
    await menu.getByRole('button', { name: month, exact: true }).click()
    // The menu closes 300 ms after the choice; the button shows it.
    await expect(menu).toBeHidden()
    await expect(orderHistory(page).getByRole('button', { name: `Order history month: ${month} ${year}` })).toBeVisible()
    const rows = narrow
      ? orderHistory(page)
          .getByRole('list', { name: `Orders of ${month} ${year}` })
          .getByRole('article')
      : orderHistory(page)
          .getByRole('table', { name: `Orders of ${month} ${year}` })
          .getByRole('row')
          .filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(sameMonth.length)
    // Newest first: the first failed row of the month is the newest failed payment (other specs may add some).
    const failedRows = rows.filter({ hasText: 'Failed' })
    await expect(failedRows).toHaveCount(sameMonth.filter((txn) => !txn.successful).length)
    const failedRow = failedRows.first()
    await expect(failedRow).toHaveAttribute('data-failed', '')
    const brand = BRANDS[failed.paymentDetails.paymentMethod ?? '']
    if (brand) await expect(failedRow.getByRole('img', { name: brand })).toBeVisible()
    menu = page.getByRole('dialog', { name: 'Choose the order history month' })
    await expect(menu).toHaveCount(0)

    await test.step("View on the failed payment: Payment Details with the date as 'DD MMM YYYY'", async () => {
      await failedRow.getByRole('button', { name: /^View payment details/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Payment Details' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText('Failed', { exact: true })).toBeVisible()
      const local = new Date(when.getTime())
      const expected = `${String(local.getDate()).padStart(2, '0')} ${MONTHS[local.getMonth()]} ${local.getFullYear()}`
      await expect(dialog.getByText(expected, { exact: true })).toBeVisible()
      await expect(dialog.getByText('Order total')).toBeVisible()
      await expect(dialog.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await dialog.getByRole('button', { name: 'Close', exact: true }).click()
      await expect(dialog).toBeHidden()
    })
  })

  await test.step('Back to the summary', async () => {
    await orderHistory(page).getByRole('button', { name: 'Back' }).click()
    await expect(orderHistory(page).getByRole('button', { name: 'See all' })).toBeVisible()
  })
  expect(errors).toEqual([])
})

test('the sandbox payment page uses the app font and its pill buttons', async ({ signedInPage: page }) => {
  await page.goto('/dashboard/payment')
  const appFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  await page.getByRole('main').getByRole('button', { name: 'Add a card' }).first().click()
  await expect(page).toHaveURL(/\/pay\//)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(appFont)
  const radius = await page
    .getByRole('button', { name: /^Save|^Pay/ })
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).borderTopLeftRadius))
  const height =
    (
      await page
        .getByRole('button', { name: /^Save|^Pay/ })
        .first()
        .boundingBox()
    )?.height ?? Infinity
  expect(radius).toBeGreaterThanOrEqual(height / 2)
})

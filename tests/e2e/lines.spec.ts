import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { PORT_IN_PIN_REJECTED, PORT_IN_STARTED_NOTICE, SIM_NEEDED_TEXT, SIM_READY_TEXT } from '@contract/port-in'
import { API_HEADERS, expectNoSeriousA11yViolations, installPageClock, ONE_WIDTH, test, trackPageErrors } from './support'

/**
 * /dashboard/plans in Chromium against the real server and its carrier simulator, as the demo customer (an active
 * eSIM line, a physical SIM line awaiting port-in details): nickname a line, see the eSIM QR code, quick-check a
 * carrier SIM and a foreign SIM, check an ineligible and an eligible number, add port-in details with PIN 0000 and
 * see the transfer fail on the simulator's rule, re-submit with another PIN and see it complete once the simulator
 * clock moves on (POST /dev/carrier/advance).
 *
 * The journey is behaviour and runs once (at 375 px); the cards' layout runs at both widths. The journey brings its
 * own number over, on a line it buys first (a port-in checkout paid with the demo's saved Visa), so it finds a line
 * awaiting details whatever ran before it on the worker's server.
 */

const OUR_SIM = '89014102300154782153'
const FOREIGN_SIM = '89012602300154906312'
/** The old carrier answers 10 minutes after a submission on the simulator clock. */
const REVIEW_MINUTES = 11

/** A new physical SIM line for the demo that keeps `msisdn` (the checkout's "keep my number"), paid with the saved Visa. */
async function buyPortInLine(request: APIRequestContext, token: string, msisdn: string) {
  const response = await request.post('/app/checkout', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    data: {
      orderKey: `e2e-lines-${msisdn}-${Date.now()}`,
      planId: 'plan-plus',
      number: { type: 'port', yourNumber: msisdn, zipCode: '60601' },
      imei: '490154203237518',
      simType: 'physical',
      shipping: { addressOne: '225 N Columbus Dr', city: 'Chicago', state: 'IL', zipCode: '60601', country: 'US' },
      cardId: 'card-demo-visa',
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

async function advanceCarrierClock(request: APIRequestContext, minutes: number) {
  const response = await request.post('/dev/carrier/advance', { data: { minutes } })
  expect(response.ok(), await response.text()).toBe(true)
}

const formatted = (msisdn: string) => `(${msisdn.slice(0, 3)}) ${msisdn.slice(3, 6)}-${msisdn.slice(6)}`
const dialog = (page: Page) => page.getByRole('dialog')
const alertDialog = (page: Page) => page.getByRole('alertdialog')
/** The notification with this text (the toaster region). */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first()

test('the line cards: the status badge in the same corner of every card; no empty middle', async ({ signedInPage: page }) => {
  // Layout, at both widths: the seeded eSIM line beside the taller card of the seeded port-in line.
  await page.goto('/dashboard/plans')
  const lines = page.getByRole('list', { name: 'Your lines' })
  const esim = lines.locator('article[data-line="line-demo-esim"]')
  await expect(lines.locator('article[data-line="line-demo-physical"]')).toBeVisible()
  await expect(esim).toBeVisible()
  const cards = await lines.locator('article').all()
  const offsets: number[] = []
  for (const card of cards) {
    const [box, badge] = await Promise.all([card.boundingBox(), card.locator('[data-status]').first().boundingBox()])
    // The badge's top-right corner, from the card's top-right corner, in whole pixels.
    offsets.push(Math.round(badge!.y - box!.y), Math.round(box!.x + box!.width - (badge!.x + badge!.width)))
  }
  expect(new Set(offsets.filter((_, index) => index % 2 === 0)).size, 'badge top offsets').toBe(1)
  expect(new Set(offsets.filter((_, index) => index % 2 === 1)).size, 'badge right offsets').toBe(1)
  // The eSIM card beside a taller port-in card: its actions follow its facts (no stretched gap between).
  const facts = await esim.locator('dl').boundingBox()
  const actions = await esim.getByRole('button', { name: /nickname for/ }).boundingBox()
  expect(actions!.y - (facts!.y + facts!.height)).toBeLessThan(48)
})

test(
  'lines: nickname, eSIM QR code, quick SIM check, add-port-in details, eligibility, port-in failing on PIN 0000, re-submit, completed',
  ONE_WIDTH,
  async ({ signedInPage: page, demoToken, request }) => {
    // A long journey (a purchase, eight dialogs, two carrier answers).
    test.setTimeout(90_000)
    const errors = trackPageErrors(page)
    const msisdn = '3125550177'
    const nickname = 'Work phone'
    await buyPortInLine(request, demoToken, msisdn)
    await page.goto('/dashboard/plans')

    const lines = page.getByRole('list', { name: 'Your lines' })
    const esim = lines.locator('article[data-line="line-demo-esim"]')
    const seededPortIn = lines.locator('article[data-line="line-demo-physical"]')
    const moving: Locator = lines.locator('article').filter({ hasText: `${formatted(msisdn)} (moving in)` })

    await test.step('the lines: number, plan, SIM type and status', async () => {
      await expect(esim.getByText('(202) 555-0143')).toBeVisible()
      await expect(esim.getByText('eSIM · Active')).toBeVisible()
      await expect(seededPortIn.getByText('(312) 555-0199 (moving in)')).toBeVisible()
      await expect(seededPortIn.getByText('Pending', { exact: true })).toBeVisible()
      await expect(moving).toHaveCount(1)
      await expect(moving.getByText('Details needed')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })

    await test.step('nickname the eSIM line (Enter in the input saves)', async () => {
      await esim.getByRole('button', { name: /^Edit nickname for/ }).click()
      await expect(dialog(page).getByRole('heading', { name: 'Edit MDN Nickname' })).toBeVisible()
      await expect(dialog(page).getByText(/Update the nickname for the MDN \(202\)\s555-0143/)).toBeVisible()
      const input = dialog(page).getByLabel('MDN Nickname', { exact: true })
      await input.fill('')
      await dialog(page).getByRole('button', { name: 'Save Changes' }).click()
      await expect(dialog(page).getByText('Please add a nickname')).toBeVisible()
      await input.fill(nickname)
      await input.press('Enter')
      await expect(notice(page, 'Your nickname has been saved.')).toBeVisible()
      await expect(dialog(page)).toHaveCount(0)
      await expect(esim.getByRole('heading', { name: nickname })).toBeVisible()
    })

    await test.step('the eSIM QR code and the manual code', async () => {
      await esim.getByRole('button', { name: 'Show eSIM QR code' }).click()
      await expect(dialog(page).getByRole('img', { name: /eSIM QR code/ })).toBeVisible()
      await expect(dialog(page).getByText('smdp.ringmobile.example')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await dialog(page).getByRole('button', { name: 'Close' }).last().click()
      await expect(dialog(page)).toHaveCount(0)
    })

    await test.step('quick SIM check: one of our SIMs, then a foreign SIM; Next opens the add-port-in dialog', async () => {
      await moving.getByRole('button', { name: 'Quick SIM check' }).click()
      const sim = dialog(page).getByLabel('SIM number', { exact: true })
      await sim.fill(`${OUR_SIM}abc`)
      await expect(sim).toHaveValue(OUR_SIM)
      await dialog(page).getByRole('button', { name: 'Check' }).click()
      await expect(dialog(page).getByText(SIM_READY_TEXT)).toBeVisible()
      await expect(dialog(page).getByRole('button', { name: 'Next' })).toBeVisible()
      // Any edit resets the result.
      await sim.fill(FOREIGN_SIM)
      await expect(dialog(page).getByText(SIM_READY_TEXT)).toHaveCount(0)
      await dialog(page).getByRole('button', { name: 'Check' }).click()
      await expect(dialog(page).getByText(SIM_NEEDED_TEXT)).toBeVisible()
      await dialog(page).getByRole('button', { name: 'Next' }).click()
      // SPEC §2: Next opens the add-port-in dialog.
      await expect(dialog(page).getByRole('heading', { name: "Let's port in your number" })).toBeVisible()
      await expect(dialog(page).getByText('Please provide your old carrier details')).toBeVisible()
    })

    await test.step('add port-in details with PIN 0000: stored (temp/update add-portIn-details), then the eligibility check', async () => {
      await dialog(page).getByLabel('Billing account number', { exact: true }).fill('12345')
      await dialog(page).getByLabel('Account PIN or password', { exact: true }).fill('0000')
      await dialog(page).getByRole('button', { name: 'Save' }).click()
      await expect(dialog(page).getByText('Please enter a valid Number')).toBeVisible()
      await dialog(page).getByLabel('Billing account number', { exact: true }).fill('123456789')
      await dialog(page).getByRole('button', { name: 'Save' }).click()
      await expect(notice(page, 'Your old carrier details are saved. Next, we check that your number can move.')).toBeVisible()
      await expect(dialog(page).getByLabel('Number to bring', { exact: true })).toHaveValue(formatted(msisdn))
      await expect(dialog(page).getByLabel('ZIP code', { exact: true })).toHaveValue('60601')
    })

    await test.step('an ineligible number (ending 0000): notification and the Oops! dialog; then an eligible one', async () => {
      await dialog(page).getByLabel('Number to bring', { exact: true }).fill('(312) 555-0000')
      await dialog(page).getByRole('button', { name: 'Verify' }).click()
      await expect(alertDialog(page).getByRole('heading', { name: 'Oops!' })).toBeVisible()
      await expect(alertDialog(page).getByText('This number is not eligible for port-in.')).toBeVisible()
      await expect(
        page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'This number is not eligible for port-in.' }),
      ).toBeVisible()
      await alertDialog(page).getByRole('button', { name: 'Try again' }).click()
      await dialog(page).getByLabel('Number to bring', { exact: true }).fill(formatted(msisdn))
      await dialog(page).getByRole('button', { name: 'Verify' }).click()
      await expect(dialog(page).getByRole('heading', { name: 'Good News! Your number is eligible for port-in' })).toBeVisible()
    })

    await test.step('Continue: the details already given go at once; started, then refused by the old carrier', async () => {
      // The page's clock from here: the stay-open notice is checked 5.5 s on without waiting them out.
      await installPageClock(page)
      await dialog(page).getByRole('button', { name: 'Continue' }).click()
      await expect(notice(page, PORT_IN_STARTED_NOTICE)).toBeVisible()
      await expect(dialog(page)).toHaveCount(0)
      await expect(moving.getByText('In review', { exact: true }).first()).toBeVisible()
      // The long notice stays open until closed (a short one closes after 5 s).
      await page.clock.fastForward(5_500)
      await expect(notice(page, PORT_IN_STARTED_NOTICE)).toBeVisible()

      await advanceCarrierClock(request, REVIEW_MINUTES)
      await page.reload()
      // The badge and the tracker say the same word.
      await expect(moving.getByText('Port-in:')).toContainText('Refused')
      await expect(moving.getByText(PORT_IN_PIN_REJECTED)).toBeVisible()
    })

    await test.step('re-submit with another PIN (the refused field highlighted); completed once the clock moves on', async () => {
      await moving.getByRole('button', { name: 'Re-submit' }).click()
      await expect(dialog(page).getByRole('heading', { name: 'Re-submit port-in' })).toBeVisible()
      await expect(dialog(page).getByText('Make sure the details are correct & click Re-submit')).toBeVisible()
      const pin = dialog(page).getByLabel('Account PIN or password', { exact: true })
      await expect(pin).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog(page).getByText(PORT_IN_PIN_REJECTED)).toBeVisible()
      await expect(dialog(page).getByLabel('Billing account number', { exact: true })).toHaveValue('123456789')
      // The refused PIN is not in the lines list: fetched when the dialog opens, prefilled masked.
      await expect(pin).toHaveValue('0000')
      await expect(pin).toHaveAttribute('type', 'password')
      await pin.fill('1357')
      await expect(pin).not.toHaveAttribute('aria-invalid', 'true')
      await dialog(page).getByRole('button', { name: 'Re-submit' }).click()
      await expect(notice(page, 'Your port-in has been re-submitted.')).toBeVisible()
      await expect(moving.getByText('In review', { exact: true }).first()).toBeVisible()

      await advanceCarrierClock(request, REVIEW_MINUTES)
      await page.reload()
      const done = lines.locator('article').filter({ hasText: `${formatted(msisdn)} now works on Ring Mobile.` })
      await expect(done.getByText('Port-in:')).toContainText('Completed')
      await expect(done.getByText('Active', { exact: true })).toBeVisible()
      await expect(done.getByTestId('line-number')).toHaveText(formatted(msisdn))
    })

    expect(errors).toEqual([])
  },
)

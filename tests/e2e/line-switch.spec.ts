import { expect, type Page } from '@playwright/test'
import { SECURITY_MESSAGES } from '@contract/security'
import { carrierIccidFor, luhnCheckDigit } from '@server/carrier/simulator'
import { advance, type Api, call, DAY_MINUTES, GOOD_CARD, newCustomer, openAs, saveCard, test } from './line-care-support'
import { API_HEADERS, expectNoSeriousA11yViolationsAtBothWidths, ONE_WIDTH } from './support'

/**
 * "Switch to a new phone" on a line's page in Chromium against the real server, run once at 375 px with the
 * accessibility scan at both widths (a dialog in steps, a QR code): an eSIM line moves to a new eSIM phone (an IMEI failing Luhn refused first, then the SIM change
 * lock's refusal, then the switch once the lock is off: a new QR code and manual code, the old profile refused by the
 * simulator); a line on a SIM card moves to an eSIM.
 */

const NEW_PHONE = `35693803777111${luhnCheckDigit('35693803777111')}`
const NOT_LUHN = `${NEW_PHONE.slice(0, 14)}${(Number(NEW_PHONE[14]) + 1) % 10}`

const install = (page: Page, activationCode: string) => page.request.post('/dev/carrier/esim/install', { data: { activationCode } })
const currentProfile = async (api: Api, lineId: string) =>
  (await call<{ esim: { activationCode: string } | null }>(api, 'GET', `/app/lines/${lineId}/switch`)).esim?.activationCode ?? null

/** Types the new phone's IMEI, checks it and switches to an eSIM; answers the dialog. */
async function switchToEsim(page: Page, imei: string) {
  const section = page.getByRole('region', { name: 'Your phone' })
  await section.getByRole('button', { name: 'Switch to a new phone' }).click()
  const dialog = page.getByRole('dialog', { name: 'Switch to a new phone' })
  await dialog.getByLabel("New phone's IMEI").fill(imei)
  await dialog.getByRole('button', { name: 'Check phone' }).click()
  return dialog
}

// Each journey's budget, its customer's set-up (the `lineCustomer` fixture) included.
test.describe.configure({ timeout: 120_000 })

test(
  'an eSIM line moves to a new phone: the IMEI checked, the SIM change lock applied, a new eSIM issued and the old one refused',
  ONE_WIDTH,
  async ({ page, lineCustomer: { api, lineId }, pageErrors }) => {
    const oldProfile = (await currentProfile(api, lineId))!
    expect((await install(page, oldProfile)).status()).toBe(200)
    await openAs(page, api.token, `/dashboard/lines/${lineId}`)
    const section = page.getByRole('region', { name: 'Your phone' })
    await expect(section).toContainText('This line is on eSIM · ICCID ending')

    // An IMEI that fails the Luhn check: refused under the field.
    let dialog = await switchToEsim(page, NOT_LUHN)
    await expect(dialog.getByText("This IMEI is not valid. Dial *#06# to see your phone's IMEI.")).toBeVisible()
    // The right one: the phone, its choices; the SIM change lock (on for every new line) refuses, nothing changes.
    await dialog.getByLabel("New phone's IMEI").fill(NEW_PHONE)
    await dialog.getByRole('button', { name: 'Check phone' }).click()
    await expect(dialog).toContainText('Ring Test Phone 5G (eSIM) works on our network and takes an eSIM.')
    await expect(dialog.getByRole('radio', { name: /eSIM, at once/ })).toBeChecked()
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await dialog.getByRole('button', { name: 'Switch to eSIM' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(SECURITY_MESSAGES.simChangeLocked)
    await dialog.getByRole('button', { name: 'Close' }).click()
    // Nothing changed: the downloaded profile is still the line's, so under the lock its code is withheld and a
    // download is refused as locked (409), not as replaced (410).
    expect(await currentProfile(api, lineId)).toBeNull()
    expect((await install(page, oldProfile)).status()).toBe(409)

    // The customer turns the SIM change lock off (just signed in: no second proof asked), then switches.
    const lock = page.getByRole('region', { name: 'Number lock' }).getByRole('switch', { name: 'SIM change lock' })
    await lock.click()
    await expect(lock).toHaveAttribute('aria-checked', 'false')
    dialog = await switchToEsim(page, NEW_PHONE)
    await dialog.getByRole('button', { name: 'Switch to eSIM' }).click()
    const done = page.getByRole('dialog', { name: 'Your new eSIM' })
    await expect(done).toContainText('Your line has a new eSIM. Scan the QR code with your new phone; the old eSIM has stopped working.')
    await expect(done.getByRole('img', { name: 'QR code of your new eSIM' })).toBeVisible()
    const manual = (await done.getByTestId('esim-activation-code').textContent())!
    const newProfile = (await currentProfile(api, lineId))!
    expect(newProfile).toBe(`LPA:1$smdp.ringmobile.example$${manual}`)
    await expectNoSeriousA11yViolationsAtBothWidths(page)
    await done.getByRole('button', { name: 'Done' }).click()

    // The carrier simulator: the old profile no longer installs, the new one does.
    expect((await install(page, oldProfile)).status()).toBe(410)
    expect((await install(page, newProfile)).status()).toBe(200)
    expect(pageErrors).toEqual([])
  },
)

test('a line on a SIM card moves to an eSIM', ONE_WIDTH, async ({ page, request, email, pageErrors }) => {
  const api = await newCustomer(request, email)
  const cardId = await saveCard(api, GOOD_CARD)
  const order = await call<{ status: string; lineId: string }>(api, 'POST', '/app/checkout', {
    orderKey: `e2e-${email}`,
    planId: 'plan-plus',
    number: { type: 'new', zipCode: '60601' },
    imei: `49015420323751${luhnCheckDigit('49015420323751')}`,
    simType: 'physical',
    shipping: { addressOne: '225 N Columbus Dr', addressTwo: '', city: 'Chicago', state: 'IL', zipCode: '60601', country: 'US' },
    cardId,
  })
  expect(order.status).toBe('paid')
  // The kit arrives, is activated by its ICCID, and the line is active on the SIM card; its SIM change lock goes off.
  await advance(request, DAY_MINUTES + 1)
  await call(api, 'POST', `/app/lines/${order.lineId}/sim/activate`, { iccid: carrierIccidFor(order.lineId) })
  await advance(request, 3)
  const unlocked = await request.fetch(`/app/lines/${order.lineId}/locks`, {
    method: 'PUT',
    headers: { ...API_HEADERS, Authorization: `Bearer ${api.token}` },
    data: { simChangeLocked: false },
  })
  expect(unlocked.ok(), await unlocked.text()).toBe(true)

  await openAs(page, api.token, `/dashboard/lines/${order.lineId}`)
  const section = page.getByRole('region', { name: 'Your phone' })
  await expect(section).toContainText('This line is on SIM card.')
  const dialog = await switchToEsim(page, NEW_PHONE)
  await expect(dialog.getByRole('radio', { name: /SIM card by post/ })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Switch to eSIM' }).click()
  const done = page.getByRole('dialog', { name: 'Your new eSIM' })
  await expect(done.getByRole('img', { name: 'QR code of your new eSIM' })).toBeVisible()
  await done.getByRole('button', { name: 'Done' }).click()
  await expect(section).toContainText('This line is on eSIM · ICCID ending')
  const { lines } = await call<{ lines: { id: string; simType: string }[] }>(api, 'GET', '/app/users/subscriptions')
  expect(lines.find((line) => line.id === order.lineId)?.simType).toBe('esim')
  expect((await install(page, (await currentProfile(api, order.lineId))!)).status()).toBe(200)
  expect(pageErrors).toEqual([])
})

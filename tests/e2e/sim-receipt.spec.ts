import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { carrierIccidFor, luhnCheckDigit } from '@server/carrier/simulator'
import { SIM_MESSAGES, wrongSimMessage } from '@contract/sim'
import { pdfText } from '../server/support/pdf-text'
import { advance, call, GOOD_CARD, newCustomer, openAs, saveCard } from './line-care-support'
import { expectNoSeriousA11yViolations, ONE_WIDTH, test } from './support'

/**
 * A shipped SIM card and a receipt in Chromium against the real server: a customer buys a
 * physical SIM line with a kit shipped; the simulator clock moves it through packed, shipped (tracking number) and
 * delivered; the customer activates it with the ICCID printed on the card (a malformed and a wrong one first); then
 * downloads the order's PDF receipt from Payment Details and its text is checked.
 */

const PHYSICAL_IMEI = `49015420323751${luhnCheckDigit('49015420323751')}`
const HOUR = 60

// The journey's budget on a shared machine.
test.describe.configure({ timeout: 120_000 })

test(
  'a shipped SIM card is tracked, activated by its ICCID, and the order has a PDF receipt',
  ONE_WIDTH,
  async ({ page, request, email, pageErrors }) => {
    const api = await newCustomer(request, email, {
      firstName: 'Sam',
      lastName: 'Simkit',
    })
    const cardId = await saveCard(api, GOOD_CARD, 'Sam Simkit')
    const order = await call<{ status: string; lineId: string; transactionId: string }>(api, 'POST', '/app/checkout', {
      orderKey: `e2e-${email}`,
      planId: 'plan-plus',
      number: { type: 'new', zipCode: '60601' },
      imei: PHYSICAL_IMEI,
      simType: 'physical',
      shipping: { addressOne: '225 N Columbus Dr', addressTwo: '', city: 'Chicago', state: 'IL', zipCode: '60601', country: 'US' },
      cardId,
    })
    expect(order.status).toBe('paid')

    await openAs(page, api.token, '/dashboard/plans')
    const card = page.locator(`[data-line="${order.lineId}"]`)
    const delivery = card.getByRole('region', { name: 'SIM card delivery' })
    await expect(delivery).toContainText('Once it arrives, activate it here')
    const steps = delivery.getByRole('list', { name: 'SIM card delivery steps' }).getByRole('listitem')
    await expect(steps).toHaveText([/^Packed/, /^Shipped/, /^Delivered/])
    await expect(steps.nth(0)).toHaveAttribute('data-status', 'current')

    // The simulator clock moves the kit: packed after 2 hours, shipped with a tracking number after 6.
    await advance(request, 2 * HOUR)
    await delivery.getByRole('button', { name: 'Check again' }).click()
    await expect(steps.nth(0)).toHaveAttribute('data-status', 'done')
    await expect(delivery.getByTestId('tracking-number')).toHaveCount(0)
    await advance(request, 4 * HOUR)
    await delivery.getByRole('button', { name: 'Check again' }).click()
    await expect(steps.nth(1)).toHaveAttribute('data-status', 'done')
    await expect(delivery.getByTestId('tracking-number')).toHaveText(/^RM\d{9}US$/)

    // Delivered a day after the order: the instructions and the ICCID field.
    await advance(request, 18 * HOUR)
    await delivery.getByRole('button', { name: 'Check again' }).click()
    await expect(steps.nth(2)).toHaveAttribute('data-status', 'done')
    const field = delivery.getByLabel('SIM card number (ICCID)')
    await expect(delivery).toContainText('Type the 19 or 20 digit SIM number (ICCID) printed on the card')
    await expectNoSeriousA11yViolations(page)

    // A malformed number is caught by the form; another SIM's number costs a try.
    const iccid = carrierIccidFor(order.lineId)
    await field.fill('8901 4100 1234')
    await delivery.getByRole('button', { name: 'Activate SIM' }).click()
    await expect(delivery).toContainText(SIM_MESSAGES.iccidFormat)
    const otherPartial = `${iccid.slice(0, 18)}${iccid[18] === '1' ? '2' : '1'}`
    await field.fill(`${otherPartial}${luhnCheckDigit(otherPartial)}`)
    await delivery.getByRole('button', { name: 'Activate SIM' }).click()
    await expect(delivery).toContainText(wrongSimMessage(4))

    // The number printed on the card activates it; two minutes later the line is active.
    await field.fill(iccid)
    await delivery.getByRole('button', { name: 'Activate SIM' }).click()
    await expect(page.getByText('Your SIM card is activating. It will be ready in a few minutes.')).toBeVisible()
    await expect(card).toContainText('We are activating your SIM card.')
    await advance(request, 3)
    await page.reload()
    await expect(page.locator(`[data-line="${order.lineId}"]`)).toContainText('Your SIM card is active.')
    await expect(page.locator(`[data-line="${order.lineId}"]`).getByRole('region', { name: 'SIM card delivery' })).toHaveCount(0)

    // The order's receipt, from Payment Details in the order history, downloaded with the session's token.
    await page.goto('/dashboard/payment')
    await page
      .getByRole('button', { name: /^View payment details: / })
      .first()
      .click()
    const details = page.getByRole('dialog', { name: 'Payment Details' })
    const downloading = page.waitForEvent('download')
    await details.getByRole('button', { name: /^Download receipt/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`ring-mobile-receipt-${order.transactionId.slice(0, 8)}.pdf`)
    const text = pdfText(await readFile((await download.path())!))
    const after = (label: string) => text[text.indexOf(label) + 1]
    expect(after('Order')).toBe(order.transactionId)
    expect(after('Billed to')).toBe('Sam Simkit')
    expect(after('Paid with')).toBe('Visa ending in 4242')
    expect(text).toContain('Taxes')
    expect(after('Taxes')).toMatch(/^\$\d+\.\d{2}$/)
    expect(after('Total paid')).toMatch(/^\$\d+\.\d{2}$/)
    expect(pageErrors).toEqual([])
  },
)

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cardsAnswerSchema, type SavedCard } from '@contract/cards'
import { checkoutAnswerSchema } from '@contract/checkout'
import { lineBillSchema, type LineBill } from '@contract/line-care'
import { linesAnswerSchema } from '@contract/lines'
import { transactionsAnswerSchema, type Transaction } from '@contract/payments'
import { serverForFile, type TestServer } from './support/harness'
import { advanceClock, DAY_MINUTES } from './support/line-care'
import { CARD_FIELDS, ESIM_ORDER, newOrderKey, submitCardForm } from './support/payments'

/**
 * One new customer through their first months, as the product serves them: every step goes through the API a
 * browser uses (and the sandbox's hosted pages), moves the carrier clock like `/dev/carrier/advance`, and asserts
 * what the customer would see then: the charges in the order history and what the line says. The steps share one
 * customer and run in order; a later step (emails, a move to a new eSIM, a data alert, a port-out) is one more
 * `it` using the same `customer` helpers.
 */

const server = serverForFile()

/** Unlimited ($40) on an eSIM in Illinois (ZIP 60601, 8.86%): the first month with activation and fees. */
const FIRST_MONTH = 55.92
/** Each renewal: $40 + $1.49 regulatory fee + 8.86% of $40 ($3.54). */
const RENEWAL = 45.03
const CARDS = { visa: '4242 4242 4242 4242', poorFunds: '4000 0000 0000 9995' }

/** What the customer's session can do and read; built once by `register`. */
function customerOf(test: TestServer, token: string, email: string) {
  const ok = async (path: string, options: Parameters<TestServer['call']>[1] = {}) => {
    const answer = await test.call(path, { token, ...options })
    expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(300)
    return answer.body
  }
  return {
    email,
    /** The order history, oldest first, as [item, amount, paid, card's last four]. */
    async history(): Promise<[string, number, boolean, string | null][]> {
      const { transactions } = transactionsAnswerSchema.parse(await ok('/app/payments/transactions'))
      return transactions.toReversed().map((row: Transaction) => [row.item, row.amount, row.successful, row.last4DigitCard])
    },
    async cards(): Promise<SavedCard[]> {
      return cardsAnswerSchema.parse(await ok('/app/payments/cards')).cards
    },
    async line(lineId: string) {
      const { lines } = linesAnswerSchema.parse(await ok('/app/users/subscriptions'))
      return lines.find((line) => line.id === lineId)
    },
    async bill(lineId: string): Promise<LineBill> {
      return lineBillSchema.parse(await ok(`/app/line-care/lines/${lineId}`))
    },
    /** Checkout with "A new card" on the hosted page: answers the session's result (line, card kept). */
    async buyWithNewCard(number: string, options: { saveCard?: boolean } = {}) {
      const placed = checkoutAnswerSchema.parse(await ok('/app/checkout', { body: { ...ESIM_ORDER, orderKey: newOrderKey(), ...options } }))
      if (placed.status !== 'redirect') throw new Error('a new card goes to the hosted page')
      expect((await submitCardForm(test, placed.url, CARD_FIELDS(number))).status).toBe(303)
      return (await ok(`/app/payments/session/${placed.sessionId}`)) as { status: string; lineId: string; cardId: string | null }
    },
    /** My Account → Payment → Add a card, on the hosted card-saving page. */
    async addCard(number: string) {
      const page = (await ok('/app/payments/storecardpage', { method: 'POST' })) as { url: string; sessionId: string }
      expect((await submitCardForm(test, page.url, CARD_FIELDS(number))).status).toBe(303)
      return ((await ok(`/app/payments/session/${page.sessionId}`)) as { cardId: string }).cardId
    },
    makePrimary: (cardId: string) => ok('/app/payments/cards/setdefault', { body: { cardId } }),
    buyAddOn: (lineId: string, addOnId: string, cardId: string) =>
      ok(`/app/line-care/lines/${lineId}/add-ons`, { body: { addOnId, cardId, requestKey: randomUUID() } }) as Promise<{
        message: string
      }>,
    lastMail: () => test.lastMail(email),
  }
}

async function register(test: TestServer) {
  const email = 'new.customer@test.example'
  const answer = await test.call('/app/auth/register', {
    body: {
      firstName: 'Nadia',
      lastName: 'Newman',
      email,
      countryCode: '+1',
      contactNumber: '3125550177',
      regPassword: 'First#Months26',
      confirmRegPassword: 'First#Months26',
      acceptTerms: true,
    },
  })
  expect(answer.status, answer.text).toBe(201)
  return customerOf(test, answer.body.token as string, email)
}

const advanceDays = (days: number) => advanceClock(server, days * DAY_MINUTES)
const day = (iso: string | null) => iso?.slice(0, 10)

describe("a new customer's first months", () => {
  let customer: Awaited<ReturnType<typeof register>>
  let lineId: string
  let firstCard: string
  let secondCard: string
  /** The order history so far: each step adds its rows. */
  const charges: [string, number, boolean, string | null][] = []

  it('registers: no cards, no lines, no charges', async () => {
    customer = await register(server)
    expect(await customer.cards()).toEqual([])
    expect(await customer.history()).toEqual([])
  })

  it('buys Unlimited with a new card: the card is kept as the primary card, and the line activates', async () => {
    const paid = await customer.buyWithNewCard(CARDS.visa)
    expect(paid).toMatchObject({ status: 'succeeded', lineId: expect.any(String), cardId: expect.any(String) })
    lineId = paid.lineId
    firstCard = paid.cardId!
    expect(await customer.cards()).toEqual([expect.objectContaining({ id: firstCard, primaryCard: true, last4Digits: '4242' })])
    charges.push(['Unlimited — monthly plan', FIRST_MONTH, true, '4242'])
    expect(await customer.history()).toEqual(charges)

    // The eSIM activates two minutes later on the carrier clock; the bill starts then.
    await advanceClock(server, 3)
    expect(await customer.line(lineId)).toMatchObject({ simStatus: 'active', mdn: expect.stringMatching(/^\d{10}$/) })
    const bill = await customer.bill(lineId)
    expect(bill).toMatchObject({ status: 'current', autopay: true, nextAmount: RENEWAL, openRenewal: null })
    expect(Date.parse(bill.renewsAt!)).toBe(Date.parse((await customer.line(lineId))!.activatedAt!) + 30 * DAY_MINUTES * 60_000)
  })

  it('first renewal: charged to the card from the purchase', async () => {
    const before = await customer.bill(lineId)
    await advanceDays(30)
    const bill = await customer.bill(lineId)
    expect(bill).toMatchObject({ status: 'current', openRenewal: null })
    expect(Date.parse(bill.renewsAt!)).toBe(Date.parse(before.renewsAt!) + 30 * DAY_MINUTES * 60_000)
    charges.push(['Unlimited — renewal', RENEWAL, true, '4242'])
    expect(await customer.history()).toEqual(charges)
    expect((await customer.lastMail())?.text).toContain(`We charged $${RENEWAL} to your card ending 4242`)
  })

  it('second renewal: the new primary card declines, the card from the purchase pays, and the line stays current', async () => {
    // A second card (it has too little money when charged) becomes primary.
    secondCard = await customer.addCard(CARDS.poorFunds)
    await customer.makePrimary(secondCard)
    expect((await customer.cards()).map((card) => [card.last4Digits, card.primaryCard])).toEqual([
      ['9995', true],
      ['4242', false],
    ])
    await advanceDays(30)
    expect(await customer.bill(lineId)).toMatchObject({ status: 'current', openRenewal: null })
    expect((await customer.line(lineId))?.simStatus).toBe('active')
    charges.push(['Unlimited — renewal (declined)', RENEWAL, false, '9995'], ['Unlimited — renewal', RENEWAL, true, '4242'])
    expect(await customer.history()).toEqual(charges)
    expect((await customer.lastMail())?.text).toContain(
      `Your primary card ending 9995 was declined, so we charged $${RENEWAL} to your card ending 4242`,
    )
  })

  it('third renewal: back on the first card as primary, charged once', async () => {
    await customer.makePrimary(firstCard)
    const before = await customer.bill(lineId)
    await advanceDays(30)
    const bill = await customer.bill(lineId)
    expect(bill).toMatchObject({ status: 'current' })
    expect(day(bill.renewsAt)).toBe(day(new Date(Date.parse(before.renewsAt!) + 30 * DAY_MINUTES * 60_000).toISOString()))
    charges.push(['Unlimited — renewal', RENEWAL, true, '4242'])
    expect(await customer.history()).toEqual(charges)
  })

  it('buys an add-on with the primary card: charged once, named in the history, the line still current', async () => {
    const bought = await customer.buyAddOn(lineId, 'data-1gb', firstCard)
    expect(bought.message).toMatch(/^1 GB data is on your line\. We charged \$(\d+\.\d\d) to your card ending 4242\.$/)
    const amount = Number(/\$(\d+\.\d\d)/.exec(bought.message)![1])
    const label = (await customer.bill(lineId)).lineLabel
    charges.push([`1 GB data — add-on for ${label}`, amount, true, '4242'])
    expect(await customer.history()).toEqual(charges)
    expect(await customer.bill(lineId)).toMatchObject({ status: 'current', openRenewal: null })
  })
})

import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addOnAnswerSchema } from '@contract/add-ons'
import { cardsAnswerSchema, type SavedCard } from '@contract/cards'
import { checkoutAnswerSchema } from '@contract/checkout'
import { lineBillSchema, lineUsageSchema, type LineBill } from '@contract/line-care'
import { linesAnswerSchema } from '@contract/lines'
import { transactionsAnswerSchema, type Transaction } from '@contract/payments'
import { lineSecuritySchema, transferPinAnswerSchema } from '@contract/security'
import { serverForFile, type TestServer } from './support/harness'
import { advanceClock, DAY_MINUTES } from './support/line-care'
import { CARD_FIELDS, ESIM_ORDER, imei, newOrderKey, submitCardForm } from './support/payments'
import { pdfText } from './support/pdf-text'

/**
 * One new customer through their first months, as the product serves them: every step goes through the API a
 * browser uses (and the sandbox's hosted pages), moves the carrier clock like `/dev/carrier/advance`, and asserts
 * what the customer would see then: the charges in the order history, the emails and texts that reached them (read
 * from the dev outboxes, /dev/outbox.json and /dev/outbox/texts.json, as a tester reads them) and what the line
 * says. The steps share one customer and run in order.
 */

const server = serverForFile()

/** Unlimited ($40) on an eSIM in Illinois (ZIP 60601, 8.86%): the first month with activation and fees. */
const FIRST_MONTH = 55.92
/** Each renewal: $40 + $1.49 regulatory fee + 8.86% of $40 ($3.54). */
const RENEWAL = 45.03
const CARDS = { visa: '4242 4242 4242 4242', poorFunds: '4000 0000 0000 9995' }
const PASSWORD = 'First#Months26'
/** The customer's phone, where the texts they turned on go. */
const PHONE = '+13125550177'

interface OutboxMail {
  id: number
  to: string
  subject: string
  text: string
  attachments: { kind: string; fileName: string; url: string }[]
}

/**
 * What reached the customer since the last look: the new emails (oldest first) and the new texts to their phone,
 * read from the dev outboxes over HTTP.
 */
function inboxOf(test: TestServer, email: string) {
  const seen = new Set<number>()
  let textsSeen = 0
  return {
    async newMails(): Promise<OutboxMail[]> {
      const answer = await test.call<OutboxMail[]>('/dev/outbox.json')
      expect(answer.status).toBe(200)
      const fresh = answer.body.filter((mail) => mail.to === email && !seen.has(mail.id)).toReversed()
      for (const mail of fresh) seen.add(mail.id)
      return fresh
    },
    async newTexts(): Promise<string[]> {
      const answer = await test.call<{ to: string; text: string }[]>('/dev/outbox/texts.json')
      expect(answer.status).toBe(200)
      const mine = answer.body.filter((text) => text.to === PHONE).toReversed()
      const fresh = mine.slice(textsSeen).map((text) => text.text)
      textsSeen = mine.length
      return fresh
    },
    /** The PDF an outbox attachment link answers, as its drawn texts. */
    async attachment(url: string) {
      const response = await fetch(`${test.url}${url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      return pdfText(new Uint8Array(await response.arrayBuffer()))
    },
  }
}
const subjects = (mails: OutboxMail[]) => mails.map((mail) => mail.subject)
/** The text shown right after a label in a PDF's drawn texts. */
const after = (texts: string[], label: string) => texts[texts.indexOf(label) + 1]

/** What the customer's session can do and read; built once by `register`. */
function customerOf(test: TestServer, firstToken: string, email: string) {
  let token = firstToken
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
    removeCard: (cardId: string) => ok('/app/payments/cards', { method: 'DELETE', body: { cardId } }),
    /** "Pay now" on the line's page. */
    payNow: (lineId: string, cardId: string) => ok(`/app/line-care/lines/${lineId}/pay`, { body: { cardId } }),
    buyAddOn: (lineId: string, addOnId: string, cardId: string) =>
      ok(`/app/line-care/lines/${lineId}/add-ons`, { body: { addOnId, cardId, requestKey: randomUUID() } }) as Promise<{
        message: string
      }>,
    lastMail: () => test.lastMail(email),
    ...inboxOf(test, email),
    /** Signs in again with the password (a fresh proof, as a sensitive change asks), and goes on with that session. */
    async signInAgain() {
      const answer = await test.call('/app/auth/login', { body: { email, password: PASSWORD } })
      expect(answer.status, answer.text).toBe(200)
      token = answer.body.token as string
    },
    turnTextsOn: (kind: string) => ok('/app/notifications/channels', { method: 'PUT', body: { kind, channel: 'text', on: true } }),
    buyTravelPass: (lineId: string, addOnId: string, cardId: string, startDate: string) =>
      ok(`/app/line-care/lines/${lineId}/add-ons`, { body: { addOnId, cardId, startDate, requestKey: randomUUID() } }),
    cancelAddOn: (lineId: string, addOnId: string) => ok(`/app/line-care/lines/${lineId}/add-ons/${addOnId}`, { method: 'DELETE' }),
    moveToNewEsim: (lineId: string, deviceImei: string) =>
      ok(`/app/lines/${lineId}/switch`, { body: { imei: deviceImei, simType: 'esim', requestKey: randomUUID() } }),
    tryMoveToNewEsim: (lineId: string, deviceImei: string) =>
      test.call(`/app/lines/${lineId}/switch`, { token, body: { imei: deviceImei, simType: 'esim', requestKey: randomUUID() } }),
    setLocks: (lineId: string, body: { simChangeLocked?: boolean; portOutLocked?: boolean }) =>
      ok(`/app/lines/${lineId}/locks`, { method: 'PUT', body }),
    async usedPercent(lineId: string) {
      const usage = lineUsageSchema.parse(await ok(`/app/line-care/lines/${lineId}/usage`))
      return (usage.used.dataMb / usage.allowance.dataMb!) * 100
    },
    async security(lineId: string) {
      return lineSecuritySchema.parse(await ok(`/app/lines/${lineId}/security`))
    },
    async transferPin(lineId: string) {
      return transferPinAnswerSchema.parse(await ok(`/app/lines/${lineId}/transfer-pin`, { method: 'POST' }))
    },
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
      regPassword: PASSWORD,
      confirmRegPassword: PASSWORD,
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
    // Registering sends nothing. The customer turns texts on for data alerts and add-ons (email is on by default).
    expect(await customer.newMails()).toEqual([])
    await customer.turnTextsOn('dataAlerts')
    await customer.turnTextsOn('addOnConfirmation')
    await customer.turnTextsOn('paymentFailed')
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
    expect(bill).toMatchObject({ status: 'current', state: 'active', autopay: true, nextAmount: RENEWAL, openRenewal: null })
    expect(Date.parse(bill.renewsAt!)).toBe(Date.parse((await customer.line(lineId))!.activatedAt!) + 30 * DAY_MINUTES * 60_000)
    expect((await customer.line(lineId))?.state).toBe('active')
  })

  it('is emailed the order confirmation with its receipt attached, and told the card was kept as the primary card', async () => {
    const mails = await customer.newMails()
    expect(subjects(mails)).toEqual(['Your Ring Mobile order is paid: Unlimited', 'A card was added to your Ring Mobile account'])
    const [order, card] = mails
    expect(order.text).toContain(`We charged $${FIRST_MONTH} to your Visa ending in 4242 for Unlimited.`)
    expect(order.text).toContain(`Total paid: $${FIRST_MONTH}`)
    expect(order.text).toContain('Your receipt is attached (PDF).')
    expect(order.attachments).toEqual([expect.objectContaining({ kind: 'receipt', fileName: expect.stringMatching(/\.pdf$/) })])
    const receipt = await customer.attachment(order.attachments[0].url)
    expect(receipt).toContain('Receipt')
    expect(after(receipt, 'Total paid')).toBe(`$${FIRST_MONTH}`)
    expect(card.text).toContain(
      'Your Visa ending in 4242 was saved as a payment method of your Ring Mobile account. It is your primary card',
    )
    expect(await customer.newTexts()).toEqual([])
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
    expect(subjects(await customer.newMails())).toEqual([`Your Ring Mobile renewal: $${RENEWAL} paid`])
    expect((await customer.line(lineId))?.state).toBe('active')
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
    // The card saved, made primary, and the renewal paid by the fallback: one email each, no failure notice.
    expect(subjects(await customer.newMails())).toEqual([
      'A card was added to your Ring Mobile account',
      'Your Ring Mobile primary card has changed',
      `Your Ring Mobile renewal: $${RENEWAL} paid`,
    ])
    expect(await customer.newTexts()).toEqual([])
    expect((await customer.line(lineId))?.state).toBe('active')
  })

  it('third renewal: with the first card removed the only card declines, and the line is in grace, told by email and text', async () => {
    await customer.removeCard(firstCard)
    const before = await customer.bill(lineId)
    await advanceDays(30)
    const bill = await customer.bill(lineId)
    expect(bill).toMatchObject({ status: 'pastDue', state: 'grace', openRenewal: expect.objectContaining({ amount: RENEWAL }) })
    // Service goes on for the 3 days of grace.
    expect(Date.parse(bill.openRenewal!.suspendsAt!)).toBe(Date.parse(before.renewsAt!) + 3 * DAY_MINUTES * 60_000)
    expect(await customer.line(lineId)).toMatchObject({ state: 'grace', simStatus: 'active' })
    charges.push(['Unlimited — renewal (declined)', RENEWAL, false, '9995'])
    expect(await customer.history()).toEqual(charges)
    expect(subjects(await customer.newMails())).toEqual([
      'A card was removed from your Ring Mobile account',
      `Your Ring Mobile renewal of $${RENEWAL} failed`,
    ])
    expect(await customer.newTexts()).toEqual([
      expect.stringMatching(new RegExp(`^Ring Mobile: We could not charge \\$${RENEWAL} .*Reply STOP to opt out\\.$`)),
    ])
  })

  it('in grace, saves the first card again, makes it primary and pays from the line page: paid up at once, charged once', async () => {
    firstCard = await customer.addCard(CARDS.visa)
    await customer.makePrimary(firstCard)
    const before = await customer.bill(lineId)
    await customer.payNow(lineId, firstCard)
    const bill = await customer.bill(lineId)
    expect(bill).toMatchObject({ status: 'current', state: 'active', openRenewal: null })
    expect(day(bill.renewsAt)).toBe(day(new Date(Date.parse(before.renewsAt!) + 30 * DAY_MINUTES * 60_000).toISOString()))
    charges.push(['Unlimited — renewal', RENEWAL, true, '4242'])
    expect(await customer.history()).toEqual(charges)
    expect(subjects(await customer.newMails())).toEqual([
      'A card was added to your Ring Mobile account',
      'Your Ring Mobile primary card has changed',
      `Your Ring Mobile renewal: $${RENEWAL} paid`,
    ])
    // The next days of grace try nothing more.
    await advanceDays(1)
    expect(await customer.history()).toEqual(charges)
    expect(await customer.newMails()).toEqual([])
    expect(await customer.newTexts()).toEqual([])
  })

  it('buys an add-on with the primary card: charged once, named in the history, the line still current', async () => {
    const bought = await customer.buyAddOn(lineId, 'data-1gb', firstCard)
    expect(bought.message).toMatch(/^1 GB data is on your line\. We charged \$(\d+\.\d\d) to your card ending 4242\.$/)
    const amount = Number(/\$(\d+\.\d\d)/.exec(bought.message)![1])
    const label = (await customer.bill(lineId)).lineLabel
    charges.push([`1 GB data — add-on for ${label}`, amount, true, '4242'])
    expect(await customer.history()).toEqual(charges)
    expect(await customer.bill(lineId)).toMatchObject({ status: 'current', openRenewal: null })
    expect(subjects(await customer.newMails())).toEqual([`1 GB data added to ${label}`])
    expect(await customer.newTexts()).toEqual([expect.stringMatching(/^Ring Mobile: 1 GB data .*Reply STOP to opt out\.$/)])
  })

  it('buys a travel pass and cancels it before it starts: refunded to the card, emailed with a credit note', async () => {
    const startDate = new Date(Date.parse((await server.call('/dev/carrier/clock')).body.simulatorTime) + 5 * DAY_MINUTES * 60_000)
      .toISOString()
      .slice(0, 10)
    const bought = addOnAnswerSchema.parse(await customer.buyTravelPass(lineId, 'travel-europe-7', firstCard, startDate))
    const pass = bought.addOns.addOns.find((item) => item.name === 'Europe pass, 7 days')!
    expect(pass).toBeDefined()
    const paid = Number(/\$(\d+\.\d\d)/.exec(bought.message)![1])
    const label = (await customer.bill(lineId)).lineLabel
    expect(subjects(await customer.newMails())).toEqual([`Europe pass, 7 days added to ${label}`])
    expect(await customer.newTexts()).toHaveLength(1)

    await customer.cancelAddOn(lineId, pass.id)
    const history = await customer.history()
    charges.push([`Europe pass, 7 days — add-on for ${label}`, paid, true, '4242'])
    expect(history.slice(0, charges.length)).toEqual(charges)
    // The refund is one more row: the amount back, negative, to the same card.
    expect(history.slice(charges.length)).toEqual([[expect.stringMatching(/refund/i), -paid, true, '4242']])
    charges.push(history.at(-1)!)

    const mails = await customer.newMails()
    expect(subjects(mails)).toEqual([`Your Ring Mobile refund of $${paid.toFixed(2)}`])
    expect(mails[0].text).toContain(`We refunded $${paid.toFixed(2)} to your Visa ending in 4242 for Europe pass, 7 days`)
    expect(mails[0].attachments).toEqual([expect.objectContaining({ kind: 'creditNote' })])
    const note = await customer.attachment(mails[0].attachments[0].url)
    expect(note).toContain('Credit note')
    expect(note).not.toContain('Total paid')
    expect(after(note, 'Total refunded')).toBe(`$${paid.toFixed(2)}`)
    expect(after(note, 'Refunded to')).toBe('Visa ending in 4242')
    expect(await customer.bill(lineId)).toMatchObject({ state: 'active' })
  })

  it('moves the line to a new eSIM once SIM change lock is off, and is told, with what to do if it was not them', async () => {
    const newPhone = imei('35693803000444')
    const mdn = (await customer.line(lineId))!.mdn!
    // A new line has SIM change lock on: the move is refused, and that is emailed.
    const refused = await customer.tryMoveToNewEsim(lineId, newPhone)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^SIM change lock is on for this line/)
    expect(subjects(await customer.newMails())).toEqual(['We blocked a change to your Ring Mobile number'])
    // Turning the lock off asks for a recent proof: a fresh sign-in is one.
    await customer.signInAgain()
    expect(await customer.setLocks(lineId, { simChangeLocked: false })).toMatchObject({ simChangeLocked: false, portOutLocked: true })
    // Turning a lock off is a change the customer must hear about, at once.
    expect(subjects(await customer.newMails())).toEqual(['A number lock was turned off'])

    await customer.moveToNewEsim(lineId, newPhone)
    const mails = await customer.newMails()
    expect(subjects(mails)).toEqual(['Your Ring Mobile number is on a new SIM'])
    expect(mails[0].text).toContain(`Your number ••• ${mdn.slice(-4)} moved to a new eSIM just now.`)
    expect(mails[0].text).toContain("If this wasn't you, act now: someone may be taking your number.")
    expect(await customer.history()).toEqual(charges)
    expect((await customer.line(lineId))?.state).toBe('active')
  })

  it('gets a data alert by email and text on the day the usage passes 75% of the data', async () => {
    // The usage simulator adds each day's data as the carrier clock moves a day at a time; the day the line's usage
    // passes 75% is read from the line's own usage, so the alert is looked for on that day, by its kind: the
    // renewal reminder (three days before the renewal) may come before it or after, on a day of its own.
    const dataAlert = / has used 75% of its data$/
    const reminder = / renews on /
    const earlier: OutboxMail[] = []
    let mails = await customer.newMails()
    let percent = await customer.usedPercent(lineId)
    for (let days = 0; percent < 75 && days < 28; days += 1) {
      earlier.push(...mails)
      expect(await customer.newTexts()).toEqual([])
      await advanceDays(1)
      mails = await customer.newMails()
      percent = await customer.usedPercent(lineId)
    }
    expect(percent).toBeGreaterThanOrEqual(75)
    // Nothing but the renewal reminder before that day; the day itself brings the alert (and perhaps the reminder).
    expect(earlier.filter((mail) => !reminder.test(mail.subject))).toEqual([])
    const alerts = mails.filter((mail) => dataAlert.test(mail.subject))
    expect(subjects(alerts)).toEqual([expect.stringMatching(dataAlert)])
    expect(mails.filter((mail) => !alerts.includes(mail) && !reminder.test(mail.subject))).toEqual([])
    expect(alerts[0].text).toMatch(/has used [\d.]+ GB of its 51\.00 GB this period \(75%\)/)
    // Texts are on for data alerts, not for renewal reminders: the alert is the only text.
    expect(await customer.newTexts()).toEqual([expect.stringMatching(/^Ring Mobile: .* has used 75% of its data/)])
    expect(await customer.history()).toEqual(charges)
    expect(await customer.bill(lineId)).toMatchObject({ state: 'active', status: 'current' })
  })

  it('moves the number to another carrier with a transfer PIN; the line then reads as ported out, its receipts kept', async () => {
    const { accountNumber, portOutLocked } = await customer.security(lineId)
    expect(portOutLocked).toBe(true)
    // A transfer PIN asks for a recent proof: a fresh sign-in is one.
    await customer.signInAgain()
    const { pin, mdn } = await customer.transferPin(lineId)
    expect(subjects(await customer.newMails())).toEqual(['A transfer PIN was made for your Ring Mobile number'])

    const ported = await server.call('/dev/carrier/port-out', { body: { mdn, accountNumber, pin } })
    expect(ported.status, ported.text).toBe(200)
    expect(subjects(await customer.newMails())).toEqual(['Your number has moved to another carrier'])
    expect(await customer.newTexts()).toEqual([])

    expect((await customer.line(lineId))?.state).toBe('portedOut')
    expect(await customer.bill(lineId)).toMatchObject({ state: 'portedOut' })
    expect((await customer.security(lineId)).portedOut).toBe(true)
    // Nothing is charged after: the next renewal date passes without a row, and every receipt is still there.
    await advanceDays(30)
    expect(await customer.history()).toEqual(charges)
    expect(subjects(await customer.newMails())).toEqual([])
  })
})

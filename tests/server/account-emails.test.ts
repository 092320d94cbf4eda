import { randomUUID } from 'node:crypto'
import { and, asc, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkoutAnswerSchema } from '@contract/checkout'
import { clientHeaders } from '@contract/headers'
import { newEsimActivationCode } from '@server/carrier/simulator'
import { cards, lines, outbox, plans, simKits, transactions } from '@server/db/schema'
import type { TestCustomerKey } from './support/fixtures'
import { createMailer } from '@server/lib/mailer'
import { emailOf, serverForFile, testConfig } from './support/harness'
import { advanceClock, boughtTravelPass, DAY_MINUTES, lineMaker } from './support/line-care'
import { addCard, CARD_FIELDS, ESIM_ORDER, getPage, imei, newOrderKey, PHYSICAL_IMEI, SHIPPING, submitCardForm } from './support/payments'
import { pdfText } from './support/pdf-text'

/**
 * The emails of a customer's events (an order paid, a refund, a card saved or made primary, a change of SIM), read
 * from the outbox as a tester reads them: each once per event however often the event is sent, in the customer's
 * language, with what a customer needs to read in it.
 */

const server = serverForFile()
const activeLine = lineMaker(server, 'account-emails', '775')

/** Every mail to a customer whose subject starts with `subject`, oldest first. */
const mailsTo = (who: TestCustomerKey, subject: string) =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, emailOf(who)), like(outbox.subject, `${subject}%`)))
    .orderBy(asc(outbox.id))

async function inSpanish(who: TestCustomerKey) {
  const token = await server.signIn(who)
  expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
  return token
}

const usd = (value: string | null) => `$${Math.abs(Number(value)).toFixed(2)}`
const planName = async (id: string) => (await server.db.select().from(plans).where(eq(plans.id, id)))[0].retailName

/** The PDF a transaction's receipt call answers, read as text (one string per drawn text). */
async function documentText(token: string, transactionId: string, language = 'en') {
  const response = await fetch(`${server.url}/app/payments/transactions/${encodeURIComponent(transactionId)}/receipt`, {
    headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${token}`, 'accept-language': language },
  })
  expect(response.status).toBe(200)
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}

describe('the order confirmation', () => {
  it('is sent once for a checkout paid with a saved card, with the receipt amounts, the card and what to do next', async () => {
    const token = await server.signIn('alice')
    const card = await addCard(server, 'alice', { last4: '4242', network: 'visa', primary: true })
    const body = { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id }
    const [first, second] = await Promise.all([
      server.call('/app/checkout', { token, body }),
      server.call('/app/checkout', { token, body }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await server.call('/app/checkout', { token, body })).body).toEqual(first.body)

    const [row] = await server.db.select().from(transactions).where(eq(transactions.id, first.body.transactionId))
    const plan = await planName(ESIM_ORDER.planId)
    const sent = await mailsTo('alice', 'Your Ring Mobile order is paid')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe(`Your Ring Mobile order is paid: ${plan}`)
    expect(sent[0].text).toBe(
      [
        'Hi Alice,',
        `Thank you for your order. We charged ${usd(row.amount)} to your Visa ending in 4242 for ${plan}.`,
        [
          `Order ${row.id}`,
          row.item,
          `Order total: ${usd(row.orderTotal)}`,
          'Activation fee: $10.00',
          'Regulatory fee: $1.49',
          `Taxes: ${usd(row.taxAmount)}`,
          `Total paid: ${usd(row.amount)}`,
        ].join('\n'),
        "Your eSIM is ready: open My Account → Plans on another screen and scan the line's eSIM QR code with your new phone. The line is active a few minutes later.",
        'Your receipt is attached (PDF). It is also in My Account → Payment → Order history.',
        'Ring Mobile',
      ].join('\n\n'),
    )
    // Without SMTP it is in the outbox from the start; the mail job's tick only records it as written.
    expect(sent[0]).toMatchObject({ status: 'pending', attempts: 0 })
    await createMailer(testConfig(), server.db).retryDue()
    expect((await mailsTo('alice', 'Your Ring Mobile order is paid'))[0]).toMatchObject({ status: 'outbox', text: sent[0].text })
  })

  it("is sent once, in the customer's language, for a checkout paid on the payment page however often the page is sent", async () => {
    const token = await inSpanish('bob')
    const orderKey = newOrderKey()
    const opened = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey, imei: PHYSICAL_IMEI, simType: 'physical', shipping: SHIPPING },
    })
    const answer = checkoutAnswerSchema.parse(opened.body)
    if (answer.status !== 'redirect') throw new Error('expected the payment page')
    expect((await submitCardForm(server, answer.url, CARD_FIELDS('4242 4242 4242 4242'))).status).toBe(303)
    expect((await submitCardForm(server, answer.url, CARD_FIELDS('4242 4242 4242 4242'))).status).toBe(303)
    expect((await getPage(server, answer.url)).status).toBe(303)

    const sent = await mailsTo('bob', 'Tu pedido de Ring Mobile está pagado')
    expect(sent).toHaveLength(1)
    const [row] = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.customerId, (await server.customer('bob')).id), eq(transactions.successful, true)))
    expect(sent[0].text).toMatch(/^Hola, Bob:\n\n/)
    expect(sent[0].text).toContain(`Gracias por tu pedido. Cobramos ${usd(row.amount)} a tu Visa terminada en 4242 por`)
    expect(sent[0].text).toContain(`Pedido ${row.id}\n`)
    expect(sent[0].text).toContain('Kit de SIM: $5.00')
    expect(sent[0].text).toContain(`Total pagado: ${usd(row.amount)}`)
    expect(sent[0].text).toContain('Estamos enviando tu kit de SIM.')
    expect(sent[0].text).toContain('Tu recibo va adjunto (PDF). También está en Mi cuenta → Pagos → Historial de pedidos.')
    expect(sent[0].text).not.toMatch(/Your|Thank you|Total paid/)
  })

  it('tells a port-in order how to finish bringing the number', async () => {
    const token = await server.signIn('carol')
    const card = await addCard(server, 'carol', { primary: true })
    const paid = await server.call('/app/checkout', {
      token,
      body: {
        ...ESIM_ORDER,
        orderKey: newOrderKey(),
        cardId: card.id,
        number: { type: 'port', yourNumber: '(312) 555-0142', zipCode: '60602' },
      },
    })
    expect(paid.status, paid.text).toBe(200)
    const [sent] = await mailsTo('carol', 'Your Ring Mobile order is paid')
    expect(sent.text).toContain(
      "To bring your number (312) 555-0142, finish the transfer in My Account → Plans with your old carrier's account details.",
    )
  })
})

describe('a refund', () => {
  it('is emailed once, and its document is a credit note: the refunded amounts, the total refunded and the card', async () => {
    const line = await activeLine('dave')
    const { token, pass } = await boughtTravelPass(server, 'dave', line.id)
    const cancel = () => server.call(`/app/line-care/lines/${line.id}/add-ons/${pass.id}`, { token, method: 'DELETE' })
    // Twice at once (the one that loses the race may answer 409 while the other refunds), then once more.
    const [one, two] = await Promise.all([cancel(), cancel()])
    expect([one.status, two.status]).toContain(200)
    expect((await cancel()).status).toBe(200)

    const [refund] = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lineId, line.id), like(transactions.item, '%refund%')))
    expect(Number(refund.amount)).toBeLessThan(0)
    const total = usd(refund.amount)
    const sent = await mailsTo('dave', 'Your Ring Mobile refund')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe(`Your Ring Mobile refund of ${total}`)
    expect(sent[0].text).toContain(
      `We refunded ${total} to your Visa ending in 4242 for Europe pass, 7 days, which you cancelled before it started.`,
    )
    expect(sent[0].text).toContain(
      `Refunded\nPrice refunded: ${usd(refund.orderTotal)}\nTaxes refunded: ${usd(refund.taxAmount)}\nTotal refunded: ${total}`,
    )
    expect(sent[0].text).toContain('Your credit note is attached (PDF). It is also in My Account → Payment → Order history.')
    expect(sent[0].text).not.toContain('-$')

    const text = await documentText(token, refund.id)
    const after = (label: string) => text[text.indexOf(label) + 1]
    expect(text).toContain('Credit note')
    expect(text).not.toContain('Receipt')
    expect(text).not.toContain('Total paid')
    expect(after('Refund')).toBe(refund.id)
    expect(after('Refunded to')).toBe('Visa ending in 4242')
    expect(after('Price refunded')).toBe(usd(refund.orderTotal))
    expect(after('Taxes refunded')).toBe(usd(refund.taxAmount))
    expect(after('Total refunded')).toBe(total)
    expect(text.join(' ')).not.toContain('-$')

    const spanish = await documentText(token, refund.id, 'es')
    expect(spanish).toContain('Nota de crédito')
    expect(spanish[spanish.indexOf('Total reembolsado') + 1]).toBe(total)
    expect(spanish[spanish.indexOf('Reembolsado a') + 1]).toBe('Visa terminada en 4242')

    // The charge it refunds still has its receipt.
    const [charge] = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lineId, line.id), eq(transactions.successful, true), like(transactions.item, '%add-on%')))
    const receipt = await documentText(token, charge.id)
    expect(receipt).toContain('Receipt')
    expect(receipt[receipt.indexOf('Total paid') + 1]).toBe(total)
  })
})

describe('payment methods', () => {
  it('tells each card saved once, the first as primary, and each change of the primary card', async () => {
    const token = await server.signIn('erin')
    const save = async (number: string) => {
      const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
      expect(open.status).toBe(200)
      expect((await submitCardForm(server, open.body.url, CARD_FIELDS(number))).status).toBe(303)
      expect((await submitCardForm(server, open.body.url, CARD_FIELDS(number))).status).toBe(303)
    }
    await save('4242 4242 4242 4242')
    await save('5555 5555 5555 4444')
    const added = await mailsTo('erin', 'A card was added')
    expect(added.map((mail) => mail.text.split('\n\n')[1])).toEqual([
      'Your Visa ending in 4242 was saved as a payment method of your Ring Mobile account. It is your primary card: renewals and add-ons are charged to it.',
      'Your Mastercard ending in 4444 was saved as a payment method of your Ring Mobile account.',
    ])
    expect(added[0].text).toContain(
      "If this wasn't you, sign in and choose Sign out everywhere in My Account → Settings, change your password, remove the card in My Account → Payment, and contact us at ringmobile.example/contact-us.",
    )

    const saved = await server.rowsOf(cards, 'erin')
    const visa = saved.find((card) => card.last4 === '4242')!
    const mastercard = saved.find((card) => card.last4 === '4444')!
    const makePrimary = (cardId: string) => server.call('/app/payments/cards/setdefault', { token, body: { cardId } })
    expect((await makePrimary(mastercard.id)).status).toBe(200)
    expect((await makePrimary(mastercard.id)).status).toBe(200)
    // The primary card deleted: the other one is primary now, and that is told too.
    expect((await server.call('/app/payments/cards', { token, method: 'DELETE', body: { cardId: mastercard.id } })).status).toBe(200)
    const primary = await mailsTo('erin', 'Your Ring Mobile primary card has changed')
    expect(primary.map((mail) => mail.text.split('\n\n')[1])).toEqual([
      'Your Mastercard ending in 4444 is your primary card now: renewals and add-ons are charged to it.',
      'Your Visa ending in 4242 is your primary card now: renewals and add-ons are charged to it.',
    ])
    expect((await server.db.select().from(cards).where(eq(cards.id, visa.id)))[0].primary).toBe(true)
  })

  it("is told in the customer's language", async () => {
    const token = await inSpanish('frank')
    const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    expect((await submitCardForm(server, open.body.url, CARD_FIELDS('4242 4242 4242 4242'))).status).toBe(303)
    const [mail] = await mailsTo('frank', 'Se agregó una tarjeta')
    expect(mail.subject).toBe('Se agregó una tarjeta a tu cuenta de Ring Mobile')
    expect(mail.text).toContain('Tu Visa terminada en 4242 se guardó como método de pago de tu cuenta de Ring Mobile.')
    expect(mail.text).toContain('Si no fuiste tú, inicia sesión y elige Cerrar sesión en todos lados en Mi cuenta → Ajustes')
    // A card of no brand the sandbox knows is a card all the same.
    const other = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    expect((await submitCardForm(server, other.body.url, CARD_FIELDS('1234 5678 9012 3456'))).status).toBe(303)
    const [, unknown] = await mailsTo('frank', 'Se agregó una tarjeta')
    expect(unknown.text).toContain('Tu tarjeta terminada en 3456 se guardó como método de pago de tu cuenta de Ring Mobile.')
  })
})

describe('a change of SIM or eSIM', () => {
  /** An active eSIM line with a profile and its SIM change lock off (or on). */
  async function esimLine(who: TestCustomerKey, locked = false) {
    const line = await activeLine(who)
    await server.db
      .update(lines)
      .set({ iccid: '89014100000000000011', esimActivationCode: newEsimActivationCode(), simChangeLocked: locked })
      .where(eq(lines.id, line.id))
    const [row] = await server.db.select().from(lines).where(eq(lines.id, line.id))
    return row
  }
  const move = (token: string, lineId: string, body: Record<string, unknown>) =>
    server.call(`/app/lines/${lineId}/switch`, { token, body: { requestKey: randomUUID(), ...body } })
  const IF_NOT_YOU =
    "If this wasn't you, act now: someone may be taking your number.\n" +
    '1. Sign in and choose Sign out everywhere in My Account → Settings, then change your password.\n' +
    '2. Turn on SIM change lock for this line in My Account → Plans → Manage.\n' +
    '3. Contact us right away at ringmobile.example/contact-us, or call Ring Mobile support from any phone.'

  it('tells a move to a new eSIM once, a new eSIM code, a SIM card ordered and activated, with what to do if it was not the customer', async () => {
    const line = await esimLine('grace')
    const token = await server.signIn('grace')
    const number = `••• ${line.mdn!.slice(-4)}`
    const body = { imei: imei('35693803000222'), simType: 'esim', requestKey: randomUUID() }
    const [first, second] = await Promise.all([move(token, line.id, body), move(token, line.id, body)])
    expect([first.status, second.status]).toEqual([200, 200])
    let sent = await mailsTo('grace', 'Your Ring Mobile number is on a new SIM')
    expect(sent.map((mail) => mail.text)).toEqual([
      `Hi Grace,\n\nYour number ${number} moved to a new eSIM just now. The SIM or eSIM it was on before no longer works.\n\n${IF_NOT_YOU}\n\nRing Mobile`,
    ])

    expect((await server.call(`/app/lines/${line.id}/esim/reinstall`, { token, method: 'POST' })).status).toBe(200)
    sent = await mailsTo('grace', 'Your Ring Mobile number is on a new SIM')
    expect(sent).toHaveLength(2)
    expect(sent[1].text).toContain(`A new eSIM (a new QR code) was made for your number ${number} just now.`)

    expect((await move(token, line.id, { imei: PHYSICAL_IMEI, simType: 'physical' })).status).toBe(200)
    const [ordered] = await mailsTo('grace', 'A new SIM card was ordered')
    expect(ordered.text).toContain(`A new SIM card was ordered for your number ${number}. When it is activated, the number moves to it`)
    expect(ordered.text).toContain(IF_NOT_YOU)

    await advanceClock(server, DAY_MINUTES + 1)
    const [kit] = await server.db.select().from(simKits).where(eq(simKits.lineId, line.id))
    const activate = () => server.call(`/app/lines/${line.id}/sim/activate`, { token, body: { iccid: kit.iccid } })
    expect((await activate()).status).toBe(200)
    expect((await activate()).status).toBe(409)
    sent = await mailsTo('grace', 'Your Ring Mobile number is on a new SIM')
    expect(sent).toHaveLength(3)
    expect(sent[2].text).toContain(`Your number ${number} moved to a new SIM card just now.`)
    expect(sent[2].text).toContain(IF_NOT_YOU)
  })

  it("tells nothing changed when the lock refuses (that has its own email), and speaks the customer's language", async () => {
    const token = await inSpanish('heidi')
    const locked = await esimLine('heidi', true)
    expect((await move(token, locked.id, { imei: imei('35693803000333'), simType: 'esim' })).status).toBe(409)
    expect(await mailsTo('heidi', 'Tu número de Ring Mobile está en una SIM nueva')).toEqual([])

    const line = await esimLine('heidi')
    expect((await move(token, line.id, { imei: imei('35693803000333'), simType: 'esim' })).status).toBe(200)
    const [mail] = await mailsTo('heidi', 'Tu número de Ring Mobile está en una SIM nueva')
    expect(mail.text).toContain(`Tu número ••• ${line.mdn!.slice(-4)} acaba de pasar a una eSIM nueva.`)
    expect(mail.text).toContain('Si no fuiste tú, actúa ya')
    expect(mail.text).toContain('2. Activa el Bloqueo de cambio de SIM de esta línea en Mi cuenta → Planes → Administrar.')
  })
})

import { randomUUID } from 'node:crypto'
import { and, desc, eq, like } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { clientHeaders } from '@contract/headers'
import { createApp } from '@server/app'
import { outbox, transactions } from '@server/db/schema'
import { createLogger } from '@server/lib/log'
import { createMailer, writeMail } from '@server/lib/mailer'
import type { TestCustomerKey } from './support/fixtures'
import { emailOf, serverForFile, testConfig } from './support/harness'
import { boughtTravelPass, lineMaker } from './support/line-care'
import { addCard, ESIM_ORDER, newOrderKey } from './support/payments'
import { pdfText } from './support/pdf-text'
import { attachmentsOf, smtpStandInForFile } from './support/smtp-stand-in'

/**
 * The order confirmation carries its receipt and the refund email its credit note as PDF attachments, rendered when
 * the mail goes out (over SMTP, or opened from /dev/outbox) in the customer's saved language: the same bytes as My
 * Account's Download receipt.
 */

const standIn = await smtpStandInForFile()
const server = serverForFile({ smtpUrl: standIn.url })
const activeLine = lineMaker(server, 'mail-attachments', '773')

/** What the mailer logged, one object a line. */
const logged: { level: string; msg: string; mail?: number }[] = []
/** The `mail` job's tick, over the server's outbox, with its log read here. */
const tick = (now?: Date) =>
  createMailer(testConfig({ smtpUrl: standIn.url }), server.db, {
    logger: createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line)) }),
  }).retryDue(now)

const usd = (value: string | null) => `$${Math.abs(Number(value)).toFixed(2)}`
const TRY_AGAIN = '451 4.3.0 Mailbox temporarily unavailable, try again later'

beforeEach(() => {
  standIn.taken.length = 0
  standIn.state.rcptAnswers = []
  logged.length = 0
})

/** The one mail the stand-in took for `who`. */
function takenBy(who: TestCustomerKey) {
  const mails = standIn.taken.filter((mail) => mail.to.includes(`RCPT TO:<${emailOf(who)}>`))
  expect(mails).toHaveLength(1)
  return mails[0]!
}

/** The receipt PDF My Account downloads, in `language`. */
async function download(token: string, transactionId: string, language: string) {
  const response = await fetch(`${server.url}/app/payments/transactions/${encodeURIComponent(transactionId)}/receipt`, {
    headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${token}`, 'accept-language': language },
  })
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

async function checkout(who: TestCustomerKey) {
  const token = await server.signIn(who)
  const card = await addCard(server, who, { last4: '4242', network: 'visa', primary: true })
  const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
  expect(paid.status, paid.text).toBe(200)
  const [row] = await server.db.select().from(transactions).where(eq(transactions.id, paid.body.transactionId))
  return { token, row: row! }
}

async function newestMail(who: TestCustomerKey) {
  const [row] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, emailOf(who)))
    .orderBy(desc(outbox.id))
    .limit(1)
  return row!
}

describe('the order confirmation over SMTP', () => {
  it('carries the receipt PDF, the same as the download, also after the mail server put it off once', async () => {
    const { token, row } = await checkout('alice')
    expect((await newestMail('alice')).attachments).toEqual([
      { kind: 'receipt', transactionId: row.id, fileName: `ring-mobile-receipt-${row.id.slice(0, 8)}.pdf` },
    ])

    standIn.state.rcptAnswers = [TRY_AGAIN]
    expect(await tick()).toMatchObject({ pending: 1, delivered: 0 })
    expect(await tick(new Date(Date.now() + 60 * 60_000))).toMatchObject({ delivered: 1 })

    const mail = takenBy('alice')
    expect(mail.data).toContain('Your receipt is attached (PDF). It is also in My Account')
    const [attachment, ...others] = attachmentsOf(mail)
    expect(others).toEqual([])
    expect(attachment).toMatchObject({ filename: `ring-mobile-receipt-${row.id.slice(0, 8)}.pdf`, contentType: 'application/pdf' })
    const text = pdfText(attachment!.content)
    expect(text).toContain('Receipt')
    expect(text[text.indexOf('Order') + 1]).toBe(row.id)
    expect(text[text.indexOf('Total paid') + 1]).toBe(usd(row.finalCheckoutAmount ?? row.amount))
    expect(attachment!.content.equals(await download(token, row.id, 'en'))).toBe(true)
    // Delivered: the text is gone from the database, the reference to the order stays.
    expect(await newestMail('alice')).toMatchObject({ status: 'delivered', text: '', attachments: [{ transactionId: row.id }] })
  })

  it("is in the customer's saved language: a Spanish customer gets a Spanish receipt", async () => {
    const token = await server.signIn('bob')
    expect((await server.call('/app/users/language', { token, body: { language: 'es' } })).status).toBe(200)
    const { row } = await checkout('bob')
    await tick()

    const [attachment] = attachmentsOf(takenBy('bob'))
    const text = pdfText(attachment!.content)
    expect(text).toContain('Recibo')
    expect(text[text.indexOf('Total pagado') + 1]).toBe(usd(row.finalCheckoutAmount ?? row.amount))
    expect(text).not.toContain('Total paid')
    expect(attachment!.content.equals(await download(token, row.id, 'es'))).toBe(true)
  })
})

describe('the refund email over SMTP', () => {
  it('carries the credit note PDF with the total refunded', async () => {
    const line = await activeLine('dave')
    const { token, pass } = await boughtTravelPass(server, 'dave', line.id)
    expect((await server.call(`/app/line-care/lines/${line.id}/add-ons/${pass.id}`, { token, method: 'DELETE' })).status).toBe(200)
    const [refund] = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lineId, line.id), like(transactions.item, '%refund%')))
    await tick()

    const mails = standIn.taken.filter((mail) => mail.data.includes('refund'))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.data).toContain('Your credit note is attached (PDF).')
    const [attachment] = attachmentsOf(mails[0]!)
    expect(attachment).toMatchObject({ contentType: 'application/pdf' })
    const text = pdfText(attachment!.content)
    expect(text).toContain('Credit note')
    expect(text[text.indexOf('Refund') + 1]).toBe(refund!.id)
    expect(text[text.indexOf('Total refunded') + 1]).toBe(usd(refund!.amount))
    expect(attachment!.content.equals(await download(token, refund!.id, 'en'))).toBe(true)
  })
})

describe('a mail whose document cannot be rendered', () => {
  it('is delivered without it, and the mailer logs why', async () => {
    await writeMail(server.db, {
      to: emailOf('erin'),
      subject: 'Your Ring Mobile order is paid: Plus',
      text: 'Thank you for your order.',
      attachments: [{ kind: 'receipt', transactionId: `gone-${randomUUID()}`, fileName: 'ring-mobile-receipt-gone.pdf' }],
    })
    const mail = await newestMail('erin')
    expect(await tick()).toMatchObject({ delivered: 1 })

    const taken = takenBy('erin')
    expect(taken.data).toContain('Thank you for your order.')
    expect(attachmentsOf(taken)).toEqual([])
    expect(await newestMail('erin')).toMatchObject({ status: 'delivered' })
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', mail: mail.id, msg: 'mail goes without its attachment: the document no longer exists' }),
    )
    // Its link in the outbox says so.
    const link = await server.call(`/dev/outbox/${mail.id}/attachments/0`, { bare: true })
    expect(link.status).toBe(404)
    expect(link.body).toEqual({ message: 'The document of this attachment no longer exists' })
  })
})

describe('/dev/outbox and its attachments', () => {
  it('lists each attachment with a link that downloads its PDF; another mail has none at that index', async () => {
    const { token, row } = await checkout('frank')
    const mail = await newestMail('frank')
    const url = `/dev/outbox/${mail.id}/attachments/0`

    const json = await server.call('/dev/outbox.json', { bare: true })
    expect(json.status).toBe(200)
    const listed = (json.body as { id: number; attachments: unknown[] }[]).find((message) => message.id === mail.id)
    expect(listed?.attachments).toEqual([
      { kind: 'receipt', transactionId: row.id, fileName: `ring-mobile-receipt-${row.id.slice(0, 8)}.pdf`, url },
    ])

    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.text).toContain(`<a href="${url}" download="ring-mobile-receipt-${row.id.slice(0, 8)}.pdf"`)

    const response = await fetch(`${server.url}${url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="ring-mobile-receipt-${row.id.slice(0, 8)}.pdf"`)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.equals(await download(token, row.id, 'en'))).toBe(true)

    // A sign-in code has no attachment; the order confirmation has one, not two.
    expect((await server.call('/app/auth/otp/send', { body: { email: emailOf('frank') } })).status).toBe(200)
    const code = await newestMail('frank')
    expect(code.attachments).toEqual([])
    for (const other of [
      `/dev/outbox/${code.id}/attachments/0`,
      `/dev/outbox/${mail.id}/attachments/1`,
      '/dev/outbox/999999999/attachments/0',
    ]) {
      const answer = await server.call(other, { bare: true })
      expect(answer.status, other).toBe(404)
      expect(answer.body, other).toEqual({ message: 'No such attachment' })
    }
  })

  it('opens to another machine only with DEV_OUTBOX_TOKEN as a bearer token, never from the address', async () => {
    await checkout('carol')
    const mail = await newestMail('carol')
    const token = 'outbox-token-for-testers'
    // Called in-process: no loopback socket, as another machine looks.
    const app = createApp({ config: { ...server.config, devOutboxToken: token }, database: server.database })
    const path = `/dev/outbox/${mail.id}/attachments/0`
    expect((await app.request(path)).status).toBe(404)
    expect((await app.request(`${path}?token=${token}`)).status).toBe(404)
    const bearer = { headers: { authorization: `Bearer ${token}` } }
    const page = await (await app.request('/dev/outbox', bearer)).text()
    expect(page).toContain(`href="${path}"`)
    const opened = await app.request(path, bearer)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('application/pdf')
  })
})

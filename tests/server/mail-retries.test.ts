import { createServer, type AddressInfo } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { outbox } from '@server/db/schema'
import { createMailer, MAIL_RETRY_DELAYS_MS } from '@server/lib/mailer'
import { codeIn, serverForFile, testConfig } from './support/harness'
import { addCard, ESIM_ORDER, newOrderKey } from './support/payments'
import { smtpStandInForFile } from './support/smtp-stand-in'

const standIn = await smtpStandInForFile()
const SMTP_URL = standIn.url

const server = serverForFile({ smtpUrl: SMTP_URL })
/** The `mail` job's work (what each tick does), over the same outbox as the server's own mailer. */
const job = () => createMailer(testConfig({ smtpUrl: SMTP_URL }), server.db)
const later = (ms: number) => new Date(Date.now() + ms)

const TRY_AGAIN = '451 4.3.0 Mailbox temporarily unavailable, try again later'
const NO_SUCH_USER = '550 5.1.1 No such user here'

async function newestRow(to: string) {
  const [row] = await server.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)
  return row!
}

beforeEach(() => {
  standIn.taken.length = 0
  standIn.state.rcptAnswers = []
})

describe('mail over SMTP when the mail server hiccups', () => {
  it('a sign-in code the mail server put off (451) arrives on the next try, and its text is not kept after', async () => {
    standIn.state.rcptAnswers = [TRY_AGAIN]
    const sent = await server.call('/app/auth/otp/send', { body: { email: 'alice@test.example' } })
    expect(sent.status).toBe(200)
    expect(standIn.taken).toEqual([])
    let row = await newestRow('alice@test.example')
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') })
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + MAIL_RETRY_DELAYS_MS[0] - 5_000)
    const code = codeIn(row.text, 6)

    // Not due yet: the tick leaves it alone.
    expect(await job().retryDue()).toMatchObject({ delivered: 0, pending: 0 })
    expect(await job().retryDue(later(MAIL_RETRY_DELAYS_MS[0] + 1_000))).toMatchObject({ delivered: 1 })
    expect(standIn.taken).toHaveLength(1)
    expect(standIn.taken[0]!.data).toContain(code)
    expect(standIn.taken[0]!.to).toEqual(['RCPT TO:<alice@test.example>'])
    row = await newestRow('alice@test.example')
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, text: '', nextAttemptAt: null })
    expect(row.deliveredAt).toBeInstanceOf(Date)

    // The code still signs in.
    const verified = await server.call('/app/auth/otp/verify', { body: { email: 'alice@test.example', otp: code } })
    expect(verified.status).toBe(200)

    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.text).toContain('Delivered over SMTP after 2 tries')
  })

  it('a mail without an expiry is tried with back-off, then given up after the last try', async () => {
    standIn.state.rcptAnswers = Array(MAIL_RETRY_DELAYS_MS.length + 1).fill(TRY_AGAIN)
    const mailer = job()
    await mailer.send({ to: 'receipts@test.example', subject: 'Your receipt', text: 'Thank you.' })
    let at = Date.now()
    for (const [index, delay] of MAIL_RETRY_DELAYS_MS.entries()) {
      const row = await newestRow('receipts@test.example')
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 })
      // Each wait is the next, longer, delay.
      if (index > 0) expect(row.nextAttemptAt!.getTime() - at).toBe(delay)
      at = row.nextAttemptAt!.getTime()
      expect(await mailer.retryDue(new Date(at - 1))).toMatchObject({ pending: 0, failed: 0 })
      await mailer.retryDue(new Date(at))
    }
    const row = await newestRow('receipts@test.example')
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_DELAYS_MS.length + 1, text: '' })
    expect(standIn.taken).toEqual([])
    expect(await mailer.retryDue(later(60 * 60_000))).toMatchObject({ pending: 0, delivered: 0, failed: 0 })
    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.text).toContain(`Not sent: all ${MAIL_RETRY_DELAYS_MS.length + 1} tries failed: `)
  })

  it('a permanent refusal (550) is recorded and never tried again', async () => {
    standIn.state.rcptAnswers = [NO_SUCH_USER]
    const mailer = job()
    expect(await mailer.send({ to: 'nobody@test.example', subject: 'Hello', text: 'Hi' })).toBe('refused')
    const row = await newestRow('nobody@test.example')
    expect(row).toMatchObject({ status: 'refused', attempts: 1, text: '', lastError: expect.stringContaining('550') })
    const connections = standIn.state.connections
    expect(await mailer.retryDue(later(60 * 60_000))).toMatchObject({ delivered: 0, refused: 0 })
    expect(standIn.state.connections).toBe(connections)
    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.text).toContain('Refused by the mail server, not tried again: ')
  })

  it('a reset link to an address the mail server refuses answers as any other (no telling which accounts exist)', async () => {
    standIn.state.rcptAnswers = [NO_SUCH_USER]
    const asked = await server.call('/app/auth/forgot-password', { body: { email: 'carol@test.example' } })
    const unknown = await server.call('/app/auth/forgot-password', { body: { email: 'no-account@test.example' } })
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual(unknown.body)
    expect(await newestRow('carol@test.example')).toMatchObject({ status: 'refused', text: '' })
  })

  it('a mail server that cannot be reached is a failed try, tried again', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `smtp://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await createMailer(testConfig({ smtpUrl: url }), server.db).send({ to: 'unreached@test.example', subject: 'Hello', text: 'Hi' })
    expect(await newestRow('unreached@test.example')).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    })
    // The mail server is back: the next tick delivers it.
    expect(await job().retryDue(later(MAIL_RETRY_DELAYS_MS[0]))).toMatchObject({ delivered: 1 })
    expect(standIn.taken.map((mail) => mail.to)).toEqual([['RCPT TO:<unreached@test.example>']])
  })

  it('a sign-in code or a reset link whose own expiry passed before a try worked is never sent late', async () => {
    standIn.state.rcptAnswers = [TRY_AGAIN, TRY_AGAIN]
    expect((await server.call('/app/auth/otp/send', { body: { email: 'bob@test.example' } })).status).toBe(200)
    expect((await server.call('/app/auth/forgot-password', { body: { email: 'bob@test.example' } })).status).toBe(200)
    const [reset, code] = await server.db.select().from(outbox).where(eq(outbox.to, 'bob@test.example')).orderBy(desc(outbox.id)).limit(2)
    expect(code!.expiresAt!.getTime() - code!.sentAt.getTime()).toBeCloseTo(10 * 60_000, -4)
    expect(reset!.expiresAt!.getTime() - reset!.sentAt.getTime()).toBeCloseTo(30 * 60_000, -4)

    // The job's ticks stopped for a while (every process down): the mail server takes anything again, but the code
    // is past its 10 minutes and the link past its 30.
    expect(await job().retryDue(later(31 * 60_000))).toMatchObject({ expired: 2, delivered: 0 })
    expect(standIn.taken).toEqual([])
    for (const row of await server.db.select().from(outbox).where(eq(outbox.to, 'bob@test.example')))
      expect(row).toMatchObject({ status: 'expired', text: '' })
    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.text).toContain('Not sent: the code or link it carried expired before a try worked')
  })

  it('a mail written with what it reports (an order paid) goes out with the next tick, once when two ticks run at once', async () => {
    const token = await server.signIn('carol')
    const card = await addCard(server, 'carol', { primary: true })
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    expect(paid.status, paid.text).toBe(200)
    const row = await newestRow('carol@test.example')
    expect(row).toMatchObject({ subject: expect.stringMatching(/^Your Ring Mobile order is paid: /), status: 'pending', attempts: 0 })
    expect(standIn.taken).toEqual([])

    const ticks = await Promise.all([job().retryDue(), job().retryDue()])
    expect(ticks.reduce((sum, tick) => sum + tick.delivered, 0)).toBe(1)
    expect(standIn.taken.map((mail) => mail.to)).toEqual([['RCPT TO:<carol@test.example>']])
    expect(standIn.taken[0]!.data).toContain('Thank you for your order.')
    expect(await newestRow('carol@test.example')).toMatchObject({ status: 'delivered', attempts: 1, text: '' })
  })

  it('the mail job is one of the background jobs (a tick through /dev/jobs/tick)', async () => {
    const tick = await server.call('/dev/jobs/tick', { body: { job: 'mail' } })
    expect(tick.status).toBe(200)
    expect(tick.body).toEqual({ job: 'mail', ran: true })
  })
})

/**
 * `POST /dev/fail-next {neighbour, hang?}`: a tester makes the next call to the content service, the mail server, the
 * text provider or the payment provider fail, or hang past its deadline, and sees what the customer gets: a page
 * still served, a mail kept and written on its next try, a text tried again, a payment refused with nothing charged
 * and paid on the customer's next try. Each neighbour is the one this server uses outside production (its own content
 * service, the mail and text outboxes, the sandbox), through the real app; the pages come from a renderer that reads
 * the footer through the loaders' fetch, as the real one does.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, outbox, smsOutbox } from '@server/db/schema'
import type { Renderer, RendererSource } from '@server/lib/pages'
import { serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { addCard, ESIM_ORDER, newOrderKey, orderCharges } from './support/payments'

const FOOTER = '/api/ring-mobile-footer?populate=socials'

/** Draws the footer's links, or says the footer could not be read (as the root route draws it without links). */
const renderer: Renderer = {
  routerManifest: () => ({}),
  async render(_request, { fetch }) {
    const footer = await fetch(FOOTER).then(
      async (answer) => (answer.ok ? ((await answer.json()) as { data: { attributes: { socials: unknown[] } } }) : null),
      () => null,
    )
    const drawn = footer ? `<p id="footer">${footer.data.attributes.socials.length} links</p>` : '<p id="footer">no links</p>'
    return new Response(`<!doctype html><html><body>${drawn}</body></html>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
const source: RendererSource = { keep: true, load: () => Promise.resolve({ renderer, manifest: {} }) }

const server = serverForFile({}, { renderer: source })
const activeLine = lineMaker(server, 'faults')
const arm = async (body: Record<string, unknown>) => {
  const armed = await server.call('/dev/fail-next', { bare: true, body })
  expect(armed.status).toBe(200)
  return armed.body as unknown
}
const footerOf = async (path: string) => /<p id="footer">([^<]*)<\/p>/.exec((await server.call(path, { bare: true })).text)?.[1]

describe('the neighbours’ switch', () => {
  it('arms one neighbour at a time, shows it beside the API’s switches, refuses an unknown one and disarms', async () => {
    expect(await arm({ neighbour: 'mail', hang: true })).toEqual({ armed: { neighbour: 'mail', fault: 'hang' } })
    await arm({ neighbour: 'payment' })
    expect((await server.call('/dev/fail-next', { bare: true })).body).toEqual({
      armed: { read: null, change: null },
      neighbours: { content: null, mail: 'hang', sms: null, payment: 'fail' },
    })
    const unknown = await server.call('/dev/fail-next', { bare: true, body: { neighbour: 'carrier' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual([{ field: 'neighbour', message: 'neighbour must be one of content, mail, sms, payment' }])
    expect(
      (await server.call('/dev/fail-next', { bare: true, method: 'DELETE', headers: { 'content-type': 'application/json' } })).body,
    ).toMatchObject({
      neighbours: { content: null, mail: null, sms: null, payment: null },
    })
  })
})

describe('the content service', () => {
  it('failing: the browser’s next read is a 503 in Strapi’s shape, the one after it is answered', async () => {
    await arm({ neighbour: 'content' })
    const failed = await server.call(FOOTER, { bare: true })
    expect(failed.status).toBe(503)
    expect(failed.body).toEqual({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: 'The content service is unavailable.', details: {} },
    })
    expect((await server.call(FOOTER, { bare: true })).status).toBe(200)
  })

  it('failing: the page is still served, drawn without the footer’s links, and not kept: the next visitor gets them', async () => {
    await arm({ neighbour: 'content' })
    expect(await footerOf('/about')).toBe('no links')
    expect(await footerOf('/about')).toMatch(/^\d+ links$/)
  })

  it('hung: the page is served once the render’s deadline (3 s) gives up on it, then drawn whole again', async () => {
    await arm({ neighbour: 'content', hang: true })
    expect(await footerOf('/privacy-policy')).toBe('no links')
    expect(await footerOf('/privacy-policy')).toMatch(/^\d+ links$/)
  })

  it('hung: a reader that gives up is let go, and the read after it is answered', async () => {
    await arm({ neighbour: 'content', hang: true })
    const gaveUp = await fetch(`${server.url}${FOOTER}`, { signal: AbortSignal.timeout(300) }).then(
      () => 'answered',
      (error: Error) => error.name,
    )
    expect(gaveUp).toBe('TimeoutError')
    expect((await server.call(FOOTER, { bare: true })).status).toBe(200)
  })
})

describe('the mail server', () => {
  const email = 'alice@test.example'
  const codeMails = () => server.mailsTo(email, 'Your Ring Mobile sign-in code')

  it('failing: the customer is answered as always; the mail is kept with its error and written on its next try', async () => {
    const before = (await codeMails()).length
    await arm({ neighbour: 'mail' })
    const sent = await server.call('/app/auth/otp/send', { body: { email } })
    expect(sent.status).toBe(200)
    const mails = await codeMails()
    expect(mails).toHaveLength(before + 1)
    const mail = mails.find((row) => row.status === 'pending')!
    expect(mail).toMatchObject({
      attempts: 1,
      lastError: 'mail failed: armed by POST /dev/fail-next',
      text: expect.stringMatching(/\d{6}/),
    })
    expect(mail.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now())

    // Its next try falls due; the mail job's tick writes it, code and all.
    await server.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, mail.id))
    expect((await server.call('/dev/jobs/tick', { body: { job: 'mail' } })).status).toBe(200)
    const [written] = await server.db.select().from(outbox).where(eq(outbox.id, mail.id))
    expect(written).toMatchObject({ status: 'outbox', text: mail.text })
  })

  it('hung: the customer waits no longer than the greeting’s deadline, and the mail is kept for its next try', async () => {
    await arm({ neighbour: 'mail', hang: true })
    expect((await server.call('/app/auth/otp/send', { body: { email: 'bob@test.example' } })).status).toBe(200)
    const [mail] = await server.mailsTo('bob@test.example', 'Your Ring Mobile sign-in code')
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/timeout|timed out/i) })
  })
})

describe('the text provider', () => {
  it('failing: the data alert’s text is tried again and arrives; hung, it is not sent twice and the notice stands', async () => {
    const line = await activeLine('dave', 'plan-starter')
    const dave = await server.signIn('dave')
    const channel = { token: dave, method: 'PUT', body: { kind: 'dataAlerts', channel: 'text', on: true } }
    expect((await server.call('/app/notifications/channels', channel)).status).toBe(200)
    const texts = () => server.db.select().from(smsOutbox).orderBy(smsOutbox.id)
    const before = (await texts()).length

    await arm({ neighbour: 'sms' })
    for (let day = 0; day < 29 && (await texts()).length === before; day += 1) await advanceClock(server, DAY_MINUTES)
    const first = (await texts()).slice(before)
    expect(first).toEqual([expect.objectContaining({ text: expect.stringContaining('75%') })])

    // Hung: the try runs out of time and is not tried again (the provider may have taken it); the email still goes.
    await arm({ neighbour: 'sms', hang: true })
    const mails = await server.mailCount(line.customer.email)
    for (let day = 0; day < 29 && (await server.mailCount(line.customer.email)) === mails; day += 1) await advanceClock(server, DAY_MINUTES)
    expect((await texts()).slice(before)).toHaveLength(1)
    expect(await server.lastMail(line.customer.email)).toMatchObject({ text: expect.stringContaining('90%') })
  })
})

describe('the payment provider', () => {
  it('failing, then hung: checkout is refused with nothing charged, and the same order key pays on the next try', async () => {
    const token = await server.signIn('heidi')
    const card = await addCard(server, 'heidi')
    const orderKey = newOrderKey()
    const checkout = () => server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey, cardId: card.id } })
    for (const fault of [{}, { hang: true }]) {
      await arm({ neighbour: 'payment', ...fault })
      const refused = await checkout()
      expect(refused.status).toBe(503)
      expect(refused.body).toMatchObject({ message: expect.stringContaining('Nothing was charged'), code: 'payments_unavailable' })
      expect(await orderCharges(server, orderKey)).toEqual([])
    }
    const paid = await checkout()
    expect(paid.status).toBe(200)
    expect(paid.body.status).toBe('paid')
    const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
    expect(order.status).not.toBe('pending')
  })
})

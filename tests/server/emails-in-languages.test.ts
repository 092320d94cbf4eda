import { and, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, smsOutbox } from '@server/db/schema'
import { serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { addCard } from './support/payments'

/** Emails and text messages go out in the customer's language: read from the outboxes, as a tester reads them. */

const server = serverForFile()
const activeLine = lineMaker(server, 'languages', '773')

const spanish = { 'accept-language': 'es' }
const newest = async (to: string) => (await server.lastMail(to))!
const mailsTo = (email: string, subject: string) =>
  server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, subject)))
const textsTo = (phone: string, text: string) =>
  server.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.to, phone), like(smsOutbox.text, text)))

describe('emails a request sends', () => {
  it('a sign-in code: in the language the customer is using, and in English word for word as before', async () => {
    await server.call('/app/auth/otp/send', { body: { email: 'alice@test.example' }, headers: spanish })
    const es = await newest('alice@test.example')
    expect(es.subject).toBe('Tu código para iniciar sesión en Ring Mobile')
    const code = /es (\d{6})\. Sirve una sola vez y vence en 10 minutos\./.exec(es.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(es.text).toMatch(/^Hola, Alice:\n\n/)
    expect(es.text).toMatch(/\n\nRing Mobile\nSi no pediste esto, puedes ignorar este correo\.$/)

    await server.resetLimits()
    await advanceClock(server, 1)
    await server.call('/app/auth/otp/send', { body: { email: 'alice@test.example' } })
    const en = await newest('alice@test.example')
    expect(en.subject).toBe('Your Ring Mobile sign-in code')
    const link = /Or sign in with this link:\n(\S+)/.exec(en.text)![1]
    const english = /is (\d{6})\./.exec(en.text)![1]
    expect(en.text).toBe(
      `Hi Alice,\n\nYour Ring Mobile sign-in code is ${english}. It works once and expires in 10 minutes.\n\n` +
        `Or sign in with this link:\n${link}\n\nRing Mobile\nIf you did not ask for this, you can ignore this email.`,
    )
  })

  it("a reset link: in the customer's saved language when the request names none of ours", async () => {
    const token = await server.signIn('bob')
    await server.call('/app/users/language', { token, body: { language: 'es' } })
    await server.call('/app/auth/forgot-password', { body: { email: 'bob@test.example' } })
    const mail = await newest('bob@test.example')
    expect(mail.subject).toBe('Restablece tu contraseña de Ring Mobile')
    expect(mail.text).toMatch(
      /Elige una contraseña nueva con este enlace \(sirve una sola vez y vence en 30 minutos\):\n\S+\/reset-password\?token=/,
    )
  })
})

describe('notices the jobs send', () => {
  it("a renewal reminder by email and by text in each customer's saved language, the English one as before", async () => {
    const spanishLine = await activeLine('erin')
    const englishLine = await activeLine('frank')
    const erin = await server.signIn('erin')
    const frank = await server.signIn('frank')
    await server.call('/app/users/language', { token: erin, body: { language: 'es' } })
    for (const [who, token] of [
      ['erin', erin],
      ['frank', frank],
    ] as const) {
      await addCard(server, who, { primary: true })
      await server.call('/app/users/edit', {
        token,
        body: { phoneNumber: who === 'erin' ? '3125550171' : '3125550172', countryCode: '+1' },
      })
      await server.call('/app/notifications/channels', {
        token,
        method: 'PUT',
        body: { kind: 'renewalReminder', channel: 'text', on: true },
      })
    }
    const [bill] = (await server.call('/app/line-care/bills', { token: erin })).body.bills.filter(
      (item: { lineId: string }) => item.lineId === spanishLine.id,
    )
    const now = (await server.call('/dev/carrier/clock')).body.simulatorTime
    await advanceClock(server, ((Date.parse(bill.renewsAt) - Date.parse(now)) / (DAY_MINUTES * 60_000) - 2.5) * DAY_MINUTES)
    await server.call('/dev/jobs/tick', { body: { job: 'alerts' } })

    const [es] = await mailsTo('erin@test.example', '% se renueva el %')
    // An email writes its day with the month out (server/lib/locale.ts).
    expect(es.subject).toMatch(/^\(773\) 555-00\d\d se renueva el \d{1,2} de [a-z]+ de \d{4}$/)
    expect(es.text).toMatch(
      /^Hola, Erin:\n\n\(773\) 555-00\d\d \(Plus\) se renueva el .+\. El pago automático está activado: ese día cobramos a tu tarjeta principal\.\n\nRing Mobile\n\n/,
    )
    expect(es.text).toMatch(
      /Recibes estos correos porque los recordatorios de renovación por correo están activados en Mi cuenta → Notificaciones\. Para dejar de recibirlos: \S+\/unsubscribe\?token=/,
    )
    const [text] = await textsTo('+13125550171', 'Ring Mobile: %')
    expect(text.text).toMatch(
      /^Ring Mobile: \(773\) 555-00\d\d \(Plus\) se renueva el .+\. El pago automático cobra a tu tarjeta principal\. Responde STOP para no recibir más mensajes\.$/,
    )

    const [en] = await mailsTo('frank@test.example', '% renews on %')
    expect(en.subject).toMatch(/^\(773\) 555-00\d\d renews on \d{1,2} [A-Z][a-z]+ \d{4}$/)
    expect(en.text).toMatch(
      /^Hi Frank,\n\n\(773\) 555-00\d\d \(Plus\) renews on .+\. Autopay is on: we charge your primary card then\.\n\nRing Mobile\n\n/,
    )
    expect(en.text).toMatch(
      /You get these because renewal reminders by email are on in My Account → Notifications\. Stop them: \S+\/unsubscribe\?token=/,
    )
    const [englishText] = await textsTo('+13125550172', 'Ring Mobile: %')
    expect(englishText.text).toMatch(
      /^Ring Mobile: \(773\) 555-00\d\d \(Plus\) renews on .+\. Autopay charges your primary card\. Reply STOP to opt out\.$/,
    )
    expect(englishLine.id).not.toBe(spanishLine.id)
  })
})

describe('the unsubscribe link', () => {
  it("names the notices it turns off in the reader's language, and says it is done in it", async () => {
    const [mail] = await mailsTo('erin@test.example', '% se renueva el %')
    const token = /unsubscribe\?token=([\w-]+\.[\w-]+)/.exec(mail.text)![1]
    const info = await server.call(`/app/notifications/unsubscribe?token=${token}`, { headers: spanish })
    expect(info.body).toMatchObject({ kind: 'renewalReminder', kindLabel: 'Recordatorios de renovación', done: false })
    // Opened without a language of ours (a mail client's browser): the customer's saved language, Spanish.
    expect((await server.call(`/app/notifications/unsubscribe?token=${token}`)).body.kindLabel).toBe('Recordatorios de renovación')
    expect(
      (await server.call(`/app/notifications/unsubscribe?token=${token}`, { headers: { 'accept-language': 'en' } })).body.kindLabel,
    ).toBe('Renewal reminders')
    const done = await server.call('/app/notifications/unsubscribe', { body: { token }, headers: spanish })
    expect(done.body.message).toBe('Ya no recibirás recordatorios de renovación por correo.')
  })
})

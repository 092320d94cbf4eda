import { describe, expect, it } from 'vitest'
import { serverForFile } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'
import { addCard } from './support/payments'

/** Emails and text messages go out in the customer's language: read from the outboxes, as a tester reads them. */

const server = serverForFile()
const activeLine = lineMaker(server, 'languages', '773')

const spanish = { 'accept-language': 'es' }
const newest = async (to: string) => (await server.lastMail(to))!
const mailsTo = (email: string, subject: string) => server.mailsTo(email, subject)
const textsTo = (phone: string, text: string) => server.textsTo(phone, text)

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

describe('a renewal that fails, for a customer who reads Spanish', () => {
  it("says the card's refusal in Spanish on the bill in grace, in the failure email and text, and in the order history", async () => {
    const lineOf = {
      carol: await activeLine('carol'),
      dave: await activeLine('dave'),
      grace: await activeLine('grace'),
      heidi: await activeLine('heidi'),
    }
    const tokens: Record<string, string> = {}
    for (const [index, who] of (['carol', 'dave', 'grace', 'heidi'] as const).entries()) {
      const token = await server.signIn(who)
      tokens[who] = token
      await server.call('/app/users/language', { token, body: { language: 'es' } })
      const edited = await server.call('/app/users/edit', { token, body: { phoneNumber: `312555018${index}`, countryCode: '+1' } })
      expect(edited.status, edited.text).toBeLessThan(300)
      const channel = await server.call('/app/notifications/channels', {
        token,
        method: 'PUT',
        body: { kind: 'paymentFailed', channel: 'text', on: true },
      })
      expect(channel.status, channel.text).toBeLessThan(300)
    }
    // Carol's only card has too little money; both of Dave's decline; Grace's primary card declines and her other
    // card pays; Heidi has no card at all.
    await addCard(server, 'carol', { last4: '9995', outcome: 'insufficient_funds', primary: true })
    await addCard(server, 'dave', { last4: '9995', outcome: 'insufficient_funds', primary: true })
    await addCard(server, 'dave', { last4: '0002', outcome: 'declined' })
    await addCard(server, 'grace', { last4: '9995', outcome: 'insufficient_funds', primary: true })
    await addCard(server, 'grace', { last4: '4242' })
    await advanceClock(server, 30 * DAY_MINUTES + 1)

    const reasons = {
      carol: 'Tu tarjeta no tiene fondos suficientes.',
      dave: 'No pudimos cobrar a ninguna de tus tarjetas guardadas.',
      heidi: 'No tienes una tarjeta principal en tu cuenta.',
    }
    // The refusal's kind, for a page that says it in its own language after a switch.
    const codes = { carol: 'insufficientFunds', dave: 'allDeclined', heidi: 'noCard' }
    for (const [who, reason] of Object.entries(reasons) as [keyof typeof reasons, string][]) {
      // The bill in the customer's saved language (no language asked), and in the one the page asks for.
      const bill = await server.call(`/app/line-care/lines/${lineOf[who].id}`, { token: tokens[who] })
      expect(bill.body, who).toMatchObject({ state: 'grace', openRenewal: { failureMessage: reason, failure: { code: codes[who] } } })
      const asked = await server.call(`/app/line-care/lines/${lineOf[who].id}`, { token: tokens[who], headers: spanish })
      expect(asked.body.openRenewal.failureMessage).toBe(reason)
      const english = await server.call(`/app/line-care/lines/${lineOf[who].id}`, {
        token: tokens[who],
        headers: { 'accept-language': 'en' },
      })
      expect(english.body.openRenewal.failureMessage).not.toBe(reason)

      const [mail] = await mailsTo(`${who}@test.example`, 'No pudimos cobrar tu renovación de Ring Mobile%')
      expect(mail.text, who).toContain(`: ${reason}\nVolveremos a intentarlo el `)
      const index = ['carol', 'dave', 'grace', 'heidi'].indexOf(who)
      const [text] = await textsTo(`+1312555018${index}`, 'Ring Mobile: No pudimos cobrar%')
      expect(text.text, who).toContain(`: ${reason} Volvemos a intentarlo el `)
    }
    const history = await server.call('/app/payments/transactions', { token: tokens.carol, headers: spanish })
    expect(history.body.transactions.map((row: { item: string }) => row.item)).toEqual(['Plus: renovación (rechazada)'])

    // Paid by the second card: the renewal email says which card declined and which paid, in Spanish.
    expect((await server.call(`/app/line-care/lines/${lineOf.grace.id}`, { token: tokens.grace })).body).toMatchObject({
      state: 'active',
      openRenewal: null,
    })
    const [paid] = await mailsTo('grace@test.example', '%pagada%')
    expect(paid.text).toMatch(
      /Tu tarjeta principal terminada en 9995 fue rechazada, así que cobramos \$\d+\.\d\d a tu tarjeta terminada en 4242 por /,
    )
    expect(await mailsTo('grace@test.example', 'No pudimos cobrar%')).toEqual([])
  })
})

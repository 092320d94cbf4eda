import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { negotiateLanguage } from '@contract/languages'
import { userInfoSchema } from '@contract/user'
import { carrierNow } from '@server/carrier/clock'
import { lines } from '@server/db/schema'
import { passkeyNameFrom } from '@server/security/passkeys'
import { PLANS } from '@server/seed-data/catalogue'
import { TEST_PASSWORD } from './support/fixtures'
import { fieldError, serverForFile } from './support/harness'
import { lineMaker } from './support/line-care'

/** A catalogue of the server or of contract/, as written (`messages`, `emails`; `validation` is contract/'s). */
function catalogue(area: 'messages' | 'emails' | 'pages' | 'answers' | 'validation', language: 'en' | 'es'): Record<string, string> {
  const folder = area === 'validation' ? 'contract/catalogues/validation' : `server/catalogues/${area}`
  return JSON.parse(readFileSync(new URL(`../../${folder}/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>
}

const spanish = { 'accept-language': 'es-US,es;q=0.9' }
const english = { 'accept-language': 'en-US,en;q=0.9' }

const server = serverForFile()
const activeLine = lineMaker(server, 'languages', '775')

describe("the customer's language", () => {
  it('is English until the customer chooses, and comes back with the profile once saved', async () => {
    const token = await server.signIn('carol')
    expect(userInfoSchema.parse((await server.call('/app/users/view', { token })).body).language).toBe('en')

    const saved = await server.call('/app/users/language', { token, body: { language: 'es' } })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ language: 'es', message: expect.any(String) })
    expect((await server.customer('carol')).language).toBe('es')
    expect(userInfoSchema.parse((await server.call('/app/users/view', { token })).body).language).toBe('es')

    await server.call('/app/users/language', { token, body: { language: 'en' } })
    expect((await server.customer('carol')).language).toBe('en')
  })

  it('refuses a language the app does not have, with a field error, and changes nothing', async () => {
    const token = await server.signIn('dave')
    for (const language of ['fr', 'ES', '', 42, null]) {
      const refused = await server.call('/app/users/language', { token, body: { language }, headers: { 'accept-language': 'en' } })
      expect(refused.status).toBe(422)
      expect(fieldError(refused.body.errors, 'language')).toBe('Please choose English or Spanish')
    }
    expect((await server.call('/app/users/language', { token, body: {}, headers: { 'accept-language': 'en' } })).status).toBe(422)
    expect((await server.customer('dave')).language).toBe('en')
  })

  it("changes only the signed-in customer's own row, and needs a session", async () => {
    const token = await server.signIn('erin')
    // A customer id in the body is not read: the session says whose language it is.
    const bob = await server.customer('bob')
    await server.call('/app/users/language', { token, body: { language: 'es', id: bob.id, customerId: bob.id } })
    expect((await server.customer('erin')).language).toBe('es')
    expect((await server.customer('bob')).language).toBe('en')

    const visitor = await server.call('/app/users/language', { body: { language: 'es' } })
    expect(visitor.status).toBe(401)
  })
})

describe('Accept-Language', () => {
  it.each([
    { header: 'es', language: 'es' },
    { header: 'es-MX,es;q=0.9,en;q=0.8', language: 'es' },
    { header: 'en-US,en;q=0.9,es;q=0.8', language: 'en' },
    { header: 'fr-FR, es-419;q=0.7, en;q=0.3', language: 'es' },
    { header: 'en;q=0.2, es;q=0.9', language: 'es' },
    { header: 'ES', language: 'es' },
  ])('picks the first of our languages by weight, on the primary subtag: $header → $language', ({ header, language }) => {
    expect(negotiateLanguage(header)).toBe(language)
  })

  it('names none when the header has none of ours, so the next source decides', () => {
    for (const header of [undefined, null, '', 'fr', 'de-DE,fr;q=0.5', '*', 'es;q=0', 'xx-yy;q=abc', ',,;']) {
      expect(negotiateLanguage(header)).toBeNull()
    }
  })
})

describe("error messages in the request's language", () => {
  it('answers a failed sign-in in Spanish for Accept-Language es, and exactly as before in English or without the header', async () => {
    const body = { email: 'nobody@example.com', password: 'Wrong#2026' }
    const es = await server.call('/app/auth/login', { body, headers: spanish })
    expect(es.status).toBe(401)
    expect(es.body.message).toBe('El correo electrónico o la contraseña no son correctos')
    expect(es.headers.get('content-language')).toBe('es')
    for (const headers of [english, {}, { 'accept-language': 'fr-FR,fr;q=0.9' }] as Record<string, string>[]) {
      const en = await server.call('/app/auth/login', { body, headers })
      expect(en.body.message).toBe('Email or password is incorrect')
      expect(en.headers.get('content-language')).toBeNull()
    }
  })

  it("translates contract/'s zod messages field by field, and the answer's message with them", async () => {
    const token = await server.signIn('frank')
    const sent = { firstName: 'A', lastName: 'X'.repeat(61) }
    const validation = catalogue('validation', 'es')
    const es = await server.call('/app/users/edit', { token, body: sent, headers: spanish })
    expect(es.status).toBe(422)
    expect(fieldError(es.body.errors, 'firstName')).toBe(validation['First name must be at least 2 characters'])
    expect(fieldError(es.body.errors, 'lastName')).toBe(validation['Last name must be at most 60 characters'])
    expect(es.body.message).toBe(fieldError(es.body.errors, 'firstName'))
    expect(es.body.message).not.toBe('First name must be at least 2 characters')
    const en = await server.call('/app/users/edit', { token, body: sent, headers: english })
    expect(fieldError(en.body.errors, 'firstName')).toBe('First name must be at least 2 characters')
    expect(en.body.message).toBe('First name must be at least 2 characters')
  })

  it("speaks the signed-in customer's saved language when the request names none of ours; Accept-Language comes first", async () => {
    const token = await server.signIn('grace')
    await server.call('/app/users/language', { token, body: { language: 'es' } })
    const wrong = { currentPassword: 'Wrong#Pass1', newPassword: 'Brand#New#Pass2026', confirmNewPassword: 'Brand#New#Pass2026' }
    for (const headers of [{}, { 'accept-language': 'de-DE' }] as Record<string, string>[]) {
      const saved = await server.call('/app/users/changepassword', { token, body: wrong, headers })
      expect(saved.status).toBe(422)
      expect(fieldError(saved.body.errors, 'currentPassword')).toBe('Tu contraseña actual no es correcta')
    }
    const asked = await server.call('/app/users/changepassword', { token, body: wrong, headers: english })
    expect(fieldError(asked.body.errors, 'currentPassword')).toBe('Your current password is incorrect')
    // Before the session is known (a wrong API key), only the request speaks.
    const early = await server.call('/app/users/view', { token, headers: { 'x-api-key': 'wrong' } })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Missing or invalid API key')
  })

  it('says success messages in the language too, with the values of a message that has them', async () => {
    const token = await server.signIn('heidi')
    const saved = await server.call('/app/users/language', { token, body: { language: 'es' }, headers: spanish })
    expect(saved.body.message).toBe('Guardamos tu idioma')
    const started = await server.call('/app/users/edit', {
      token,
      body: { email: 'heidi.nueva@example.com', currentPassword: TEST_PASSWORD },
      headers: spanish,
    })
    expect(started.status).toBe(200)
    expect(started.body.message).toBe(
      'Enviamos un código de 5 dígitos a heidi.nueva@example.com. Ingrésalo para confirmar tu nuevo correo electrónico.',
    )
    const notFound = await server.call('/app/no-such-call', { headers: spanish })
    expect(notFound.status).toBe(404)
    expect(notFound.body.message).toBe('Esta llamada de la API no existe')
  })
})

describe('the pages the server draws itself', () => {
  it("speak the site's language (its lang cookie), English without it", async () => {
    const es = await server.call('/pay/session/no-such-session', { headers: { cookie: 'lang=es' } })
    expect(es.status).toBe(404)
    expect(es.text).toContain('<html lang="es">')
    expect(es.text).toContain('No encontramos la página de pago')
    expect(es.text).toContain('Volver a Ring Mobile')
    const en = await server.call('/pay/session/no-such-session')
    expect(en.text).toContain('<html lang="en">')
    expect(en.text).toContain('Payment page not found')
  })
})

describe("the server's catalogues", () => {
  /** Words that are the same in both languages. */
  const same = new Set(['pay.cvv', 'email.familyRenewalPaid.line'])
  for (const area of ['messages', 'emails', 'pages', 'answers'] as const) {
    it(`${area}: Spanish has every English key, no other, each translated and with the same arguments`, () => {
      const en = catalogue(area, 'en')
      const es = catalogue(area, 'es')
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
      const args = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort()
      for (const [key, english] of Object.entries(en)) {
        if (!same.has(key)) expect(es[key], key).not.toBe(english)
        expect(args(es[key]), key).toEqual(args(english))
      }
    })
  }

  it("messages: no key is also one of contract/'s validation messages, so each message has one catalogue", () => {
    const validation = catalogue('validation', 'en')
    expect(Object.keys(catalogue('messages', 'en')).filter((key) => key in validation)).toEqual([])
  })
})

describe('texts inside answers', () => {
  it("a checkout quote's promo, in the request's language", async () => {
    const token = await server.signIn('alice')
    const body = { planId: 'plan-plus', simType: 'esim', needsSimKit: false, zipCode: '60601', promoCode: 'RING20' }
    const es = await server.call('/app/checkout/quote', { token, body, headers: spanish })
    expect(es.status).toBe(200)
    expect(es.body.promoDescription).toBe('20% de descuento en el precio del plan de tu primer mes')
    const en = await server.call('/app/checkout/quote', { token, body, headers: english })
    expect(en.body.promoDescription).toBe("20% off your first month's plan price")
  })

  it("the plans' feature lines in the request's language, each language kept apart by shared caches", async () => {
    const es = await server.call('/app/plans', { headers: spanish })
    expect(es.headers.get('vary')).toMatch(/accept-language/i)
    const starter = es.body.plans.find((plan: { id: string }) => plan.id === 'plan-starter')
    expect(starter.retailName).toBe('Starter')
    expect(starter.retailDescription.split('\n')).toEqual([
      'Llamadas y mensajes de texto ilimitados',
      '5 GB de datos 5G de alta velocidad',
      'Hotspot de 1 GB',
      'Llamadas por wifi',
    ])
    const en = await server.call('/app/plans', { headers: english })
    const englishStarter = en.body.plans.find((plan: { id: string }) => plan.id === 'plan-starter')
    expect(englishStarter.retailDescription).toBe(PLANS.find((plan) => plan.id === 'plan-starter')!.retailDescription)
  })

  it("a line without a number yet is a new line in the request's language, on its bill and in the notification settings", async () => {
    const customer = await server.customer('erin')
    const now = await carrierNow(server.db)
    await server.db.insert(lines).values({
      id: 'languages-new-line',
      customerId: customer.id,
      planId: 'plan-plus',
      mdn: null,
      simType: 'esim',
      simStatus: 'inprogress',
      zipCode: '60601',
      statusChangedAt: now,
    })
    const token = await server.signIn('erin')
    const labels = async (headers: Record<string, string>) => {
      const bills = await server.call('/app/line-care/bills', { token, headers })
      const settings = await server.call('/app/notifications', { token, headers })
      expect(bills.status, bills.text).toBe(200)
      const label = (list: { lineId: string; lineLabel: string }[]) => list.find((line) => line.lineId === 'languages-new-line')?.lineLabel
      return [label(bills.body.bills), label(settings.body.lines)]
    }
    expect(await labels(spanish)).toEqual(['Línea nueva', 'Línea nueva'])
    expect(await labels(english)).toEqual(['New line', 'New line'])

    // Why such a line can change nothing yet: said in the request's language too.
    const reasons = async (headers: Record<string, string>) =>
      Promise.all(
        [
          '/app/line-care/lines/languages-new-line/plan-change',
          '/app/line-care/lines/languages-new-line/add-ons',
          '/app/lines/languages-new-line/switch',
        ].map(async (path) => (await server.call(path, { token, headers })).body.reason),
      )
    expect(await reasons(spanish)).toEqual([
      'Puedes cambiar el plan de una línea cuando esté activa y al día en sus pagos.',
      'Los complementos se compran para una línea activa.',
      'Solo una línea activa se puede pasar a un teléfono nuevo.',
    ])
    expect(await reasons(english)).toEqual([
      'The plan of a line can be changed once it is active and paid up.',
      'Add-ons can be bought for an active line.',
      'Only an active line can move to a new phone.',
    ])
  })

  it("the plans a line may change to, their feature lines in the request's language", async () => {
    const line = await activeLine('heidi')
    const token = await server.signIn('heidi')
    const options = async (headers: Record<string, string>) =>
      (await server.call(`/app/line-care/lines/${line.id}/plan-change`, { token, headers })).body.options as {
        planId: string
        description: string
      }[]
    const starter = (list: { planId: string; description: string }[]) => list.find((option) => option.planId === 'plan-starter')!
    expect(starter(await options(spanish)).description.split('\n')[0]).toBe('Llamadas y mensajes de texto ilimitados')
    expect(starter(await options(english)).description).toBe(PLANS.find((plan) => plan.id === 'plan-starter')!.retailDescription)
  })

  it("a sign-in's browser and a passkey's default name in the request's language, English as before", async () => {
    const chromeOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
    expect(passkeyNameFrom(chromeOnMac)).toBe('Chrome on Mac')
    expect(passkeyNameFrom(chromeOnMac, 'es')).toBe('Chrome en Mac')
    expect(passkeyNameFrom('Mozilla/5.0 (X11; Linux x86_64) Unknown/1.0')).toBe('Browser on Linux')
    expect(passkeyNameFrom('Mozilla/5.0 (X11; Linux x86_64) Unknown/1.0', 'es')).toBe('Navegador en Linux')

    const login = await server.call('/app/auth/login', {
      body: { email: 'frank@test.example', password: TEST_PASSWORD },
      headers: { 'user-agent': chromeOnMac },
    })
    expect(login.status, login.text).toBe(200)
    const browsers = async (headers: Record<string, string>) =>
      (await server.call('/app/security', { token: login.body.token, headers })).body.signIns.map((row: { browser: string }) => row.browser)
    expect(await browsers(spanish)).toContain('Chrome en Mac')
    expect(await browsers(english)).toContain('Chrome on Mac')
  })

  it("the Security page's checklist and sign-ins in the request's language, English as before", async () => {
    const token = await server.signIn('alice')
    const es = await server.call('/app/security', { token, headers: spanish })
    expect(es.status).toBe(200)
    const titles = es.body.checklist.map((item: { title: string }) => item.title)
    expect(titles).toEqual([
      'Una contraseña segura',
      'Inicio de sesión en dos pasos',
      'Una llave de acceso',
      'Bloqueo de número en todas las líneas',
    ])
    expect(es.body.signIns[0].how).toBe('Contraseña')
    const en = await server.call('/app/security', { token, headers: english })
    expect(en.body.checklist.map((item: { title: string }) => item.title)).toEqual([
      'A strong password',
      'Two-step sign-in',
      'A passkey',
      'Number lock on every line',
    ])
    expect(en.body.checklist[2].detail).toBe('No passkey yet.')
    expect(en.body.signIns[0].how).toBe('Password')

    // A record of what happened, kept in English, is said in the page's language where its form is known.
    expect((await server.call('/app/security/sign-out-others', { token, method: 'POST' })).status).toBe(200)
    const fresh = await server.signIn('alice')
    const records = async (headers: Record<string, string>) =>
      (await server.call('/app/security', { token: fresh, headers })).body.events.map((event: { detail: string }) => event.detail)
    expect(await records(spanish)).toContain('Se cerró la sesión en todos los demás dispositivos')
    expect(await records(english)).toContain('Signed out everywhere else')
  })
})

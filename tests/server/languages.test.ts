import { describe, expect, it } from 'vitest'
import { negotiateLanguage } from '@contract/languages'
import { userInfoSchema } from '@contract/user'
import { fieldError, serverForFile } from './support/harness'

const server = serverForFile()

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
  it('picks the first of our languages by weight, on the primary subtag', () => {
    expect(negotiateLanguage('es')).toBe('es')
    expect(negotiateLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es')
    expect(negotiateLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en')
    expect(negotiateLanguage('fr-FR, es-419;q=0.7, en;q=0.3')).toBe('es')
    expect(negotiateLanguage('en;q=0.2, es;q=0.9')).toBe('es')
    expect(negotiateLanguage('ES')).toBe('es')
  })

  it('names none when the header has none of ours, so the next source decides', () => {
    for (const header of [undefined, null, '', 'fr', 'de-DE,fr;q=0.5', '*', 'es;q=0', 'xx-yy;q=abc', ',,;']) {
      expect(negotiateLanguage(header)).toBeNull()
    }
  })
})

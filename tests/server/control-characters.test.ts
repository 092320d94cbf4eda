import { describe, expect, it } from 'vitest'
import { serverForFile } from './support/harness'

const server = serverForFile()

/** A GET as a client sends it, the address exactly as written (fetch keeps percent escapes as they are). */
async function get(path: string, token?: string) {
  const answer = await server.call(path, { token })
  return { status: answer.status, body: answer.body, requestId: answer.headers.get('x-request-id') }
}

describe('control characters in the address', () => {
  it('answer 400 on a signed-in API path (a NUL would reach PostgreSQL, which refuses it in text)', async () => {
    const token = await server.signIn('grace')
    for (const path of [
      '/app/payments/session/ps_%00',
      '/app/payments/session/ps_%01',
      '/app/payments/transactions/%00/receipt',
      '/app/line-care/lines/%00',
      '/app/lines/%00/sim',
      '/app/users/view?from=%00',
    ]) {
      const answer = await get(path, token)
      expect(answer.status, path).toBe(400)
      expect(answer.body.message, path).toBe('The address holds a control character')
      expect(answer.requestId, path).toMatch(/^[\da-f-]{36}$/)
    }
  })

  it('answer 400 on the hosted payment page, for every C0 character and DEL, upper or lower case', async () => {
    for (const code of ['%00', '%0a', '%0D', '%1f', '%1F', '%7f', '%7F']) {
      const answer = await fetch(`${server.url}/pay/session/${code}`)
      expect(answer.status, code).toBe(400)
    }
  })

  it("answer 400 in Strapi's shape from the content service, for a filter's value or key", async () => {
    for (const query of [
      'filters[slug][$eq]=%00',
      'filters%5Bslug%5D%5B%24eq%5D=%00',
      'filters[slug][$eq]=about%0A',
      'filters[slug%00][$eq]=about',
    ]) {
      const answer = await fetch(`${server.url}/api/ring-mobile-pages?${query}`)
      expect(answer.status, query).toBe(400)
      expect(((await answer.json()) as { error: { name: string } }).error.name, query).toBe('ValidationError')
    }
    const meta = await fetch(`${server.url}/api/ring-mobile-meta-datas?filters[metadata][page][$eq]=%00`)
    expect(meta.status).toBe(400)
  })

  it('leave other escapes alone: a slash, a space or a letter outside ASCII still find what they name', async () => {
    const meta = await fetch(`${server.url}/api/ring-mobile-meta-datas?filters[metadata][page][$eq]=%2Fshop`)
    expect(meta.status).toBe(200)
    expect(((await meta.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0)
    const page = await fetch(`${server.url}/api/ring-mobile-pages?filters[slug][$eq]=a%20b%C3%A9`)
    expect(page.status).toBe(200)
    const unknownSession = await get('/app/payments/session/ps_%E2%82%AC', await server.signIn('grace'))
    expect(unknownSession.status).toBe(404)
  })
})

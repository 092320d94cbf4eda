import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createApp, loggedPath } from '@server/app'
import { ConfigError, loadConfig } from '@server/config'
import { clientIp } from '@server/lib/http'
import { LIMITS } from '@server/lib/rate-limit'
import { TEST_PASSWORD } from './support/fixtures'
import { codeIn, serverForFile } from './support/harness'

/** Issue 15: what an attacker or a failing network found; each finding has its test here or where named. */
// The tests' client comes from 127.0.0.1: one trusted proxy in front of the server.
const server = serverForFile({ trustProxy: { proxies: ['127.0.0.1'] } })

const login = (i: number, forwardedFor: string) =>
  server.call('/app/auth/login', { body: { email: `nobody${i}@test.example`, password: 'Wrong#Pass1' }, headers: { 'x-forwarded-for': forwardedFor } })

describe('TRUST_PROXY (finding 3)', () => {
  it('reads the client address from the right of X-Forwarded-For: varied values written by the client do not pass the per-IP limit', async () => {
    const max = LIMITS.loginPerIp.max
    const statuses: number[] = []
    for (let i = 0; i < max + 5; i += 1) statuses.push((await login(i, `10.9.${i}.1, 203.0.113.7`)).status)
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true)
    expect(statuses.slice(max)).toEqual(Array(5).fill(429))
    // Another client behind the same proxy has its own count.
    expect((await login(999, '203.0.113.8')).status).toBe(401)
  })

  it('with a number of hops, takes the address that many places left of the socket', async () => {
    const seen = async (hops: number, forwardedFor: string) => {
      const app = new Hono().get('/', (c) => c.text(clientIp(c, { hops })))
      return (await app.request('/', { headers: { 'x-forwarded-for': forwardedFor } })).text()
    }
    // No socket here: it counts as 'unknown', the rightmost place.
    expect(await seen(1, 'forged, 198.51.100.2')).toBe('198.51.100.2')
    expect(await seen(2, 'forged, 198.51.100.2, 10.0.0.5')).toBe('198.51.100.2')
    expect(await seen(3, '198.51.100.2')).toBe('198.51.100.2')
    expect(await seen(0, 'forged')).toBe('unknown')
  })

  it('accepts hops, true, addresses and ranges, and refuses anything else', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '.data-test/unused', JWT_SECRET: 'x'.repeat(32) }
    expect(loadConfig(env).trustProxy).toEqual({ hops: 0 })
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 })
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 })
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '192.168.1.4', '::1'] })
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'yes please' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/)
  })
})

describe('ending sessions (finding 4)', () => {
  it('POST /app/auth/logout ends that session on the server; the customer\'s other sessions go on', async () => {
    const phone = await server.signIn('alice')
    const laptop = await server.signIn('alice')
    expect((await server.call('/app/auth/logout', { token: phone, body: {} })).status).toBe(200)
    // A copy of the token made before the sign-out is dead.
    const copied = await server.call('/app/users/view', { token: phone })
    expect(copied.status).toBe(401)
    expect((await server.call('/app/auth/logout', { token: phone, body: {} })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: laptop })).status).toBe(200)
    // Not signed in at all: nothing to end.
    expect((await server.call('/app/auth/logout', { body: {} })).status).toBe(401)
  })

  it('signing out everywhere ends every session of the customer, and a later sign-in works', async () => {
    const phone = await server.signIn('bob')
    const laptop = await server.signIn('bob')
    const other = await server.signIn('carol')
    const result = await server.call('/app/auth/logout', { token: laptop, body: { everywhere: true } })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ message: expect.any(String) })
    expect((await server.call('/app/users/view', { token: phone })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: laptop })).status).toBe(401)
    expect((await server.call('/app/users/view', { token: other })).status).toBe(200)
    expect((await server.call('/app/users/view', { token: await server.signIn('bob') })).status).toBe(200)
  })

  it('a password change retires reset links requested before it', async () => {
    await server.call('/app/auth/forgot-password', { body: { email: 'dave@test.example' } })
    const link = /token=([\w-]+)/.exec((await server.lastMail('dave@test.example'))!.text)![1]
    const token = await server.signIn('dave')
    const changed = await server.call('/app/users/changepassword', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Changed#2026x', confirmNewPassword: 'Changed#2026x' },
    })
    expect(changed.status).toBe(200)
    const reset = await server.call('/app/auth/reset-password', { body: { token: link, newPassword: 'Attack#2026x', confirmNewPassword: 'Attack#2026x' } })
    expect(reset.status).toBe(400)
    expect((await server.call('/app/auth/login', { body: { email: 'dave@test.example', password: 'Changed#2026x' } })).status).toBe(200)
  })

  it('an email change asks for the current password, and the old address is told how to get help', async () => {
    const token = await server.signIn('erin')
    const missing = await server.call('/app/users/edit', { token, body: { email: 'erin.new@test.example' } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual([{ field: 'currentPassword', message: 'Current password is required' }])
    const wrong = await server.call('/app/users/edit', { token, body: { email: 'erin.new@test.example', currentPassword: 'Wrong#Pass1' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors).toEqual([{ field: 'currentPassword', message: 'Your current password is incorrect' }])
    expect(await server.mailCount('erin.new@test.example')).toBe(0)

    const start = await server.call('/app/users/edit', { token, body: { email: 'erin.new@test.example', currentPassword: TEST_PASSWORD } })
    expect(start.status).toBe(200)
    const code = codeIn((await server.lastMail('erin.new@test.example'))!.text, 5)
    expect((await server.call('/app/users/validate-otp-update-email', { token, body: { newEmail: 'erin.new@test.example', otp: code } })).status).toBe(200)
    const notice = await server.lastMail('erin@test.example')
    expect(notice?.subject).toBe('Your Ring Mobile email was changed')
    expect(notice?.text).toContain('erin.new@test.example')
    expect(notice?.text).toContain(`${server.config.publicUrl}/contact-us`)
  })

  it('an email change to a taken address is counted before it is answered (finding 6)', async () => {
    const token = await server.signIn('frank')
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.emailChangeSendPerCustomer.max; i += 1) {
      statuses.push((await server.call('/app/users/edit', { token, body: { email: 'grace@test.example', currentPassword: TEST_PASSWORD } })).status)
    }
    expect(statuses).toEqual([...Array(LIMITS.emailChangeSendPerCustomer.max).fill(409), 429])
  })
})

describe('small ones (finding 6)', () => {
  it('a NUL character in any text field is a 422 on that field, not a 500', async () => {
    const token = await server.signIn('heidi')
    const name = await server.call('/app/users/edit', { token, body: { firstName: 'Hei\u0000di', lastName: 'Tester' } })
    expect(name.status).toBe(422)
    expect(name.body.errors).toEqual([{ field: 'firstName', message: 'This field contains a character that is not allowed' }])
    const contact = await server.call('/app/users/contactus', {
      body: { name: 'Eve', email: 'eve@test.example', message: 'hello\u0000' },
    })
    expect(contact.status).toBe(422)
    expect(contact.body.errors[0].field).toBe('message')
    const signIn = await server.call('/app/auth/login', { body: { email: 'heidi@test.example', password: 'Test#2026\u0000' } })
    expect(signIn.status).toBe(422)
  })

  it('a malformed form post to the hosted payment page is a 400, and the page still takes a good one', async () => {
    const token = await server.signIn('heidi')
    const open = await server.call('/app/payments/storecardpage', { token, method: 'POST' })
    const path = new URL(open.body.url).pathname
    const result = await server.call(path, { bare: true, rawBody: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=nothing-here' } })
    expect(result.status).toBe(400)
    expect(result.text).toContain('This form could not be read')
    expect((await server.call(path, { bare: true })).status).toBe(200)
  })

  it('logs payment session paths without the session id', () => {
    const id = '7f3c2a9e-1b4d-4c8e-9f00-123456789abc'
    for (const path of [`/pay/session/${id}`, `/pay/session/${id}/cancel`, `/pay/stripe/cancel/${id}`, `/app/payments/session/${id}`]) {
      expect(loggedPath(path)).not.toContain(id.slice(4))
    }
    expect(loggedPath('/app/users/view')).toBe('/app/users/view')
  })

  it('personal answers carry Cache-Control: no-store; the plan catalogue keeps its own', async () => {
    const token = await server.signIn('grace')
    for (const path of ['/app/users/view', '/app/payments/cards', '/app/payments/transactions']) {
      const result = await server.call(path, { token })
      expect(result.status, path).toBe(200)
      expect(result.headers.get('cache-control'), path).toBe('no-store')
    }
    expect((await server.call('/app/plans')).headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('the /dev routes answer loopback clients only, want a JSON body to change anything, and limit it', async () => {
    expect((await server.call('/dev/outbox.json', { bare: true })).status).toBe(200)
    // No loopback socket (the app called in-process, as any other client would look): not there.
    const app = createApp({ config: server.config, database: server.database })
    expect((await app.request('/dev/outbox.json')).status).toBe(404)
    expect((await app.request('/dev/carrier/advance', { method: 'POST', body: '{"minutes":5}', headers: { 'content-type': 'application/json' } })).status).toBe(404)

    const form = await server.call('/dev/payments/outage', { bare: true, rawBody: 'down=true', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(form.status).toBe(415)
    const clock = await server.call('/dev/carrier/clock', { bare: true })
    const huge = await server.call('/dev/carrier/advance', { bare: true, rawBody: JSON.stringify({ minutes: 5, pad: 'x'.repeat(100_000) }) })
    expect(huge.status).toBe(413)
    expect((await server.call('/dev/carrier/clock', { bare: true })).body.offsetMinutes).toBe(clock.body.offsetMinutes)
  })
})

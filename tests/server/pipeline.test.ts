import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import nodemailer from 'nodemailer'
import { createApp } from '@server/app'
import { createLogger } from '@server/lib/log'
import { loggedPath } from '@server/lib/requests'
import { createMailer } from '@server/lib/mailer'
import { fakeBuild, simpleRenderer } from './support/fake-build'
import { startTestServer, listen, request, claimsOf, testConfig, type TestServer } from './support/harness'
import { TEST_JWT_SECRET } from './support/fixtures'

let server: TestServer
let distDir: string

beforeAll(async () => {
  // The pages come from the build's renderer; a small stand-in names the path it drew (SPA-PAGE /path).
  distDir = fakeBuild(simpleRenderer())
  mkdirSync(join(distDir, 'assets'))
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")')
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startTestServer({}, { distDir })
})
afterAll(async () => {
  await server?.close()
  rmSync(distDir, { recursive: true, force: true })
})
beforeEach(() => server.resetLimits())

describe('client headers', () => {
  it('answers 403 JSON without the API key, with a wrong one, a wrong company code or operator id', async () => {
    const cases: Record<string, string>[] = [
      { 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' },
      { 'x-api-key': 'wrong-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' },
      { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Other-Company', 'x-operator-id': '23' },
      { 'x-api-key': 'ring-dev-public-key', 'x-operator-id': '23' },
      { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '24' },
    ]
    for (const headers of cases) {
      const result = await server.call('/app/plans', { bare: true, headers })
      expect(result.status, JSON.stringify(headers)).toBe(403)
      expect(result.body).toEqual({ message: expect.any(String) })
    }
    // Sign-in calls are guarded too, before anything else is read.
    const login = await server.call('/app/auth/login', { bare: true, body: { email: 'demo@ringmobile.example', password: 'Demo#2026' } })
    expect(login.status).toBe(403)
  })

  it('answers with the four headers', async () => {
    const result = await server.call('/app/health')
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ status: 'ok' })
  })
})

describe('bearer tokens', () => {
  it('answers 401 without a token, with garbage, a foreign signature, an expired token or another kind of token', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET)
    const demo = await server.customer('demo')
    const now = Math.floor(Date.now() / 1000)
    const base = () =>
      new SignJWT({ tva: demo.tokensValidAfter.getTime(), jti: randomUUID() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(demo.id)
        .setIssuer('ring-mobile')
        .setAudience('ring-mobile-web')
    const expired = await base()
      .setIssuedAt(now - 13 * 3600)
      .setExpirationTime(now - 3600)
      .sign(key)
    const foreign = await base()
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another'))
    const wrongAudience = await base()
      .setAudience('ring-mobile-crm-login')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key)
    const valid = await base()
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key)

    expect((await server.call('/app/users/view')).status).toBe(401)
    for (const token of ['not-a-jwt', expired, foreign, wrongAudience]) {
      const result = await server.call('/app/users/view', { token })
      expect(result.status).toBe(401)
      expect(result.body.message).toEqual(expect.any(String))
    }
    const basic = await server.call('/app/users/view', { headers: { authorization: 'Basic abc' } })
    expect(basic.status).toBe(401)
    // The same claims, properly signed and live, do get in: the 401s above are about the token, not the customer.
    expect((await server.call('/app/users/view', { token: valid })).status).toBe(200)
  })

  it('mints tokens with sub, a 12-hour exp and expiresAt', async () => {
    const login = await server.call('/app/auth/login', { body: { email: 'demo@ringmobile.example', password: 'Demo#2026' } })
    expect(login.status).toBe(200)
    const claims = claimsOf(login.body.token)
    const demo = await server.customer('demo')
    expect(claims.sub).toBe(demo.id)
    expect((claims.exp as number) - (claims.iat as number)).toBe(12 * 3600)
    expect(claims.assisted).toBeUndefined()
    expect(Date.parse(login.body.expiresAt)).toBe((claims.exp as number) * 1000)
  })
})

describe('bodies', () => {
  it('answers 400 JSON to malformed JSON and to a body that is not an object', async () => {
    for (const rawBody of ['{"email": "demo@ringmobile.example",', 'not json', '[1,2]', '"text"', 'null']) {
      const result = await server.call('/app/auth/login', { rawBody })
      expect(result.status, rawBody).toBe(400)
      expect(result.body).toEqual({ message: expect.any(String) })
      expect(result.text).not.toMatch(/at .*\.ts|SyntaxError/)
    }
  })

  it('answers 413 JSON to a body over the limit', async () => {
    const rawBody = JSON.stringify({ name: 'Big Body', email: 'big@test.example', message: 'x'.repeat(100 * 1024) })
    const result = await server.call('/app/users/contactus', { rawBody })
    expect(result.status).toBe(413)
    expect(result.body).toEqual({ message: expect.stringMatching(/too large/) })
  })

  it('answers 422 with the field list when fields are missing or of the wrong type', async () => {
    const result = await server.call('/app/auth/login', { body: { email: 42 } })
    expect(result.status).toBe(422)
    expect(result.body.errors).toEqual([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password is required' },
    ])
    expect(result.body.message).toBe('Email is required')
  })

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
})

describe('unknown routes', () => {
  it('answers 404 JSON under /app, /api and /dev, never a page', async () => {
    const app = await server.call('/app/nothing-here')
    expect(app.status).toBe(404)
    expect(app.body).toEqual({ message: expect.any(String) })
    const dev = await server.call('/dev/nothing', { bare: true })
    expect(dev.status).toBe(404)
    expect(dev.text).not.toContain('SPA-PAGE')
    const api = await server.call('/api/nothing', { bare: true })
    expect(api.status).toBe(404)
    expect(api.text).not.toContain('SPA-PAGE')
  })
})

describe('the SPA', () => {
  it('answers the pages with the renderer’s document and the security headers, allowing their inline scripts', async () => {
    for (const path of ['/', '/dashboard/profile', '/reset-password?token=abc']) {
      const result = await request(server.url, path, { bare: true })
      expect(result.status, path).toBe(200)
      expect(result.text).toContain(`SPA-PAGE ${path.replace(/\?.*/, '')}`)
      expect(result.headers.get('content-type')).toMatch(/text\/html/)
      expect(result.headers.get('cache-control')).toBe('no-cache')
      const csp = result.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      if (path.includes('?')) {
        // Rendered for its request: the response's nonce.
        const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1]
        expect(nonce, csp).toBeTruthy()
        expect(result.text).toContain(`<script nonce="${nonce}">`)
      } else {
        // Kept for every visitor: its inline script by its hash, and no nonce anywhere.
        const hash = createHash('sha256').update('self.rendered = true').digest('base64')
        expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
        expect(csp).not.toContain('nonce')
        expect(result.text).toContain('<script>self.rendered = true</script>')
      }
      expect(result.headers.get('x-content-type-options')).toBe('nosniff')
      expect(result.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(result.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('serves hashed assets with a long cache and other files as they are', async () => {
    const asset = await request(server.url, '/assets/app-abc123.js', { bare: true })
    expect(asset.status).toBe(200)
    expect(asset.text).toBe('console.log("app")')
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000')
    expect((await request(server.url, '/assets/missing.js', { bare: true })).status).toBe(404)
    const icon = await request(server.url, '/favicon.svg', { bare: true })
    expect(icon.text).toContain('<svg')
    // A missing file is a 404, not a page.
    const missing = await request(server.url, '/missing.png', { bare: true })
    expect(missing.status).toBe(404)
    expect(missing.text).not.toContain('SPA-PAGE')
  })

  it('does not answer POST with a page', async () => {
    const result = await request(server.url, '/dashboard', { bare: true, method: 'POST', body: {} })
    expect(result.status).toBe(404)
    expect(result.text).not.toContain('SPA-PAGE')
  })

  it('answers 503 with what to do when the web app is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ring-dist-'))
    try {
      const app = createApp({ config: server.config, database: server.database, distDir: empty })
      const response = await app.request('/shop')
      expect(response.status).toBe(503)
      expect(await response.text()).toMatch(/not built yet.*npm run build/)
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})

describe('dev outbox and production', () => {
  it('shows mail newest first as JSON and as an HTML page', async () => {
    await server.call('/app/users/contactus', { body: { name: 'Dev Page', email: 'dev@test.example', message: 'hello' } })
    await server.call('/app/auth/otp/send', { body: { email: 'alice@test.example' } })
    await server.call('/app/auth/forgot-password', { body: { email: 'alice@test.example' } })
    const json = await server.call('/dev/outbox.json', { bare: true })
    expect(json.status).toBe(200)
    expect(json.body[0]).toEqual({
      id: expect.any(Number),
      to: 'alice@test.example',
      subject: 'Reset your Ring Mobile password',
      text: expect.any(String),
      templateId: 1,
      sentAt: expect.any(String),
      // Kept here instead of sent (no SMTP_URL); a reset link stops working after 30 minutes.
      status: 'outbox',
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      expiresAt: expect.any(String),
      deliveredAt: null,
      // A reset link carries no document.
      attachments: [],
    })
    expect(json.body[1].subject).toBe('Your Ring Mobile sign-in code')
    // SPEC §9 "template 1": every message carries the mail template id.
    for (const message of json.body as { templateId: number }[]) expect(message.templateId).toBe(1)
    const page = await server.call('/dev/outbox', { bare: true })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.text).toContain('Reset your Ring Mobile password')
    expect(page.text).toContain('alice@test.example')
    expect(page.text).toContain('template 1')
  })

  it('sends mail over SMTP with the template id header (SPEC §9 "template 1")', async () => {
    const sent: { headers?: Record<string, string>; to?: string }[] = []
    const fake = { sendMail: async (mail: (typeof sent)[number]) => void sent.push(mail), close: () => undefined }
    const spy = vi.spyOn(nodemailer, 'createTransport').mockReturnValue(fake as never)
    try {
      const mailer = createMailer(testConfig({ smtpUrl: 'smtp://mail.test.example:25' }), server.db)
      await mailer.send({ to: 'alice@test.example', subject: 'Hello', text: 'Hi' })
      expect(sent).toEqual([expect.objectContaining({ to: 'alice@test.example', headers: { 'X-Template-Id': '1' } })])
    } finally {
      spy.mockRestore()
    }
  })

  it('has no outbox in production', async () => {
    const config = testConfig({ env: 'production' })
    const running = await listen({ config, database: server.database })
    try {
      expect((await request(running.url, '/dev/outbox.json', { bare: true })).status).toBe(404)
      expect((await request(running.url, '/dev/outbox', { bare: true })).status).toBe(404)
      const hsts = await request(running.url, '/app/health')
      expect(hsts.headers.get('strict-transport-security')).toContain('max-age=')
    } finally {
      await running.close()
    }
  })

  it('the /dev routes answer loopback clients only, want a JSON body to change anything, and limit it', async () => {
    expect((await server.call('/dev/outbox.json', { bare: true })).status).toBe(200)
    // No loopback socket (the app called in-process, as any other client would look): not there.
    const app = createApp({ config: server.config, database: server.database })
    expect((await app.request('/dev/outbox.json')).status).toBe(404)
    expect(
      (
        await app.request('/dev/carrier/advance', {
          method: 'POST',
          body: '{"minutes":5}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(404)

    const form = await server.call('/dev/payments/outage', {
      bare: true,
      rawBody: 'down=true',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const clock = await server.call('/dev/carrier/clock', { bare: true })
    const huge = await server.call('/dev/carrier/advance', {
      bare: true,
      rawBody: JSON.stringify({ minutes: 5, pad: 'x'.repeat(100_000) }),
    })
    expect(huge.status).toBe(413)
    expect((await server.call('/dev/carrier/clock', { bare: true })).body.offsetMinutes).toBe(clock.body.offsetMinutes)
  })
})

describe('request logs', () => {
  it('are one JSON line per request: id, method, path, route and status, never the token, password, code or query', async () => {
    const lines: string[] = []
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) })
    const app = createApp({ config: testConfig({ env: 'development' }), database: server.database, distDir, logger })
    const headers = {
      'x-api-key': 'ring-dev-public-key',
      'x-company-code': 'Ring-Mobile-Web',
      'x-operator-id': '23',
      'content-type': 'application/json',
    }
    const login = await app.request('/app/auth/login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bob@test.example', password: 'Secret#Pass1' }),
    })
    expect(login.status).toBe(401)
    await app.request('/app/auth/otp/send', { method: 'POST', headers, body: JSON.stringify({ email: 'bob@test.example' }) })
    const mail = await server.lastMail('bob@test.example')
    await app.request(`/otp-login?email=bob%40test.example&code=${/\d{6}/.exec(mail!.text)![0]}`)
    const view = await app.request('/app/users/view', { headers: { ...headers, authorization: 'Bearer SECRET-TOKEN-VALUE' } })
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    const requests = entries.filter((entry) => entry.msg === 'request')
    expect(requests.find((entry) => entry.path === '/app/auth/login')).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/app/auth/login',
      status: 401,
    })
    const viewLine = requests.find((entry) => entry.path === '/app/users/view')
    expect(viewLine).toMatchObject({ method: 'GET', status: 401 })
    // The id in the log line is the one the answer carries.
    expect(viewLine?.reqId).toBe(view.headers.get('x-request-id'))
    const all = lines.join('\n')
    expect(all).not.toContain('Secret#Pass1')
    expect(all).not.toContain('SECRET-TOKEN-VALUE')
    expect(all).not.toContain('bob%40test.example')
    expect(all).not.toContain('code=')
  })

  it('logs payment session paths without the session id', () => {
    const id = '7f3c2a9e-1b4d-4c8e-9f00-123456789abc'
    for (const path of [`/pay/session/${id}`, `/pay/session/${id}/cancel`, `/pay/stripe/cancel/${id}`, `/app/payments/session/${id}`]) {
      expect(loggedPath(path)).not.toContain(id.slice(4))
    }
    expect(loggedPath('/app/users/view')).toBe('/app/users/view')
  })
})

describe('caching', () => {
  it('personal answers carry Cache-Control: no-store; the plan catalogue keeps its own', async () => {
    const token = await server.signIn('grace')
    for (const path of ['/app/users/view', '/app/payments/cards', '/app/payments/transactions']) {
      const result = await server.call(path, { token })
      expect(result.status, path).toBe(200)
      expect(result.headers.get('cache-control'), path).toBe('no-store')
    }
    expect((await server.call('/app/plans')).headers.get('cache-control')).toBe('public, max-age=60')
  })
})

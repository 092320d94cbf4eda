import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@server/db/client'
import { switchableDatabase, type SwitchableDatabase } from './support/db-proxy'
import { listen, openTestDatabase, request, testConfig } from './support/harness'

let owned: Awaited<ReturnType<typeof openTestDatabase>>
let remote: SwitchableDatabase
let database: Database
let server: Awaited<ReturnType<typeof listen>>

beforeAll(async () => {
  owned = await openTestDatabase()
  // PostgreSQL runs relay to this file's own database; embedded runs put PGlite behind the wire protocol.
  remote = await switchableDatabase(owned.databaseUrl)
  database = await openDatabase({ databaseUrl: remote.url, poolSize: 1 })
  server = await listen({ config: testConfig(), database })
})
afterAll(async () => {
  await server?.close()
  await database?.close()
  await remote?.close()
  await owned?.drop()
})

describe('when the database hangs', () => {
  it('answers 503 with Retry-After instead of hanging, /healthz included, and recovers when it answers again', async () => {
    const login = await request(server.url, '/app/auth/login', { body: { email: 'alice@test.example', password: 'Test#2026' } })
    expect(login.status).toBe(200)
    const token = login.body.token as string
    remote.freeze()
    try {
      // Bounded by a generous client timeout: without the server's own timeouts these would never answer.
      const within = (path: string, options: Parameters<typeof request>[2] = {}) =>
        Promise.race([
          request(server.url, path, options),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${path} did not answer`)), 15_000)),
        ])
      const [health, view, content] = await Promise.all([
        within('/healthz', { bare: true }),
        within('/app/users/view', { token }),
        within('/api/ring-mobile-pages', { bare: true }),
      ])
      expect(health.status).toBe(503)
      expect(view.status).toBe(503)
      expect(view.body).toEqual({ message: expect.any(String), requestId: view.headers.get('x-request-id') })
      expect(view.headers.get('retry-after')).toBe('5')
      expect(content.status).toBe(503)
      expect(content.headers.get('retry-after')).toBe('5')
    } finally {
      remote.thaw()
    }
    await expect.poll(async () => (await request(server.url, '/app/users/view', { token })).status, { timeout: 15_000 }).toBe(200)
    expect((await request(server.url, '/healthz', { bare: true })).status).toBe(200)
  }, 60_000)
})

describe('when the database is unreachable', () => {
  it('answers 503 JSON with Retry-After, and recovers without a restart when it is back', async () => {
    const before = await request(server.url, '/app/plans')
    expect(before.status).toBe(200)
    expect(before.body.plans).toHaveLength(4)

    const login = await request(server.url, '/app/auth/login', { body: { email: 'demo@ringmobile.example', password: 'Demo#2026' } })
    expect(login.status).toBe(200)
    const token = login.body.token as string

    await remote.down()
    const during = await request(server.url, '/app/users/view', { token })
    expect(during.status).toBe(503)
    expect(during.body).toEqual({ message: expect.any(String), requestId: during.headers.get('x-request-id') })
    expect(during.headers.get('retry-after')).toBe('5')
    const signIn = await request(server.url, '/app/auth/otp/send', { body: { email: 'alice@test.example' } })
    expect(signIn.status).toBe(503)
    expect((await request(server.url, '/healthz', { bare: true })).status).toBe(503)
    // Routes that need no database keep answering.
    expect((await request(server.url, '/app/health')).status).toBe(200)

    // The catalogue a process already read keeps being served while the database is away.
    expect((await request(server.url, '/app/plans')).status).toBe(200)

    await remote.up()
    const after = await request(server.url, '/app/users/view', { token })
    expect(after.status).toBe(200)
    expect(after.body.email).toBe('demo@ringmobile.example')
    expect((await request(server.url, '/healthz', { bare: true })).status).toBe(200)
  })
})

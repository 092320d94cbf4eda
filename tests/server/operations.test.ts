import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/app'
import { loadConfig } from '@server/config'
import { watchedTick } from '@server/lib/jobs'
import { createLogger } from '@server/lib/log'
import { createMetrics } from '@server/lib/metrics'
import { fakeBuild, simpleRenderer } from './support/fake-build'
import { metricSample, serverForFile, testConfig } from './support/harness'

const server = serverForFile()
const distDir = fakeBuild(simpleRenderer(200))
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const CLIENT = { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' }
const OUTBOX_TOKEN = 'outbox-token-for-testers'
const METRICS_TOKEN = 'metrics-token-for-prometheus'

describe('liveness and readiness', () => {
  it('answers liveness without the database, and readiness 503 while the process is shutting down', async () => {
    let stopping = false
    const app = createApp({ config: server.config, database: server.database, distDir, stopping: () => stopping })
    expect((await app.request('/livez')).status).toBe(200)
    expect((await app.request('/readyz')).status).toBe(200)
    expect((await app.request('/healthz')).status).toBe(200)
    stopping = true
    const readiness = await app.request('/readyz')
    expect(readiness.status).toBe(503)
    expect(readiness.headers.get('retry-after')).toBe('5')
    expect((await app.request('/healthz')).status).toBe(503)
    expect((await app.request('/livez')).status).toBe(200)
  })
})

describe('request ids', () => {
  it('gives every answer an id, and keeps the one a proxy sent', async () => {
    const plans = await fetch(`${server.url}/app/plans`, { headers: CLIENT })
    expect(plans.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
    const given = await fetch(`${server.url}/app/health`, { headers: { ...CLIENT, 'x-request-id': 'lb-7f3c2a9e-0001' } })
    expect(given.headers.get('x-request-id')).toBe('lb-7f3c2a9e-0001')
    // Something that is not an id (a header injection, a 2 KB string) is replaced.
    const odd = await fetch(`${server.url}/app/health`, { headers: { ...CLIENT, 'x-request-id': 'x'.repeat(300) } })
    expect(odd.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
    const missing = await fetch(`${server.url}/app/users/view`, { headers: CLIENT })
    expect(missing.status).toBe(401)
    expect(missing.headers.get('x-request-id')).toMatch(/^[\da-f-]{36}$/)
    // A client's mistake says only what to do; the id is in the header.
    expect(await missing.json()).toEqual({ message: 'Please sign in to continue' })
  })

  it('logs an unexpected error as JSON under the id its 500 answer carries, without the stack in the answer', async () => {
    const lines: string[] = []
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) })
    // A renderer that fails: the page route throws something that is no HttpError.
    const failing = createApp({
      config: server.config,
      database: server.database,
      distDir,
      logger,
      renderer: {
        keep: false,
        load: () => Promise.reject(new Error('the disk is on fire')),
      },
    })
    const answer = await failing.request('/shop')
    expect(answer.status).toBe(500)
    const body = (await answer.json()) as { message: string; requestId: string }
    expect(body).toEqual({ message: 'Something went wrong. Please try again!', requestId: answer.headers.get('x-request-id') })
    const entry = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'unexpected error')
    expect(entry).toMatchObject({ level: 'error', reqId: body.requestId, method: 'GET', path: '/shop', err: 'the disk is on fire' })
  })
})

describe('GET /metrics', () => {
  it('counts requests by route pattern, with durations, the page cache, job runs and the payments in the database', async () => {
    const metrics = createMetrics({ db: server.db })
    const app = createApp({ config: server.config, database: server.database, distDir, metrics })
    const token = await server.signIn('grace')
    for (let i = 0; i < 3; i += 1) await app.request('/app/plans', { headers: CLIENT })
    await app.request('/app/users/view', { headers: { ...CLIENT, authorization: `Bearer ${token}` } })
    await app.request('/app/users/view', { headers: CLIENT })
    await app.request('/shop')
    await app.request('/shop')
    await app.request('/shop?from=mail')
    const watch = { logger: createLogger('silent'), metrics }
    await watchedTick(server.database, 'sweep-rate-limits', async () => {}, watch)
    await expect(watchedTick(server.database, 'billing', () => Promise.reject(new Error('no')), watch)).rejects.toThrow('no')

    // Another machine without METRICS_TOKEN set: nothing to see (app.request has no loopback socket).
    expect((await app.request('/metrics')).status).toBe(404)
    const open = createApp({ config: { ...server.config, metricsToken: METRICS_TOKEN }, database: server.database, distDir, metrics })
    expect((await open.request('/metrics')).status).toBe(401)
    const scraped = await open.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await scraped.text()
    expect(metricSample(text, 'ring_http_requests_total', { method: 'GET', route: '/app/plans', status: '200' })).toBe(3)
    // The route's pattern, never the path: one series for every user id.
    expect(metricSample(text, 'ring_http_requests_total', { method: 'GET', route: '/app/users/view', status: '200' })).toBe(1)
    expect(metricSample(text, 'ring_http_requests_total', { method: 'GET', route: '/app/users/view', status: '401' })).toBe(1)
    expect(metricSample(text, 'ring_http_request_duration_seconds_count', { method: 'GET', route: '/app/plans' })).toBe(3)
    expect(metricSample(text, 'ring_page_cache_total', { outcome: 'miss' })).toBe(1)
    expect(metricSample(text, 'ring_page_cache_total', { outcome: 'hit' })).toBe(1)
    expect(metricSample(text, 'ring_page_cache_total', { outcome: 'uncached' })).toBe(1)
    expect(metricSample(text, 'ring_job_runs_total', { job: 'sweep-rate-limits', outcome: 'ran' })).toBe(1)
    expect(metricSample(text, 'ring_job_runs_total', { job: 'billing', outcome: 'failed' })).toBe(1)
    expect(text).toMatch(/^# TYPE ring_payments gauge$/m)
    expect(text).toMatch(/^# TYPE ring_payment_sessions gauge$/m)
  })

  it('answers this machine without a token', async () => {
    const answer = await fetch(`${server.url}/metrics`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('ring_http_requests_total')
  })
})

describe('/dev/outbox from other machines', () => {
  it('opens every outbox path to a caller with DEV_OUTBOX_TOKEN, and nothing else under /dev', async () => {
    const closed = createApp({ config: server.config, database: server.database, distDir })
    expect((await closed.request('/dev/outbox.json')).status).toBe(404)
    const app = createApp({ config: { ...server.config, devOutboxToken: OUTBOX_TOKEN }, database: server.database, distDir })
    expect((await app.request('/dev/outbox.json')).status).toBe(404)
    expect((await app.request('/dev/outbox.json', { headers: { authorization: 'Bearer not-the-token-at-all' } })).status).toBe(404)
    const json = await app.request('/dev/outbox.json', { headers: { authorization: `Bearer ${OUTBOX_TOKEN}` } })
    expect(json.status).toBe(200)
    expect(Array.isArray(await json.json())).toBe(true)
    const page = await app.request('/dev/outbox', { headers: { authorization: `Bearer ${OUTBOX_TOKEN}` } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Dev outbox')
    // The carrier clock and the other switches stay on this machine.
    expect((await app.request('/dev/carrier/clock', { headers: { authorization: `Bearer ${OUTBOX_TOKEN}` } })).status).toBe(404)
  })

  it('is refused in production, where there is no outbox', () => {
    const production = {
      NODE_ENV: 'production',
      API_KEY: 'a-production-key-0123456789',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://ringmobile.example',
      DATA_DIR: testConfig().dataDir,
    }
    expect(() => loadConfig(production)).not.toThrow()
    expect(() => loadConfig({ ...production, DEV_OUTBOX_TOKEN: OUTBOX_TOKEN })).toThrow(/DEV_OUTBOX_TOKEN: must not be set in production/)
  })
})

/**
 * "Local" means this machine: /dev and /metrics judge a caller by the configured tokens, given in a header, and by a
 * loopback socket that no proxy stands in front of. A reverse proxy on the same machine connects from 127.0.0.1 for
 * every remote client; here one such proxy (node:http, adding X-Forwarded-For as nginx does) stands between the
 * client and a server started with TRUST_PROXY=1.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverForFile } from './support/harness'

const OUTBOX_TOKEN = 'outbox-token-for-testers'
const METRICS_TOKEN = 'metrics-token-for-prometheus'

const server = serverForFile({ trustProxy: { hops: 1 }, devOutboxToken: OUTBOX_TOKEN })
const withMetricsToken = serverForFile({ trustProxy: { hops: 1 }, metricsToken: METRICS_TOKEN })

/** A reverse proxy on this machine in front of `target`: what a remote client's request looks like to the server. */
function proxyTo(target: () => string, added: Record<string, string>) {
  const proxy: Server = createServer((incoming, outgoing) => {
    const upstream = new URL(incoming.url ?? '/', target())
    const headers: IncomingHttpHeaders = { ...incoming.headers, ...added, host: upstream.host }
    const forwarded = httpRequest(upstream, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    incoming.pipe(forwarded)
  })
  let url = ''
  beforeAll(() =>
    new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', () => resolve())).then(() => {
      url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    }),
  )
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))
  return { get: (path: string, headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers }) }
}

const remote = { 'x-forwarded-for': '203.0.113.9' }
const nginx = proxyTo(() => server.url, remote)
const nginxToMetrics = proxyTo(() => withMetricsToken.url, remote)

describe('a remote client behind a proxy on this machine', () => {
  it('does not reach /dev, the outboxes or /metrics without a token', async () => {
    for (const path of ['/dev/outbox.json', '/dev/outbox', '/dev/outbox/texts.json', '/dev/carrier/clock', '/metrics']) {
      expect((await nginx.get(path)).status, path).toBe(404)
    }
  })

  it('opens the outboxes with DEV_OUTBOX_TOKEN as a bearer token, and nothing else under /dev', async () => {
    const bearer = { authorization: `Bearer ${OUTBOX_TOKEN}` }
    const outbox = await nginx.get('/dev/outbox.json', bearer)
    expect(outbox.status).toBe(200)
    expect(Array.isArray(await outbox.json())).toBe(true)
    expect((await nginx.get('/dev/carrier/clock', bearer)).status).toBe(404)
  })

  it('scrapes /metrics with METRICS_TOKEN as a bearer token only', async () => {
    expect((await nginxToMetrics.get('/metrics')).status).toBe(401)
    const scraped = await nginxToMetrics.get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toContain('ring_http_requests_total')
  })
})

describe('any forwarding header makes a loopback caller remote', () => {
  const headers = {
    Forwarded: 'for=203.0.113.9',
    'X-Forwarded-For': '203.0.113.9',
    'X-Real-IP': '203.0.113.9',
    'X-Forwarded-Host': 'ringmobile.example',
    Via: '1.1 proxy',
  }
  for (const [name, value] of Object.entries(headers)) {
    it(`${name} closes /dev and /metrics`, async () => {
      expect((await fetch(`${server.url}/dev/outbox.json`, { headers: { [name]: value } })).status).toBe(404)
      expect((await fetch(`${server.url}/dev/carrier/clock`, { headers: { [name]: value } })).status).toBe(404)
      expect((await fetch(`${server.url}/metrics`, { headers: { [name]: value } })).status).toBe(404)
    })
  }

  it('leaves this machine its /dev routes and /metrics when nothing was forwarded', async () => {
    expect((await fetch(`${server.url}/dev/outbox.json`)).status).toBe(200)
    expect((await fetch(`${server.url}/dev/carrier/clock`)).status).toBe(200)
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200)
  })
})

describe('tokens travel in headers only', () => {
  it('refuses DEV_OUTBOX_TOKEN and METRICS_TOKEN in the address', async () => {
    expect((await nginx.get(`/dev/outbox.json?token=${OUTBOX_TOKEN}`)).status).toBe(404)
    expect((await nginx.get(`/dev/outbox?token=${OUTBOX_TOKEN}`)).status).toBe(404)
    expect((await fetch(`${withMetricsToken.url}/metrics?token=${METRICS_TOKEN}`)).status).toBe(401)
  })
})

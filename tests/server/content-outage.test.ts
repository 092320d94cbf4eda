/**
 * A content service elsewhere (CONTENT_URL) that accepts connections and never answers must not stall the pages:
 * the server renderer's calls to it give up at their deadline (server/lib/pages.ts) and the pages are drawn as for a
 * service that is down. Then the service comes back and the very next render uses it. The pages are the real ones,
 * rendered by src/entry-server.tsx as Vite loads it (as `npm run dev` does), so the root's footer, the titles and the
 * FAQ's "unavailable" state are the app's own.
 *
 * The service is one node:net server: while hung it takes every connection and says nothing; restored, it hands each
 * connection, the ones it held included, to a node:http server that answers from this app's own content service (Strapi's shapes).
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '@server/lib/log'
import type { Renderer, RendererSource } from '@server/lib/pages'
import { metricSample, request, startTestServer, type TestServer } from './support/harness'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Pages rendered in the test carry no scripts: the router's manifest only has to exist. */
const MANIFEST = { routes: { __root__: {} } }

let vite: ViteDevServer
let server: TestServer
let hung = true
const held: Socket[] = []
const logLines: Record<string, unknown>[] = []
/** The X-Request-Id of every page answered. */
const pageRequestIds = new Set<string>()

/** Answers the content service's calls from this app's own content service. */
async function answerFromOwnService(incoming: IncomingMessage, outgoing: ServerResponse) {
  const answer = await fetch(`${server.url}${incoming.url ?? '/'}`, { headers: { accept: 'application/json' } })
  const body = Buffer.from(await answer.arrayBuffer())
  outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
  outgoing.end(body)
}
// A connection handed over while the service answered stays open (keep-alive): it goes silent too when it hangs.
const restored = createHttpServer((incoming, outgoing) => {
  if (!hung) void answerFromOwnService(incoming, outgoing)
})
const service = createNetServer((socket) => {
  socket.on('error', () => {})
  if (hung) held.push(socket)
  else restored.emit('connection', socket)
})

/** The service answers again, as a stopped Strapi does on SIGCONT: the connections it held are read too. */
function restore() {
  hung = false
  for (const socket of held.splice(0)) if (!socket.destroyed) restored.emit('connection', socket)
}

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', () => resolve()))
  const contentUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`
  vite = await createViteServer({
    root: ROOT,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  })
  const renderer: RendererSource = {
    keep: true,
    load: () =>
      (vite.ssrLoadModule('/src/entry-server.tsx') as Promise<Renderer>).then((loaded) => ({ renderer: loaded, manifest: MANIFEST })),
  }
  const logger = createLogger('warn', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) })
  server = await startTestServer({ contentUrl }, { renderer, logger })
  // Vite compiles the pages' modules on their first render: done here, with the service answering, so the tests
  // below measure the pages and not the compiler.
  restore()
  for (const path of ['/', '/shop', '/faq']) await page(path)
  hung = true
}, 180_000)

afterAll(async () => {
  held.forEach((socket) => socket.destroy())
  await new Promise<void>((resolve) => service.close(() => resolve()))
  await server?.close()
  await vite?.close()
})

async function page(path: string) {
  const answer = await request(server.url, path, { bare: true, headers: { accept: 'text/html' } })
  pageRequestIds.add(answer.headers.get('x-request-id') ?? '')
  return { ...answer, html: answer.text }
}

/** The document's title. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

/** One labelled sample's value in the metrics, or undefined. */
async function metric(name: string, labels: Record<string, string>) {
  return metricSample((await request(server.url, '/metrics', { bare: true })).text, name, labels)
}

describe('a content service that accepts and never answers', () => {
  // Each page waits out the content deadline (3 s, server/lib/pages.ts) and is then drawn without it. The timeout
  // only stops a page that would wait for ever: it leaves a busy machine's render room, and says nothing of speed.
  const drawnDespiteTheHang = { timeout: 10_000 }
  it('leaves the home page its plans and its default title, with a footer without social links', drawnDespiteTheHang, async () => {
    const home = await page('/')
    expect(home.status).toBe(200)
    expect(titleOf(home.html)).toBe('Ring Mobile | SIM and eSIM plans')
    expect(home.html).toContain('<footer')
    expect(home.html).not.toContain('Follow us')
  })

  it('draws /shop with its plans', drawnDespiteTheHang, async () => {
    const shop = await page('/shop')
    expect(shop.status).toBe(200)
    expect(shop.html).toContain('Unlimited')
    expect(shop.html).not.toContain('Follow us')
  })

  it('draws /faq as "unavailable" with "Try again"', drawnDespiteTheHang, async () => {
    const faq = await page('/faq')
    expect(faq.status).toBe(200)
    expect(faq.html).toContain('We couldn&#x27;t load this page just now')
    expect(faq.html).toContain('Try again')
  })

  it('counts the calls that ran out of time, and logs them with the request they were made for', async () => {
    expect(await metric('ring_outside_call_total', { service: 'content', outcome: 'timeout' })).toBeGreaterThanOrEqual(3)
    const timedOut = logLines.filter((line) => line.service === 'content' && line.outcome === 'timeout')
    expect(timedOut.length).toBeGreaterThanOrEqual(3)
    for (const line of timedOut) {
      expect(pageRequestIds).toContain(line.reqId)
      expect(String(line.what)).toMatch(/^GET \/api\//)
    }
  })
})

describe('the same service, restored', () => {
  it('is used again by the next render: the FAQ, the footer links and the titles are back', { timeout: 8000 }, async () => {
    restore()
    const timeouts = await metric('ring_outside_call_total', { service: 'content', outcome: 'timeout' })
    const faq = await page('/faq')
    expect(faq.html).not.toContain('We couldn&#x27;t load this page just now')
    const own = await request(server.url, '/api/ring-mobile-pages?filters[slug][$eq]=faq', { bare: true })
    expect(faq.html).toContain(own.body.data[0].attributes.title)
    const home = await page('/')
    expect(home.html).toContain('Follow us')
    expect(titleOf(home.html)).not.toBe('Ring Mobile | SIM and eSIM plans')
    expect(await metric('ring_outside_call_total', { service: 'content', outcome: 'ok' })).toBeGreaterThan(0)
    expect(await metric('ring_outside_call_total', { service: 'content', outcome: 'timeout' })).toBe(timeouts)
  })

  it("lets the pages show the service's logos: its origin is in img-src", async () => {
    const home = await page('/')
    const policy = home.headers.get('content-security-policy') ?? ''
    const imgSrc = /img-src ([^;]*)/.exec(policy)?.[1].split(' ') ?? []
    expect(imgSrc).toContain(server.config.contentUrl)
  })
})

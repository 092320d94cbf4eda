import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { and, eq } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '@server/app'
import { contentEntries, plans } from '@server/db/schema'
import { createLogger } from '@server/lib/log'
import { RENDERER_DIR } from '@server/lib/pages'
import { fakeBuild } from './support/fake-build'
import { startTestServer, type TestServer } from './support/harness'

/**
 * The server's pages (server/lib/pages.ts) through the real app, with a stand-in for the built renderer
 * (`<dist>/_ssr/entry-server.js`, the two exports of src/entry-server.tsx). Like the real one it reads what it shows
 * through the fetch it is given (the plans at /app/plans with the client headers, a content page at /api), puts the
 * nonce it is given on its inline scripts (none when it is given none, as React and the router do), and builds its script tag from the manifest `routerManifest` made. Each
 * page shows the number of the render that drew it (`<output id="render">`), so a test sees whether a page was
 * rendered again or kept. Paths:
 * - /shop: the plans with their prices; /about: the content service's title of the about page;
 * - /outside/<port>: the about page's title from a content service on another origin (127.0.0.1:<port>);
 * - /missing: a 404 page; /moved: a 307 to /shop whose Location names the render;
 * - /flaky: the first render throws, the next ones draw the page;
 * - /gate/<name>/<n>/…: the render waits until <n> renders of gate <name> have started (it fails after 5 s);
 * - /held: the render waits until a render of /release has run; /status shows how many renders of /held wait;
 * - any other path: a page that shows the query and the Cookie header the render received.
 */
const RENDERER = `
const API = { accept: 'application/json', 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' }
let renders = 0
let flaky = 0
const gates = new Map()
let held = []

function gate(name, count) {
  let entry = gates.get(name)
  if (!entry) {
    let open
    entry = { started: 0, opened: new Promise((resolve) => (open = resolve)) }
    entry.open = open
    gates.set(name, entry)
  }
  entry.started += 1
  if (entry.started >= count) entry.open()
  const current = entry
  return Promise.race([
    current.opened,
    new Promise((_, reject) => setTimeout(() => reject(new Error('gate ' + name + ': ' + current.started + ' of ' + count + ' renders started')), 5000).unref()),
  ])
}

export function routerManifest(vite) {
  return { entry: '/' + vite['src/main.tsx'].file }
}

export async function render(request, { fetch, nonce, manifest }) {
  const n = ++renders
  const url = new URL(request.url)
  const path = url.pathname
  const script = nonce === undefined ? '<script>' : '<script nonce="' + nonce + '">'
  const page = (status, body) =>
    new Response(
      '<!doctype html><html><head><script type="module" src="' + manifest.entry + '"></script>'
        + script + 'self.head = true</script></head><body>' + body
        + '<output id="render">' + n + '</output>' + script + 'self.render = ' + n + '</script></body></html>',
      { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
    )
  if (path === '/shop') {
    const { plans } = await (await fetch('/app/plans', { headers: API })).json()
    return page(200, '<h1>Plans</h1>' + plans.map((plan) => '<p class="plan">' + plan.retailName + ' ' + plan.retailPrice + '</p>').join(''))
  }
  if (path === '/about') {
    const { data } = await (await fetch('/api/ring-mobile-pages?filters[slug][$eq]=about')).json()
    return page(200, '<h1>' + data[0].attributes.title + '</h1>')
  }
  const outside = /^\\/outside\\/(\\d+)$/.exec(path)
  if (outside) {
    const { data } = await (await fetch('http://127.0.0.1:' + outside[1] + '/api/ring-mobile-pages?filters[slug][$eq]=about')).json()
    return page(200, '<h1>' + data[0].attributes.title + '</h1>')
  }
  if (path === '/missing') return page(404, '<h1>Not found</h1>')
  if (path === '/moved') return new Response(null, { status: 307, headers: { location: '/shop?from=' + n } })
  if (path === '/flaky' && ++flaky === 1) throw new Error('the renderer broke')
  const gated = /^\\/gate\\/(\\w+)\\/(\\d+)\\//.exec(path)
  if (gated) await gate(gated[1], Number(gated[2]))
  if (path === '/held') await new Promise((resolve) => held.push(resolve))
  if (path === '/status') return page(200, '<p id="held">' + held.length + '</p>')
  if (path === '/release') {
    const released = held.length
    for (const resolve of held) resolve()
    held = []
    return page(200, '<p id="released">' + released + '</p>')
  }
  return page(200, '<h1>Page ' + path + '</h1><p id="query">' + url.search + '</p><p id="cookie">' + (request.headers.get('cookie') ?? 'none') + '</p>')
}
`

let server: TestServer
let distDir: string
let emptyDir: string
/** The server's error log lines. */
const errorLog: string[] = []

beforeAll(async () => {
  distDir = fakeBuild(RENDERER)
  emptyDir = mkdtempSync(join(tmpdir(), 'ring-dist-'))
  server = await startTestServer({}, { distDir, logger: createLogger('error', { write: (line: string) => void errorLog.push(line) }) })
})
afterAll(async () => {
  await server?.close()
  rmSync(distDir, { recursive: true, force: true })
  rmSync(emptyDir, { recursive: true, force: true })
})

interface Page {
  status: number
  headers: Headers
  html: string
  /** The number of the render that drew the page. */
  render: number
}

async function page(path: string, init?: RequestInit): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, init)
  const html = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    html,
    render: Number(/<output id="render">(\d+)<\/output>/.exec(html)?.[1] ?? NaN),
  }
}

/** The nonce the response's Content-Security-Policy allows scripts with. */
const cspNonce = (headers: Headers) => /script-src [^;]*'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]

/** Every nonce attribute in the page. */
const nonces = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])

/** The policy's `script-src`. */
const scriptSrc = (headers: Headers) => /script-src [^;]*/.exec(headers.get('content-security-policy') ?? '')?.[0]

/** The CSP hash source of each of the fake renderer's inline scripts (`<script>` without `src`), in page order. */
const hashesOf = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`)

/** The page at `path` as sent, undecoded, to a client whose Accept-Encoding is `encoding` (none when empty). */
function rawPage(path: string, encoding: string): Promise<{ encoding: string | undefined; html: string; length: number }> {
  return new Promise((resolve, reject) => {
    const ask = httpRequest(`${server.url}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', reject)
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const sent = answer.headers['content-encoding']
        const decoded = sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body
        expect(Number(answer.headers['content-length'])).toBe(body.length)
        resolve({ encoding: sent, html: decoded.toString('utf8'), length: body.length })
      })
    })
    ask.on('error', reject)
    ask.end()
  })
}

const textOf = (html: string, id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1]

describe('a page at a path without a query', () => {
  it('is rendered once, with the data its loaders read and the router manifest, and served from memory after', async () => {
    const catalogue = await server.db.select().from(plans).where(eq(plans.active, true))
    const first = await page('/shop')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toMatch(/^text\/html/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    for (const plan of catalogue) expect(first.html).toContain(`<p class="plan">${plan.retailName} ${Number(plan.retailPrice)}</p>`)
    // The manifest is `routerManifest` of Vite's (<dist>/.vite/manifest.json), given to every render.
    expect(first.html).toContain('<script type="module" src="/assets/main-1.js"></script>')

    const second = await page('/shop')
    expect(second.render).toBe(first.render)
    // The same bytes for every visitor.
    expect(second.html).toBe(first.html)
  })

  it('carries no nonce: its inline scripts are allowed by their hashes, which its policy names', async () => {
    const answers = [await page('/hashed'), await page('/hashed')]
    expect(answers[1].render).toBe(answers[0].render)
    for (const answer of answers) {
      expect(nonces(answer.html)).toEqual([])
      expect(cspNonce(answer.headers)).toBeUndefined()
      const hashes = hashesOf(answer.html)
      expect(hashes).toHaveLength(2)
      // Scripts run by their hashes alone: no nonce, no 'unsafe-inline'.
      expect(scriptSrc(answer.headers)).toBe(`script-src 'self' ${hashes.join(' ')}`)
      // The policy's other headers and the pages' own travel with the kept bytes, one of each.
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
      expect(answer.headers.get('cache-control')).toBe('no-cache')
      expect(answer.headers.get('vary')).toMatch(/Cookie/)
      expect(answer.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    }
    expect(answers[1].headers.get('x-request-id')).not.toBe(answers[0].headers.get('x-request-id'))
  })

  it('is sent in brotli, gzip or plain as Accept-Encoding asks, each the same page', async () => {
    const plain = await rawPage('/encoded', '')
    expect(plain.encoding).toBeUndefined()
    const br = await rawPage('/encoded', 'gzip, deflate, br')
    const gzip = await rawPage('/encoded', 'gzip')
    expect(br.encoding).toBe('br')
    expect(gzip.encoding).toBe('gzip')
    for (const answer of [br, gzip]) expect(answer.html).toBe(plain.html)
    const head = await fetch(`${server.url}/encoded`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(head.headers.get('content-encoding')).toBe('br')
    expect(head.headers.get('vary')).toMatch(/Accept-Encoding/)
  })

  it('is drawn for nobody in particular: the visitor’s cookies never reach the render, only the language', async () => {
    const kept = await page('/visitor', { headers: { cookie: 'session=secret' } })
    expect(textOf(kept.html, 'cookie')).toBe('lang=en')
    // A page rendered for its request sees the request as it came.
    const own = await page('/visitor?x=1', { headers: { cookie: 'session=secret' } })
    expect(textOf(own.html, 'cookie')).toBe('session=secret')
  })

  it('is kept once per language: the lang cookie chooses which, and an unknown language is English', async () => {
    const spanish = await page('/languages', { headers: { cookie: 'session=secret; lang=es' } })
    expect(textOf(spanish.html, 'cookie')).toBe('lang=es')
    expect(spanish.headers.get('vary')).toMatch(/cookie/i)
    const english = await page('/languages')
    expect(textOf(english.html, 'cookie')).toBe('lang=en')
    expect(english.render).not.toBe(spanish.render)
    // Served from memory after, each language its own.
    expect((await page('/languages', { headers: { cookie: 'lang=es' } })).render).toBe(spanish.render)
    expect((await page('/languages', { headers: { cookie: 'lang=fr' } })).render).toBe(english.render)
  })

  it('is drawn, with no cookie, in the language Accept-Language prefers, and sets no cookie', async () => {
    const mexico = await page('/first-visit', { headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } })
    expect(textOf(mexico.html, 'cookie')).toBe('lang=es')
    expect(mexico.headers.get('set-cookie')).toBeNull()
    expect(mexico.headers.get('vary')).toMatch(/accept-language/i)
    expect(mexico.headers.get('vary')).toMatch(/cookie/i)
    // One kept page per language, whichever header asked for it.
    const us = await page('/first-visit', { headers: { 'accept-language': 'es-US' } })
    expect(us.render).toBe(mexico.render)
    expect(us.headers.get('set-cookie')).toBeNull()
    const english = await page('/first-visit', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(textOf(english.html, 'cookie')).toBe('lang=en')
    expect(english.render).not.toBe(mexico.render)
  })

  it('weighs Accept-Language by q: the highest weight wins, q=0 and weights out of range count for nothing', async () => {
    const language = async (header: string) => textOf((await page('/weights', { headers: { 'accept-language': header } })).html, 'cookie')
    expect(await language('en;q=0.4, es-419;q=0.8')).toBe('lang=es')
    expect(await language('es;q=0.3, fr, en;q=0.7')).toBe('lang=en')
    expect(await language('es;q=0, en;q=0.1')).toBe('lang=en')
    expect(await language('es;q=0')).toBe('lang=en')
    expect(await language('es;q=5, en;q=0.5')).toBe('lang=en')
    expect(await language('fr-FR, de;q=0.9, es;q=0.1')).toBe('lang=es')
  })

  it('reads a 4 KB or garbled Accept-Language as English', async () => {
    const language = async (header: string) =>
      textOf((await page('/odd-headers', { headers: { 'accept-language': header } })).html, 'cookie')
    expect(await language('es-MX,' + 'x-private;q=0.1,'.repeat(256))).toBe('lang=en')
    expect(await language('es'.padEnd(4096, ','))).toBe('lang=en')
    expect(await language(';;;,,,=q')).toBe('lang=en')
    expect(await language('es;q=abc')).toBe('lang=en')
    expect(await language('*')).toBe('lang=en')
    expect(await language('español')).toBe('lang=en')
  })

  it('follows the lang cookie over Accept-Language: a choice the visitor made wins', async () => {
    const chosen = await page('/cookie-wins', { headers: { cookie: 'lang=en', 'accept-language': 'es-MX' } })
    expect(textOf(chosen.html, 'cookie')).toBe('lang=en')
    const spanish = await page('/cookie-wins', { headers: { cookie: 'lang=es', 'accept-language': 'en-US' } })
    expect(textOf(spanish.html, 'cookie')).toBe('lang=es')
    // A page rendered for its own request (a query) reads the same.
    const own = await page('/cookie-wins?x=1', { headers: { 'accept-language': 'es-US' } })
    expect(own.headers.get('set-cookie')).toBeNull()
  })

  it('is rendered again, with the new price, once a plan changes in the database', async () => {
    const [plan] = await server.db.select().from(plans).where(eq(plans.active, true)).limit(1)
    const before = await page('/shop')
    expect(before.html).toContain(`<p class="plan">${plan.retailName} ${Number(plan.retailPrice)}</p>`)
    expect((await page('/shop')).render).toBe(before.render)

    const price = (Number(plan.retailPrice) + 7.25).toFixed(2)
    await server.db.update(plans).set({ retailPrice: price }).where(eq(plans.id, plan.id))
    // The trigger's NOTIFY arrives on its own time: the page is dropped once it does.
    await expect.poll(async () => (await page('/shop')).render, { timeout: 5_000 }).not.toBe(before.render)
    const after = await page('/shop')
    expect(after.html).toContain(`<p class="plan">${plan.retailName} ${Number(price)}</p>`)
    expect(after.html).not.toContain(`<p class="plan">${plan.retailName} ${Number(plan.retailPrice)}</p>`)
    expect((await page('/shop')).render).toBe(after.render)
    // Dropped in every encoding, and its policy with it: the scripts of the new render are the ones allowed.
    for (const encoding of ['br', 'gzip', '']) expect((await rawPage('/shop', encoding)).html).toBe(after.html)
    expect(scriptSrc(after.headers)).toBe(`script-src 'self' ${hashesOf(after.html).join(' ')}`)
    expect(scriptSrc(after.headers)).not.toBe(scriptSrc(before.headers))
  })

  it('is rendered again, with the new text, once a content entry changes in the database', async () => {
    const about = and(eq(contentEntries.type, 'ring-mobile-page'), eq(contentEntries.slug, 'about'))
    const [entry] = await server.db.select().from(contentEntries).where(about)
    const before = await page('/about')
    const title = (entry.data as { title: string }).title
    expect(before.html).toContain(`<h1>${title}</h1>`)
    expect((await page('/about')).render).toBe(before.render)

    await server.db
      .update(contentEntries)
      .set({ data: { ...(entry.data as object), title: 'About Ring Mobile, revised' } })
      .where(about)
    await expect.poll(async () => (await page('/about')).render, { timeout: 5_000 }).not.toBe(before.render)
    expect((await page('/about')).html).toContain('<h1>About Ring Mobile, revised</h1>')
  })

  it('reads a content service on another origin over the network, and is rendered per request', async () => {
    let asked = 0
    const strapi = serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: () => Response.json({ data: [{ id: 1, attributes: { title: `Outside ${++asked}` } }] }),
    })
    await new Promise((resolve) => strapi.once('listening', resolve))
    try {
      const path = `/outside/${(strapi.address() as AddressInfo).port}`
      const first = await page(path)
      expect(first.html).toContain('<h1>Outside 1</h1>')
      const second = await page(path)
      expect(second.html).toContain('<h1>Outside 2</h1>')
      expect(second.render).toBe(first.render + 1)
    } finally {
      await new Promise((resolve) => strapi.close(resolve))
    }
  })

  it('is not kept when the data changed while it was being rendered', async () => {
    const other = await page('/other')
    const held = fetch(`${server.url}/held`).then(async (response) => ({ status: response.status, html: await response.text() }))
    await expect.poll(async () => textOf((await page('/status?now')).html, 'held'), { timeout: 5_000 }).toBe('1')

    const [plan] = await server.db.select().from(plans).limit(1)
    await server.db.update(plans).set({ retailPrice: plan.retailPrice }).where(eq(plans.id, plan.id))
    // Every kept page is dropped when the notification arrives.
    await expect.poll(async () => (await page('/other')).render, { timeout: 5_000 }).not.toBe(other.render)

    expect(textOf((await page('/release?now')).html, 'released')).toBe('1')
    const late = await held
    expect(late.status).toBe(200)
    // The page drawn from the old data went to the request that was waiting for it, and no further.
    const next = fetch(`${server.url}/held`).then(async (response) => ({ status: response.status, html: await response.text() }))
    await expect.poll(async () => textOf((await page('/status?again')).html, 'held'), { timeout: 5_000 }).toBe('1')
    await page('/release?again')
    const renderOf = (html: string) => Number(/<output id="render">(\d+)<\/output>/.exec(html)?.[1])
    expect(renderOf((await next).html)).toBeGreaterThan(renderOf(late.html))
  })
})

describe('a path with a query', () => {
  it('is rendered for each request, with what the request asked', async () => {
    const first = await page('/reset-password?token=abc')
    const second = await page('/reset-password?token=abc')
    expect(first.status).toBe(200)
    expect(textOf(first.html, 'query')).toBe('?token=abc')
    expect(second.render).toBeGreaterThan(first.render)
  })

  it("carries its response's own CSP nonce on every inline script, and no hash", async () => {
    const answers = [await page('/nonce?with=query'), await page('/nonce?with=query')]
    for (const answer of answers) {
      const nonce = cspNonce(answer.headers)
      expect(nonce).toMatch(/^[\w+/=-]{16,}$/)
      expect(scriptSrc(answer.headers)).toBe(`script-src 'self' 'nonce-${nonce}'`)
      expect(nonces(answer.html)).toEqual([nonce, nonce])
    }
    expect(new Set(answers.map((answer) => cspNonce(answer.headers))).size).toBe(2)
  })
})

describe('what the renderer answers besides a page', () => {
  it('keeps the not-found page and answers it with status 404', async () => {
    const first = await page('/missing')
    expect(first.status).toBe(404)
    expect(first.html).toContain('<h1>Not found</h1>')
    const second = await page('/missing')
    expect(second.status).toBe(404)
    expect(second.render).toBe(first.render)
    expect(nonces(second.html)).toEqual([])
    expect(scriptSrc(second.headers)).toBe(`script-src 'self' ${hashesOf(second.html).join(' ')}`)
  })

  it('passes a redirect on and renders it again for the next request', async () => {
    const first = await fetch(`${server.url}/moved`, { redirect: 'manual' })
    const second = await fetch(`${server.url}/moved`, { redirect: 'manual' })
    expect(first.status).toBe(307)
    expect(second.status).toBe(307)
    expect(first.headers.get('location')).toMatch(/^\/shop\?from=\d+$/)
    expect(second.headers.get('location')).not.toBe(first.headers.get('location'))
  })

  it('answers a render that throws with a 500 JSON message without a stack, and does not keep it', async () => {
    const failed = await fetch(`${server.url}/flaky`)
    expect(failed.status).toBe(500)
    expect(failed.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await failed.text()
    expect(JSON.parse(text)).toEqual({ message: expect.any(String), requestId: failed.headers.get('x-request-id') })
    expect(text).not.toMatch(/renderer broke|entry-server|\bat /)
    expect(errorLog.join('\n')).toContain('the renderer broke')
    // Its security headers all the same, with a policy that allows no inline script.
    expect(failed.headers.get('x-frame-options')).toBe('DENY')
    expect(scriptSrc(failed.headers)).toBe("script-src 'self'")
    const next = await page('/flaky')
    expect(next.status).toBe(200)
    expect(next.html).toContain('<h1>Page /flaky</h1>')
  })
})

describe('renders', () => {
  it('run concurrently: 20 requests for two paths are answered by two renders that are in flight together', async () => {
    // Each render waits until both have started: one queued behind the other would never finish (500 after 5 s).
    const paths = Array.from({ length: 20 }, (_, i) => `/gate/pair/2/${i % 2 ? 'a' : 'b'}`)
    const answers = await Promise.all(paths.map((path) => page(path)))
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200))
    const rendersOf = (path: string) => new Set(answers.filter((_, i) => paths[i] === path).map((answer) => answer.render))
    expect(rendersOf('/gate/pair/2/a').size).toBe(1)
    expect(rendersOf('/gate/pair/2/b').size).toBe(1)
    expect([...rendersOf('/gate/pair/2/a')]).not.toEqual([...rendersOf('/gate/pair/2/b')])
  })

  it('run concurrently for paths with a query too: 20 requests, 20 renders in flight together', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => page(`/gate/many/20/page?i=${i}`)))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    expect(new Set(answers.map((answer) => answer.render)).size).toBe(20)
  })
})

describe('the build', () => {
  it('never sends the renderer bundle or the manifest', async () => {
    expect((await fetch(`${server.url}/${RENDERER_DIR}/entry-server.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404)
  })

  it('answers 503 with what to do when there is no build, or half of one', async () => {
    const empty = createApp({ config: server.config, database: server.database, distDir: emptyDir })
    const response = await empty.request('/shop')
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('The web app is not built yet: run `npm run build` (npm start does it for you).')
    // The renderer without Vite's manifest is not a build either.
    mkdirSync(join(emptyDir, RENDERER_DIR))
    writeFileSync(join(emptyDir, RENDERER_DIR, 'entry-server.js'), 'export const render = () => new Response("no")')
    const app = createApp({ config: server.config, database: server.database, distDir: emptyDir })
    expect((await app.request('/')).status).toBe(503)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { plans } from '@server/db/schema'
import { fillTemplate, preloadLinks } from '@server/lib/prerender'
import { startTestServer, type TestServer } from './support/harness'

/**
 * The server's half of prerendered public pages (server/lib/prerender.ts) with a stand-in for the built renderer
 * (`<dist>/_ssr/entry-server.js`, the same two exports as src/entry-server.tsx): it reads the plans through the
 * local fetch it is given, as the real one does through src/api, and draws their names and prices.
 */
const RENDERER = `
const headers = { 'x-api-key': 'ring-dev-public-key', 'x-company-code': 'Ring-Mobile-Web', 'x-operator-id': '23' }
export async function pageData(url, local) {
  const path = new URL(url, 'http://x').pathname
  if (path === '/missing') return { status: 404, data: {} }
  if (path !== '/shop') return null
  const answer = await local(new Request('http://x/app/plans', { headers }))
  const { readFileSync } = await import('node:fs')
  const note = readFileSync(new URL('../note.txt', import.meta.url), 'utf8')
  return { status: 200, data: { plans: (await answer.json()).plans, note } }
}
export function routeIdsOf(url) {
  const path = new URL(url, 'http://x').pathname
  const dashboard = ['/_site', '/_site/_auth', '/_site/_auth/dashboard', '/_site/_auth/dashboard/']
  return ['/dashboard', '/dashboard/setting', '/dashboard/payment'].includes(path) ? dashboard : []
}
export async function renderShell(url) {
  const path = new URL(url, 'http://x').pathname
  if (path === '/dashboard/setting') return { html: '<main><h1>My Account</h1><p>Settings, loading</p></main>', routeFiles: [], head: '<style id="shell-style">main{min-height:60vh}</style>', hydrate: true }
  return path === '/dashboard/payment' ? { html: '<main><h1>My Account</h1><p>Payment, loading</p></main>', routeFiles: [], head: '', hydrate: false } : null
}
export async function render(url, data) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1
  if (!data.plans) return { html: '<h1>Not found</h1>', routeFiles: ['src/routes/_site.tsx'] }
  return {
    html: '<h1>Plans</h1>' + data.plans.map((p) => '<p>' + p.retailName + ' ' + p.retailPrice + '</p>').join('') + '<p>' + data.note + '</p>',
    routeFiles: ['src/routes/_site.tsx', 'src/routes/_site/shop.tsx'],
  }
}
`
const TEMPLATE =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"><div>skeleton</div><!--/root--></div></body></html>'
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  'src/routes/_site.tsx?tsr-split=component': { file: 'assets/_site-1.js', imports: ['_framework.js', '_logo.js'] },
  '_logo.js': { file: 'assets/logo-1.js' },
  'src/routes/_site/shop.tsx?tsr-split=component': { file: 'assets/shop-1.js', imports: ['_logo.js'] },
  'src/routes/_site/_auth/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard-1.js', imports: ['_account.js'] },
  'src/routes/_site/_auth/dashboard.index.tsx?tsr-split=component': { file: 'assets/dashboard.index-1.js' },
  '_account.js': { file: 'assets/account-1.js' },
}

let server: TestServer
let distDir: string

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'ring-ssr-'))
  mkdirSync(join(distDir, '_ssr'))
  mkdirSync(join(distDir, '.vite'))
  writeFileSync(join(distDir, 'index.html'), TEMPLATE)
  writeFileSync(join(distDir, 'note.txt'), 'first note')
  writeFileSync(join(distDir, '_ssr', 'entry-server.js'), RENDERER)
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  server = await startTestServer({}, { distDir })
})
afterAll(async () => {
  await server?.close()
  rmSync(distDir, { recursive: true, force: true })
})

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0

describe('prerendered public pages', () => {
  it('answers a public page rendered with the current plans, its data and its route chunks preloaded', async () => {
    const [first] = await server.db.select().from(plans).limit(1)
    const response = await fetch(`${server.url}/shop`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain(`<div id="root" data-ssr=""><h1>Plans</h1>`)
    expect(html).toContain(`<p>${first.retailName} ${Number(first.retailPrice)}</p>`)
    expect(html).not.toContain('skeleton')
    expect(html).toMatch(/<script type="application\/json" id="ring-data">\{"plans":\[/)
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-1.js" data-route="">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/logo-1.js" data-route="">')
    // Already in the built page: not twice.
    expect(html.match(/index-1\.js/g)).toHaveLength(1)
  })

  it('reads the data on every request and renders again when it changed (a changed price never shows stale)', async () => {
    await fetch(`${server.url}/shop`)
    const before = renders()
    expect(await (await fetch(`${server.url}/shop`)).text()).toContain('<p>first note</p>')
    expect(renders()).toBe(before)
    writeFileSync(join(distDir, 'note.txt'), 'second note')
    expect(await (await fetch(`${server.url}/shop`)).text()).toContain('<p>second note</p>')
    expect(renders()).toBe(before + 1)
  })

  it('answers the not-found page with status 404', async () => {
    const response = await fetch(`${server.url}/missing`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<h1>Not found</h1>')
  })

  it('sends the client-rendered shell for the pages it does not render, with their route chunks preloaded', async () => {
    const response = await fetch(`${server.url}/dashboard`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('skeleton')
    expect(html).not.toContain('data-ssr')
    // Flat route file names (dashboard.index.tsx) are found from the route ids, with what they import.
    for (const file of ['_site-1.js', 'logo-1.js', 'dashboard-1.js', 'dashboard.index-1.js', 'account-1.js']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" data-route="">`)
    }
    expect(html.match(/"\/assets\/index-1\.js"/g)).toHaveLength(1)
  })

  it('sends the frame the renderer draws for a signed-in page in place of the skeleton, with its style in the head, marked to be hydrated', async () => {
    const html = await (await fetch(`${server.url}/dashboard/setting`)).text()
    expect(html).toContain('<div id="root" data-shell="hydrate"><main><h1>My Account</h1><p>Settings, loading</p></main></div>')
    expect(html).toMatch(/<style id="shell-style">main\{min-height:60vh\}<\/style><\/head>/)
    expect(html).not.toContain('skeleton')
    expect(html).not.toContain('data-ssr')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard.index-1.js" data-route="">')
  })

  it('marks a frame the renderer does not call hydratable to be drawn afresh', async () => {
    const html = await (await fetch(`${server.url}/dashboard/payment`)).text()
    expect(html).toContain('<div id="root" data-shell=""><main><h1>My Account</h1><p>Payment, loading</p></main></div>')
  })

  it('sends the plain shell when no route matches', async () => {
    const html = await (await fetch(`${server.url}/cart`)).text()
    expect(html).toContain('skeleton')
    expect(html).not.toContain('modulepreload')
  })

  it('never sends the renderer or the manifest', async () => {
    expect((await fetch(`${server.url}/_ssr/entry-server.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/.vite/manifest.json`)).status).toBe(404)
  })
})

describe('fillTemplate', () => {
  it('keeps the data one inert block even when it contains </script>', () => {
    const html = fillTemplate(TEMPLATE, '<p>x</p>', { 'content:faq': { title: '</script><script>alert(1)</script>' } })
    expect(html.match(/<script/g)).toHaveLength(2)
    const data = html.match(/id="ring-data">(.*?)<\/script>/)?.[1] ?? ''
    expect(JSON.parse(data)).toEqual({ 'content:faq': { title: '</script><script>alert(1)</script>' } })
  })

  it('puts the route preloads in the starter template, where they wait for the first paint', () => {
    const template = TEMPLATE.replace('</body>', '<template id="ring-start"><script type="module" src="/assets/index-1.js"></script></template></body>')
    const html = fillTemplate(template, '<p>x</p>', {}, '<link rel="modulepreload" crossorigin href="/assets/shop-1.js" data-route="">')
    const head = html.slice(0, html.indexOf('</head>'))
    const start = html.match(/<template id="ring-start">(.*?)<\/template>/)?.[1] ?? ''
    expect(head).not.toContain('shop-1.js')
    expect(start).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-1.js" data-route="">')
  })

  it('preloads each chunk once, following imports', () => {
    const links = preloadLinks(MANIFEST, ['src/routes/_site.tsx', 'src/routes/_site/shop.tsx'], '')
    expect(links.match(/modulepreload/g)).toHaveLength(4)
  })
})

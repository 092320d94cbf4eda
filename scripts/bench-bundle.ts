/**
 * `npm run bench:bundle`: after a production build, prints the gzip size (level 9) and the brotli size (what the
 * server actually transfers: the build's `.br` copies) of the JavaScript that `/` loads first (the entry script and
 * its modulepreloads from dist/index.html), of its CSS and HTML, and of every other chunk, which the router loads
 * per route. `/` is prerendered: its first load also has the route chunks the server preloads with it (from the
 * build manifest, server/lib/prerender.ts). Budgets: first-load JS at most 120 KB gzip; first-load transfer of `/`
 * at most 130 KB brotli including CSS.
 *
 * Then, for every page the Lighthouse benchmark measures, the scripts its first load fetches before it can draw:
 * the entry with its imports and the chunks of the page's routes with theirs (what the server preloads), as
 * requests and brotli KB, and whether zod is among them. Scripts loaded later (the notification region when idle,
 * a dialog's code when it opens) are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { existsSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { preloadLinks } from '../server/lib/prerender'
import { MIN_BYTES } from './lib/precompress'

const dist = process.env.DIST ?? "dist"
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const manifestFile = join(dist, '.vite', 'manifest.json')
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
const homeRoutes = preloadLinks(manifest, ['src/routes/_site.tsx', 'src/routes/_site/index.tsx'], html)
const firstLoad = new Set(
  [...(html + homeRoutes).matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
)
const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1])

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
/** What travels: the build's brotli copy when there is one (files under MIN_BYTES travel as they are). */
const br = (file: string) => {
  const copy = join(dist, `${file}.br`)
  if (existsSync(copy)) return readFileSync(copy).length
  const body = readFileSync(join(dist, file))
  return body.length < MIN_BYTES ? body.length : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .map((file) => ({ file, gzip: gz(file), brotli: br(file), first: firstLoad.has(file) }))
  .sort((a, b) => b.gzip - a.gzip)

const firstTotal = chunks.filter((c) => c.first).reduce((sum, c) => sum + c.gzip, 0)
const cssTotal = css.reduce((sum, f) => sum + gz(f), 0)
const firstBrotli = chunks.filter((c) => c.first).reduce((sum, c) => sum + c.brotli, 0)
const cssBrotli = css.reduce((sum, f) => sum + br(f), 0)
const htmlBrotli = br('index.html')
const transfer = firstBrotli + cssBrotli + htmlBrotli
const row = (gzip: number | string, brotli: number, name: string) =>
  `  ${(typeof gzip === 'number' ? kb(gzip) : gzip).padStart(9)} ${kb(brotli).padStart(9)}  ${name}`

console.log('First load of /:      gzip -9    brotli')
for (const c of chunks.filter((c) => c.first)) console.log(row(c.gzip, c.brotli, c.file))
console.log(row(firstTotal, firstBrotli, `total JS (target ≤ 120 KB gzip)${firstTotal > 120 * 1024 ? '  ← over target' : ''}`))
console.log(row(cssTotal, cssBrotli, 'CSS'))
console.log(row('', htmlBrotli, 'index.html'))
console.log(row('', transfer, `transferred: JS + CSS + HTML (target ≤ 130 KB brotli)${transfer > 130 * 1024 ? '  ← over target' : ''}`))
/** The route files of each page the Lighthouse benchmark measures (scripts/bench-lighthouse.ts). */
const SITE = 'src/routes/_site.tsx'
const AUTH = ['src/routes/_site/_auth.tsx', 'src/routes/_site/_auth/dashboard.tsx']
const PAGES: Record<string, string[]> = {
  '/': [SITE, 'src/routes/_site/index.tsx'],
  '/shop': [SITE, 'src/routes/_site/shop.tsx'],
  '/faq': [SITE, 'src/routes/_site/faq.tsx'],
  '/login': [SITE, 'src/routes/_site/login.tsx'],
  '/cart': [SITE, 'src/routes/_site/cart.tsx'],
  '/cart/checkout': [SITE, 'src/routes/_site/_auth.tsx', 'src/routes/_site/_auth/cart.checkout.tsx'],
  '/dashboard': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.index.tsx'],
  '/dashboard/plans': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.plans.tsx'],
  '/dashboard/payment': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.payment.tsx'],
  '/dashboard/profile': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.profile.tsx'],
  '/dashboard/setting': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.setting.tsx'],
}
const entryScripts = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1])
/** Which chunk holds zod (its `schemas` module), by the manifest's chunk names. */
const zodChunk = Object.values(manifest as Record<string, { file: string; name?: string }>).find((chunk) => chunk.name === 'schemas')?.file
console.log("\nScripts each page fetches first (entry and its routes' chunks):   requests    brotli  zod")
for (const [page, routes] of Object.entries(PAGES)) {
  const links = preloadLinks(manifest, routes, '')
  const files = new Set([...entryScripts, ...[...links.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1])])
  const bytes = [...files].reduce((sum, file) => sum + br(file), 0)
  console.log(`  ${page.padEnd(58)}${String(files.size).padStart(9)} ${kb(bytes).padStart(9)}  ${zodChunk && files.has(zodChunk) ? 'yes' : 'no'}`)
}

console.log('\nRoute and shared chunks loaded on demand:   gzip -9    brotli')
for (const c of chunks.filter((c) => !c.first)) console.log(row(c.gzip, c.brotli, c.file))

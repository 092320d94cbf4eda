/**
 * `npm run bench:bundle`: after a production build, prints the brotli size (what the server transfers: the
 * build's `.br` copies) and the gzip size (level 9) of the JavaScript each measured page loads before it is
 * interactive: the entry with the chunks it imports statically (the router's manifest, `routerManifest` in
 * src/entry-server.tsx) and the split chunks of the page's routes with theirs, from Vite's manifest. Then its
 * stylesheet, and every other chunk, loaded on demand. Budget: the first load of `/` at most 125 KB of
 * JavaScript, brotli. It also says whether zod is on a page's first load.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { MIN_BYTES } from './lib/precompress'

interface ViteChunk {
  file: string
  name?: string
  imports?: string[]
  css?: string[]
}

const dist = process.env.DIST ?? 'dist'
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ViteChunk>
const ENTRY = 'src/main.tsx'
const BUDGET_KB = 125

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
/** What travels: the build's brotli copy when there is one (files under MIN_BYTES travel as they are). */
const br = (file: string) => {
  const copy = join(dist, `${file}.br`)
  if (existsSync(copy)) return readFileSync(copy).length
  const body = readFileSync(join(dist, file))
  return body.length < MIN_BYTES ? body.length : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The files a manifest key brings, with everything it imports statically. */
function closure(keys: string[]) {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}

/** A route file's split chunks that draw it: its component and its pending page (in one group or two). */
const route = (file: string) =>
  Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`) && /[=-](component|pendingComponent)\b/.test(key))
const SITE = 'src/routes/_site.tsx'
const AUTH = ['src/routes/_site/_auth.tsx', 'src/routes/_site/_auth/dashboard.tsx']
/** The route files each measured page (scripts/bench-lighthouse.ts) needs to hydrate or draw. */
const PAGES: Record<string, string[]> = {
  '/': [SITE, 'src/routes/_site/index.tsx'],
  '/shop': [SITE, 'src/routes/_site/shop.tsx'],
  '/faq': [SITE, 'src/routes/_site/faq.tsx'],
  '/login': [SITE, 'src/routes/_site/login.tsx'],
  '/cart': [SITE, 'src/routes/_site/cart.tsx'],
  '/cart/checkout': [SITE, 'src/routes/_site/_auth.tsx', 'src/routes/_site/_auth/cart.checkout.tsx'],
  '/dashboard': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.index.tsx'],
  '/dashboard/plans': [SITE, ...AUTH, 'src/routes/_site/_auth/dashboard.plans.tsx'],
}
const chunksOf = (files: string[]) => {
  const keys = files.flatMap(route)
  const missing = files.filter((file) => route(file).length === 0)
  if (missing.length > 0) throw new Error(`Vite's manifest has no chunk of ${missing.join(', ')}`)
  return keys
}

const zodChunk = Object.values(manifest).find((chunk) => chunk.name === 'schemas')?.file
const home = closure([ENTRY, ...chunksOf(PAGES['/'])])
const homeBrotli = [...home].reduce((sum, file) => sum + br(file), 0)
const homeGzip = [...home].reduce((sum, file) => sum + gz(file), 0)
const css = manifest[ENTRY].css ?? []

const row = (gzip: number | string, brotli: number, name: string) =>
  `  ${(typeof gzip === 'number' ? kb(gzip) : gzip).padStart(9)} ${kb(brotli).padStart(9)}  ${name}`
console.log('First load of /:      gzip -9    brotli')
for (const file of [...home].sort((a, b) => br(b) - br(a))) console.log(row(gz(file), br(file), file))
const over = homeBrotli > BUDGET_KB * 1024 ? '  ← over budget' : ''
console.log(row(homeGzip, homeBrotli, `total JS (budget ≤ ${BUDGET_KB} KB brotli)${over}`))
console.log(
  row(
    css.reduce((sum, file) => sum + gz(file), 0),
    css.reduce((sum, file) => sum + br(file), 0),
    'CSS',
  ),
)

console.log("\nScripts each page needs first (entry and its routes' chunks):   files    brotli  zod")
for (const [page, routeFiles] of Object.entries(PAGES)) {
  const files = closure([ENTRY, ...chunksOf(routeFiles)])
  const bytes = [...files].reduce((sum, file) => sum + br(file), 0)
  console.log(
    `  ${page.padEnd(58)}${String(files.size).padStart(6)} ${kb(bytes).padStart(9)}  ${zodChunk && files.has(zodChunk) ? 'yes' : 'no'}`,
  )
}

console.log('\nChunks loaded on demand:   gzip -9    brotli')
const onDemand = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js') && !home.has(`assets/${file}`))
  .map((file) => `assets/${file}`)
  .sort((a, b) => br(b) - br(a))
for (const file of onDemand) console.log(row(gz(file), br(file), file))
if (over) process.exitCode = 1

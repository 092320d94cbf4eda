/**
 * `npm run bench:bundle`: after a production build, prints the brotli size (what the server transfers: the
 * build's `.br` copies) and the gzip size (level 9) of the JavaScript each measured page loads before it is
 * interactive: the entry with the chunks it imports statically (the router's manifest, `routerManifest` in
 * src/entry-server.tsx) and the split chunks of the page's routes with theirs, from Vite's manifest. Then its
 * stylesheet, and every other chunk, loaded on demand. It also says whether zod is on a page's first load. The
 * budgets (the first load of `/` at most 125 KB of JavaScript, brotli; each signed-in page a few KB above its
 * size) are checked by size-limit after every build of the suite (.size-limit.ts, `npm run test:e2e`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ENTRY, PAGES, pageScripts, viteManifest } from './lib/page-chunks'
import { MIN_BYTES } from './lib/precompress'

const dist = process.env.DIST ?? 'dist'
const manifest = viteManifest(dist)
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

// zod's chunk, whatever the bundler names it: the one that defines zod's base type (its name survives minifying).
const zodChunk = Object.values(manifest).find(
  (chunk) => chunk.file.endsWith('.js') && readFileSync(join(dist, chunk.file), 'utf8').includes('$ZodType'),
)?.file
const home = pageScripts(manifest, '/')
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
for (const page of Object.keys(PAGES)) {
  const files = pageScripts(manifest, page)
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

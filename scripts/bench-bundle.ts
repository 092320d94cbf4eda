/**
 * `npm run bench:bundle`: after a production build, prints the gzip size (level 9) of the JavaScript that `/`
 * loads first (the entry script and its modulepreloads from dist/index.html) and of every other chunk, which
 * the router loads per route. Target (issue 2): first load of `/` at most 120 KB gzip.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.env.DIST ?? "dist"
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const firstLoad = new Set(
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((m) => m[1]),
)
const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map((m) => m[1])

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .map((file) => ({ file, gzip: gz(file), first: firstLoad.has(file) }))
  .sort((a, b) => b.gzip - a.gzip)

const firstTotal = chunks.filter((c) => c.first).reduce((sum, c) => sum + c.gzip, 0)
const cssTotal = css.reduce((sum, f) => sum + gz(f), 0)

console.log('First load of / (gzip -9):')
for (const c of chunks.filter((c) => c.first)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`)
console.log(`  ${kb(firstTotal).padStart(9)}  total JS (target ≤ 120 KB)${firstTotal > 120 * 1024 ? '  ← over target' : ''}`)
console.log(`  ${kb(cssTotal).padStart(9)}  CSS`)
console.log('\nRoute and shared chunks loaded on demand:')
for (const c of chunks.filter((c) => !c.first)) console.log(`  ${kb(c.gzip).padStart(9)}  ${c.file}`)

/**
 * `npm run bench:lighthouse`: Lighthouse CI on the built SPA as a phone sees it (lighthouserc.cjs says what is
 * measured, how, and the goals as assertions).
 *
 * It starts the real server as `npm start --no-build` does (the npm script builds first) on a free port and a fresh
 * temporary PGlite database, runs `lhci collect` and `lhci assert` against it in Debian's Chromium (the one
 * scripts/need.ts finds; CHROMIUM_PATH picks another), then prints one row per page from the reports lhci saved in
 * .lighthouseci/ (scripts/lib/lighthouse-table.ts). lhci's own HTML reports stay there; its assertion output goes
 * to .lighthouseci/assert.log. It exits 1 when a page misses an error-level goal or could not be measured.
 *
 * `--runs N` measures each page N times (Lighthouse's advice for noisy figures: several runs, the median); the
 * table then shows medians and TBT's range. `--detail` adds, per page, the LCP element and its phases, the
 * main-thread tasks over 50 ms, where the main thread's time went and every script loaded. `--json out.json` also
 * writes the rows. Paths (`-- /shop /dashboard`) measure only those pages.
 *
 * lhci runs the project's `lighthouse` (package.json's `overrides`): the 12.1 that @lhci/cli 0.14 pins fails on this
 * Chromium's traces ("RootCauses … frame_sequence": no LCP element, no layout-shift detail). knip.json lists both
 * packages as used, since they are run as programs, not imported.
 */
import { spawnSync } from 'node:child_process'
import { openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lighthouseRows, printLighthouseTable } from './lib/lighthouse-table'
import { withBenchServer } from './lib/server-process'
import { chromium, locate } from './lib/system-deps'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const LHCI = join(ROOT, 'node_modules', '.bin', 'lhci')
const REPORTS = join(ROOT, '.lighthouseci')

const args = process.argv.slice(2)
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined)
const jsonFile = valueOf('--json')
const runs = Number(valueOf('--runs') ?? 1)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs, 1 or more')
const paths = args.filter((arg) => arg.startsWith('/') && arg !== jsonFile)
const chromePath = process.env.CHROMIUM_PATH || locate(chromium) || '/usr/bin/chromium'

await withBenchServer({}, async (origin) => {
  const env = { ...process.env, LIGHTHOUSE_ORIGIN: origin, CHROMIUM_PATH: chromePath }
  const lhci = (command: string, extra: string[], output: 'inherit' | number) =>
    spawnSync(LHCI, [command, '--config=lighthouserc.cjs', ...extra], { cwd: ROOT, env, stdio: ['ignore', output, output] }).status
  const urls = paths.map((path) => `--collect.url=${origin}${path}`)
  if (lhci('collect', [`--collect.numberOfRuns=${runs}`, ...urls], 'inherit') !== 0) throw new Error('lhci collect failed')
  const asserted = lhci('assert', [], openSync(join(REPORTS, 'assert.log'), 'w'))
  const { rows, version } = lighthouseRows(REPORTS)
  printLighthouseTable(rows, { version, chromePath, detail: args.includes('--detail') })
  if (jsonFile) {
    writeFileSync(jsonFile, `${JSON.stringify({ runs, pages: rows }, null, 2)}\n`)
    console.log(`Wrote ${jsonFile}.`)
  }
  if (asserted !== 0) {
    console.log('lhci assert: a page misses an error-level goal; .lighthouseci/assert.log says which and by how much.')
    process.exitCode = 1
  }
})

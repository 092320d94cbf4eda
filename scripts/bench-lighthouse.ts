/**
 * `npm run bench:lighthouse`: Lighthouse 12 performance figures of the built SPA as a phone sees it.
 *
 * It starts the real server as `npm start` does (no build: the npm script builds first) on a free port and a fresh
 * temporary PGlite database, then runs Lighthouse's default config (mobile: a Moto G-sized screen, simulated slow 4G
 * and 4× CPU slowdown), performance category only, in Debian's Chromium on: `/`, `/shop`, `/faq`, `/login`, `/cart`
 * with a plan in the cart, and, signed in as the demo customer, `/cart/checkout` and every My Account section.
 * Each page loads cold in its own browser context (empty HTTP cache); the cart (`localStorage.cart`) and the token
 * (`localStorage.token`) are stored before Lighthouse navigates, which keeps them (`disableStorageReset`).
 *
 * It prints score, FCP, LCP, TBT, CLS and the bytes transferred per page, marks the pages that miss the goals
 * (score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05) and, with `--json out.json`, writes the same rows.
 * A missed goal is a figure, not a failure; it exits non-zero only when a page could not be measured (a page whose
 * trace Lighthouse could not record, NO_NAVSTART on a busy machine, is measured once more before that).
 * `--runs N` measures every page N times, in N rounds over the pages (a slow minute of the machine then falls on
 * different pages), and prints each figure's median with the range of TBT (Lighthouse's own advice for noisy
 * figures: several runs, the median; TBT moves a lot between two runs of one build on shared cores).
 * Paths (`-- /shop /dashboard`) measure only those pages. `--detail` also prints, per page, the LCP element with the phases of its time, the
 * main-thread tasks over 50 ms (script, duration, start) and every script loaded (path, transferred KB): what to
 * look at when a page misses.
 * CHROMIUM_PATH picks another Chromium (default: the one the test suite finds, else /usr/bin/chromium).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js'
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js'
import puppeteer, { type Browser } from 'puppeteer-core'
import { chromium, CHROMIUM_FLAGS, locate } from './lib/system-deps'
import { freePort, waitForServer } from './lib/server-process'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const API_HEADERS = {
  accept: 'application/json',
  'content-type': 'application/json',
  'x-api-key': 'ring-dev-public-key',
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
}
/** The My Account sections (the tabs of src/features/pages/dashboard-layout.tsx, overview = /dashboard). */
const DASHBOARD = ['/dashboard', '/dashboard/plans', '/dashboard/payment', '/dashboard/profile', '/dashboard/setting']
const PAGES: { path: string; cart?: true; signedIn?: true }[] = [
  { path: '/' },
  { path: '/shop' },
  { path: '/faq' },
  { path: '/login' },
  { path: '/cart', cart: true },
  { path: '/cart/checkout', cart: true, signedIn: true },
  ...DASHBOARD.map((path) => ({ path, signedIn: true as const })),
  // A line's own page, the demo customer's seeded eSIM line (server/seed-data/demo-account.ts).
  { path: '/dashboard/lines/line-demo-esim', signedIn: true },
]
const GOALS = { score: 90, lcp: 2500, tbt: 200, cls: 0.05 }
/** Lighthouse's own threshold for a slow host (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in core/gather/driver/environment.js). */
const SLOW_HOST = 1000
let lighthouseVersion = '12'

interface Row {
  page: string
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  /** Figures that do not depend on how busy the machine is (TBT and LCP are noise on shared cores). */
  requests: number
  scriptBytes: number
  /** Main-thread tasks over 50 ms in the trace (their number varies a little with the machine, their cause not). */
  longTasks: number
  /**
   * Lighthouse's measure of this machine's CPU speed, taken per run (`lhr.environment.benchmarkIndex`). Lighthouse
   * warns below 1000 ("slower CPU than Lighthouse expects"): its simulated 4× slowdown then multiplies a slow host's
   * main-thread time, and TBT grows with it.
   */
  benchmarkIndex: number
  misses: string[]
  /** With --runs N (N > 1): the lowest and highest TBT of the runs. */
  tbtRange?: [number, number]
  /** With --detail: the LCP element and its phases, and the scripts loaded. */
  detail?: string[]
}

async function api<T>(url: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${url}${path}`, { ...init, headers: API_HEADERS })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status}`)
  return (await response.json()) as T
}

/** Runs Lighthouse on one page in a fresh browser context, with the given localStorage in place first. */
async function measure(browser: Browser, url: string, path: string, storage: Record<string, string>, detail: boolean): Promise<Row> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    // Any same-origin answer gives the origin's localStorage; /app/health loads no asset into the cache.
    await page.goto(`${url}/app/health`)
    await page.evaluate((entries) => {
      localStorage.clear()
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
    const cdp = await page.createCDPSession()
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    const result = await lighthouse(
      `${url}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    )
    const lhr = result?.lhr
    const score = lhr?.categories.performance?.score
    if (!lhr || lhr.runtimeError || score === null || score === undefined) {
      throw new Error(lhr?.runtimeError?.message ?? 'no performance score')
    }
    lighthouseVersion = lhr.lighthouseVersion
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname
    if (finalPath !== path) throw new Error(`ended on ${finalPath} (redirected)`)
    const value = (id: string) => {
      const numeric = lhr.audits[id]?.numericValue
      if (typeof numeric !== 'number') throw new Error(`no value for ${id}`)
      return numeric
    }
    const row: Row = {
      page: path,
      score: Math.round(score * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
      ...resources(lhr.audits),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      misses: [],
      detail: detail ? [...details(lhr.audits), ...observedTasks(result.artifacts.Trace)] : undefined,
    }
    return withMisses(row)
  } finally {
    await context.close()
  }
}

/** The row with the goals it misses. */
function withMisses(row: Row): Row {
  const misses: string[] = []
  if (row.score < GOALS.score) misses.push('score')
  if (row.lcp > GOALS.lcp) misses.push('LCP')
  if (row.tbt > GOALS.tbt) misses.push('TBT')
  if (row.cls > GOALS.cls) misses.push('CLS')
  return { ...row, misses }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** One row for a page measured several times: the median of each figure, the range of TBT, the first run's detail. */
function medianRow(runs: Row[]): Row {
  const of = (key: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'bytes' | 'requests' | 'scriptBytes' | 'longTasks' | 'benchmarkIndex') =>
    median(runs.map((run) => run[key]))
  const tbts = runs.map((run) => run.tbt)
  return withMisses({
    ...runs[0],
    score: Math.round(of('score')),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    bytes: of('bytes'),
    requests: of('requests'),
    scriptBytes: of('scriptBytes'),
    longTasks: of('longTasks'),
    benchmarkIndex: of('benchmarkIndex'),
    tbtRange: runs.length > 1 ? [Math.min(...tbts), Math.max(...tbts)] : undefined,
  })
}

type Audits = Record<string, { details?: unknown } | undefined>

/** The rows of an audit's table (`details.items`), or none. */
function itemsOf(audits: Audits, id: string): Record<string, unknown>[] {
  const items = (audits[id]?.details as { items?: unknown } | undefined)?.items
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : []
}

/** Requests and script bytes from Lighthouse's resource summary, and the long tasks it counted. */
function resources(audits: Audits) {
  const summary = itemsOf(audits, 'resource-summary')
  const of = (type: string) => summary.find((item) => item.resourceType === type) ?? {}
  return {
    requests: Number(of('total').requestCount ?? 0),
    scriptBytes: Number(of('script').transferSize ?? 0),
    longTasks: itemsOf(audits, 'long-tasks').length,
  }
}

/** The LCP element, the phases of its time (TTFB, load delay, load time, render delay) and the scripts loaded. */
function details(audits: Audits) {
  const lines: string[] = []
  const lcp = itemsOf(audits, 'largest-contentful-paint-element')
  const nested = (item: Record<string, unknown> | undefined) => (item?.items as Record<string, unknown>[] | undefined) ?? []
  const element = nested(lcp[0])[0]?.node as { snippet?: string; nodeLabel?: string } | undefined
  if (element) lines.push(`LCP element: ${element.snippet ?? ''} "${(element.nodeLabel ?? '').slice(0, 60)}"`)
  const phases = nested(lcp[1]).map((phase) => `${String(phase.phase)} ${Number(phase.timing ?? 0).toFixed(0)} ms`)
  if (phases.length) lines.push(`LCP phases: ${phases.join(', ')}`)
  // Main-thread tasks over 50 ms (the sources of TBT), each with the script Lighthouse blames and when it started.
  const tasks = itemsOf(audits, 'long-tasks').map((task) => {
    const url = String(task.url ?? '')
    const source = url.startsWith('http') ? new URL(url).pathname.replace('/assets/', '') : url || 'unattributed'
    return `${source} ${Number(task.duration ?? 0).toFixed(0)} ms at ${Number(task.startTime ?? 0).toFixed(0)}`
  })
  if (tasks.length) lines.push(`long tasks (${tasks.length}): ${tasks.join(', ')}`)
  const scripts = itemsOf(audits, 'network-requests').filter((request) => request.resourceType === 'Script')
  lines.push(
    `scripts (${scripts.length}): ` +
      scripts
        .map(
          (request) =>
            `${new URL(String(request.url)).pathname.replace('/assets/', '')} ${(Number(request.transferSize ?? 0) / 1024).toFixed(1)}`,
        )
        .join(', '),
  )
  return lines
}

/** Lighthouse's CPU slowdown in the mobile preset: observed main-thread time counts 4 times. */
const CPU_SLOWDOWN = 4

/**
 * The trace's main-thread tasks that count as long at 4× (observed over 12.5 ms), at the time observed (not the
 * simulated one of the long-tasks line), each with what it spent its time on (the trace events' self time, ×4):
 * `UpdateLayoutTree` (style recalc), `Layout`, `ParseHTML`, `v8.compile`, `FunctionCall`, `V8.GC…`. This is where an
 * "Unattributable" task's time goes.
 */
function observedTasks(trace: Parameters<typeof TraceProcessor.processTrace>[0]) {
  const processed = TraceProcessor.processTrace(trace)
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  )
  const fcp = TraceProcessor.processNavigation(processed).timings.firstContentfulPaint
  const lines = tasks
    .filter((task) => !task.parent && task.duration * CPU_SLOWDOWN >= 50)
    .map((task) => {
      const self = new Map<string, number>()
      const visit = (node: typeof task) => {
        self.set(node.event.name, (self.get(node.event.name) ?? 0) + node.selfTime)
        node.children.forEach(visit)
      }
      visit(task)
      const parts = [...self]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms * CPU_SLOWDOWN >= 5)
        .slice(0, 5)
      const url = task.attributableURLs.at(-1)
      const source = url ? new URL(url).pathname.replace('/assets/', '') : 'unattributed'
      return `  ${(task.duration * CPU_SLOWDOWN).toFixed(0)} ms at ${task.startTime.toFixed(0)} (${source}): ${parts.map(([name, ms]) => `${name} ${(ms * CPU_SLOWDOWN).toFixed(0)}`).join(', ')}`
    })
  return [`observed: FCP at ${fcp?.toFixed(0)} ms; tasks ≥ 50 ms at ${CPU_SLOWDOWN}× (observed start):`, ...lines]
}

function printTable(rows: Row[], failed: { page: string; error: string }[]) {
  // The page column is as wide as the longest path measured (a line's page is longer than a section's).
  const width = Math.max(20, ...[...rows, ...failed].map(({ page }) => page.length + 2))
  const cells = (values: string[]) =>
    values.map((value, index) => (index === 0 ? value.padEnd(width) : value.padStart(index === values.length - 1 ? 0 : 10))).join('')
  console.log(`\nLighthouse ${lighthouseVersion} mobile preset (simulated throttling), performance only, Chromium in ${CHROMIUM}\n`)
  const ranges = rows.some((row) => row.tbtRange)
  console.log(
    cells([
      'page',
      'score',
      'FCP s',
      'LCP s',
      'TBT ms',
      ...(ranges ? ['TBT range'] : []),
      'CLS',
      'KB',
      'JS KB',
      'requests',
      'tasks>50',
      '  misses',
    ]),
  )
  for (const row of rows) {
    console.log(
      cells([
        row.page,
        String(row.score),
        (row.fcp / 1000).toFixed(2),
        (row.lcp / 1000).toFixed(2),
        row.tbt.toFixed(0),
        ...(ranges ? [row.tbtRange ? `${row.tbtRange[0].toFixed(0)}-${row.tbtRange[1].toFixed(0)}` : ''] : []),
        row.cls.toFixed(3),
        (row.bytes / 1024).toFixed(1),
        (row.scriptBytes / 1024).toFixed(1),
        String(row.requests),
        String(row.longTasks),
        row.misses.length ? `  ← ${row.misses.join(', ')}` : '',
      ]),
    )
  }
  for (const { page, error } of failed) console.log(`${page.padEnd(width)}not measured: ${error}`)
  for (const row of rows.filter((row) => row.detail)) {
    console.log(`\n${row.page}`)
    for (const line of row.detail!) console.log(`  ${line}`)
  }
  const indexes = rows.map((row) => row.benchmarkIndex)
  if (indexes.length) {
    const [low, high, middle] = [Math.min(...indexes), Math.max(...indexes), median(indexes)]
    console.log(
      `\nThis machine's CPU, Lighthouse's benchmarkIndex: median ${middle.toFixed(0)} over the pages (${low.toFixed(0)}-${high.toFixed(0)}). ` +
        (middle < SLOW_HOST
          ? `Below ${SLOW_HOST}, Lighthouse warns that the CPU is slower than it expects: TBT is inflated; measure again on a quieter machine.`
          : `At ${SLOW_HOST} or more, the speed Lighthouse's 4× slowdown expects.`),
    )
  }
  const missing = rows.filter((row) => row.misses.length).map((row) => row.page)
  console.log(
    `\nGoals: score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcp / 1000} s, TBT ≤ ${GOALS.tbt} ms, CLS ≤ ${GOALS.cls}: ` +
      (missing.length ? `missed by ${missing.join(', ')}` : `met by every measured page`) +
      '. KB = total-byte-weight (bytes transferred), JS KB = scripts of it; tasks>50 = main-thread tasks over 50 ms.',
  )
}

const CHROMIUM = process.env.CHROMIUM_PATH || locate(chromium) || '/usr/bin/chromium'

async function main() {
  const jsonAt = process.argv.indexOf('--json')
  const jsonFile = jsonAt >= 0 ? process.argv[jsonAt + 1] : undefined
  if (jsonAt >= 0 && !jsonFile) throw new Error('--json needs a file name')
  const detail = process.argv.includes('--detail')
  const runsAt = process.argv.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 1
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs, 1 or more')
  // Paths given on the command line (`-- /shop /dashboard`) pick some of the pages.
  const picked = process.argv.slice(2).filter((arg) => arg.startsWith('/') && arg !== jsonFile)
  const pages = picked.length ? PAGES.filter((page) => picked.includes(page.path)) : PAGES

  const dataDir = mkdtempSync(join(tmpdir(), 'ring-lighthouse-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // As `npm start --no-build` (npx tsx server/start.ts), run by this Node so that stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let browser: Browser | undefined
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)))
  }
  try {
    console.log(`Starting the server on ${url} with a fresh PGlite database in ${dataDir}…`)
    await waitForServer(url, server)
    const { token } = await api<{ token: string }>(url, '/app/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'demo@ringmobile.example', password: 'Demo#2026' }),
    })
    const { plans } = await api<{ plans: { id: string | number; retailName: string; retailPrice: number }[] }>(url, '/app/plans')
    if (!plans?.[0]) throw new Error('GET /app/plans returned no plan for the cart')
    const { id, retailName, retailPrice } = plans[0]
    const cart = JSON.stringify({ id: String(id), retailName, retailPrice })

    // puppeteer adds --headless=new to the suite's flags.
    browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS, defaultViewport: null })
    const measured = new Map<string, Row[]>(pages.map((page) => [page.path, []]))
    const errors = new Map<string, string>()
    for (let round = 1; round <= runs; round++) {
      if (runs > 1) console.log(`Round ${round} of ${runs}`)
      for (const page of pages.filter((page) => !errors.has(page.path))) {
        process.stdout.write(`  ${page.path}… `)
        const storage: Record<string, string> = {}
        if (page.cart) storage.cart = cart
        if (page.signedIn) storage.token = token
        try {
          // A trace Lighthouse could not record (NO_NAVSTART, seen on a busy machine) is measured once more.
          const row = await measure(browser, url, page.path, storage, detail && round === 1).catch(() =>
            measure(browser!, url, page.path, storage, detail && round === 1),
          )
          measured.get(page.path)!.push(row)
          console.log(`${row.score} (TBT ${row.tbt.toFixed(0)} ms)`)
        } catch (error) {
          errors.set(page.path, error instanceof Error ? error.message : String(error))
          console.log('not measured')
        }
      }
    }
    const rows = pages.filter((page) => !errors.has(page.path)).map((page) => medianRow(measured.get(page.path)!))
    const failed = [...errors].map(([page, error]) => ({ page, error }))
    printTable(rows, failed)
    if (jsonFile) {
      writeFileSync(jsonFile, `${JSON.stringify({ goals: GOALS, runs, pages: rows, notMeasured: failed }, null, 2)}\n`)
      console.log(`Wrote ${jsonFile}.`)
    }
    if (failed.length) process.exitCode = 1
  } finally {
    await stop()
  }

  /** Stops Chromium and the server and removes the database; also on Ctrl-C or SIGTERM. */
  async function stop() {
    await browser?.close().catch(() => browser?.process()?.kill('SIGKILL'))
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

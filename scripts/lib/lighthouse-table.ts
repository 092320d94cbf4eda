/**
 * The table of `npm run bench:lighthouse`, read from what Lighthouse CI saved (.lighthouseci/lhr-*.json, one per
 * run, and assertion-results.json from `lhci assert`): one row per page with the median of its runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Lighthouse's threshold for a slow host (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in core/gather/driver/environment.js). */
const SLOW_HOST = 1000

interface AuditResult {
  numericValue?: number
  details?: { items?: Record<string, unknown>[] }
}
interface Lhr {
  lighthouseVersion: string
  requestedUrl: string
  finalUrl: string
  runtimeError?: { message: string }
  categories: { performance?: { score: number | null } }
  audits: Record<string, AuditResult | undefined>
  environment: { benchmarkIndex: number }
}
interface AssertionResult {
  url: string
  auditId: string
  auditProperty?: string
  level: 'error' | 'warn'
  passed: boolean
}

export interface LighthouseRow {
  page: string
  runs: number
  score: number
  fcp: number
  lcp: number
  tbt: number
  tbtRange: [number, number]
  cls: number
  bytes: number
  /** Figures that do not depend on how busy the machine is (TBT and LCP are noise on shared cores). */
  requests: number
  scriptBytes: number
  /** Main-thread tasks over 50 ms (their number varies a little with the machine, their cause not). */
  longTasks: number
  /** Lighthouse's measure of this machine's CPU (below 1000 its simulated 4× slowdown inflates TBT). */
  benchmarkIndex: number
  /** The goals of lighthouserc.cjs this page misses (`lhci assert`), `!` marking error-level ones. */
  misses: string[]
  detail: string[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const itemsOf = (lhr: Lhr, id: string) => lhr.audits[id]?.details?.items ?? []
const valueOf = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
const shortPath = (url: unknown) => {
  const text = String(url ?? '')
  return text.startsWith('http') ? new URL(text).pathname.replace('/assets/', '') : text || 'unattributed'
}
const SHORT_NAMES: Record<string, string> = {
  'categories.performance': 'score',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'largest-contentful-paint': 'LCP',
}

/** The figures of one run. */
function figures(lhr: Lhr) {
  const summary = itemsOf(lhr, 'resource-summary')
  const of = (type: string) => summary.find((item) => item.resourceType === type) ?? {}
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: valueOf(lhr, 'first-contentful-paint'),
    lcp: valueOf(lhr, 'largest-contentful-paint'),
    tbt: valueOf(lhr, 'total-blocking-time'),
    cls: valueOf(lhr, 'cumulative-layout-shift'),
    bytes: valueOf(lhr, 'total-byte-weight'),
    requests: Number(of('total').requestCount ?? 0),
    scriptBytes: Number(of('script').transferSize ?? 0),
    longTasks: itemsOf(lhr, 'long-tasks').length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/**
 * What to look at when a page misses, from one run: the LCP element and the phases of its time, the main-thread
 * tasks over 50 ms (script, duration, start), the main thread's time by kind of work, and every script loaded.
 */
function details(lhr: Lhr) {
  const lines: string[] = []
  const lcp = itemsOf(lhr, 'largest-contentful-paint-element')
  const nested = (item: Record<string, unknown> | undefined) => (item?.items as Record<string, unknown>[] | undefined) ?? []
  const element = nested(lcp[0])[0]?.node as { snippet?: string; nodeLabel?: string } | undefined
  if (element) lines.push(`LCP element: ${element.snippet ?? ''} "${(element.nodeLabel ?? '').slice(0, 60)}"`)
  const phases = nested(lcp[1]).map((phase) => `${String(phase.phase)} ${Number(phase.timing ?? 0).toFixed(0)} ms`)
  if (phases.length) lines.push(`LCP phases: ${phases.join(', ')}`)
  const tasks = itemsOf(lhr, 'long-tasks').map(
    (task) => `${shortPath(task.url)} ${Number(task.duration ?? 0).toFixed(0)} ms at ${Number(task.startTime ?? 0).toFixed(0)}`,
  )
  if (tasks.length) lines.push(`long tasks (${tasks.length}): ${tasks.join(', ')}`)
  const work = itemsOf(lhr, 'mainthread-work-breakdown').map(
    (item) => `${String(item.groupLabel ?? item.group)} ${Number(item.duration ?? 0).toFixed(0)}`,
  )
  if (work.length) lines.push(`main thread, ms: ${work.join(', ')}`)
  const scripts = itemsOf(lhr, 'network-requests').filter((request) => request.resourceType === 'Script')
  lines.push(
    `scripts (${scripts.length}): ` +
      scripts.map((request) => `${shortPath(request.url)} ${(Number(request.transferSize ?? 0) / 1024).toFixed(1)}`).join(', '),
  )
  return lines
}

/** One row per page measured, in the order lhci measured them; the detail is of the run with the median TBT. */
export function lighthouseRows(dir: string): { rows: LighthouseRow[]; version: string } {
  const files = readdirSync(dir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .sort()
  const lhrs = files.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Lhr)
  const assertionsFile = join(dir, 'assertion-results.json')
  const assertions: AssertionResult[] = existsSync(assertionsFile) ? JSON.parse(readFileSync(assertionsFile, 'utf8')) : []
  const byPage = new Map<string, Lhr[]>()
  for (const lhr of lhrs) {
    const page = new URL(lhr.requestedUrl).pathname
    byPage.set(page, [...(byPage.get(page) ?? []), lhr])
  }
  const rows = [...byPage].map(([page, runs]): LighthouseRow => {
    const measured = runs.map(figures)
    const of = (key: keyof ReturnType<typeof figures>) => median(measured.map((run) => run[key]))
    const tbts = measured.map((run) => run.tbt)
    const medianRun = runs[measured.findIndex((run) => run.tbt === median(tbts))] ?? runs[0]
    const misses = assertions
      .filter((result) => !result.passed && new URL(result.url).pathname === page)
      .map((result) => {
        const name = [result.auditId, result.auditProperty].filter(Boolean).join('.')
        return `${SHORT_NAMES[name] ?? name}${result.level === 'error' ? '!' : ''}`
      })
    return {
      page,
      runs: runs.length,
      score: Math.round(of('score')),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      tbtRange: [Math.min(...tbts), Math.max(...tbts)],
      cls: of('cls'),
      bytes: of('bytes'),
      requests: of('requests'),
      scriptBytes: of('scriptBytes'),
      longTasks: of('longTasks'),
      benchmarkIndex: of('benchmarkIndex'),
      misses: [...new Set(misses)],
      detail: details(medianRun),
    }
  })
  return { rows, version: lhrs[0]?.lighthouseVersion ?? '?' }
}

export function printLighthouseTable(rows: LighthouseRow[], options: { version: string; chromePath: string; detail: boolean }) {
  const width = Math.max(20, ...rows.map(({ page }) => page.length + 2))
  const cells = (values: string[]) =>
    values.map((value, index) => (index === 0 ? value.padEnd(width) : ` ${value}`.padStart(index === values.length - 1 ? 0 : 11))).join('')
  const runs = Math.max(...rows.map((row) => row.runs), 1)
  console.log(
    `\nLighthouse ${options.version} (Lighthouse CI) mobile preset, simulated throttling, performance only, ` +
      `${runs} run(s) a page, Chromium in ${options.chromePath}\n`,
  )
  console.log(cells(['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'TBT range', 'CLS', 'KB', 'JS KB', 'requests', 'tasks>50', '  misses']))
  for (const row of rows) {
    console.log(
      cells([
        row.page,
        String(row.score),
        (row.fcp / 1000).toFixed(2),
        (row.lcp / 1000).toFixed(2),
        row.tbt.toFixed(0),
        `${row.tbtRange[0].toFixed(0)}-${row.tbtRange[1].toFixed(0)}`,
        row.cls.toFixed(3),
        (row.bytes / 1024).toFixed(1),
        (row.scriptBytes / 1024).toFixed(1),
        String(row.requests),
        String(row.longTasks),
        row.misses.length ? `  ← ${row.misses.join(', ')}` : '',
      ]),
    )
  }
  if (options.detail) {
    for (const row of rows) {
      console.log(`\n${row.page}`)
      for (const line of row.detail) console.log(`  ${line}`)
    }
  }
  const indexes = rows.map((row) => row.benchmarkIndex)
  if (indexes.length) {
    const middle = median(indexes)
    console.log(
      `\nThis machine's CPU, Lighthouse's benchmarkIndex: median ${middle.toFixed(0)} over the pages ` +
        `(${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}). ` +
        (middle < SLOW_HOST
          ? `Below ${SLOW_HOST}, Lighthouse warns that the CPU is slower than it expects: TBT is inflated; measure again on a quieter machine.`
          : `At ${SLOW_HOST} or more, the speed Lighthouse's 4× slowdown expects.`),
    )
  }
  const missing = rows.filter((row) => row.misses.length).map((row) => row.page)
  console.log(
    `\nGoals (lighthouserc.cjs, on the median run): score ≥ 95 public, ≥ 90 signed in and at checkout; TBT ≤ 200 ms; ` +
      `CLS ≤ 0.05; LCP ≤ 2.5 s a warning: ` +
      (missing.length ? `missed by ${missing.join(', ')} (! = error level)` : 'met by every measured page') +
      '. KB = total-byte-weight (bytes transferred), JS KB = scripts of it; tasks>50 = main-thread tasks over 50 ms.',
  )
}

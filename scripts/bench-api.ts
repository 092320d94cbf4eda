/**
 * `npm run bench:api`: the server under load, on a fresh temporary PGlite database with the seed and the current
 * build (`npm run build` first). The server runs in its own process (as in production); autocannon drives 50
 * connections for ~10 s against GET /app/users/view (signed in as the demo customer), GET /app/plans, the pages /,
 * /shop and /faq as a browser asks for them (HTML, brotli or gzip) and the trivial GET /app/health of the same
 * server, and prints requests/s, p50 and p99 for each with the ratio to the trivial route. The pages' goal is at
 * least half the trivial route's requests per second.
 *
 * The routes are measured in rounds (`--runs N`, 3 by default; BENCH_SECONDS per route and round), each round over
 * every route in turn, and each figure printed is the median over the rounds. A route's ratio is taken within each
 * round, against the trivial route measured beside it, then its median printed: on shared cores, the trivial route's
 * own rate moves from one minute to the next, and a ratio of two figures taken a minute apart moves with it.
 *
 * Beside the rates it prints the server process's own CPU time per answer (Linux: its utime + stime in /proc, over
 * the route's run, divided by the answers): autocannon runs on the same cores, and a route with a larger answer costs
 * the client more to read, so a rate also measures the client and whatever else the machine runs. The CPU time is
 * the server's cost alone, and its ratio to the trivial route's moves far less from one round to the next.
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { CLIENT_HEADERS, withBenchServer } from './lib/server-process'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const runsAt = process.argv.indexOf('--runs')
const RUNS = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 3
const HEADERS = CLIENT_HEADERS
/** What a browser sends for a page. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' }

/** The CPU time a process has used, in µs (Linux: utime + stime of /proc/<pid>/stat, at 100 ticks a second). */
function cpuMicros(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

function run(url: string, path: string, headers: Record<string, string>, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

async function main() {
  await withBenchServer({}, async (url, child) => {
    const login = await fetch(`${url}/app/auth/login`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@ringmobile.example', password: 'Demo#2026' }),
    })
    if (!login.ok) throw new Error(`demo sign-in failed: ${login.status}`)
    const { token } = (await login.json()) as { token: string }

    const routes = [
      { name: 'GET /app/health (trivial)', path: '/app/health', headers: HEADERS },
      { name: 'GET /app/plans', path: '/app/plans', headers: HEADERS },
      { name: 'GET /app/users/view (signed in)', path: '/app/users/view', headers: { ...HEADERS, authorization: `Bearer ${token}` } },
      ...['/', '/shop', '/faq'].map((path) => ({ name: `GET ${path} (page)`, path, headers: PAGE_HEADERS })),
    ]
    // Warm up (JIT, PGlite caches) so the first measured route is not penalised; not counted.
    process.stdout.write('  warming up… ')
    for (const route of routes) await run(url, route.path, route.headers, 2)
    console.log('done')
    type Figures = { rps: number; p50: number; p99: number; ratio: number; errors: number; cpu: number; cpuRatio: number }
    const rounds: Figures[][] = []
    for (let round = 1; round <= RUNS; round += 1) {
      const figures: Figures[] = []
      for (const route of routes) {
        process.stdout.write(`  round ${round}/${RUNS}, ${route.name}: ${CONNECTIONS} connections, ${DURATION} s… `)
        const cpuBefore = cpuMicros(child.pid!)
        const result = await run(url, route.path, route.headers)
        const cpu = (cpuMicros(child.pid!) - cpuBefore) / Math.max(1, result.requests.total)
        const errors = result.non2xx + result.errors + result.timeouts
        const rps = result.requests.average
        const [trivial] = figures
        figures.push({
          rps,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ratio: rps / (trivial?.rps ?? rps),
          errors,
          cpu,
          cpuRatio: (trivial?.cpu ?? cpu) / cpu,
        })
        console.log('done')
      }
      rounds.push(figures)
    }
    const results = routes.map((route, index) => {
      const each = rounds.map((figures) => figures[index])
      const median = (pick: (figures: Figures) => number) => {
        const sorted = each.map(pick).sort((a, b) => a - b)
        const middle = Math.floor(sorted.length / 2)
        return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
      }
      return {
        name: route.name,
        rps: median((figures) => figures.rps),
        p50: median((figures) => figures.p50),
        p99: median((figures) => figures.p99),
        ratio: median((figures) => figures.ratio),
        cpu: median((figures) => figures.cpu),
        cpuRatio: median((figures) => figures.cpuRatio),
        errors: each.reduce((sum, figures) => sum + figures.errors, 0),
      }
    })
    console.log(
      `\nRing Mobile API on PGlite, ${CONNECTIONS} connections, ${DURATION} s per route and round, median of ${RUNS} rounds (Node ${process.version})\n`,
    )
    console.log(
      `${'route'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs trivial'.padStart(12)}${'server µs'.padStart(11)}${'vs trivial'.padStart(12)}${'non-2xx'.padStart(9)}`,
    )
    for (const row of results) {
      console.log(
        `${row.name.padEnd(34)}${row.rps.toFixed(0).padStart(10)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${`${(row.ratio * 100).toFixed(0)}%`.padStart(12)}${row.cpu.toFixed(0).padStart(11)}${`${(row.cpuRatio * 100).toFixed(0)}%`.padStart(12)}${String(row.errors).padStart(9)}`,
      )
    }
    const pages = results.filter((row) => row.name.endsWith('(page)'))
    const slowest = Math.min(...pages.map((row) => row.ratio))
    console.log(
      `\nPages: each at least half the trivial route's requests/s — ${slowest >= 0.5 ? 'met' : 'NOT met'} (slowest ${(slowest * 100).toFixed(0)}%).`,
    )
    const cheapest = Math.min(...pages.map((row) => row.cpuRatio))
    console.log(
      `Pages by the server's CPU per answer (server µs: its own CPU time per answer, the client's left out): the dearest could be answered at ${(cheapest * 100).toFixed(0)}% of the trivial route's rate.`,
    )
    const worst = Math.max(...results.map((row) => row.p99))
    console.log(`Target: p99 ≤ 50 ms with 50 connections — ${worst <= 50 ? 'met' : 'NOT met'} (worst p99 ${worst} ms).`)
    if (results.some((row) => row.errors > 0)) {
      console.error('Some requests failed (non-2xx, errors or timeouts): the figures above are not valid.')
      process.exitCode = 1
    }
  })
}

void main()

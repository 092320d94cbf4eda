/**
 * `npm run bench:api`: the server under load, on a fresh temporary PGlite database with the seed and the current
 * build (`npm run build` first). The server runs in its own process (as in production); autocannon drives 50
 * connections for ~10 s against GET /app/users/view (signed in as the demo customer), GET /app/plans, the pages /,
 * /shop and /faq as a browser asks for them (HTML, brotli or gzip) and the trivial GET /app/health of the same
 * server, and prints requests/s, p50 and p99 for each with the ratio to the trivial route. The pages' goal is at
 * least half the trivial route's requests per second.
 */
import autocannon from 'autocannon'
import { CLIENT_HEADERS, withBenchServer } from './lib/server-process'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const HEADERS = CLIENT_HEADERS
/** What a browser sends for a page. */
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' }

function run(url: string, path: string, headers: Record<string, string>, duration = DURATION) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

async function main() {
  await withBenchServer({}, async (url) => {
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
    const results: { name: string; rps: number; p50: number; p99: number; errors: number }[] = []
    for (const route of routes) {
      process.stdout.write(`  ${route.name}: ${CONNECTIONS} connections, ${DURATION} s… `)
      const result = await run(url, route.path, route.headers)
      const errors = result.non2xx + result.errors + result.timeouts
      results.push({ name: route.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors })
      console.log('done')
    }
    const baseline = results[0].rps
    console.log(`\nRing Mobile API on PGlite, ${CONNECTIONS} connections, ${DURATION} s per route (Node ${process.version})\n`)
    console.log(
      `${'route'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs trivial'.padStart(12)}${'non-2xx'.padStart(9)}`,
    )
    for (const row of results) {
      console.log(
        `${row.name.padEnd(34)}${row.rps.toFixed(0).padStart(10)}${String(row.p50).padStart(9)}${String(row.p99).padStart(9)}${`${((row.rps / baseline) * 100).toFixed(0)}%`.padStart(12)}${String(row.errors).padStart(9)}`,
      )
    }
    const pages = results.filter((row) => row.name.endsWith('(page)'))
    const slowest = Math.min(...pages.map((row) => row.rps / baseline))
    console.log(
      `\nPages: each at least half the trivial route's requests/s — ${slowest >= 0.5 ? 'met' : 'NOT met'} (slowest ${(slowest * 100).toFixed(0)}%).`,
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

/**
 * `npx tsx scripts/bench-baseline.ts <other checkout> [--rounds N] [--seconds S] [--log info]`: the trivial routes of this
 * server beside the same routes of another checkout's server, measured in one run. Both servers run at once, each in
 * its own process on a fresh PGlite database with the seed; autocannon (10 connections) takes turns between them,
 * round after round, the order swapped every round, so both see the same machine. Each route is asked as a plain
 * client asks (no Accept-Encoding) and as a browser does (gzip, br). Prints each round and the ratio of the medians.
 *
 * The other checkout: `git worktree add ../ring-baseline <commit> && (cd ../ring-baseline && npm ci)`.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { CLIENT_HEADERS, withBenchServer } from './lib/server-process'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    log: { type: 'string', default: 'silent' },
  },
})
if (positionals.length !== 1) {
  console.error('usage: npx tsx scripts/bench-baseline.ts <other checkout> [--rounds N] [--seconds S] [--log info]')
  process.exit(2)
}
const OTHER = resolve(positionals[0])
const ROUNDS = Number(values.rounds)
const SECONDS = Number(values.seconds)
const CONNECTIONS = 10
/** Both servers' LOG_LEVEL (`--log info`: each writes its request log lines, to /dev/null). */
const LOG_LEVEL = values.log

const ROUTES = [
  { name: 'GET /app/health', path: '/app/health', headers: CLIENT_HEADERS },
  { name: 'GET /app/health (gzip, br)', path: '/app/health', headers: { ...CLIENT_HEADERS, 'accept-encoding': 'gzip, deflate, br' } },
  { name: 'GET /app/plans', path: '/app/plans', headers: CLIENT_HEADERS },
  { name: 'GET /app/plans (gzip, br)', path: '/app/plans', headers: { ...CLIENT_HEADERS, 'accept-encoding': 'gzip, deflate, br' } },
]

function run(url: string, path: string, headers: Record<string, string>, duration: number) {
  return new Promise<autocannon.Result>((done, fail) => {
    autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error ? fail(error) : done(result),
    )
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  await withBenchServer({ LOG_LEVEL }, async (current) => {
    await withBenchServer(
      { LOG_LEVEL },
      async (baseline) => {
        const servers = [
          { name: 'this checkout', url: current },
          { name: OTHER, url: baseline },
        ]
        process.stdout.write('  warming up… ')
        for (const server of servers) for (const route of ROUTES) await run(server.url, route.path, route.headers, 2)
        console.log('done')
        const figures = new Map<string, { rps: number[]; p99: number[]; failed: number }>()
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const route of ROUTES) {
            for (const server of round % 2 ? [...servers].reverse() : servers) {
              const result = await run(server.url, route.path, route.headers, SECONDS)
              const key = `${route.name}\u0000${server.name}`
              const row = figures.get(key) ?? { rps: [], p99: [], failed: 0 }
              row.rps.push(result.requests.average)
              row.p99.push(result.latency.p99)
              row.failed += result.non2xx + result.errors + result.timeouts
              figures.set(key, row)
            }
          }
          console.log(`  round ${round + 1} of ${ROUNDS} done`)
        }
        console.log(
          `\n${CONNECTIONS} connections, ${SECONDS} s per route and server, ${ROUNDS} rounds, LOG_LEVEL=${LOG_LEVEL}, Node ${process.version}`,
        )
        console.log(`baseline: ${OTHER}\n`)
        // Wide enough for every round's figures.
        const rpsWidth = Math.max(28, ROUNDS * 8)
        const p99Width = Math.max(16, ROUNDS * 6)
        console.log(`${'route'.padEnd(30)}${'server'.padEnd(16)}${'req/s each round'.padEnd(rpsWidth)}${'p99 ms'.padEnd(p99Width)}failed`)
        for (const route of ROUTES) {
          for (const server of servers) {
            const row = figures.get(`${route.name}\u0000${server.name}`)!
            const label = server.url === current ? 'now' : 'baseline'
            console.log(
              `${route.name.padEnd(30)}${label.padEnd(16)}${row.rps
                .map((rps) => rps.toFixed(0))
                .join(' / ')
                .padEnd(rpsWidth)}${row.p99.join(' / ').padEnd(p99Width)}${row.failed}`,
            )
          }
          const now = median(figures.get(`${route.name}\u0000${servers[0].name}`)!.rps)
          const then = median(figures.get(`${route.name}\u0000${servers[1].name}`)!.rps)
          console.log(`${''.padEnd(30)}median now / baseline: ${now.toFixed(0)} / ${then.toFixed(0)} = ${(now / then).toFixed(2)}\n`)
        }
        if ([...figures.values()].some((row) => row.failed > 0)) {
          console.error('Some requests failed (non-2xx, errors or timeouts): the figures above are not valid.')
          process.exitCode = 1
        }
      },
      OTHER,
    )
  })
}

void main()

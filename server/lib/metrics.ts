import { count } from 'drizzle-orm'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from '../db/client'
import { paymentSessions, transactions } from '../db/schema'

/** How a background job's tick went in this process (server/lib/jobs.ts). */
type JobOutcome = 'ran' | 'skipped' | 'failed'

/** A service outside this process the server calls (server/lib/outside.ts). */
export type OutsideService = 'content' | 'smtp' | 'sms' | 'stripe'

/** How an outside call went: answered, failed (refused, unreachable, an error answer) or ran out of time. */
export type OutsideOutcome = 'ok' | 'failed' | 'timeout'

/** How a page was answered (server/lib/pages.ts): from memory, rendered to be kept, or rendered for one request. */
export type PageCacheOutcome = 'hit' | 'miss' | 'uncached'

export interface Metrics {
  /** Content-Type of `text()`: Prometheus's text format. */
  readonly contentType: string
  /** One answered request: its method, the route pattern that answered it (never the path itself), status, seconds. */
  request(method: string, route: string, status: number, seconds: number): void
  /** One tick of a background job. */
  job(name: string, outcome: JobOutcome, seconds: number): void
  /** One page asked for. */
  page(outcome: PageCacheOutcome): void
  /** One call to a service outside this process (server/lib/outside.ts), its outcome and seconds. */
  outsideCall(service: OutsideService, outcome: OutsideOutcome, seconds: number): void
  /** Every metric, in Prometheus's text format. */
  text(): Promise<string>
}

const OUTSIDE_SERVICES: readonly OutsideService[] = ['content', 'smtp', 'sms', 'stripe']

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The server's metrics, for `GET /metrics` (prom-client, a registry of this app's own). Request and job metrics
 * count what this process did; the payment figures are read from the database when scraped, so they count every
 * process's payments (take one process's figure, or max(), not their sum).
 */
export function createMetrics(options: { db?: Db; processMetrics?: boolean; jobs?: readonly string[] } = {}): Metrics {
  const registry = new Registry()
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'ring_' })
  const requests = new Counter({
    name: 'ring_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'ring_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const jobs = new Counter({
    name: 'ring_job_runs_total',
    help: "Background job ticks in this process: ran, skipped (another process had the period's lease) or failed.",
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  })
  for (const job of options.jobs ?? []) for (const outcome of ['ran', 'skipped', 'failed'] as const) jobs.inc({ job, outcome }, 0)
  const jobDurations = new Histogram({
    name: 'ring_job_duration_seconds',
    help: 'Time a background job tick took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers: [registry],
  })
  const pages = new Counter({
    name: 'ring_page_cache_total',
    help: 'Pages asked for: hit (served from memory), miss (rendered and kept), uncached (a path with a query, rendered for its request).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  })
  for (const outcome of ['hit', 'miss', 'uncached'] as const) pages.inc({ outcome }, 0)
  const outsideCalls = new Counter({
    name: 'ring_outside_call_total',
    help: 'Calls to services outside this process (content, smtp, sms, stripe), by outcome: ok, failed or timeout.',
    labelNames: ['service', 'outcome'] as const,
    registers: [registry],
  })
  for (const service of OUTSIDE_SERVICES)
    for (const outcome of ['ok', 'failed', 'timeout'] as const) outsideCalls.inc({ service, outcome }, 0)
  const outsideDurations = new Histogram({
    name: 'ring_outside_call_duration_seconds',
    help: 'Time a call to a service outside this process took, whatever its outcome, by service.',
    labelNames: ['service'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30],
    registers: [registry],
  })

  const db = options.db
  if (db) {
    new Gauge({
      name: 'ring_payments',
      help: 'Payments recorded in the database (every process), by outcome: paid or failed (declined, insufficient funds).',
      labelNames: ['outcome'] as const,
      registers: [registry],
      async collect() {
        const rows = await db
          .select({ successful: transactions.successful, n: count() })
          .from(transactions)
          .groupBy(transactions.successful)
          .catch(() => null)
        this.reset()
        for (const row of rows ?? []) this.set({ outcome: row.successful ? 'paid' : 'failed' }, row.n)
      },
    })
    new Gauge({
      name: 'ring_payment_sessions',
      help: 'Hosted payment pages in the database (every process), by kind (payment, setup) and status (pending, succeeded, failed).',
      labelNames: ['kind', 'status'] as const,
      registers: [registry],
      async collect() {
        const rows = await db
          .select({ kind: paymentSessions.kind, status: paymentSessions.status, n: count() })
          .from(paymentSessions)
          .groupBy(paymentSessions.kind, paymentSessions.status)
          .catch(() => null)
        this.reset()
        for (const row of rows ?? []) this.set({ kind: row.kind, status: row.status }, row.n)
      },
    })
  }

  return {
    contentType: registry.contentType,
    request(method, route, status, seconds) {
      const known = METHODS.has(method) ? method : 'OTHER'
      requests.inc({ method: known, route, status: String(status) })
      durations.observe({ method: known, route }, seconds)
    },
    job(name, outcome, seconds) {
      jobs.inc({ job: name, outcome })
      if (outcome !== 'skipped') jobDurations.observe({ job: name }, seconds)
    },
    page(outcome) {
      pages.inc({ outcome })
    },
    outsideCall(service, outcome, seconds) {
      outsideCalls.inc({ service, outcome })
      outsideDurations.observe({ service }, seconds)
    },
    text: () => registry.metrics(),
  }
}

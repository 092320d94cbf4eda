import { lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimits } from '../db/schema'
import { rootCause, type Logger } from './log'
import type { Metrics } from './metrics'

/**
 * Background jobs when several processes share one PostgreSQL: each period's run happens in
 * one process only. A process's timer first takes the period's lease — a row `job:<name>` in rate_limits taken by
 * one conditional upsert, free again once it expires (the sweeper deletes it later) — and then runs the job under
 * the job's advisory lock, so a run that outlasts its period never overlaps the next one elsewhere.
 */
export const JOB_PERIODS = {
  'sweep-rate-limits': 10 * 60_000,
  billing: 60_000,
  /** Data alerts and renewal reminders (server/notifications/alerts.ts). */
  alerts: 60_000,
  /** Mails the mail server did not take at once, tried again (server/lib/mailer.ts). */
  mail: 60_000,
} as const
export type JobName = keyof typeof JOB_PERIODS
export const JOB_NAMES = Object.keys(JOB_PERIODS) as JobName[]

/** The lease lasts a little less than the period, so that the winner's own next tick is never late. */
const LEASE_SHARE = 0.9

/** One tick of a job: true when it ran here, false when another process has this period or is still running it. */
export async function runScheduledJob(database: Database, name: JobName, job: () => Promise<unknown>): Promise<boolean> {
  const leaseSeconds = (JOB_PERIODS[name] * LEASE_SHARE) / 1000
  const [lease] = await database.db
    .insert(rateLimits)
    .values({ key: `job:${name}`, count: 1, windowStartedAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`${rateLimits.count} + 1`, windowStartedAt: sql`now()`, expiresAt: sql`excluded.expires_at` },
      setWhere: lte(rateLimits.expiresAt, sql`now()`),
    })
    .returning({ key: rateLimits.key })
  if (!lease) return false
  return (await database.withLock(`job:${name}`, job)).ran
}

/** Where a job's ticks are counted (GET /metrics) and its failures written. */
export interface JobWatch {
  logger: Logger
  metrics: Metrics
}

/** One tick of a job, counted as ran, skipped or failed; a failure is logged and thrown on. */
export async function watchedTick(database: Database, name: JobName, job: () => Promise<unknown>, watch: JobWatch): Promise<boolean> {
  const started = performance.now()
  try {
    const ran = await runScheduledJob(database, name, job)
    watch.metrics.job(name, ran ? 'ran' : 'skipped', (performance.now() - started) / 1000)
    return ran
  } catch (error) {
    watch.metrics.job(name, 'failed', (performance.now() - started) / 1000)
    watch.logger.error({ job: name, err: rootCause(error).message }, 'background job failed')
    throw error
  }
}

/** Ticks a job every period in this process (timer unref'd); answers the function that stops it. */
export function startJobTicker(database: Database, name: JobName, job: () => Promise<unknown>, watch: JobWatch) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    watchedTick(database, name, job, watch)
      .catch(() => undefined)
      .finally(() => {
        running = false
      })
  }, JOB_PERIODS[name])
  timer.unref()
  return () => clearInterval(timer)
}

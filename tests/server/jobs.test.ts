import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '@server/db/client'
import { rateLimits } from '@server/db/schema'
import { runScheduledJob } from '@server/lib/jobs'
import { openTestDatabase, startTestServer, type TestServer } from './support/harness'

/**
 * Background jobs run once across processes on one database. Two handles on one database
 * stand for two processes (on PostgreSQL, `npm run test:server:pg`, two pools: the advisory lock is PostgreSQL's;
 * on PGlite, which one process holds, the same handle). `npm run test:cluster` checks it with two real processes.
 */
let one: Database
let two: Database
let cleanup: () => Promise<void>
let server: TestServer

beforeAll(async () => {
  const opened = await openTestDatabase()
  one = opened.database
  two = opened.databaseUrl ? await openDatabase({ databaseUrl: opened.databaseUrl, poolSize: 3 }) : one
  cleanup = async () => {
    if (two !== one) await two.close()
    await opened.drop()
  }
  server = await startTestServer()
})
afterAll(async () => {
  await cleanup?.()
  await server?.close()
})
beforeEach(async () => {
  await one.db.delete(rateLimits)
  await server.resetLimits()
})

/** A job that runs until released, counting its runs. */
function gatedJob() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const job = {
    runs: 0,
    release: () => release(),
    run: async () => {
      job.runs += 1
      await gate
      return 'done'
    },
  }
  return job
}

describe('the job lock', () => {
  it('lets one holder run a job; another process skips it, or waits for it when asked to', async () => {
    const job = gatedJob()
    const first = one.withLock('job:test', job.run)
    // While the first run holds the lock, the other process's tick is skipped.
    await expect.poll(() => job.runs).toBe(1)
    expect(await two.withLock('job:test', async () => 'other')).toEqual({ ran: false })
    // Another lock name is free meanwhile.
    expect(await two.withLock('job:other', async () => 'other')).toEqual({ ran: true, value: 'other' })
    const waiting = two.withLock('job:test', async () => 'after', { wait: true })
    job.release()
    expect(await first).toEqual({ ran: true, value: 'done' })
    expect(await waiting).toEqual({ ran: true, value: 'after' })
    // Released after a failure too.
    await expect(one.withLock('job:test', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await two.withLock('job:test', async () => 'free')).toEqual({ ran: true, value: 'free' })
  })
})

describe('scheduled jobs', () => {
  it('run once per period whichever processes tick: ticks at the same moment or later in the period are skipped', async () => {
    let runs = 0
    const job = async () => {
      runs += 1
    }
    const ticks = await Promise.all([
      runScheduledJob(one, 'sweep-rate-limits', job),
      runScheduledJob(two, 'sweep-rate-limits', job),
      runScheduledJob(one, 'sweep-rate-limits', job),
      runScheduledJob(two, 'sweep-rate-limits', job),
    ])
    expect(ticks.filter(Boolean)).toHaveLength(1)
    expect(runs).toBe(1)
    expect(await runScheduledJob(two, 'sweep-rate-limits', job)).toBe(false)
    // Another job has its own period.
    expect(await runScheduledJob(two, 'billing', job)).toBe(true)
    // The next period (the lease has run out): one process runs it again.
    await one.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'job:sweep-rate-limits'))
    expect(await runScheduledJob(two, 'sweep-rate-limits', job)).toBe(true)
    expect(runs).toBe(3)
  })

  it('a run that outlasts its period is not started again elsewhere meanwhile', async () => {
    const job = gatedJob()
    const first = runScheduledJob(one, 'billing', job.run)
    await expect.poll(() => job.runs).toBe(1)
    await one.db
      .update(rateLimits)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, 'job:billing'))
    expect(await runScheduledJob(two, 'billing', job.run)).toBe(false)
    job.release()
    expect(await first).toBe(true)
    expect(job.runs).toBe(1)
  })

  it('POST /dev/jobs/tick ticks a job as its timer does, once per period', async () => {
    const tick = (job: string) => server.call('/dev/jobs/tick', { bare: true, body: { job } })
    const [a, b] = await Promise.all([tick('sweep-rate-limits'), tick('sweep-rate-limits')])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body.ran, b.body.ran].filter(Boolean)).toHaveLength(1)
    expect((await tick('billing')).body).toEqual({ job: 'billing', ran: true })
    expect((await tick('billing')).body).toEqual({ job: 'billing', ran: false })
    expect((await tick('nothing')).status).toBe(422)
  })
})

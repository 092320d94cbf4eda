import { SECURITY_MESSAGES } from '@contract/security'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { runBillingJobs } from '../billing/jobs'
import { runAlertJobs } from '../notifications/alerts'
import { esimProfileValid } from '../carrier/line-switch'
import { passesOn } from '../billing/add-ons'
import { advanceClock, carrierNow, clockOffsetMs } from '../carrier/clock'
import type { AppEnv, Services } from '../context'
import { simKits } from '../db/schema'
import { fieldError, notFound } from '../lib/errors'
import { jsonBody, parseWith, readJsonObject } from '../lib/http'
import { JOB_PERIODS, runScheduledJob, type JobName } from '../lib/jobs'
import { sweepRateLimits } from '../lib/rate-limit'
import { isSandbox } from '../payments'

const advanceSchema = z.object({
  minutes: z
    .number({ error: 'minutes must be a number' })
    .positive('minutes must be more than 0')
    .max(60 * 24 * 365, 'minutes must be at most a year'),
})

/**
 * Outside production only (app.ts puts them behind the local-only guard): drive the carrier simulator's clock, and switch the
 * sandbox payment provider off and on to try a provider outage.
 */
export function carrierDevRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  const clockAnswer = (offsetMs: number) => ({
    offsetMinutes: offsetMs / 60_000,
    simulatorTime: new Date(Date.now() + offsetMs).toISOString(),
  })

  app.get('/dev/carrier/clock', async (c) => c.json(clockAnswer(await clockOffsetMs(services.db))))

  /** POST /dev/carrier/advance {minutes}: moves the simulator clock forward for every process (kept in the database)
   * and runs the billing job at the new time. */
  app.post('/dev/carrier/advance', ...jsonBody(advanceSchema), async (c) => {
    const body = c.req.valid('json')
    const offsetMs = await advanceClock(services.db, body.minutes)
    // What fell due meanwhile (renewals, retries, suspensions) is done before answering (after a run in progress
    // in any process, whose lock it waits for).
    await services.database.withLock('job:billing', () => runBillingJobs(services), { wait: true })
    // The usage the clock moved on may pass a data alert's threshold or come near a renewal.
    await services.database.withLock('job:alerts', () => runAlertJobs(services), { wait: true })
    return c.json(clockAnswer(offsetMs))
  })

  /**
   * POST /dev/jobs/tick {job}: one timer tick of a background job, as the process's own timer does it: answers
   * whether it ran here (false: another process has this period's run). The cluster test sends it to every process.
   */
  const jobs: Record<JobName, () => Promise<unknown>> = {
    'sweep-rate-limits': () => sweepRateLimits(services.db),
    billing: () => runBillingJobs(services),
    alerts: () => runAlertJobs(services),
    mail: () => services.mailer.retryDue(),
  }
  const tickSchema = z.object({ job: z.enum(Object.keys(JOB_PERIODS) as [JobName, ...JobName[]], { error: 'Unknown job' }) })
  app.post('/dev/jobs/tick', ...jsonBody(tickSchema), async (c) => {
    const { job } = c.req.valid('json')
    return c.json({ job, ran: await runScheduledJob(services.database, job, jobs[job]) })
  })

  /**
   * POST /dev/carrier/esim/install {activationCode}: a phone downloading an eSIM profile, as the carrier answers it:
   * 200 with the line while the profile is the line's current one, 410 once a newer one replaced it.
   */
  const installSchema = z.object({ activationCode: z.string({ error: 'activationCode must be a string' }).min(1).max(200) })
  app.post('/dev/carrier/esim/install', ...jsonBody(installSchema), async (c) => {
    const lineId = await esimProfileValid(services.db, c.req.valid('json').activationCode)
    if (lineId === 'locked') return c.json({ message: SECURITY_MESSAGES.simChangeLocked }, 409)
    return lineId ? c.json({ lineId }) : c.json({ message: 'This eSIM profile is no longer valid' }, 410)
  })

  /**
   * GET /dev/carrier/roaming?lineId=&country=: whether the carrier lets the line roam in a country now (simulator
   * clock): only on a travel pass of the line that covers that country and day.
   */
  app.get('/dev/carrier/roaming', async (c) => {
    const lineId = c.req.query('lineId') ?? ''
    const country = c.req.query('country') ?? ''
    const pass = (await passesOn(services.db, lineId, await carrierNow(services.db))).find((item) => item.countries.includes(country))
    return c.json({ lineId, country, roaming: !!pass, pass: pass ? { name: pass.name, endsAt: pass.endsAt.toISOString() } : null })
  })

  /**
   * GET /dev/carrier/sim-kit?lineId=: what is printed on a line's shipped SIM card (its ICCID) and the tracking
   * number, as a tester holding the card would read them; 404 for a line without a kit.
   */
  app.get('/dev/carrier/sim-kit', async (c) => {
    const kit = (
      await services.db
        .select()
        .from(simKits)
        .where(eq(simKits.lineId, c.req.query('lineId') ?? ''))
    )[0]
    if (!kit) throw notFound('This line has no SIM card kit')
    return c.json({ lineId: kit.lineId, iccid: kit.iccid, trackingNumber: kit.trackingNumber, activated: kit.activatedAt !== null })
  })

  /** POST /dev/payments/outage {down: true|false}: the sandbox provider answers 503 while down (this process). */
  app.post('/dev/payments/outage', async (c) => {
    const provider = services.payments
    if (!isSandbox(provider)) throw notFound('Only the sandbox payment provider can be switched off')
    const body = parseWith(z.object({ down: z.boolean({ error: 'down must be true or false' }) }), await readJsonObject(c))
    provider.setDown(body.down)
    return c.json({ down: provider.isDown() })
  })

  app.get('/dev/payments/outage', (c) => {
    const provider = services.payments
    if (!isSandbox(provider)) throw fieldError('down', 'Only the sandbox payment provider can be switched off')
    return c.json({ down: provider.isDown() })
  })

  return app
}

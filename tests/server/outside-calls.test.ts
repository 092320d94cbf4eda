/**
 * Every call to a service outside this process has a deadline (server/lib/outside.ts): a mail server, a text-message
 * provider and Stripe that accept the connection and never say a word cost a request their deadline, are recorded
 * where each keeps its failures (the mail's outbox row and its next try, the text's log line, a 503 with the same key
 * to try again), and are counted in GET /metrics. Each stand-in is a node:net server that takes every connection,
 * keeps what it was sent, and answers nothing. The tests' own timeouts are the bounds.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '@server/db/schema'
import { createLogger } from '@server/lib/log'
import { createMetrics } from '@server/lib/metrics'
import { createSmsSender, SmsSendError } from '@server/lib/sms'
import { PaymentProviderUnavailable } from '@server/payments/provider'
import { createStripeProvider } from '@server/payments/stripe'
import type { Db } from '@server/db/client'
import { emailOf, metricSample, serverForFile, testConfig } from './support/harness'

/** A service that accepts and never answers; `connections` holds what each connection sent. */
function silentService() {
  const sockets: Socket[] = []
  const connections: string[] = []
  const server: Server = createServer((socket) => {
    const index = connections.push('') - 1
    sockets.push(socket)
    socket.on('data', (chunk: Buffer) => (connections[index] += chunk.toString('latin1')))
    socket.on('error', () => {})
  })
  let port = 0
  beforeAll(() =>
    new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())).then(() => {
      port = (server.address() as AddressInfo).port
    }),
  )
  afterAll(() => {
    sockets.forEach((socket) => socket.destroy())
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  return { connections, url: (scheme: string) => `${scheme}://127.0.0.1:${port}` }
}

const logLines: Record<string, unknown>[] = []
const silentSmtp = silentService()
const server = serverForFile(
  {
    // Read when the server starts, once the stand-in listens.
    get smtpUrl() {
      return silentSmtp.url('smtp')
    },
  },
  { logger: createLogger('warn', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }) },
)

describe('a mail server that never greets', () => {
  it('lets a sign-in code request answer, the mail left pending for the mail job with what went wrong', { timeout: 9000 }, async () => {
    const email = emailOf('bob')
    const asked = await server.call('/app/auth/otp/send', { body: { email } })
    expect(asked.status).toBe(200)
    const [row] = await server.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1)
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row.lastError).toMatch(/greeting|timeout/i)
    expect(row.nextAttemptAt).toBeInstanceOf(Date)
    // Logged with the request it was made for.
    const line = logLines.find((entry) => entry.msg === 'mail not sent yet: trying again')
    expect(line?.reqId).toBe(asked.headers.get('x-request-id'))
  })

  it('is counted in /metrics as a call that ran out of time', async () => {
    const metrics = await server.call('/metrics', { bare: true })
    expect(metricSample(metrics.text, 'ring_outside_call_total', { service: 'smtp', outcome: 'timeout' })).toBe(1)
    expect(metricSample(metrics.text, 'ring_outside_call_duration_seconds_count', { service: 'smtp' })).toBe(1)
  })
})

const silentTwilio = silentService()

describe('a text-message provider that never answers', () => {
  it('fails the text within its deadline, logged and counted, and does not send it twice', { timeout: 8000 }, async () => {
    const logged: Record<string, unknown>[] = []
    const metrics = createMetrics()
    const config = testConfig({
      twilio: { accountSid: `AC${'0'.repeat(32)}`, authToken: 'token', from: '+13125550100', apiUrl: silentTwilio.url('http') },
    })
    const sms = createSmsSender(config, undefined as unknown as Db, {
      logger: createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) }),
      metrics,
      retryDelaysMs: [10, 10],
    })
    const failure = await sms.send({ to: '+13125550123', text: 'Ring Mobile: a test.' }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(SmsSendError)
    expect(failure).toMatchObject({ status: null, transient: false })
    expect((failure as Error).message).toMatch(/did not answer in time/)
    // The provider may have taken the text: a second try could send it twice.
    expect(silentTwilio.connections.filter((sent) => sent.includes('POST /2010-04-01/'))).toHaveLength(1)
    expect(logged).toEqual([expect.objectContaining({ level: 'error', msg: 'text message not sent', attempt: 1 })])
    const text = await metrics.text()
    expect(metricSample(text, 'ring_outside_call_total', { service: 'sms', outcome: 'timeout' })).toBe(1)
  })
})

const silentStripe = silentService()

describe('a Stripe that never answers', () => {
  it('is tried again with the same idempotency key, then answers unavailable, counted as timeouts', { timeout: 15_000 }, async () => {
    const metrics = createMetrics()
    const payments = createStripeProvider({
      db: server.db,
      secretKey: 'sk_test_silent',
      publicUrl: server.config.publicUrl,
      // The SDK's calls go to the stand-in instead of api.stripe.com.
      fetch: (input, init) => fetch(String(input).replace(/^https:\/\/api\.stripe\.com(:443)?/, silentStripe.url('http')), init),
      watch: { metrics },
      timeoutMs: 1000,
    })
    await expect(payments.refund('pi_silent')).rejects.toBeInstanceOf(PaymentProviderUnavailable)
    // Per request, not per connection: a client may open a connection it never writes to (Node 24's fetch does).
    const requests = silentStripe.connections.filter((sent) => sent.startsWith('POST '))
    const keys = requests.map((sent) => /^idempotency-key: (.+)$/im.exec(sent)?.[1]?.trim())
    expect(keys.length).toBeGreaterThan(1)
    expect(new Set(keys)).toEqual(new Set(['refund:pi_silent']))
    const text = await metrics.text()
    expect(metricSample(text, 'ring_outside_call_total', { service: 'stripe', outcome: 'timeout' })).toBe(1)
  })
})

import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig, type Config } from '@server/config'
import type { Db } from '@server/db/client'
import { createLogger } from '@server/lib/log'
import { eq } from 'drizzle-orm'
import { notificationsSent, outbox, smsOutbox } from '@server/db/schema'
import { createSmsSender, SmsSendError } from '@server/lib/sms'
import { serverForFile, testConfig } from './support/harness'
import { advanceClock, DAY_MINUTES, lineMaker } from './support/line-care'

const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`
const TOKEN = 'twilio-test-auth-token'
const FROM = '+13125550100'

/** One request as Twilio received it. */
interface Received {
  method: string
  path: string
  authorization: string
  contentType: string
  form: Record<string, string>
}

/** What the stand-in answers next: a status and a JSON body, as Twilio's Messages API does. */
type Answer = { status: number; body: unknown }

const created = (form: Record<string, string>): Answer => ({
  status: 201,
  body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued', to: form.To, from: form.From, body: form.Body, error_code: null },
})
const invalidNumber: Answer = {
  status: 400,
  body: {
    code: 21211,
    message: "The 'To' number +15005550001 is not a valid phone number.",
    more_info: 'https://www.twilio.com/docs/errors/21211',
    status: 400,
  },
}
const unavailable: Answer = { status: 503, body: { code: 20503, message: 'Service Unavailable', status: 503 } }

/**
 * A local HTTP server that answers as Twilio's Messages API does (POST /2010-04-01/Accounts/{sid}/Messages.json):
 * the answers queued for the test, then 201 with the message.
 */
let standIn: Server
let standInUrl = ''
const received: Received[] = []
let answers: Answer[] = []

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => resolve(text))
  })

beforeAll(async () => {
  standIn = createServer(async (request, response) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'] ?? '',
      form,
    })
    const answer = answers.shift() ?? created(form)
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

/** The app's log lines, to read what the server reports. */
const serverLog: { level: string; msg: string; code?: number; status?: number }[] = []
/** A server whose texts go to the stand-in: its address is known once the stand-in listens (before the server starts). */
const server = serverForFile(
  {
    twilio: {
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: FROM,
      get apiUrl() {
        return standInUrl
      },
    },
  },
  { logger: createLogger('info', { write: (line: string) => void serverLog.push(JSON.parse(line)) }) },
)
const activeLine = lineMaker(server, 'sms', '778')
beforeEach(() => {
  received.length = 0
  answers = []
})

const twilioConfig = (apiUrl: string, from = FROM): Config =>
  testConfig({ twilio: { accountSid: ACCOUNT, authToken: TOKEN, from, apiUrl } })
/** The Twilio sender never touches the database (the outbox is the other sender). */
const noDatabase = undefined as unknown as Db

function senderTo(apiUrl: string, from = FROM) {
  const logged: { level: string; msg: string; status?: number; code?: number; to?: string; attempt?: number }[] = []
  const logger = createLogger('info', { write: (line: string) => void logged.push(JSON.parse(line)) })
  const sms = createSmsSender(twilioConfig(apiUrl, from), noDatabase, { logger, retryDelaysMs: [10, 10], timeoutMs: 2000 })
  return { sms, logged }
}

const MESSAGE = { to: '+13125550123', text: 'Ring Mobile: Plus has used 90% of its data. Reply STOP to opt out.' }

describe('the Twilio text message sender', () => {
  it('posts the text to the Messages API, form-encoded, with the account’s Basic credentials', async () => {
    const { sms, logged } = senderTo(standInUrl)
    expect(sms.kind).toBe('twilio')
    await sms.send(MESSAGE)
    expect(received).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT}:${TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: MESSAGE.to, From: FROM, Body: MESSAGE.text },
      },
    ])
    expect(logged).toEqual([])
  })

  it('sends from a Messaging Service when SMS_FROM is one', async () => {
    const service = `MG${'fedcba9876543210'.repeat(2)}`
    await senderTo(standInUrl, service).sms.send(MESSAGE)
    expect(received.map((request) => request.form)).toEqual([{ To: MESSAGE.to, MessagingServiceSid: service, Body: MESSAGE.text }])
  })

  it('reports a refusal (4xx) with Twilio’s code and message, to the log, and does not try again', async () => {
    answers = [invalidNumber]
    const { sms, logged } = senderTo(standInUrl)
    const error = await sms.send(MESSAGE).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SmsSendError)
    expect(error).toMatchObject({
      status: 400,
      code: 21211,
      transient: false,
      message: "Twilio answered 400 (error 21211): The 'To' number +15005550001 is not a valid phone number.",
    })
    expect(received).toHaveLength(1)
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', msg: 'text message not sent', status: 400, code: 21211, to: '•••0123', attempt: 1 }),
    ])
  })

  it('tries a provider in trouble (5xx) again, and is done once it answers', async () => {
    answers = [unavailable]
    const { sms, logged } = senderTo(standInUrl)
    await sms.send(MESSAGE)
    expect(received).toHaveLength(2)
    expect(received[1]!.form).toEqual(received[0]!.form)
    expect(logged).toEqual([expect.objectContaining({ level: 'warn', msg: 'text message not sent yet: trying again', status: 503 })])
  })

  it('gives up after the last try while the provider stays down, and says so', async () => {
    answers = [unavailable, unavailable, unavailable]
    const { sms, logged } = senderTo(standInUrl)
    await expect(sms.send(MESSAGE)).rejects.toMatchObject({
      status: 503,
      transient: true,
      message: 'Twilio answered 503 (error 20503): Service Unavailable',
    })
    expect(received).toHaveLength(3)
    expect(logged.map((line) => [line.level, line.attempt])).toEqual([
      ['warn', 1],
      ['warn', 2],
      ['error', 3],
    ])
  })

  it('reports a provider that cannot be reached at all, after trying again', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const { sms, logged } = senderTo(url)
    const error = await sms.send(MESSAGE).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: null, code: null, transient: true })
    expect((error as Error).message).toMatch(/^Twilio could not be reached: /)
    expect(logged.map((line) => line.level)).toEqual(['warn', 'warn', 'error'])
  })
})

describe('the text message settings', () => {
  it('use the dev outbox without TWILIO_ACCOUNT_SID, and want the token and the sender with it', () => {
    expect(testConfig().twilio).toBeUndefined()
    const base = { NODE_ENV: 'test', TWILIO_ACCOUNT_SID: ACCOUNT }
    expect(() => testConfigFrom(base)).toThrow(/TWILIO_AUTH_TOKEN: is required when TWILIO_ACCOUNT_SID is set/)
    expect(() => testConfigFrom(base)).toThrow(/SMS_FROM: is required when TWILIO_ACCOUNT_SID is set/)
    expect(() => testConfigFrom({ ...base, TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: '3125550100' })).toThrow(
      /SMS_FROM: must be a number in E\.164/,
    )
    expect(testConfigFrom({ ...base, TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: FROM }).twilio).toEqual({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: FROM,
      apiUrl: 'https://api.twilio.com',
    })
  })
})

function testConfigFrom(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: testConfig().dataDir, ...env })
}

describe('notices by text through Twilio', () => {
  it('the data alert goes to Twilio, not the outbox; a refused text is logged and the notice stands, the next one is sent', async () => {
    const line = await activeLine('dave', 'plan-starter')
    const dave = await server.signIn('dave')
    expect(
      (
        await server.call('/app/notifications/channels', {
          token: dave,
          method: 'PUT',
          body: { kind: 'dataAlerts', channel: 'text', on: true },
        })
      ).status,
    ).toBe(200)
    // Twilio refuses the first text (a number it cannot text); the next ones are sent.
    answers = [invalidNumber]
    const texts = () => received.filter((request) => request.path.endsWith('/Messages.json'))
    for (let day = 0; day < 29 && texts().length < 2; day += 1) await advanceClock(server, DAY_MINUTES)

    const [refused, sent] = texts()
    expect(refused!.form).toMatchObject({ From: FROM, To: expect.stringMatching(/^\+1\d{10}$/), Body: expect.stringContaining('75%') })
    expect(sent!.form).toMatchObject({ From: FROM, To: refused!.form.To, Body: expect.stringContaining('90%') })
    // The refusal is in the server's log with Twilio's code; the notice stays sent (by email too), never retried.
    expect(serverLog).toContainEqual(expect.objectContaining({ level: 'error', msg: 'text message not sent', status: 400, code: 21211 }))
    const notices = await server.db.select().from(notificationsSent).where(eq(notificationsSent.customerId, line.customer.id))
    expect(notices.map((notice) => [notice.key.split(':').at(-1), notice.channels]).sort()).toEqual([
      ['75', ['email', 'text']],
      ['90', ['email', 'text']],
    ])
    expect(await server.db.select().from(outbox).where(eq(outbox.to, line.customer.email))).toHaveLength(2)
    expect(await server.db.select().from(smsOutbox).where(eq(smsOutbox.to, refused!.form.To!))).toEqual([])
  })
})

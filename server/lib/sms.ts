import type { Config } from '../config'
import type { Db } from '../db/client'
import { smsOutbox } from '../db/schema'
import type { Logger } from './log'
import type { Metrics } from './metrics'
import { armedFault, isTimeout, requestIdField, watchOutsideCall, type NeighbourFaults } from './outside'

/** One text message: the number in E.164 (`+13125550100`) and the text. */
interface TextMessage {
  to: string
  text: string
}

/**
 * Sends text messages: through Twilio's Messages API when TWILIO_ACCOUNT_SID is set, else to the `sms_outbox` table,
 * readable beside the mail at /dev/outbox outside production. A text that cannot be sent is an error (SmsSendError)
 * the caller logs, never undoing what the text reports, as for the mail (server/lib/mailer.ts).
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio'
  send(message: TextMessage): Promise<void>
}

/**
 * The provider refused the text, could not be reached, or did not answer in time; `transient` failures were tried
 * again first (a try that ran out of time is not transient: the provider may have taken the text).
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; null when it could not be reached. */
    readonly status: number | null,
    /** The provider's error code (Twilio: 21211 for a number that is not valid). */
    readonly code: number | null,
    readonly transient: boolean,
  ) {
    super(message)
    this.name = 'SmsSendError'
  }
}

interface SmsOptions {
  /** The server's JSON log: each failed try is written to it (the number masked but its last digits). */
  logger?: Logger
  /** Where each try is counted (GET /metrics, server/lib/outside.ts). */
  metrics?: Metrics
  /** The HTTP client (tests pass none: a local server stands in for the provider through `twilio.apiUrl`). */
  fetch?: typeof fetch
  /** Waits before each new try of a transient failure (429, 5xx, not reached): one try more per entry. */
  retryDelaysMs?: readonly number[]
  /** How long one try may take. */
  timeoutMs?: number
  /** Outside production, the tester's switch: the next try of a text fails or hangs (server/routes/fail-next.ts). */
  faults?: NeighbourFaults
}

const RETRY_DELAYS_MS = [500, 2000]
/**
 * How long one try may take, its answer included: a provider that accepts and never answers costs a request this
 * long at most (tests/server/outside-calls.test.ts).
 */
const SMS_TIMEOUT_MS = 5000

export function createSmsSender(config: Config, db: Db, options: SmsOptions = {}): SmsSender {
  if (config.twilio) return twilioSender(config.twilio, options)
  // The provider's stand-in fails only when the tester armed it: as Twilio not reached (tried again), or silent
  // until a try's deadline (not tried again: the provider may have taken the text).
  const once = async (message: TextMessage) => {
    try {
      await armedFault(options.faults, 'sms', options.timeoutMs ?? SMS_TIMEOUT_MS)
    } catch (error) {
      if (isTimeout(error))
        throw new SmsSendError(`The text provider did not answer in time: ${(error as Error).message}`, null, null, false)
      throw new SmsSendError(`The text provider could not be reached: ${(error as Error).message}`, null, null, true)
    }
    await db.insert(smsOutbox).values({ to: message.to, text: message.text })
  }
  return { kind: 'outbox', send: (message) => withTries(once, message, 'outbox', options) }
}

/**
 * Sends `message` with `once`, trying a transient failure again after each of RETRY_DELAYS_MS; each failed try is
 * logged (the number masked but its last digits), the last one thrown.
 */
async function withTries(once: (message: TextMessage) => Promise<void>, message: TextMessage, provider: string, options: SmsOptions) {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once(message)
    } catch (error) {
      const retry = error instanceof SmsSendError && error.transient && attempt < delays.length
      const failure = error instanceof SmsSendError ? { status: error.status, code: error.code } : {}
      const where = {
        ...requestIdField(),
        provider,
        to: `•••${message.to.slice(-4)}`,
        attempt: attempt + 1,
        ...failure,
        err: (error as Error).message,
      }
      options.logger?.[retry ? 'warn' : 'error'](where, retry ? 'text message not sent yet: trying again' : 'text message not sent')
      if (!retry) throw error
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]))
    }
  }
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic with the account SID and auth token; 201 with the message's `sid`, or an
 * error body `{ code, message, status }`. Throttling (429), the provider's own trouble (5xx) and a provider that could
 * not be reached are tried again after RETRY_DELAYS_MS; a refusal (another 4xx: a number that cannot take texts, bad
 * credentials) is not, nor a try that ran out of time: the provider may have taken that text, and the Messages API has
 * no idempotency key, so a second try could send it twice.
 */
function twilioSender(twilio: NonNullable<Config['twilio']>, options: SmsOptions): SmsSender {
  const doFetch = options.fetch ?? fetch
  const url = `${twilio.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`
  const sender: Record<string, string> = twilio.from.startsWith('MG') ? { MessagingServiceSid: twilio.from } : { From: twilio.from }

  async function once(message: TextMessage): Promise<void> {
    let response: Response
    let body: { code?: unknown; message?: unknown } | null
    try {
      // The deadline covers the answer's body too.
      const signal = AbortSignal.timeout(options.timeoutMs ?? SMS_TIMEOUT_MS)
      // Counted only: each failed try is logged below, with what the provider said.
      ;[response, body] = await watchOutsideCall(
        { metrics: options.metrics },
        'sms',
        'send text',
        async () => {
          // The tester's switch: a try not reached (tried again), or one silent until this try's deadline.
          await armedFault(options.faults, 'sms', signal)
          const answer = await doFetch(url, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: new URLSearchParams({ To: message.to, ...sender, Body: message.text }),
            signal,
          })
          return [answer, answer.ok ? null : ((await answer.json().catch(() => null)) as typeof body)] as const
        },
        ([answer]) => (answer.ok ? 'ok' : 'failed'),
      )
    } catch (error) {
      if (isTimeout(error)) throw new SmsSendError(`Twilio did not answer in time: ${(error as Error).message}`, null, null, false)
      throw new SmsSendError(`Twilio could not be reached: ${(error as Error).message}`, null, null, true)
    }
    if (response.ok) return
    const code = typeof body?.code === 'number' ? body.code : null
    const reason = typeof body?.message === 'string' ? body.message : response.statusText
    const transient = response.status === 429 || response.status >= 500
    throw new SmsSendError(
      `Twilio answered ${response.status}${code ? ` (error ${code})` : ''}: ${reason}`,
      response.status,
      code,
      transient,
    )
  }

  return {
    kind: 'twilio',
    send: (message) => withTries(once, message, 'twilio', options),
  }
}

/** A profile's phone as E.164: the country code and the number's digits; null when the profile has no number. */
export function e164Of(countryCode: string, contactNumber: string): string | null {
  const digits = contactNumber.replace(/\D/g, '')
  if (digits.length < 7) return null
  const code = countryCode.replace(/\D/g, '') || '1'
  return `+${code}${digits}`
}

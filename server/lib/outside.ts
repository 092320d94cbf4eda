/**
 * The services outside this process the server calls: a content service on another origin (CONTENT_URL), the mail
 * server (SMTP_URL), the text-message provider (Twilio) and Stripe. Each call has a deadline of its own (set where
 * the call is made), is counted in GET /metrics (`ring_outside_call_total{service,outcome}` and
 * `ring_outside_call_duration_seconds{service}`) and, when it fails, logged with the request it was made for
 * (`reqId`; none for a background job's try). tests/server/outside-calls.test.ts holds it.
 */
import { tryGetContext } from 'hono/context-storage'
import type { AppEnv } from '../context'
import type { Logger } from './log'
import { rootCause } from './log'
import type { Metrics, OutsideOutcome, OutsideService } from './metrics'

export type { OutsideOutcome, OutsideService }

/**
 * What a module that calls outside is given to report with (both optional: a test may leave them out). A module
 * that logs each failed try itself, with more to say (the mailer, the text sender), passes the metrics only and puts
 * `requestIdField()` in its own lines.
 */
export interface OutsideWatch {
  metrics?: Metrics
  logger?: Logger
}

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT'])

/** Whether an error, or any error it was caused by, is a deadline passing (AbortSignal.timeout, a socket timeout). */
export function isTimeout(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth < 6 && current; depth += 1) {
    const { name, code, message } = current as { name?: unknown; code?: unknown; message?: unknown }
    if (name === 'TimeoutError' || (typeof code === 'string' && TIMEOUT_CODES.has(code))) return true
    if (typeof message === 'string' && /timed? ?out|timeout/i.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/** The id of the request this code runs for (Hono's context storage, server/app.ts), if any. */
function currentRequestId(): string | undefined {
  return tryGetContext<AppEnv>()?.get('requestId')
}

/** `{ reqId }` of the request this code runs for, or nothing (a background job): for a log line's fields. */
export function requestIdField(): { reqId?: string } {
  const reqId = currentRequestId()
  return reqId ? { reqId } : {}
}

/**
 * Reports one outside call that took `seconds`: counted by service and outcome; a failure logged at warn with the
 * request id, the service, what was asked (`what`, never an address with a query or a secret) and the root cause.
 */
export function reportOutsideCall(
  watch: OutsideWatch,
  service: OutsideService,
  outcome: OutsideOutcome,
  seconds: number,
  details: { what?: string; error?: unknown } = {},
) {
  watch.metrics?.outsideCall(service, outcome, seconds)
  if (outcome === 'ok') return
  watch.logger?.warn(
    {
      ...requestIdField(),
      service,
      outcome,
      ...(details.what && { what: details.what }),
      ms: Math.round(seconds * 1000),
      ...(details.error !== undefined && { err: rootCause(details.error).message }),
    },
    outcome === 'timeout' ? 'outside call ran out of time' : 'outside call failed',
  )
}

/**
 * `call`, measured and reported: its outcome is `judge(answer)` when it resolves (an error answer is a failure too),
 * `timeout` when it rejects because a deadline passed, else `failed`. The answer or the error is passed on unchanged.
 */
export async function watchOutsideCall<T>(
  watch: OutsideWatch,
  service: OutsideService,
  what: string,
  call: () => Promise<T>,
  judge: (answer: T) => OutsideOutcome = () => 'ok',
): Promise<T> {
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  try {
    const answer = await call()
    reportOutsideCall(watch, service, judge(answer), seconds(), { what })
    return answer
  } catch (error) {
    reportOutsideCall(watch, service, isTimeout(error) ? 'timeout' : 'failed', seconds(), { what, error })
    throw error
  }
}

/** The neighbours the tester's switch can break (server/routes/fail-next.ts): the content service, mail, texts, payments. */
export const NEIGHBOURS = ['content', 'mail', 'sms', 'payment'] as const
export type Neighbour = (typeof NEIGHBOURS)[number]

/** How the next call to a neighbour goes wrong: refused at once, or no answer until its caller's deadline. */
export type NeighbourFault = 'fail' | 'hang'

/**
 * Outside production, the tester's switch for the next call to each neighbour: `take` answers the armed fault once
 * and disarms it. Production passes none, so no call consults a switch there.
 */
export interface NeighbourFaults {
  take(neighbour: Neighbour): NeighbourFault | null
}

/** The error an armed `fail` throws: what a neighbour that refuses or cannot be reached gives its caller. */
class ArmedNeighbourFailure extends Error {
  constructor(neighbour: Neighbour) {
    super(`${neighbour} failed: armed by POST /dev/fail-next`)
    this.name = 'ArmedNeighbourFailure'
  }
}

/**
 * Where a call to `neighbour` starts: nothing when no fault is armed; an armed `fail` throws at once; an armed
 * `hang` answers nothing until `deadline` gives up (the caller's own signal, or its deadline in ms for a stand-in
 * that has none, the outbox or the sandbox), then rejects with the deadline's TimeoutError, so the caller's own
 * handling of a neighbour that ran out of time runs (tests/server/neighbour-faults.test.ts).
 */
export async function armedFault(faults: NeighbourFaults | undefined, neighbour: Neighbour, deadline: AbortSignal | number): Promise<void> {
  const fault = faults?.take(neighbour)
  if (!fault) return
  if (fault === 'fail') throw new ArmedNeighbourFailure(neighbour)
  const signal = typeof deadline === 'number' ? AbortSignal.timeout(deadline) : deadline
  await new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error)
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
  })
}

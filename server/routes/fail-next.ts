import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { HttpError } from '../lib/errors'
import { parseWith, readJsonObject } from '../lib/http'
import { NEIGHBOURS, type Neighbour, type NeighbourFault, type NeighbourFaults } from '../lib/outside'

/**
 * Outside production only: a tester makes the next provider API call of a kind fail with a chosen answer, to see a
 * flow's failure on the page by hand (the scenario catalogue says when to arm it). Two switches per process, each used
 * once: `reads: true` arms the next GET (a page or dialog loading); otherwise the next call that changes something
 * (POST, PUT, PATCH, DELETE). Both can be armed at once, for a change refused and the list read after it failing in
 * one step of a scenario. `path`, when given, must be contained in the call's path.
 *
 * The same switch breaks a neighbour instead, one switch each, used once: `{neighbour, hang?}` makes the next call to
 * the content service (a read of /api/*, by a page's render or by the browser), the mail server (a mail's try), the
 * text provider (a text's try) or the payment provider (opening a payment page, charging a saved card, reading a
 * page's result) fail as that neighbour down would, or with `hang` answer nothing until the caller's deadline
 * (decision 0030's table) gives up. What the customer then gets is each caller's own handling of that neighbour:
 * nothing here answers for it.
 */
const failSchema = z.object({
  status: z.union(
    [
      z.literal(400),
      z.literal(401),
      z.literal(402),
      z.literal(403),
      z.literal(404),
      z.literal(409),
      z.literal(422),
      z.literal(429),
      z.literal(500),
      z.literal(503),
    ],
    {
      error: 'status must be one of 400, 401, 402, 403, 404, 409, 422, 429, 500, 503',
    },
  ),
  message: z.string().max(300).optional(),
  code: z.string().max(60).optional(),
  errors: z
    .array(z.object({ field: z.string().max(60), message: z.string().max(300) }))
    .max(10)
    .optional(),
  retryAfterSeconds: z.number().int().positive().max(3600).optional(),
  reads: z.boolean().optional(),
  path: z.string().max(200).optional(),
})
type Armed = z.infer<typeof failSchema>

const neighbourSchema = z.strictObject({
  neighbour: z.enum(NEIGHBOURS, { error: `neighbour must be one of ${NEIGHBOURS.join(', ')}` }),
  hang: z.boolean().optional(),
})

/**
 * How long a hung read of this server's content service waits for its reader to give up (the browser's 5 s, a
 * render's 3 s) before it answers 504 itself: past every reader's deadline, for a client that has none (curl).
 */
const CONTENT_HANG_LIMIT_MS = 30_000

/** The message a status gets when the tester names none. */
const DEFAULT_MESSAGES: Record<Armed['status'], string> = {
  400: 'This request is not valid.',
  401: 'Your session has ended. Please sign in again.',
  402: 'Your card was declined.',
  403: 'You cannot do that.',
  404: 'Not found.',
  409: 'That changed meanwhile. Please try again.',
  422: 'Please check the highlighted fields.',
  429: 'Too many attempts. Please wait a minute and try again.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is unavailable right now. Please try again in a moment.',
}

export function failNextSwitch() {
  const armed: { read: Armed | null; change: Armed | null } = { read: null, change: null }
  const neighbours: Record<Neighbour, NeighbourFault | null> = { content: null, mail: null, sms: null, payment: null }

  /** Given to the mailer, the text sender and the payment provider (server/services.ts); each takes its own once. */
  const faults: NeighbourFaults = {
    take(neighbour) {
      const fault = neighbours[neighbour]
      neighbours[neighbour] = null
      return fault
    },
  }

  /**
   * Mounted in front of /api/* (this server's content service): the armed read answers 503 in Strapi's error shape,
   * or, hung, waits until its reader gives up (the request's signal) and then answers 504.
   */
  const content: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const fault = faults.take('content')
    if (!fault) return next()
    if (fault === 'hang') {
      const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(CONTENT_HANG_LIMIT_MS)])
      await new Promise<void>((resolve) => {
        if (signal.aborted) resolve()
        signal.addEventListener('abort', () => resolve(), { once: true })
      })
    }
    const [status, name, message] =
      fault === 'hang'
        ? ([504, 'GatewayTimeoutError', 'The content service did not answer in time.'] as const)
        : ([503, 'ServiceUnavailableError', 'The content service is unavailable.'] as const)
    return c.json({ data: null, error: { status, name, message, details: {} } }, status)
  }

  /** Mounted in front of /app/*: answers the armed call with the armed error, once. */
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const kind = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'change'
    const failure = armed[kind]
    if (!failure || (failure.path && !c.req.path.includes(failure.path))) return next()
    armed[kind] = null
    const headers = failure.status === 429 ? { 'Retry-After': String(failure.retryAfterSeconds ?? 60) } : undefined
    throw new HttpError(failure.status, failure.message ?? DEFAULT_MESSAGES[failure.status], failure.errors, headers, failure.code)
  }

  /**
   * POST /dev/fail-next {status, message?, code?, errors?, reads?, path?} arms its kind's switch and answers it as
   * `armed`; `{neighbour, hang?}` arms that neighbour's switch and answers `{ armed: { neighbour, fault } }`. GET
   * shows every switch (`{ armed: { read, change }, neighbours: { content, mail, sms, payment } }`); DELETE disarms
   * them all.
   */
  const routes = new Hono<AppEnv>()
  const shown = () => ({ armed, neighbours })
  routes.post('/dev/fail-next', async (c) => {
    const raw = await readJsonObject(c)
    if ('neighbour' in raw) {
      const { neighbour, hang } = parseWith(neighbourSchema, raw)
      neighbours[neighbour] = hang ? 'hang' : 'fail'
      return c.json({ armed: { neighbour, fault: neighbours[neighbour] } })
    }
    const failure = parseWith(failSchema, raw)
    armed[failure.reads ? 'read' : 'change'] = failure
    return c.json({ armed: failure })
  })
  routes.get('/dev/fail-next', (c) => c.json(shown()))
  routes.delete('/dev/fail-next', (c) => {
    armed.read = null
    armed.change = null
    for (const neighbour of NEIGHBOURS) neighbours[neighbour] = null
    return c.json(shown())
  })

  return { middleware, content, faults, routes }
}

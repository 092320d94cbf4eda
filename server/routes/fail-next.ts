import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { HttpError } from '../lib/errors'
import { jsonBody } from '../lib/http'

/**
 * Outside production only: a tester makes the next provider API call of a kind fail with a chosen answer, to see a
 * flow's failure on the page by hand (the scenario catalogue says when to arm it). Two switches per process, each used
 * once: `reads: true` arms the next GET (a page or dialog loading); otherwise the next call that changes something
 * (POST, PUT, PATCH, DELETE). Both can be armed at once, for a change refused and the list read after it failing in
 * one step of a scenario. `path`, when given, must be contained in the call's path.
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
   * `armed`; GET shows both switches (`{ armed: { read, change } }`); DELETE disarms both.
   */
  const routes = new Hono<AppEnv>()
  routes.post('/dev/fail-next', ...jsonBody(failSchema), (c) => {
    const failure = c.req.valid('json')
    armed[failure.reads ? 'read' : 'change'] = failure
    return c.json({ armed: failure })
  })
  routes.get('/dev/fail-next', (c) => c.json({ armed }))
  routes.delete('/dev/fail-next', (c) => {
    armed.read = null
    armed.change = null
    return c.json({ armed })
  })

  return { middleware, routes }
}

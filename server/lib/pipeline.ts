import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { CLIENT_HEADERS, COMPANY_CODE, OPERATOR_ID } from '@contract/headers'
import type { Config } from '../config'
import type { AppEnv } from '../context'
import { safeEqual } from './crypto'
import { forbidden, notFound } from './errors'
import { bearerToken, isLocalRequest } from './http'
import { errorAnswer } from './requests'

/** Largest request body the API reads (413 beyond it). */
const BODY_LIMIT_BYTES = 64 * 1024

/** The /dev calls take a few fields at most. */
const DEV_BODY_LIMIT_BYTES = 1024

/** Called by Stripe, not by the SPA: no client headers, authenticated by its signature instead (server/routes/payments.ts). */
export const STRIPE_WEBHOOK_PATH = '/app/payments/webhook'

/** The provider API's client headers (DESIGN §2): a wrong `x-api-key`, `x-company-code` or `x-operator-id` is a 403. */
export function clientHeaders(config: Config) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === STRIPE_WEBHOOK_PATH) return next()
    const key = c.req.header(CLIENT_HEADERS.apiKey) ?? ''
    if (!safeEqual(key, config.apiKey)) throw forbidden('Missing or invalid API key')
    if (c.req.header(CLIENT_HEADERS.companyCode) !== COMPANY_CODE) throw forbidden('Missing or invalid company code')
    if (c.req.header(CLIENT_HEADERS.operatorId) !== OPERATOR_ID) throw forbidden('Missing or invalid operator id')
    await next()
  })
}

const limitApiBody = bodyLimit({
  maxSize: BODY_LIMIT_BYTES,
  onError: (c) => errorAnswer(c, 413, { message: `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KB)` }),
})

/** 413 beyond 64 KB. No API call reads a GET's body; asking a request for its body makes the node adapter build a full web Request. */
export const apiBodyLimit = createMiddleware<AppEnv>((c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitApiBody(c, next),
)

/**
 * Answers are personal unless a route says otherwise (the plan catalogue does): no shared or browser cache keeps them.
 * Set on the answer's own headers: `c.header` after the handler would rebuild the answer as a full web Response.
 */
export const personalAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
})

/** Every other path under /app: a JSON 404. */
export const noSuchCall = createMiddleware<AppEnv>(() => {
  throw notFound('No such API call')
})

/**
 * The /dev routes (every sign-in code in the outbox, the payment outage switch, the carrier clock) answer this
 * machine only (isLocalRequest: a loopback socket and no proxy's header, so a proxy on this machine does not open
 * them, whatever TRUST_PROXY says). The outboxes, every path under /dev/outbox, also answer a caller that gives
 * DEV_OUTBOX_TOKEN as a bearer token (a shared staging server's testers). A call that changes something needs a JSON
 * body, which a cross-site form cannot send. tests/server/local-only.test.ts holds it.
 */
export function devGuard(outboxToken: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const opened = outboxToken !== undefined && c.req.path.startsWith('/dev/outbox') && safeEqual(bearerToken(c), outboxToken)
    if (!opened && !isLocalRequest(c)) throw notFound()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return errorAnswer(c, 415, { message: 'Send a JSON body (Content-Type: application/json)' })
    }
    await next()
  })
}

/** 413 beyond 1 KB under /dev. */
export const devBodyLimit = bodyLimit({
  maxSize: DEV_BODY_LIMIT_BYTES,
  onError: (c) => errorAnswer(c, 413, { message: 'The request body is too large' }),
})

/** /dev/flows is the SPA's flow viewer (development builds with VITE_INSPECT=true; the not-found page otherwise); nothing else under /dev is served. */
export const devFlowsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path === '/dev/flows') return next()
  throw notFound()
})

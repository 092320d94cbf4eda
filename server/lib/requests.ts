import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '@contract/errors'
import { routePath } from 'hono/route'
import type { AppEnv } from '../context'
import { strapiError } from '../content/strapi'
import { jsonAnswer, translatedBody } from './http'
import type { Logger } from './log'
import type { Metrics } from './metrics'

/** The header a request id travels in, both ways. */
const REQUEST_ID_HEADER = 'X-Request-Id'

/** A request id a proxy in front may send: kept when it looks like one, else a new one is made. */
const GIVEN_ID = /^[\w.:-]{8,128}$/

/**
 * An error answer: `{ message, errors?, code? }` (DESIGN §2), its messages in the request's language (translatedBody).
 * Every answer names its request in X-Request-Id, as its log lines do; a failure on the server's side (5xx) also
 * says it in the body, `requestId`, the reference a customer or a client's report gives so that the server's side of
 * it can be found.
 */
export function errorAnswer(c: Context<AppEnv>, status: ContentfulStatusCode, body: ErrorBody) {
  const translated = translatedBody(c, body)
  return jsonAnswer(c, status >= 500 ? { ...translated, requestId: c.get('requestId') } : translated, status)
}

/** Payment session paths carry the session id, the hosted page's only key: logged without it. */
export function loggedPath(path: string) {
  return path.replace(/^(\/(?:pay\/(?:session|stripe\/cancel)|app\/payments\/session)\/)[^/]+/, '$1…')
}

/**
 * First for every request: gives it an id (the `X-Request-Id` a proxy sent, or a new one), answers with it in
 * `X-Request-Id`, and once answered counts it in the metrics by its route pattern and writes one log line: method,
 * path without its query (tokens and codes travel in queries) and without a payment session's id, route, status,
 * milliseconds.
 */
export function observeRequests({ logger, metrics }: { logger: Logger; metrics: Metrics }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const given = c.req.header(REQUEST_ID_HEADER)
    const requestId = given && GIVEN_ID.test(given) ? given : randomUUID()
    c.set('requestId', requestId)
    await next()
    // On the answer's own headers: `c.header` now would rebuild the answer as a full web Response.
    c.res.headers.set(REQUEST_ID_HEADER, requestId)
    const ms = performance.now() - started
    const route = routePath(c) || 'none'
    const status = c.res.status
    metrics.request(c.req.method, route, status, ms / 1000)
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { reqId: requestId, method: c.req.method, path: loggedPath(c.req.path), route, status, ms: Math.round(ms * 10) / 10 },
        'request',
      )
    }
  }
}

/**
 * A percent-encoded control character: C0 or DEL (%00-%1F, %7F), C1 (U+0080-U+009F, UTF-8 %C2%80-%C2%9F, e.g. NEL
 * %C2%85), or the line and paragraph separators U+2028/U+2029 (%E2%80%A8, %E2%80%A9), which some readers take for
 * line breaks. Raw ones never get past Node's HTTP parser. tests/server/control-characters.test.ts and attacks.test.ts.
 */
const ENCODED_CONTROL = /%(?:[01][\da-f]|7f)|%c2%[89][\da-f]|%e2%80%a[89]/i

/**
 * No path or query of this server holds a control character: such a request is answered 400 before any route reads
 * it (a NUL would otherwise reach PostgreSQL, which refuses it in text), in Strapi's shape under /api.
 */
export const rejectControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!ENCODED_CONTROL.test(c.req.url)) return next()
  const message = 'The address holds a control character'
  if (c.req.path.startsWith('/api/')) return strapiError(c, 400, message)
  return errorAnswer(c, 400, { message })
}

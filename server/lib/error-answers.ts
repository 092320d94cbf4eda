import type { ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../context'
import { isDatabaseUnavailable } from '../db/client'
import { HttpError, UNAVAILABLE, UNEXPECTED } from './errors'
import { rootCause, type Logger } from './log'
import { errorAnswer, loggedPath } from './requests'

/**
 * The app's onError: every error answer is `{ message, errors? }` with the request's id (errorAnswer), never a stack
 * trace; what went wrong inside is logged under the same id. A database that is away is a 503 with Retry-After.
 */
export function answerErrors(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
      return errorAnswer(c, error.status, error.toJSON())
    }
    if (error instanceof HTTPException) {
      const status = error.status
      return errorAnswer(c, status, { message: status === 413 ? 'The request body is too large' : error.message || UNEXPECTED })
    }
    // The path without a payment session id (the hosted page's only key), like the request log; the root cause only:
    // Drizzle's wrapper message carries the query parameters (hashes, emails).
    const where = { reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path) }
    const cause = rootCause(error)
    if (isDatabaseUnavailable(error)) {
      logger.error({ ...where, err: cause.message }, 'database unavailable')
      c.header('Retry-After', '5')
      return errorAnswer(c, 503, { message: UNAVAILABLE })
    }
    logger.error({ ...where, err: cause.message, stack: cause.stack }, 'unexpected error')
    return errorAnswer(c, 500, { message: UNEXPECTED })
  }
}

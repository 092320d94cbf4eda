import type { ErrorBody, FieldError } from '@contract/errors'

/**
 * Every error answer is `{ message, errors?: [{ field, message }] }` (DESIGN §2). Statuses:
 * 400 malformed JSON or a bad link token, 401 not signed in / failed sign-in, 402 card declined, 403 wrong client headers,
 * 404, 409 taken email, 413 body too large, 422 field errors, 429 rate limited (Retry-After), 503 database away.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** A machine-readable reason for the SPA to choose its words by, e.g. 'code_expired'. */
    readonly code?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }

  toJSON(): ErrorBody {
    return {
      message: this.message,
      ...(this.errors?.length ? { errors: this.errors } : {}),
      ...(this.code ? { code: this.code } : {}),
    }
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors)
export const unauthorized = (message = 'Please sign in to continue', errors?: FieldError[]) => new HttpError(401, message, errors)
export const forbidden = (message: string) => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors)

/** A field error on one field; the message doubles as the answer's message for the notification. */
export function fieldError(field: string, message: string) {
  return new HttpError(422, message, [{ field, message }])
}

export function fieldErrors(errors: FieldError[]) {
  return new HttpError(422, errors[0]?.message ?? 'Please check the highlighted fields', errors)
}

export function tooManyRequests(retryAfterSeconds: number, message = 'Too many attempts. Please wait a moment and try again.') {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) })
}

export const UNEXPECTED = 'Something went wrong. Please try again!'
export const UNAVAILABLE = 'Ring Mobile is temporarily unavailable. Please try again in a moment.'

/**
 * The provider as the view tests see it: `fetch` stubbed with a small table of answers that records every call,
 * plus the answers and tokens the tests build. Shared by the auth, account, lines, checkout and payment harnesses.
 */
import { vi } from 'vitest'

/** A JWT-shaped token the SPA can read (it never verifies signatures; the server does). */
export function jwt(payload: Record<string, unknown> = {}) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) + 3600, ...payload })}.sig`
}

export const profile = {
  id: 'cus_1', firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', countryCode: '+44',
  contactNumber: '7700900123', streetNumber: '1', streetDirection: '', streetName: 'Main St', city: 'Chicago',
  state: 'IL', zipCode: '60601', chat: null,
}

export interface ApiCall {
  method: string
  path: string
  /** The query string's parameters, when the address has one. */
  query?: Record<string, string>
  body: Record<string, unknown> | undefined
}

type Answer = Response | Promise<Response>
type Handler = (call: ApiCall) => Answer

/** A promise resolved from the test: keeps a call "in flight" for as long as the test needs. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** `{ message, errors?, code? }` with a status, as the provider answers errors. */
export function errorAnswer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers })
}

/** A 422 that refuses one field: its message under the field and as the answer's message. */
export function fieldRefusedAnswer(field: string, message: string) {
  return errorAnswer(422, { message, errors: [{ field, message }] })
}

/** A 429 as the provider answers it: the message, and in Retry-After the seconds to wait. */
export function rateLimitAnswer(message: string, retryAfterSeconds: number) {
  return errorAnswer(429, { message }, { 'Retry-After': String(retryAfterSeconds) })
}

/** The page's clock (the date only; timers run) set to `now`: a 429's "You can try again at …" reads it. */
export function clockAt(now: Date) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
  vi.setSystemTime(now)
}

/**
 * Stubs `fetch`: `routes` maps "POST /app/auth/login" to an answer. The profile call answers Dana; anything
 * else answers 503. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
      const raw = typeof init?.body === 'string' ? init.body : undefined
      const query = url.search ? { query: Object.fromEntries(url.searchParams) } : {}
      const call: ApiCall = { method, path: url.pathname, ...query, body: raw ? JSON.parse(raw) : undefined }
      calls.push(call)
      const handler = routes[`${method} ${url.pathname}`]
      if (handler) return handler(call)
      if (url.pathname === '/app/users/view') return Response.json(profile)
      return errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' })
    }),
  )
  return {
    calls,
    /** The calls to one "METHOD /path". */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  }
}

/** Stubs `fetch` with `route` held until the test answers it (`answer.resolve(response)`); `routes` answer the rest. */
export function stubHeld(route: string, routes: Record<string, Handler> = {}) {
  const answer = deferred<Response>()
  return { answer, api: stubApi({ ...routes, [route]: () => answer.promise }) }
}

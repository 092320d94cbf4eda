/**
 * The provider's API as the view tests and the browser replays fake it: MSW request handlers (`http.get(path,
 * resolver)`, paths as `*` + the API's path so any origin matches) and one `FakeProvider` that answers a request
 * from them and records every call. Each suite hands it requests its own way: the view tests through a stubbed `fetch` (tests/views/api-stub.ts),
 * the replays through Playwright's `page.route` (tests/e2e/provider-route.ts). MSW's own interception (its service
 * worker, `setupServer`) is not used: the pages' content security policy admits no worker, and the view tests' `fetch`
 * is undone after each test with the other stubbed globals (tests/support/setup-dom.ts).
 *
 * The answers both suites give are here too: the provider's error shapes, a rate limit, a network failure, a held
 * call, a token, and the answer a generated scenario chose for a call (`scenarioAnswer`).
 */
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'

export { http, HttpResponse, type RequestHandler }

/** One call the page made, as the tests read it back. */
export interface ApiCall {
  method: string
  path: string
  /** The query string's parameters, when the address has one. */
  query?: Record<string, string>
  body: Record<string, unknown> | undefined
}

/** A request as a transport hands it over: a stubbed `fetch`'s arguments, or a routed browser request. */
export interface OutgoingRequest {
  method: string
  url: string
  headers?: HeadersInit
  body?: string | null
}

/** The JSON of a request's body, or undefined when it has none (or none that is JSON). */
function jsonBody(raw: string | null | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as Record<string, unknown>
  } catch {
    return undefined
  }
}

/**
 * Answers requests from MSW handlers, the newest first (`use`), and records each call in the order it was made,
 * answered or not. A request no handler takes is the transport's to pass on (the view tests answer 503, the replays
 * let it reach the real server).
 */
export class FakeProvider {
  readonly calls: ApiCall[] = []
  #handlers: RequestHandler[]
  #callOf = new WeakMap<Request, ApiCall>()

  constructor(handlers: RequestHandler[] = []) {
    this.#handlers = [...handlers]
  }

  /** Handlers that come before every one given so far, as Playwright's `page.route` and MSW's `use` order them. */
  use(...handlers: RequestHandler[]) {
    this.#handlers.unshift(...handlers)
  }

  /**
   * Records the call at once (before any answer) and answers it: a response, `Response.error()` for a network
   * failure, or undefined when no handler takes it. A handler's promise keeps the call in flight until it settles.
   */
  answer(outgoing: OutgoingRequest): Promise<Response | undefined> {
    const url = new URL(outgoing.url, 'http://localhost')
    const method = outgoing.method.toUpperCase()
    const call: ApiCall = {
      method,
      path: url.pathname,
      ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}),
      body: jsonBody(outgoing.body),
    }
    this.calls.push(call)
    const hasBody = method !== 'GET' && method !== 'HEAD' && outgoing.body != null
    const request = new Request(url, { method, headers: outgoing.headers, ...(hasBody ? { body: outgoing.body } : {}) })
    this.#callOf.set(request, call)
    return getResponse(this.#handlers, request)
  }

  /** The call a handler is answering (its `request`), as recorded. */
  callOf(request: Request): ApiCall {
    return this.#callOf.get(request)!
  }

  /** The calls to one "METHOD /path". */
  callsTo(route: string) {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route)
  }
}

/** A promise resolved from the test: keeps a call "in flight" for as long as the test needs. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/** A call kept in flight until the test answers it. */
export interface HeldCall {
  call: ApiCall
  answer: (response: Response) => void
}

/**
 * A handler that keeps every request to `path` (any method, an MSW path) in flight, in the order they came, in
 * `queue`, until the test answers it.
 */
export function holding(provider: FakeProvider, path: string, queue: HeldCall[]): RequestHandler {
  return http.all(path, ({ request }) => {
    const { promise, resolve } = deferred<Response>()
    queue.push({ call: provider.callOf(request), answer: resolve })
    return promise
  })
}

/** A handler that answers every request to `path` (any method) with `body` as JSON. */
export const answerJson = (path: string, body: unknown) => http.all(path, () => HttpResponse.json(body as never))

/** `{ message, errors?, code? }` with a status, as the provider answers errors. */
export function errorAnswer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, { status, headers })
}

/** A 422 that refuses one field: its message under the field and as the answer's message. */
export function fieldRefusedAnswer(field: string, message: string) {
  return errorAnswer(422, { message, errors: [{ field, message }] })
}

/** A 429 as the provider answers it: the message, and in Retry-After the seconds to wait. */
export function rateLimitAnswer(message: string, retryAfterSeconds: number) {
  return errorAnswer(429, { message }, { 'Retry-After': String(retryAfterSeconds) })
}

/** What the provider answers while it is down. */
export const unavailableAnswer = () =>
  errorAnswer(503, { message: 'Ring Mobile is temporarily unavailable. Please try again in a moment.' })

/** No answer at all: the connection failed (`fetch` rejects, the browser reports a network error). */
export const networkError = () => HttpResponse.error()

/** A JWT-shaped token the SPA can read (it never verifies signatures; the server does), valid for an hour. */
export function fakeToken(claims: Record<string, unknown> = {}) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'cus_1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`
}

/** How a generated scenario ends a call: the invoked actor's done event with its output, or its error event. */
export interface ScenarioResult {
  type: string
  output?: unknown
  /** `{ status, retryAfter?, ...body }`: the provider's error answer; without a status, no answer (a network failure). */
  error?: Record<string, unknown>
}

/**
 * The provider's answer that ends a call the way the scenario chose: its output as JSON (a token in it replaced by a
 * well-formed one, `token`), the error body with its status and Retry-After, or a network failure.
 */
export function scenarioAnswer(result: ScenarioResult, token = fakeToken()): Response {
  if (result.type.startsWith('xstate.done.actor.')) {
    const output = result.output as Record<string, unknown>
    // No output: an empty 200, as the provider answers a call with nothing to say.
    if (output === undefined) return new HttpResponse(null, { status: 200 })
    const body = output && typeof output === 'object' && 'token' in output ? { ...output, token } : output
    return HttpResponse.json(body as never)
  }
  const error = result.error ?? {}
  if (!error.status) return networkError()
  const { status, retryAfter, ...body } = error
  return errorAnswer(Number(status), body, retryAfter ? { 'Retry-After': String(retryAfter) } : {})
}

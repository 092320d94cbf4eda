/**
 * The provider as the view tests see it: `fetch` stubbed with the shared fake provider (tests/support/provider.ts),
 * given a small table of answers, recording every call. Shared by the auth, account, lines, checkout and payment
 * harnesses.
 */
import { vi } from 'vitest'
import { deferred, FakeProvider, fakeToken, http, HttpResponse, unavailableAnswer, type ApiCall } from '../support/provider'

export { deferred, errorAnswer, fieldRefusedAnswer, rateLimitAnswer, type ApiCall } from '../support/provider'

/** A JWT-shaped token the SPA can read, for the view tests' customer (`cus_1`) with any further claims. */
export const jwt = (payload: Record<string, unknown> = {}) => fakeToken(payload)

export const profile = {
  id: 'cus_1',
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  countryCode: '+44',
  contactNumber: '7700900123',
  streetNumber: '1',
  streetDirection: '',
  streetName: 'Main St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60601',
  chat: null,
}

type Handler = (call: ApiCall) => Response | Promise<Response>

/** The page's clock (the date only; timers run) set to `now`: a 429's "You can try again at …" reads it. */
export function clockAt(now: Date) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
  vi.setSystemTime(now)
}

/**
 * The answers every view test starts from: `routes` ("POST /app/auth/login" to an answer) first, then the profile
 * call answering Dana, then 503 for anything else.
 */
function viewProvider(routes: Record<string, Handler>) {
  const provider: FakeProvider = new FakeProvider([
    ...Object.entries(routes).map(([route, handler]) => {
      const [method, path] = route.split(' ') as [string, string]
      return http.all(`*${path}`, ({ request }) => (request.method === method ? handler(provider.callOf(request)) : undefined))
    }),
    http.all('*/app/users/view', () => HttpResponse.json(profile)),
    http.all('*', () => unavailableAnswer()),
  ])
  return provider
}

/** `fetch` answered by `provider`: its network failure rejects as a browser's `fetch` does. */
function fetchFrom(provider: FakeProvider) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined
    const response = await provider.answer({
      method: init?.method ?? request?.method ?? 'GET',
      url: String(request ? request.url : input),
      headers: init?.headers ?? request?.headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    })
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch')
    return response
  }
}

/**
 * Stubs `fetch`: `routes` maps "POST /app/auth/login" to an answer. The profile call answers Dana; anything
 * else answers 503. Returns the calls made, in order.
 */
export function stubApi(routes: Record<string, Handler>) {
  const provider = viewProvider(routes)
  vi.stubGlobal('fetch', vi.fn(fetchFrom(provider)))
  return {
    calls: provider.calls,
    /** The calls to one "METHOD /path". */
    callsTo: (route: string) => provider.callsTo(route),
  }
}

/** Stubs `fetch` with `route` held until the test answers it (`answer.resolve(response)`); `routes` answer the rest. */
export function stubHeld(route: string, routes: Record<string, Handler> = {}) {
  const answer = deferred<Response>()
  return { answer, api: stubApi({ ...routes, [route]: () => answer.promise }) }
}

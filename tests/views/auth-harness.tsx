/**
 * Shared by the auth-*.test.tsx view tests: renders the app's real route tree in a memory router with the real
 * app actors, and stubs `fetch` with a small table of provider answers that records every call.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { routeTree } from '@/routeTree.gen'

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
      const call: ApiCall = { method, path: url.pathname, body: raw ? JSON.parse(raw) : undefined }
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

/**
 * Renders the app at `path` (the real route tree, guard and actors), waits for the page's main landmark, and
 * returns the router, the app actors and a user.
 */
export async function renderAt(path: string, options: { strict?: boolean } = {}) {
  const actors = createAppActors()
  const router = createRouter({ routeTree, context: { actors }, history: createMemoryHistory({ initialEntries: [path] }) })
  const app = (
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>
  )
  // `strict`: as in src/main.tsx, where development mounts every page twice.
  render(options.strict ? <StrictMode>{app}</StrictMode> : app)
  await screen.findByRole('main')
  return { router, actors, user: userEvent.setup() }
}

/** The page's form card (the main landmark), so header and footer links never match. */
export function main() {
  return within(screen.getByRole('main'))
}

/** The message shown under a field: its accessible description (aria-describedby → the error text). */
export function expectFieldError(label: string | RegExp, message: string) {
  expect(main().getByLabelText(label)).toHaveAccessibleDescription(message)
}

/** A busy button: disabled, marked busy and showing the spinner. */
export function expectBusy(button: HTMLElement) {
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute('aria-busy', 'true')
  expect(button.querySelector('[data-part="spinner"]')).not.toBeNull()
}

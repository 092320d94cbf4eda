/**
 * Shared by the auth-*.test.tsx view tests: renders the app's real route tree in a memory router with the real
 * app actors, and stubs `fetch` with a small table of provider answers that records every call.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import { setupUser } from './user'
import type { stubApi } from './api-stub'
import { expect } from 'vitest'
import type { SpaSettings } from '@contract/settings'
import { createAppActors } from '@/app/actors'
import { AppActorsProvider } from '@/app/app-context'
import { DEFAULT_SETTINGS } from '@/config'
import { routeTree } from '@/routeTree.gen'

export {
  clockAt,
  deferred,
  errorAnswer,
  fieldRefusedAnswer,
  jwt,
  profile,
  rateLimitAnswer,
  stubApi,
  stubHeld,
  type ApiCall,
} from './api-stub'

/** Renders the app at `path`: the real route tree, guard and app actors (made with `actorOptions`) in a memory router. */
export function renderApp(
  path: string,
  {
    strict = false,
    actorOptions = {},
    settings = DEFAULT_SETTINGS,
  }: { strict?: boolean; actorOptions?: Parameters<typeof createAppActors>[0]; settings?: SpaSettings } = {},
) {
  const actors = createAppActors(actorOptions)
  const router = createRouter({ routeTree, context: { actors, settings }, history: createMemoryHistory({ initialEntries: [path] }) })
  const app = (
    <AppActorsProvider actors={actors}>
      <RouterProvider router={router} />
    </AppActorsProvider>
  )
  // `strict`: as in src/main.tsx, where development mounts every page twice.
  render(strict ? <StrictMode>{app}</StrictMode> : app)
  return { router, actors }
}

/**
 * Renders the app at `path` (see `renderApp`), waits for the page's main landmark (or `landmark`), and returns the
 * router, the app actors and a user.
 */
export async function renderAt(path: string, options: { strict?: boolean; landmark?: string; settings?: SpaSettings } = {}) {
  const rendered = renderApp(path, options)
  await screen.findByRole(options.landmark ?? 'main')
  return { ...rendered, user: setupUser() }
}

/** The page's form card (the main landmark), so header and footer links never match. */
export function main() {
  return within(screen.getByRole('main'))
}

/** The message shown under a field: its accessible description (aria-describedby → the error text). */
export function expectFieldError(label: string | RegExp, message: string) {
  expect(main().getByLabelText(label)).toHaveAccessibleDescription(message)
}

/** A refused submit (SPEC §5): the button named `button` clicked, and under each field (by label) its message. */
export async function expectRefusedSubmit(user: ReturnType<typeof setupUser>, button: string, messages: Record<string, string>) {
  await user.click(main().getByRole('button', { name: button }))
  for (const [label, message] of Object.entries(messages)) expectFieldError(label, message)
}

/** A busy button: disabled, marked busy and showing the spinner. */
export function expectBusy(button: HTMLElement) {
  expect(button).toBeDisabled()
  expect(button).toHaveAttribute('aria-busy', 'true')
  expect(button.querySelector('[data-part="spinner"]')).not.toBeNull()
}

/**
 * A double click on a form's submit sends one request: the button spins, and `route` ("POST /app/…") was called
 * once, with `body`.
 */
export async function expectOneSubmit(
  user: ReturnType<typeof setupUser>,
  button: HTMLElement,
  api: ReturnType<typeof stubApi>,
  route: string,
  body: unknown,
) {
  await user.dblClick(button)
  await waitFor(() => expectBusy(button))
  const [method, path] = route.split(' ')
  expect(api.callsTo(route)).toEqual([{ method, path, body }])
}

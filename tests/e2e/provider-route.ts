/**
 * The shared fake provider (tests/support/provider.ts) at a browser page's network: each call the app makes
 * (`fetch` and XHR requests) is routed to the provider, which answers it, keeps it in flight, or fails it as a
 * network error; a call no handler takes goes on to the real server.
 */
import type { Page, Request, Route } from '@playwright/test'
import type { FakeProvider } from '../support/provider'

/** The provider's API (/app) and the content service (/api). */
const API_PATHS = ['**/app/**', '**/api/**']

/** The page's calls at the provider. */
export interface ProviderRoute {
  /** The signed-in calls (an Authorization header) that no handler answered, which reached the real server. */
  leaked: string[]
  /**
   * Waits until the page has received every answer given so far: each body read to its end. A call still held is
   * not waited for.
   */
  received: () => Promise<void>
}

export async function routeProvider(page: Page, provider: FakeProvider): Promise<ProviderRoute> {
  const leaked: string[] = []
  /** The answers given and not yet waited for: each settles once the page has the whole body. */
  let given: Promise<unknown>[] = []
  const deliver = async (request: Request, answer: () => Promise<void>) => {
    await answer()
    await (await request.response())?.finished()
  }
  const handle = async (route: Route) => {
    const request = route.request()
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return route.fallback()
    const response = await provider.answer({
      method: request.method(),
      url: request.url(),
      headers: request.headers(),
      body: request.postData(),
    })
    if (!response) {
      if (request.headers().authorization && new URL(request.url()).pathname.startsWith('/app/')) {
        leaked.push(`${request.method()} ${new URL(request.url()).pathname}`)
      }
      return route.fallback()
    }
    const answer =
      response.type === 'error'
        ? () => route.abort('connectionrefused')
        : async () =>
            route.fulfill({
              status: response.status,
              headers: Object.fromEntries(response.headers),
              body: Buffer.from(await response.arrayBuffer()),
            })
    const delivery = deliver(request, answer).catch(() => {
      // The page went away (or the request was cancelled) before the answer arrived: nothing is waiting for it.
    })
    given.push(delivery)
    return delivery
  }
  // Only the API's paths are intercepted: every other request (the page's scripts and styles) goes on without a
  // stop in the test's process.
  for (const pattern of API_PATHS) await page.route(pattern, handle)
  return {
    leaked,
    received: async () => {
      // An answer just given reaches the route's handler a few tasks later.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const pending = given
      given = []
      await Promise.all(pending)
    },
  }
}

import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routerRestoresScroll, type RouterContext } from './routes/__root'
import { RouteErrorPage } from './routes/-route-error'
import { routeTree } from './routeTree.gen'

export interface AppRouterOptions {
  /** What every route's `beforeLoad` and `loader` receive (see `RouterContext`). */
  context: RouterContext
  /** A memory history in tests; the server's request handler sets its own; the browser's by default. */
  history?: RouterHistory
  /** The response's CSP nonce, put on every inline script the router and React write (server only). */
  nonce?: string
}

/**
 * The app's router, the same in the browser, on the server and in the view tests. Every route that sets no error
 * component of its own shows the error page inside the shared layout.
 */
export function createAppRouter({ context, history, nonce }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context,
    ssr: nonce ? { nonce } : undefined,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    // The root route scrolls as SPEC §2 says (to the top, except between dashboard paths). Left on its own, the
    // router scrolls to the top after every navigation, whatever this option says, and so would undo the
    // exception; a function answering false keeps it from scrolling at all. The pages it answers true for are the
    // router's to scroll: to the top on a new visit, back to where the customer was on coming back.
    scrollRestoration: ({ location }) => routerRestoresScroll(location.pathname),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

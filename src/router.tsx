import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteErrorPage } from './routes/-route-error'
import { routeTree } from './routeTree.gen'

/**
 * The app's router. Its context (the app actors) is filled by `<RouterProvider context={{ actors }}>`; every route
 * that sets no error component of its own shows the error page inside the shared layout.
 */
export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    // Filled by <RouterProvider context={{ actors }}> (main.tsx), as TanStack's authenticated-routes example does.
    context: { actors: undefined! },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteErrorPage,
    // The root route scrolls as SPEC §2 says (to the top, except between dashboard paths). Left on its own, the
    // router scrolls to the top after every navigation, whatever this option says, and so would undo the
    // exception; a function answering false keeps it from scrolling at all (router-core scroll-restoration.ts).
    scrollRestoration: () => false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AppActors } from '@/app/actors'
import { Notifications } from '@/components/ui/notifications'
import { NotFoundPage } from '@/features/pages/not-found-page'
import { RouteErrorPage } from './-route-error'

/**
 * What every route's `beforeLoad` and `loader` receive: the app actors (session, cart and the token store), filled
 * by `<RouterProvider context={{ actors }}>` in main.tsx.
 */
export interface RouterContext {
  actors: AppActors
}

/** SPEC §2: scroll to the top on every route change, except between paths that contain "dashboard". */
export function shouldScrollToTop(pathname: string) {
  return !pathname.includes('dashboard')
}

function Root() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
        if (pathChanged && shouldScrollToTop(toLocation.pathname)) window.scrollTo({ top: 0, left: 0 })
      }),
    [router],
  )
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  // The last resort, for a router made without the app's default error component (every route has one there).
  errorComponent: RouteErrorPage,
})

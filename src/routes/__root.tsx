import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { AppActors } from '@/app/actors'
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

const Notifications = lazy(() => import('@/components/ui/notifications').then((module) => ({ default: module.Notifications })))

/**
 * The notification region, once the page is idle: the toaster's store and view stay off the first load's critical
 * path (issue 14). A notification raised before then waits in the store and shows as soon as the region mounts.
 */
function IdleNotifications() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setReady(true), 1)
      return () => clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
    return () => window.cancelIdleCallback(idle)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null
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
      <IdleNotifications />
    </>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  // The last resort, for a router made without the app's default error component (every route has one there).
  errorComponent: RouteErrorPage,
})

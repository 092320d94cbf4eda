import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Notifications } from '../components/ui/notifications'
import { NotFoundPage } from '../features/pages/not-found-page'
import type { RouterContext } from '../router'

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
})

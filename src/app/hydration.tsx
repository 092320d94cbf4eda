import { useRouter } from '@tanstack/react-router'
import { useEffect, type ComponentType } from 'react'

let hydrated = false
const deferred = new Set<string>()

/**
 * Whether a route's guard may move the router to another page now. Not while React takes over the page the server
 * drew: it would hydrate the other page against this one's markup. Then the guard lets the page through, and runs
 * again once the page is React's (`useHydratedPage`).
 */
export function mayRedirect(routeId: string) {
  if (!hydrated) deferred.add(routeId)
  return hydrated
}

/** The page is React's from now on: the guards held back until now run again. */
function takeOver(invalidate: (routeIds: string[]) => void) {
  hydrated = true
  const routeIds = [...deferred]
  deferred.clear()
  if (routeIds.length > 0) invalidate(routeIds)
}

/**
 * Marks the end of the server's page, once React has hydrated the part of it that a guard could replace.
 *
 * A page drawn in the browser (`ssr: false`) arrives as its frame, the route's pendingComponent, inside the route's
 * Suspense boundary, which React hydrates after the root has committed. So the root takes over only when no route
 * of the page is `ssr: false`; such a route's pendingComponent and component are `browserDrawn(…)`, and whichever
 * of them React draws first takes the page over, once its boundary is hydrated. tests/views/hydration.test.tsx
 * checks every `ssr: false` route; the development build's hydration check (tests/e2e/dev-hydration.spec.ts)
 * visits the guarded frames signed out and signed in.
 */
export function useHydratedPage(part: 'root' | 'frame') {
  const router = useRouter()
  useEffect(() => {
    if (part === 'root' && router.state.matches.some((match) => match.ssr === false)) return
    takeOver((routeIds) => void router.invalidate({ filter: (match) => routeIds.includes(match.routeId) }))
  }, [router, part])
}

/** The pendingComponent or the component of an `ssr: false` route, which takes the page over when drawn. */
export function browserDrawn<Props extends object>(Component: ComponentType<Props>) {
  return function BrowserDrawn(props: Props) {
    useHydratedPage('frame')
    return <Component {...props} />
  }
}

/** Whether the page has been taken over (for the tests of the hook). */
export function pageIsHydrated() {
  return hydrated
}

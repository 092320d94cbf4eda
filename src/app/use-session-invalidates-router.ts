import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useAppActors } from './app-context'

/**
 * A session that ends while a signed-in page is on screen (a 401: the token expired or the password was changed
 * elsewhere) has the router load the page again, so the guard's `beforeLoad` runs again: it finds no usable token and
 * redirects to /login, remembering where to come back to. Only the guard's own match is invalidated: the other
 * routes' data (the root's content) is not fetched again. The Sign out buttons go to /login themselves, before the
 * session is signed out (the token stays until the server answered).
 *
 * Checked on arriving too: a session that ended while the page was loading (its guard passed, then its profile call
 * got a 401) sends the page on at once.
 */
export function useSessionInvalidatesRouter(guardRouteId: string) {
  const router = useRouter()
  const { session } = useAppActors()
  useEffect(() => {
    let wasSignedOut = false
    const check = (signedOut: boolean) => {
      if (signedOut && !wasSignedOut) void router.invalidate({ filter: (match) => match.routeId === guardRouteId })
      wasSignedOut = signedOut
    }
    check(session.getSnapshot().matches('signedOut'))
    const subscription = session.subscribe((snapshot) => check(snapshot.matches('signedOut')))
    return () => subscription.unsubscribe()
  }, [router, session, guardRouteId])
}

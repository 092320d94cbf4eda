import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useSessionInvalidatesRouter } from '@/app/use-session-invalidates-router'
import { PendingPage } from '@/components/layout/pending-page'

/** The signed-in pages: they stay only while the session does (a 401 runs the guard below again). */
function SignedInPages() {
  useSessionInvalidatesRouter(Route.id)
  return <Outlet />
}

/**
 * The guard of checkout and the dashboard (SPEC §2, §6): a stored token that is well formed and has not expired
 * (the token store, from the router context), otherwise /login, remembering where to come back to.
 *
 * The token lives in the browser, so these pages are drawn there (`ssr: false`): the server sends the shared layout
 * with the pending page in their place, the same for every visitor.
 */
export const Route = createFileRoute('/_site/_auth')({
  ssr: false,
  beforeLoad: ({ context, location }) => {
    if (!context.actors.tokens.usable()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  pendingComponent: PendingPage,
  component: SignedInPages,
})

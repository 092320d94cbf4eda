import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSignedIn } from '@/app/app-context'
import { browserDrawn, mayRedirect } from '@/app/hydration'
import { useSessionInvalidatesRouter } from '@/app/use-session-invalidates-router'
import { CheckoutPending } from '@/features/checkout/checkout-pending'
import { DashboardPending } from '@/features/pages/dashboard-layout'

/** The signed-in pages: they stay only while the session does (a 401 runs the guard below again). */
function SignedInPages() {
  useSessionInvalidatesRouter('/_site/_auth')
  // Nobody signed in on arrival: the frame stays while the guard runs again and sends the visitor on.
  return useSignedIn() ? <Outlet /> : <SignedInPending />
}

/** The frame of the signed-in page on its way: checkout's heading, or My Account's heading and tabs. */
function SignedInPending(): ReactNode {
  const checkout = useLocation({ select: (location) => location.pathname.startsWith('/cart/checkout') })
  return checkout ? <CheckoutPending /> : <DashboardPending />
}

/**
 * The guard of checkout and the dashboard (SPEC §2, §6): a stored token that is well formed and has not expired
 * (the token store, from the router context), otherwise /login, remembering where to come back to.
 *
 * The token lives in the browser, so these pages are drawn there (`ssr: false`): the server sends the page's frame,
 * the same for every visitor, and the browser's guard decides before anything of a customer is asked for.
 */
export const Route = createFileRoute('/_site/_auth')({
  ssr: false,
  // The frames are a chunk of their own, loaded with the signed-in pages only.
  codeSplitGroupings: [['component', 'pendingComponent']],
  beforeLoad: ({ context, location }) => {
    if (!context.actors.tokens.usable() && mayRedirect('/_site/_auth')) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
  },
  pendingComponent: browserDrawn(SignedInPending),
  component: browserDrawn(SignedInPages),
})

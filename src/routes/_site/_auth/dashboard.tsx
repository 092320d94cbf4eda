import { createFileRoute } from '@tanstack/react-router'
import { useSignedOutRedirect } from '@/features/account/use-signed-out-redirect'
import { DashboardLayout } from '@/features/pages/dashboard-layout'

/**
 * My Account (DESIGN §8): the heading and section tabs, each section a child route. A session that ends while it is
 * on screen (sign-out, or a 401 after the password changed elsewhere) sends the page to /login.
 */
function Dashboard() {
  useSignedOutRedirect()
  return <DashboardLayout />
}

export const Route = createFileRoute('/_site/_auth/dashboard')({ component: Dashboard })

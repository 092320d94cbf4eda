import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '@/features/pages/dashboard-layout'

/**
 * My Account (DESIGN §8): the heading and section tabs, each section a child route. A session that ends while it is
 * on screen (a 401 after the password changed elsewhere) sends the page to /login through the `_auth` guard.
 */
export const Route = createFileRoute('/_site/_auth/dashboard')({ component: DashboardLayout })

import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '@/features/pages/dashboard-layout'

/**
 * My Account's pages under /account (the Family page and its join page, the invitation email's link): the same
 * heading and section tabs as /dashboard, behind the same `_auth` guard.
 */
export const Route = createFileRoute('/_site/_auth/account')({ component: DashboardLayout })

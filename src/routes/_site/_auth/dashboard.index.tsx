import { createFileRoute } from '@tanstack/react-router'
import { DashboardOverview } from './-dashboard-overview'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard: the overview (lines, recent transactions). */
export const Route = createFileRoute('/_site/_auth/dashboard/')({
  component: DashboardOverview,
  errorComponent: DashboardSectionError,
})

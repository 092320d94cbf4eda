import { createFileRoute } from '@tanstack/react-router'
import { DashboardOverview } from './-dashboard-overview'
import { preloadOverviewPanels } from './-dashboard-panels'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard: the overview (lines, recent transactions). */
export const Route = createFileRoute('/_site/_auth/dashboard/')({
  loader: preloadOverviewPanels,
  component: DashboardOverview,
  errorComponent: DashboardSectionError,
})

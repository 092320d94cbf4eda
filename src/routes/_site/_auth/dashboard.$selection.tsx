import { createFileRoute } from '@tanstack/react-router'
import { DashboardOverview } from './-dashboard-overview'
import { preloadOverviewPanels } from './-dashboard-panels'
import { DashboardSectionError } from '@/routes/-route-error'

/**
 * /dashboard/<anything else>: an unknown section shows the overview (DESIGN §8), at the address asked for. The
 * known sections are routes of their own, which the router prefers to this one.
 */
export const Route = createFileRoute('/_site/_auth/dashboard/$selection')({
  loader: preloadOverviewPanels,
  component: DashboardOverview,
  errorComponent: DashboardSectionError,
})

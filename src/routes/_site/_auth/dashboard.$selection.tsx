import { createFileRoute } from '@tanstack/react-router'
import { DashboardSection } from '../../../features/pages/dashboard-section'
import { dashboardSearch } from '../../../lib/route-search'

function Selection() {
  const { selection } = Route.useParams()
  return <DashboardSection selection={selection} />
}

export const Route = createFileRoute('/_site/_auth/dashboard/$selection')({
  validateSearch: dashboardSearch,
  component: Selection,
})

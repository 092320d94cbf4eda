import { createFileRoute } from '@tanstack/react-router'
import { DashboardSection } from '../../../features/pages/dashboard-section'

function Overview() {
  return <DashboardSection selection="overview" />
}

export const Route = createFileRoute('/_site/_auth/dashboard/')({ component: Overview })

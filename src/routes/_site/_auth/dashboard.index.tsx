import { createFileRoute } from '@tanstack/react-router'
import { OverviewSection } from '@/features/account/overview/overview-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard: the overview (lines, recent transactions). */
export const Route = createFileRoute('/_site/_auth/dashboard/')({
  component: OverviewSection,
  errorComponent: DashboardSectionError,
})

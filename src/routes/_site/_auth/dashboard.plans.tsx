import { createFileRoute } from '@tanstack/react-router'
import { LinesSection } from '@/features/lines/lines-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard/plans: the customer's lines (SIM status, nickname, port-in, quick SIM check, eSIM QR). */
export const Route = createFileRoute('/_site/_auth/dashboard/plans')({
  component: LinesSection,
  errorComponent: DashboardSectionError,
})

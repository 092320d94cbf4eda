import { createFileRoute } from '@tanstack/react-router'
import { SecuritySection } from '@/features/account/security/security-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard/security: the security checklist, recent sign-ins and blocked attempts (issue 35). */
export const Route = createFileRoute('/_site/_auth/dashboard/security')({
  component: SecuritySection,
  errorComponent: DashboardSectionError,
})

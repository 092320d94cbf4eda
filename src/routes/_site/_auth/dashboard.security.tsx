import { createFileRoute } from '@tanstack/react-router'
import { SecuritySection } from '@/features/account/security/security-section'
import { DashboardSectionError } from '@/routes/-route-error'

/**
 * /dashboard/security: the security checklist, recent sign-ins and blocked attempts (docs/decisions/0031-account-security.md;
 * tests/e2e/security-page.spec.ts draws it against the real server).
 */
export const Route = createFileRoute('/_site/_auth/dashboard/security')({
  component: SecuritySection,
  errorComponent: DashboardSectionError,
})

import { createFileRoute } from '@tanstack/react-router'
import { FamilySection } from '@/features/family/family-section'
import { DashboardSectionError } from '@/routes/-route-error'

/**
 * /account/family: the customer's group as their role sees it (docs/decisions/0034-family-accounts.md;
 * tests/e2e/family.spec.ts draws it against the real server).
 */
export const Route = createFileRoute('/_site/_auth/account/family/')({
  component: FamilySection,
  errorComponent: DashboardSectionError,
})

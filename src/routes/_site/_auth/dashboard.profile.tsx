import { createFileRoute } from '@tanstack/react-router'
import { ProfileSection } from '@/features/account/profile/profile-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard/profile: the customer's details. */
export const Route = createFileRoute('/_site/_auth/dashboard/profile')({
  component: ProfileSection,
  errorComponent: DashboardSectionError,
})

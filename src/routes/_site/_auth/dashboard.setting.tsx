import { createFileRoute } from '@tanstack/react-router'
import { SettingsSection } from '@/features/account/settings/settings-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard/setting (the path SPEC §2 names): change password, sign out. */
export const Route = createFileRoute('/_site/_auth/dashboard/setting')({
  component: SettingsSection,
  errorComponent: DashboardSectionError,
})

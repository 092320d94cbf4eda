import { createFileRoute } from '@tanstack/react-router'
import { NotificationsSection } from '@/features/notifications/notifications-section'
import { DashboardSectionError } from '@/routes/-route-error'

/** /dashboard/notifications: which notices come by email and by text, and each line's data alerts. */
export const Route = createFileRoute('/_site/_auth/dashboard/notifications')({
  component: NotificationsSection,
  errorComponent: DashboardSectionError,
})

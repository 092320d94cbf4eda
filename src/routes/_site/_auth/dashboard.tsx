import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '@/features/pages/dashboard-layout'

/** My Account (DESIGN §8): the heading and section tabs; each section is a child route. */
export const Route = createFileRoute('/_site/_auth/dashboard')({ component: DashboardLayout })

import { createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '../../../features/pages/dashboard-layout'

export const Route = createFileRoute('/_site/_auth/dashboard')({ component: DashboardLayout })

import { Outlet } from '@tanstack/react-router'

export function DashboardLayout() {
  return <Outlet />
}

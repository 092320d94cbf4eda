import { Page } from '../../components/layout/page'

export const DASHBOARD_SECTIONS = ['overview', 'plans', 'payment', 'profile', 'setting'] as const
export type DashboardSelection = (typeof DASHBOARD_SECTIONS)[number]

/** An unknown selection shows the overview (DESIGN §8). */
export function toSection(selection: string): DashboardSelection {
  return (DASHBOARD_SECTIONS as readonly string[]).includes(selection) ? (selection as DashboardSelection) : 'overview'
}

export function DashboardSection({ selection }: { selection: string }) {
  return <Page title={`My Account: ${toSection(selection)}`} />
}

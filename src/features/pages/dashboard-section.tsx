import { OverviewSection } from '../account/overview/overview-section'
import { ProfileSection } from '../account/profile/profile-section'
import { SettingsSection } from '../account/settings/settings-section'
import { useSignedOutRedirect } from '../account/use-signed-out-redirect'
import { LinesSection } from '../lines'
import { PaymentSection, RecentTransactions } from '../payment'

export const DASHBOARD_SECTIONS = ['overview', 'plans', 'payment', 'profile', 'setting'] as const
export type DashboardSelection = (typeof DASHBOARD_SECTIONS)[number]

/** An unknown selection shows the overview (DESIGN §8). */
export function toSection(selection: string): DashboardSelection {
  return (DASHBOARD_SECTIONS as readonly string[]).includes(selection) ? (selection as DashboardSelection) : 'overview'
}

/**
 * The chosen dashboard section (DESIGN §8): overview, plans, payment, profile or setting. A session that ends while
 * it is on screen (sign-out, or a 401 after the password changed elsewhere) sends the page to /login.
 */
export function DashboardSection({ selection }: { selection: string }) {
  useSignedOutRedirect()
  switch (toSection(selection)) {
    case 'plans':
      return <LinesSection />
    case 'payment':
      return <PaymentSection />
    case 'profile':
      return <ProfileSection />
    case 'setting':
      return <SettingsSection />
    default:
      return <OverviewSection recentTransactions={<RecentTransactions />} />
  }
}

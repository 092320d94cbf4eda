import { OverviewSection } from '@/features/account/overview/overview-section'
import { RecentTransactions } from '@/features/payment'

/** The overview composes two features: the account's lines and the payment feature's recent transactions. */
export function DashboardOverview() {
  return <OverviewSection recentTransactions={<RecentTransactions />} />
}

import { OverviewSection } from '@/features/account/overview/overview-section'
import { UpcomingCharges } from '@/features/line-care/upcoming-charges'
import { RecentTransactions } from '@/features/payment/recent-transactions'

/** The overview composes three features: the account's lines, line care's upcoming charges and recent transactions. */
export function DashboardOverview() {
  return (
    <OverviewSection
      recentTransactions={
        <>
          <UpcomingCharges />
          <RecentTransactions />
        </>
      }
    />
  )
}

import { lazy, Suspense } from 'react'
import { OverviewSection } from '@/features/account/overview/overview-section'
import { RecentTransactionsPending } from '@/features/payment/recent-transactions-pending'

/**
 * The panels under the lines, each behind `Suspense` with `lazy` (React's documented way): the section commits with
 * their fallbacks, and each panel renders in a task of its own once its module is there, so the browser is free
 * between them. A fallback keeps its panel's room: the upcoming charges draw nothing until their answer, the recent
 * transactions their loading state. The routes that draw the overview ask for both chunks from their loader
 * (./-dashboard-panels.ts).
 */
const UpcomingCharges = lazy(() => import('@/features/line-care/upcoming-charges').then((module) => ({ default: module.UpcomingCharges })))
const RecentTransactions = lazy(() =>
  import('@/features/payment/recent-transactions').then((module) => ({ default: module.RecentTransactions })),
)

/** The overview composes three features: the account's lines, line care's upcoming charges and recent transactions. */
export function DashboardOverview() {
  return (
    <OverviewSection
      recentTransactions={
        <>
          <Suspense fallback={null}>
            <UpcomingCharges />
          </Suspense>
          <Suspense fallback={<RecentTransactionsPending />}>
            <RecentTransactions />
          </Suspense>
        </>
      }
    />
  )
}

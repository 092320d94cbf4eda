import { createFileRoute } from '@tanstack/react-router'
import { PaymentSection } from '@/features/payment/payment-section'
import { dashboardSearch } from '@/lib/route-search'
import { DashboardSectionError } from '@/routes/-route-error'

function Payment() {
  return <PaymentSection />
}

/** /dashboard/payment[?success=true|failure=true]: saved cards and order history; the flags come back from the card-saving page. */
export const Route = createFileRoute('/_site/_auth/dashboard/payment')({
  validateSearch: dashboardSearch,
  component: Payment,
  errorComponent: DashboardSectionError,
})

import { Link } from '@tanstack/react-router'
import { buttonStyle } from '@/components/ui/button'
import { ArrowRightIcon, CardIcon } from '@/components/ui/icons'
import { OrderHistorySummary } from './order-history-panel'
import { useOrderHistory } from './use-order-history'

/**
 * The overview's recent transactions (SPEC §2): the latest 5, newest first, a table on wide screens and cards at
 * 425 px and below, the Failed column only when one failed; View opens the Payment Details dialog.
 */
export function RecentTransactions() {
  const api = useOrderHistory()
  return (
    <OrderHistorySummary
      api={api}
      title="Recent transactions"
      description="Your five latest payments, newest first."
      caption="Latest payments"
      headingId="recent-transactions-title"
      icon={<CardIcon />}
      seeAll={
        <Link to="/dashboard/payment" className={buttonStyle({ variant: 'outline' })}>
          Order history
          <ArrowRightIcon size={16} />
        </Link>
      }
    />
  )
}

import { Link } from '@tanstack/react-router'
import { buttonStyle } from '@/components/ui/button'
import { ArrowRightIcon } from '@/components/ui/icons'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'
import { OrderHistorySummary } from './order-history-summary'
import { useOrderHistory } from './use-order-history'

/**
 * The overview's recent transactions (SPEC §2): the latest 5, newest first, a table on wide screens and cards at
 * 425 px and below, the Failed column only when one failed; View opens the Payment Details dialog.
 */
export function RecentTransactions() {
  const api = useOrderHistory()
  const t = useT(paymentMessages)
  return (
    <OrderHistorySummary
      api={api}
      place="recent"
      seeAll={
        <Link to="/dashboard/payment" className={buttonStyle({ variant: 'outline' })}>
          {t('payment.recent.orderHistory')}
          <ArrowRightIcon size={16} />
        </Link>
      }
    />
  )
}

import { Card } from '@/components/ui/card'
import { LoadingState } from '@/components/ui/empty-state'
import { CardIcon } from '@/components/ui/icons'
import { HeadedPanel } from '@/components/ui/panel-heading'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'

/**
 * The overview's recent transactions while their module loads: the panel as `RecentTransactions` first draws it
 * (heading, then the history's loading state), so that nothing moves when it takes its place (CLS, the overview's
 * view tests).
 */
export function RecentTransactionsPending() {
  const t = useT(paymentMessages)
  return (
    <HeadedPanel
      id="recent-transactions-title"
      icon={<CardIcon />}
      title={t('payment.recent.title')}
      description={t('payment.recent.description')}
    >
      <Card.Body aria-busy>
        <LoadingState label={t('payment.history.loading')} />
      </Card.Body>
    </HeadedPanel>
  )
}

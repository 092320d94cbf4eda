import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'
import { HeadedPanel } from '@/components/ui/panel-heading'
import { EmptyState, LoadFailedState, LoadingState } from '@/components/ui/empty-state'
import { useDeferredLoading } from '@/lib/use-deferred-loading'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { paymentTexts } from '@/i18n/catalogues/payment-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { CardIcon } from '@/components/ui/icons'
import { ReceiptIcon } from './icons'
import { PaymentDetailsDialog } from './payment-details-dialog'
import { TransactionList } from './transaction-list'
import type { OrderHistoryApi } from './use-order-history'

/**
 * Where the summary stands: the payment page's Order History panel (`payment.history.*`), or the overview's recent
 * transactions (`payment.recent.*`); each has its title, description and list caption, its heading's id and icon.
 */
type SummaryPlace = 'history' | 'recent'

const PLACES = {
  history: { headingId: 'order-history-title', icon: <ReceiptIcon /> },
  recent: { headingId: 'recent-transactions-title', icon: <CardIcon /> },
} as const satisfies Record<SummaryPlace, { headingId: string; icon: ReactNode }>

export interface OrderHistorySummaryProps {
  api: OrderHistoryApi
  place: SummaryPlace
  /** What follows the list: the 'See all' button, or a link to the payment page. */
  seeAll: ReactNode
}

/** The latest payments (the Order History panel, the overview's recent transactions) with the details dialog. */
export function OrderHistorySummary({ api, place, seeAll }: OrderHistorySummaryProps) {
  const { headingId, icon } = PLACES[place]
  const narrow = useNarrowScreen()
  // The history's answer draws its rows: in slices (src/lib/use-deferred-loading.ts).
  const loading = useDeferredLoading(api.loading)
  const t = useT(paymentMessages)
  const tr = useTranslateText(paymentTexts)
  return (
    <HeadedPanel id={headingId} icon={icon} title={t(`payment.${place}.title`)} description={t(`payment.${place}.description`)}>
      <Card.Body aria-busy={loading || undefined}>
        {loading ? (
          <LoadingState label={t('payment.history.loading')} />
        ) : api.failed ? (
          <LoadFailedState icon={<ReceiptIcon />} message={api.loadError && tr(api.loadError)} onRetry={api.retry} />
        ) : api.empty ? (
          <EmptyState icon={<ReceiptIcon />} title={t('payment.history.emptyTitle')} text={t('payment.history.emptyText')} />
        ) : (
          <TransactionList rows={api.rows} anyFailed={api.anyFailed} narrow={narrow} caption={t(`payment.${place}.caption`)} />
        )}
      </Card.Body>
      {!loading && !api.failed && !api.empty ? <Card.Footer>{seeAll}</Card.Footer> : null}
      <PaymentDetailsDialog details={api.details} onClose={api.closeDetails} />
    </HeadedPanel>
  )
}

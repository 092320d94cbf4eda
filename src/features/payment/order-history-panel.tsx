import { emptyState } from 'styled-system/recipes/empty-state'
import { transactionList } from 'styled-system/recipes/transaction-list'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { HeadedPanel } from '@/components/ui/panel-heading'
import { LoadFailedState, LoadingState } from '@/components/ui/empty-state'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Spinner } from '@/components/ui/spinner'
import { thisMonth } from './format'
import { ReceiptIcon } from './icons'
import { MonthYearPicker } from './month-year-picker'
import { PaymentDetailsDialog } from './payment-details-dialog'
import { TransactionList } from './transaction-list'
import { useMonthYearPicker } from './use-month-year-picker'
import { useNarrowScreen } from '@/lib/use-narrow-screen'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { paymentTexts } from '@/i18n/catalogues/payment-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { OrderHistorySummary } from './order-history-summary'
import type { OrderHistoryApi } from './use-order-history'

/** The full order history: the month/year filter, the month's payments in a 510 px scrolling area, and Back. */
function OrderHistoryFull({ api }: { api: OrderHistoryApi }) {
  const narrow = useNarrowScreen()
  const picker = useMonthYearPicker({ selected: api.filter, today: thisMonth(), onChange: api.changeFilter })
  const list = transactionList({ height: narrow ? 'auto' : 'tall' })
  const t = useT(paymentMessages)
  const tr = useTranslateText(paymentTexts)
  const month = api.filterLabel
  return (
    <HeadedPanel
      id="order-history-title"
      icon={<ReceiptIcon />}
      title={t('payment.history.title')}
      description={t('payment.history.fullDescription')}
      onBack={api.back}
      aside={<MonthYearPicker api={picker} label={t('payment.history.month')} />}
    >
      <Card.Body aria-busy={api.loading || undefined}>
        {api.loading ? (
          narrow ? (
            <LoadingState label={t('payment.history.loadingMonth', { month })} />
          ) : (
            <div className={list.scroller}>
              <div className={list.message}>
                <Spinner size="lg" label={t('payment.history.loadingMonth', { month })} />
              </div>
            </div>
          )
        ) : api.failed ? (
          <LoadFailedState icon={<ReceiptIcon />} message={api.loadError && tr(api.loadError)} onRetry={api.retry} />
        ) : api.empty ? (
          <div className={narrow ? emptyState().root : list.scroller}>
            <div className={list.message}>
              <ReceiptIcon />
              <p>{t('payment.history.noOrders', { month })}</p>
              <p>{t('payment.history.otherMonth')}</p>
            </div>
          </div>
        ) : (
          <TransactionList
            rows={api.rows}
            anyFailed={api.anyFailed}
            narrow={narrow}
            caption={t('payment.history.ordersOf', { month })}
            tall
          />
        )}
      </Card.Body>
      <PaymentDetailsDialog details={api.details} onClose={api.closeDetails} />
    </HeadedPanel>
  )
}

/** The Order History panel of /dashboard/payment: the latest orders and 'See all', or the full view (SPEC §2). */
export function OrderHistoryPanel({ api }: { api: OrderHistoryApi }) {
  const t = useT(paymentMessages)
  if (api.seeAll) return <OrderHistoryFull api={api} />
  return (
    <OrderHistorySummary
      api={api}
      place="history"
      seeAll={
        <Button variant="outline" onClick={api.openSeeAll} disabled={!api.canSeeAll}>
          {t('payment.history.seeAll')}
          <ArrowRightIcon size={16} />
        </Button>
      }
    />
  )
}

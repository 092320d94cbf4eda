import { priceSummary } from 'styled-system/recipes/price-summary'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { paymentTexts } from '@/i18n/catalogues/payment-texts'
import { useT, useTranslateText } from '@/i18n/react'
import { ReceiptButton } from './receipt-button'
import { PayMethodLabel } from './transaction-list'
import type { PaymentDetails } from './use-order-history'

/**
 * The Payment Details dialog opened by View (SPEC §2): the date ('DD MMM YYYY'), the status and card, then order
 * total, tax, regulatory fee, activation fee and discount — each only when present — and the amount, in USD.
 */
export function PaymentDetailsDialog({ details, onClose }: { details: PaymentDetails | null; onClose: () => void }) {
  const classes = priceSummary()
  const t = useT(paymentMessages)
  const tr = useTranslateText(paymentTexts)
  return (
    <Modal
      open={details !== null}
      title={t('payment.details.title')}
      description={details?.item}
      onClose={onClose}
      closeLabel={t('payment.details.closeLabel')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('payment.details.close')}
          </Button>
          {details && !details.failed ? <ReceiptButton transactionId={details.id} item={details.item} /> : null}
        </>
      }
    >
      {details ? (
        <>
          <dl className={classes.root}>
            <div className={classes.row}>
              <dt className={classes.label}>{t('payment.details.date')}</dt>
              <dd className={classes.value}>
                <time dateTime={details.dateTime}>{details.date}</time>
              </dd>
            </div>
            <div className={classes.row}>
              <dt className={classes.label}>{t('payment.details.status')}</dt>
              <dd className={classes.value}>
                <Badge tone={details.failed ? 'danger' : 'success'}>{tr(details.status)}</Badge>
              </dd>
            </div>
            <div className={classes.row}>
              <dt className={classes.label}>{t('payment.details.payMethod')}</dt>
              <dd className={classes.value}>
                <PayMethodLabel payMethod={details.payMethod} />
              </dd>
            </div>
          </dl>
          <dl className={classes.root} aria-label={t('payment.details.amounts')}>
            {details.lines.map((line) => (
              <div key={line.label} className={classes.row}>
                <dt className={classes.label}>{tr(line.label)}</dt>
                <dd className={classes.value} data-discount={line.discount ? '' : undefined}>
                  {line.value}
                </dd>
              </div>
            ))}
            <div className={classes.total}>
              <dt>{t(details.failed ? 'payment.details.notCharged' : 'payment.details.totalPaid')}</dt>
              <dd>{details.total}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </Modal>
  )
}

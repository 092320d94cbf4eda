import { priceSummary } from 'styled-system/recipes/price-summary'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { ReceiptButton } from './receipt-button'
import { PayMethodLabel } from './transaction-list'
import type { PaymentDetails } from './use-order-history'

/**
 * The Payment Details dialog opened by View (SPEC §2): the date ('DD MMM YYYY'), the status and card, then order
 * total, tax, regulatory fee, activation fee and discount — each only when present — and the amount, in USD.
 */
export function PaymentDetailsDialog({ details, onClose }: { details: PaymentDetails | null; onClose: () => void }) {
  const classes = priceSummary()
  return (
    <Modal
      open={details !== null}
      title="Payment Details"
      description={details?.item}
      onClose={onClose}
      closeLabel="Close payment details"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {details && !details.failed ? <ReceiptButton transactionId={details.id} item={details.item} /> : null}
        </>
      }
    >
      {details ? (
        <>
          <dl className={classes.root}>
            <div className={classes.row}>
              <dt className={classes.label}>Date</dt>
              <dd className={classes.value}>
                <time dateTime={details.dateTime}>{details.date}</time>
              </dd>
            </div>
            <div className={classes.row}>
              <dt className={classes.label}>Status</dt>
              <dd className={classes.value}>
                <Badge tone={details.failed ? 'danger' : 'success'}>{details.status}</Badge>
              </dd>
            </div>
            <div className={classes.row}>
              <dt className={classes.label}>Pay Method</dt>
              <dd className={classes.value}>
                <PayMethodLabel payMethod={details.payMethod} />
              </dd>
            </div>
          </dl>
          <dl className={classes.root} aria-label="Amounts">
            {details.lines.map((line) => (
              <div key={line.label} className={classes.row}>
                <dt className={classes.label}>{line.label}</dt>
                <dd className={classes.value} data-discount={line.discount ? '' : undefined}>
                  {line.value}
                </dd>
              </div>
            ))}
            <div className={classes.total}>
              <dt>{details.failed ? 'Amount (not charged)' : 'Total paid'}</dt>
              <dd>{details.total}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </Modal>
  )
}

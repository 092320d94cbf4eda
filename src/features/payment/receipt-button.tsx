import { priceSummary } from 'styled-system/recipes/price-summary'
import { text } from 'styled-system/recipes/text'
import { Button } from '@/components/ui/button'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'
import { useReceiptDownload } from './use-receipt-download'

/** "Download receipt" of a paid transaction: a PDF with the order, amounts, taxes and the card's last four digits. */
export function ReceiptButton({ transactionId, item }: { transactionId: string; item: string }) {
  const api = useReceiptDownload()
  const t = useT(paymentMessages)
  return (
    <div className={priceSummary().action}>
      <Button
        variant="solid"
        onClick={() => api.download(transactionId)}
        loading={api.busy}
        aria-label={t('payment.receipt.downloadLabel', { item })}
      >
        {t('payment.receipt.download')}
      </Button>
      {api.error ? (
        <p role="alert" className={text({ size: 'sm', tone: 'danger' })}>
          {api.error}
        </p>
      ) : null}
    </div>
  )
}

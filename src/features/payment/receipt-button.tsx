import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { paymentMessages } from '@/i18n/catalogues/payment'
import { useT } from '@/i18n/react'
import { useReceiptDownload } from './use-receipt-download'

/** "Download receipt" of a paid transaction: a PDF with the order, amounts, taxes and the card's last four digits. */
export function ReceiptButton({ transactionId, item }: { transactionId: string; item: string }) {
  const api = useReceiptDownload()
  const t = useT(paymentMessages)
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'end' })}>
      <Button
        variant="solid"
        onClick={() => api.download(transactionId)}
        loading={api.busy}
        aria-label={t('payment.receipt.downloadLabel', { item })}
      >
        {t('payment.receipt.download')}
      </Button>
      {api.error ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {api.error}
        </p>
      ) : null}
    </div>
  )
}

import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { useReceiptDownload } from './use-receipt-download'

/** "Download receipt" of a paid transaction: a PDF with the order, amounts, taxes and the card's last four digits. */
export function ReceiptButton({ transactionId, item }: { transactionId: string; item: string }) {
  const api = useReceiptDownload()
  return (
    <div className={css({ display: 'grid', gap: '1', justifyItems: 'end' })}>
      <Button variant="solid" onClick={() => api.download(transactionId)} loading={api.busy} aria-label={`Download receipt: ${item}`}>
        Download receipt
      </Button>
      {api.error ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {api.error}
        </p>
      ) : null}
    </div>
  )
}

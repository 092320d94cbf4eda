import { api } from './index'

/** GET /app/payments/transactions/{id}/receipt: the PDF receipt of a paid transaction, as a Blob. */
export function getReceipt({ transactionId }: { transactionId: string }, signal?: AbortSignal) {
  return api.download(`/app/payments/transactions/${encodeURIComponent(transactionId)}/receipt`, { signal })
}

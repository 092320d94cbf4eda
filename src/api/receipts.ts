import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import { api } from './index'

/** GET /app/payments/transactions/{id}/receipt: the PDF receipt of a paid transaction, as a Blob. */
export function getReceipt({ transactionId }: { transactionId: string }, signal?: AbortSignal) {
  return api.download(endpoints.receipt, { params: { id: transactionId }, signal })
}

import { api } from './index'
import { transactionsAnswerSchema } from '@contract/payments'

/** GET /app/payments/transactions?month=&year= (both optional): the customer's payments, newest first. */
export async function getTransactions(query: { month?: number; year?: number } = {}, signal?: AbortSignal) {
  const answer = await api.request('/app/payments/transactions', {
    query: { month: query.month, year: query.year },
    schema: transactionsAnswerSchema,
    signal,
  })
  return answer.transactions
}

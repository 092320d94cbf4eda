import { api } from './index'
import { transactionsAnswerSchema } from '@contract/payments'

/** GET /app/payments/transactions?month=&year=&limit= (all optional): the customer's payments, newest first. */
export async function getTransactions(query: { month?: number; year?: number; limit?: number } = {}, signal?: AbortSignal) {
  const answer = await api.request('/app/payments/transactions', {
    query: { month: query.month, year: query.year, limit: query.limit },
    schema: transactionsAnswerSchema,
    signal,
  })
  return answer.transactions
}

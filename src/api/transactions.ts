import { paymentEndpoints as endpoints } from '@contract/endpoints/payments'
import { api } from './index'

/** GET /app/payments/transactions?month=&year=&limit= (all optional): the customer's payments, newest first. */
export async function getTransactions(query: { month?: number; year?: number; limit?: number } = {}, signal?: AbortSignal) {
  const answer = await api.call(endpoints.transactions, { query: { month: query.month, year: query.year, limit: query.limit }, signal })
  return answer.transactions
}

import { endpointTable } from '../endpoint'
import { cardIdPayloadSchema, cardPageSchema, cardsAnswerSchema } from '../cards'
import { messageAnswerSchema } from '../message'
import { paymentSessionSchema, transactionsAnswerSchema, transactionsQuerySchema } from '../payments'

/** Saved cards, order history, receipts and hosted payment pages (`/app/payments/...`, SPEC §7). */
export const paymentEndpoints = endpointTable({
  /** The customer's saved cards (a missing `cards` field means none). */
  cards: { method: 'GET', path: '/app/payments/cards', token: 'required', answer: cardsAnswerSchema },
  /** Deleting the primary card makes the most recently added remaining one primary. */
  deleteCard: { method: 'DELETE', path: '/app/payments/cards', token: 'required', body: cardIdPayloadSchema, answer: messageAnswerSchema },
  setPrimaryCard: {
    method: 'POST',
    path: '/app/payments/cards/setdefault',
    token: 'required',
    body: cardIdPayloadSchema,
    answer: messageAnswerSchema,
  },
  /** The payment provider's hosted card-saving page: `{ url, sessionId }`. */
  cardSavingPage: { method: 'POST', path: '/app/payments/storecardpage', token: 'required', answer: cardPageSchema },
  /** The customer's payments, newest first. */
  transactions: {
    method: 'GET',
    path: '/app/payments/transactions',
    token: 'required',
    query: transactionsQuerySchema,
    answer: transactionsAnswerSchema,
  },
  /** The PDF receipt of a paid transaction. */
  receipt: { method: 'GET', path: '/app/payments/transactions/:id/receipt', token: 'required', answer: { file: 'application/pdf' } },
  /** A hosted page's result, as the server confirmed it. */
  session: { method: 'GET', path: '/app/payments/session/:id', token: 'required', answer: paymentSessionSchema },
})

import { endpointTable, signedIn } from '../endpoint'
import { cardIdPayloadSchema, cardPageSchema, cardsAnswerSchema } from '../cards'
import { messageAnswerSchema } from '../message'
import { paymentSessionSchema, transactionsAnswerSchema, transactionsQuerySchema } from '../payments'

/** Saved cards, order history, receipts and hosted payment pages (`/app/payments/...`, SPEC §7). */
export const paymentEndpoints = endpointTable({
  /** The customer's saved cards (a missing `cards` field means none). */
  cards: signedIn.get('/app/payments/cards', { answer: cardsAnswerSchema }),
  /** Deleting the primary card makes the most recently added remaining one primary. */
  deleteCard: signedIn.delete('/app/payments/cards', { body: cardIdPayloadSchema, answer: messageAnswerSchema }),
  setPrimaryCard: signedIn.post('/app/payments/cards/setdefault', { body: cardIdPayloadSchema, answer: messageAnswerSchema }),
  /** The payment provider's hosted card-saving page: `{ url, sessionId }`. */
  cardSavingPage: signedIn.post('/app/payments/storecardpage', { answer: cardPageSchema }),
  /** The customer's payments, newest first. */
  transactions: signedIn.get('/app/payments/transactions', { query: transactionsQuerySchema, answer: transactionsAnswerSchema }),
  /** The PDF receipt of a paid transaction. */
  receipt: signedIn.get('/app/payments/transactions/:id/receipt', { answer: { file: 'application/pdf' } }),
  /** A hosted page's result, as the server confirmed it. */
  session: signedIn.get('/app/payments/session/:id', { answer: paymentSessionSchema }),
})

/**
 * GET /app/payments/transactions/{id}/receipt answers a PDF (no JSON schema): `application/pdf`, saved by the SPA
 * under this name. 404 `{ message }` for another customer's or an unknown transaction, and for a failed payment.
 */
export const receiptFileName = (transactionId: string) => `ring-mobile-receipt-${transactionId.slice(0, 8)}.pdf`

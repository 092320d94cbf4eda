import { eq } from 'drizzle-orm'
import { paymentEndpoints } from '@contract/endpoints/payments'
import type { Services } from '../context'
import { transactions } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { notFound } from '../lib/errors'
import { lineFor } from '../lib/line-access'
import { enforce } from '../lib/rate-limit'
import { receiptFileName } from '@contract/receipts'
import { requestLanguage } from '../lib/language'
import { familyItemsOf } from '../receipts/family-items'
import { receiptPdf } from '../receipts/receipt-pdf'

/** Receipts per customer: 30 per 10 minutes (each is a PDF made on request). */
const RECEIPT_LIMIT = { max: 30, windowSeconds: 10 * 60 }

const NO_RECEIPT = 'No such receipt'
const NO_RECEIPT_FOR_FAILED = 'This payment did not go through, so it has no receipt.'

/**
 * `GET /app/payments/transactions/{id}/receipt`: the PDF receipt of one of the customer's paid transactions.
 * Another customer's transaction, or an unknown id, is 404 (one on a line of the caller's group follows lineFor's
 * 'line.billing', from the day its user joined) (the same answer, so ids cannot be probed); a failed
 * payment has no receipt (404 with its own message). The SPA fetches it with the bearer token as a blob.
 */
export function receiptRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(paymentEndpoints.receipt, async (c) => {
    const customer = c.get('customer')
    const [row] = await db
      .select()
      .from(transactions)
      .where(eq(transactions.id, c.req.param('id')))
    if (!row || (row.customerId !== customer.id && !row.lineId)) throw notFound(NO_RECEIPT)
    // A payment of another person (on a line of the caller's group): as the role may see the line's billing, and
    // only from the day that person joined; otherwise 404 like an unknown id.
    if (row.customerId !== customer.id) {
      const line = await lineFor(db, customer.id, row.lineId!, 'line.billing', NO_RECEIPT)
      if (!line.visibleFrom || row.transactionTime < line.visibleFrom) throw notFound(NO_RECEIPT)
    }
    if (!row.successful) throw notFound(NO_RECEIPT_FOR_FAILED)
    await enforce(db, `receipt:${customer.id}`, RECEIPT_LIMIT)
    const items = (await familyItemsOf(db, [row.id])).get(row.id)
    const pdf = await receiptPdf(row, customer, requestLanguage(c), items)
    return c.body(pdf.slice().buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFileName(row.id)}"`,
      'Cache-Control': 'private, no-store',
    })
  })

  return app
}

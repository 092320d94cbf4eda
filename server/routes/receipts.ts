import { and, eq } from 'drizzle-orm'
import { paymentEndpoints } from '@contract/endpoints/payments'
import type { Services } from '../context'
import { transactions } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { notFound } from '../lib/errors'
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
 * Another customer's transaction, or an unknown id, is 404 (the same answer, so ids cannot be probed); a failed
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
      .where(and(eq(transactions.id, c.req.param('id')), eq(transactions.customerId, customer.id)))
    if (!row) throw notFound(NO_RECEIPT)
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

import { eq } from 'drizzle-orm'
import { receiptFileName } from '@contract/receipts'
import type { Db } from '../db/client'
import { customers, transactions, type MailAttachment } from '../db/schema'
import type { TransactionRow } from '../db/types'
import { savedLanguage } from '../lib/language'
import { familyItemsOf } from './family-items'
import { receiptPdf } from './receipt-pdf'

/**
 * A mail holds its documents by reference (the outbox row's `attachments`) and each is rendered when the mail goes
 * out: a mail is written inside the transaction that records its payment or refund, where rendering a PDF would
 * hold that transaction open, and a reference costs a row a few bytes where the PDF would be kept in the database
 * for every mail. The PDF is receiptPdf's, in the customer's saved language: the same bytes as My Account's
 * Download receipt in that language (tests/server/mail-attachments.test.ts compares them).
 */

/** The receipt of a paid transaction, or the credit note of a refund (a transaction of negative amounts). */
export function transactionDocument(transaction: Pick<TransactionRow, 'id' | 'amount'>): MailAttachment {
  return {
    kind: Number(transaction.amount) < 0 ? 'creditNote' : 'receipt',
    transactionId: transaction.id,
    fileName: receiptFileName(transaction.id),
  }
}

/** One rendered attachment, as nodemailer takes it. */
interface RenderedAttachment {
  filename: string
  content: Buffer
  contentType: 'application/pdf'
}

/**
 * Renders a mail's document; null when it cannot be (the transaction or its customer no longer exists, or it was
 * never paid). The caller sends the mail without it and logs why.
 */
export async function renderAttachment(db: Pick<Db, 'select'>, attachment: MailAttachment): Promise<RenderedAttachment | null> {
  const [transaction] = await db.select().from(transactions).where(eq(transactions.id, attachment.transactionId))
  if (!transaction?.successful) return null
  const [customer] = await db.select().from(customers).where(eq(customers.id, transaction.customerId))
  if (!customer) return null
  const items = (await familyItemsOf(db, [transaction.id])).get(transaction.id)
  const pdf = await receiptPdf(transaction, customer, savedLanguage(customer), items)
  return { filename: attachment.fileName, content: Buffer.from(pdf), contentType: 'application/pdf' }
}

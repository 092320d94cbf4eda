import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { transactions } from '../db/schema'
import type { TransactionRow } from '../db/types'
import { cardName } from '../checkout/order-emails'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { transactionDocument } from '../receipts/mail-attachments'
import { receiptLines } from '../receipts/receipt-pdf'

/**
 * The refund email (plain text, like server/lib/emails.ts), in the customer's saved language: how much went back to
 * which card and for what, the refunded amounts line by line as the credit note lists them
 * (server/receipts/receipt-pdf.ts), and the credit note attached (rendered when the mail goes out), with where else it is.
 */

const usd = (amount: number) => `$${Math.abs(amount).toFixed(2)}`

function refundEmail(input: Addressee & { refund: TransactionRow; name: string }) {
  const { language, refund } = input
  const amount = usd(Number(refund.finalCheckoutAmount ?? refund.amount))
  const card = cardName(refund.paymentMethod, refund.cardLast4, language)
  const item = translateMessage(input.name, language, { quiet: true })
  const body = card
    ? translate(language, 'email.refund.bodyCard', { amount, card, item })
    : translate(language, 'email.refund.body', { amount, item })
  const amounts = [
    translate(language, 'email.refund.heading'),
    ...receiptLines(refund, language).map((line) => `${line.label}: ${line.value}`),
    `${translate(language, 'receipt.totalRefunded')}: ${amount}`,
  ].join('\n')
  return {
    subject: translate(language, 'email.refund.subject', { amount }),
    text: letter(
      language,
      input.firstName,
      [body, amounts, translate(language, 'email.refund.bank'), translate(language, 'email.refund.creditNote')].join('\n\n'),
    ),
    attachments: [transactionDocument(refund)],
  }
}

/**
 * Writes the refund email inside the transaction that records the refund in the order history: a refund is
 * recorded once (its idempotency key), so it is told once however often the cancellation is sent.
 */
export async function writeRefundEmail(tx: Pick<Db, 'insert' | 'select'>, input: { refundId: string; name: string }) {
  const [refund] = await tx.select().from(transactions).where(eq(transactions.id, input.refundId))
  if (!refund) return
  await writeCustomerMail(tx, refund.customerId, (to) => refundEmail({ ...to, refund, name: input.name }))
}

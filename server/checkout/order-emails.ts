import { eq } from 'drizzle-orm'
import type { Language } from '@contract/languages'
import type { Db } from '../db/client'
import { transactions, type orders } from '../db/schema'
import type { TransactionRow } from '../db/types'
import { writeCustomerMail, type Addressee } from '../lib/customer-mail'
import { letter } from '../lib/emails'
import { translate, translateMessage } from '../lib/i18n'
import { transactionDocument } from '../receipts/mail-attachments'
import { brandName, receiptLines } from '../receipts/receipt-pdf'

/**
 * The order confirmation (plain text, like server/lib/emails.ts), in the customer's saved language: what was paid
 * and with which card, the receipt's amounts line by line (the PDF's, server/receipts/receipt-pdf.ts), what to do
 * next for the kind of line bought, and the PDF receipt attached (rendered when the mail goes out), with where else it is.
 */

type OrderRow = typeof orders.$inferSelect

const usd = (amount: number) => `$${amount.toFixed(2)}`

/** "Visa ending in 4242" (a card of no known brand: "card ending in 4242") in `language`, or null when no card was recorded. */
export function cardName(network: string | null, last4: string | null, language: Language) {
  if (!last4) return null
  if (!network || network === 'unknown') return translate(language, 'email.card.unknown', { last4 })
  return translate(language, 'email.card.name', { brand: brandName(network, language), last4 })
}

/** What the new line needs from the customer: its SIM (an eSIM to install, a kit on its way, their own SIM), and a port-in's transfer. */
function nextSteps(order: Pick<OrderRow, 'simType' | 'iccid' | 'numberType' | 'portMsisdn'>, language: Language) {
  const sim = order.simType === 'esim' ? 'esim' : order.iccid ? 'ownSim' : 'kit'
  const steps = [translate(language, `email.order.next.${sim}`)]
  if (order.numberType === 'port' && order.portMsisdn) {
    const digits = order.portMsisdn.replace(/\D/g, '').slice(-10)
    const number = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    steps.push(translate(language, 'email.order.next.port', { number }))
  }
  return steps
}

function orderConfirmationEmail(
  input: Addressee & {
    plan: string
    order: Pick<OrderRow, 'simType' | 'iccid' | 'numberType' | 'portMsisdn'>
    transaction: TransactionRow
  },
) {
  const { language, transaction } = input
  const amount = usd(Number(transaction.finalCheckoutAmount ?? transaction.amount))
  const card = cardName(transaction.paymentMethod, transaction.cardLast4, language)
  const paid = card
    ? translate(language, 'email.order.bodyCard', { amount, card, plan: input.plan })
    : translate(language, 'email.order.body', { amount, plan: input.plan })
  const amounts = [
    translate(language, 'email.order.heading', { order: transaction.id }),
    translateMessage(transaction.item, language),
    ...receiptLines(transaction, language).map((line) => `${line.label}: ${line.value}`),
    `${translate(language, 'receipt.totalPaid')}: ${amount}`,
  ].join('\n')
  return {
    subject: translate(language, 'email.order.subject', { plan: input.plan }),
    text: letter(
      language,
      input.firstName,
      [paid, amounts, ...nextSteps(input.order, language), translate(language, 'email.order.receipt')].join('\n\n'),
    ),
    attachments: [transactionDocument(transaction)],
  }
}

/**
 * Writes the order confirmation inside the transaction that records the payment (checkout/orders.ts `markPaid`):
 * an order is paid once, so it is confirmed once, whichever path paid it (a saved card, the sandbox's page, Stripe's
 * return or webhook) and however often that path is replayed.
 */
export async function writeOrderConfirmation(
  tx: Pick<Db, 'insert' | 'select'>,
  input: { order: OrderRow; plan: string; transactionId: string },
) {
  const [transaction] = await tx.select().from(transactions).where(eq(transactions.id, input.transactionId))
  if (!transaction) return
  await writeCustomerMail(tx, input.order.customerId, (to) =>
    orderConfirmationEmail({ ...to, plan: input.plan, order: input.order, transaction }),
  )
}

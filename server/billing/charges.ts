import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { transactions } from '../db/schema'
import type { CardRow } from '../db/types'

type Money = (typeof transactions.$inferInsert)['amount']

/** What a line's charge is for (a renewal, a plan change): the line, and its price before and after tax and fees. */
export interface LineChargeFor {
  customerId: string
  lineId: string
  /** Charged: the price with tax and fees. */
  total: Money
  /** The price before tax and fees. */
  orderTotal: Money
  taxAmount: Money
  regulatoryFee: Money
}

/** How it was paid: the card tried (none when there was no usable card), the provider's reference, and when. */
export interface LineChargePayment {
  card: Pick<CardRow, 'id' | 'last4' | 'network'> | undefined
  providerRef: string | null
  at: Date
}

/**
 * Writes the order history's row of a card charge for a line (SPEC §7's transaction: no activation fee, no
 * discount), once per `idempotencyKey`: a retry writes nothing. Answers the row's id, the earlier one's after a retry.
 */
export async function recordLineCharge(
  exec: Pick<Db, 'insert' | 'select'>,
  charge: LineChargeFor,
  { card, providerRef, at }: LineChargePayment,
  entry: { item: string; successful: boolean; idempotencyKey: string },
): Promise<string> {
  const [inserted] = await exec
    .insert(transactions)
    .values({
      customerId: charge.customerId,
      lineId: charge.lineId,
      cardId: card?.id ?? null,
      item: entry.item,
      amount: charge.total,
      successful: entry.successful,
      cardLast4: card?.last4 ?? null,
      paymentMethod: card?.network ?? null,
      orderTotal: charge.orderTotal,
      taxAmount: charge.taxAmount,
      regulatoryFee: charge.regulatoryFee,
      activationFee: '0.00',
      discountAmount: '0.00',
      finalCheckoutAmount: charge.total,
      idempotencyKey: entry.idempotencyKey,
      providerRef,
      transactionTime: at,
    })
    .onConflictDoNothing({ target: transactions.idempotencyKey })
    .returning({ id: transactions.id })
  if (inserted) return inserted.id
  const [earlier] = await exec
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.idempotencyKey, entry.idempotencyKey))
  return earlier.id
}

import type { Language } from '@contract/languages'
import type { Transaction } from '@contract/payments'
import type { TransactionRow } from '../db/types'
import { fieldError } from '../lib/errors'
import { translateMessage } from '../lib/i18n'
import type { FamilyItem } from '../receipts/family-items'

const num = (value: string | null) => (value === null ? null : Number(value))

/** A transaction as SPEC §3 and the contract's transactionSchema describe it, its item named in `language`. */
export function transactionAnswer(row: TransactionRow, language: Language, lines?: FamilyItem[]): Transaction {
  return {
    id: row.id,
    transactionTime: row.transactionTime.toISOString(),
    item: translateMessage(row.item, language),
    amount: Number(row.amount),
    successful: row.successful,
    last4DigitCard: row.cardLast4,
    paymentDetails: {
      orderTotal: num(row.orderTotal),
      taxAmount: num(row.taxAmount),
      regulatoryFee: num(row.regulatoryFee),
      activationFee: num(row.activationFee),
      discountAmount: num(row.discountAmount),
      ...(row.simKitFee !== null ? { simKitFee: Number(row.simKitFee) } : {}),
      paymentMethod: row.paymentMethod,
      last4DigitCard: row.cardLast4,
      finalCheckoutAmount: Number(row.finalCheckoutAmount ?? row.amount),
    },
    ...(lines?.length ? { lines } : {}),
  }
}

/** A whole-number query parameter within [min, max]; absent or empty is null, anything else a 422 on `field`. */
export function intParam(value: string | undefined, field: string, min: number, max: number, message: string) {
  if (value === undefined || value.trim() === '') return null
  if (!/^\d{1,4}$/.test(value.trim())) throw fieldError(field, message)
  const parsed = Number(value)
  if (parsed < min || parsed > max) throw fieldError(field, message)
  return parsed
}

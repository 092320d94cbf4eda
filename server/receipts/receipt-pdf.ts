import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Language } from '@contract/languages'
import type { Customer, TransactionRow } from '../db/types'
import { translate, translateMessage } from '../lib/i18n'
import { formatDate } from '../lib/locale'
import { numberLabel, type FamilyItem } from './family-items'

/**
 * A paid transaction's receipt, or a refund's credit note (isRefund below), as a one-page PDF, made with pdf-lib (pure JavaScript, no native
 * build). It names the order (transaction id, item, date), every amount the transaction recorded (order total,
 * SIM kit, activation and regulatory fees, discount, taxes, total paid) and the card by brand and last four
 * digits, in the customer's language (server/catalogues/pages, `receipt.*`). A family group's renewal lists its
 * lines, one per member (name, number, plan, amount: server/receipts/family-items.ts). The standard Helvetica fonts keep the
 * file small and its text extractable (their encoding has the Spanish letters).
 */

/** A text of the receipt in `language`. */
const say = (language: Language, key: string, values?: Record<string, string>) => translate(language, `receipt.${key}`, values)

const usd = (value: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`
const num = (value: string | null) => (value === null ? null : Number(value))

/**
 * A refund is recorded as a transaction of negative amounts (billing/add-ons.ts): its document is a credit note,
 * every amount written as the positive sum given back, under "Total refunded".
 */
const isRefund = (row: Pick<TransactionRow, 'amount'>) => Number(row.amount) < 0

/**
 * The amount lines of a receipt, in order, each only when the transaction recorded it (the emails list the same);
 * a credit note's lines are what was refunded, the fees only when some were.
 */
export function receiptLines(row: TransactionRow, language: Language): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = []
  const add = (key: string, value: number | null, sign = 1) => {
    if (value !== null && Number.isFinite(value)) lines.push({ label: say(language, key), value: usd(sign * Math.abs(value)) })
  }
  if (isRefund(row)) {
    add('refundedPrice', num(row.orderTotal))
    const fees = Math.abs(num(row.activationFee) ?? 0) + Math.abs(num(row.regulatoryFee) ?? 0)
    if (fees > 0) add('refundedFees', fees)
    if (num(row.discountAmount)) add('discount', num(row.discountAmount), -1)
    add('refundedTaxes', num(row.taxAmount) ?? 0)
    return lines
  }
  add('orderTotal', num(row.orderTotal))
  add('simKit', num(row.simKitFee))
  add('activationFee', num(row.activationFee))
  add('regulatoryFee', num(row.regulatoryFee))
  if (num(row.discountAmount)) add('discount', num(row.discountAmount), -1)
  add('taxes', num(row.taxAmount) ?? 0)
  return lines
}

/** A card network as a customer reads it (Visa, American Express), or the word for a card. */
export const brandName = (network: string | null, language: Language) =>
  network ? network.replace(/^amex$/i, 'American Express').replace(/^\w/, (first) => first.toUpperCase()) : say(language, 'card')

/** "Card ending in 4242", with the brand when known; "-" when no card was recorded. */
function cardLabel(row: Pick<TransactionRow, 'paymentMethod' | 'cardLast4'>, language: Language) {
  return row.cardLast4 ? say(language, 'cardEnding', { brand: brandName(row.paymentMethod, language), last4: row.cardLast4 }) : '-'
}

/** A document's day (server/lib/locale.ts): '5 March 2026', '5 de marzo de 2026'. */
const dateLabel = (date: Date, language: Language) => formatDate(date, language, 'document')

export async function receiptPdf(
  row: TransactionRow,
  customer: Pick<Customer, 'firstName' | 'lastName' | 'email'>,
  language: Language = 'en',
  /** A family group's renewal: its lines. */
  items: FamilyItem[] = [],
): Promise<Uint8Array> {
  const refund = isRefund(row)
  const pdf = await PDFDocument.create()
  pdf.setTitle(say(language, refund ? 'creditNoteTitle' : 'title', { id: row.id }))
  pdf.setAuthor('Ring Mobile')
  pdf.setCreationDate(row.transactionTime)
  pdf.setModificationDate(row.transactionTime)
  const page = pdf.addPage([612, 792]) // US Letter
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.12, 0.16)
  const muted = rgb(0.38, 0.42, 0.48)
  const left = 56
  const right = 556
  let y = 730

  const text = (content: string, x: number, font: PDFFont, size: number, color = ink) => page.drawText(content, { x, y, font, size, color })
  const textRight = (target: PDFPage, content: string, font: PDFFont, size: number, color = ink) =>
    target.drawText(content, { x: right - font.widthOfTextAtSize(content, size), y, font, size, color })
  const rule = () => page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.75, color: rgb(0.85, 0.87, 0.9) })

  text('Ring Mobile', left, bold, 22, rgb(0.05, 0.35, 0.75))
  textRight(page, say(language, refund ? 'creditNote' : 'heading'), bold, 18)
  y -= 22
  text('ringmobile.example', left, regular, 10, muted)
  y -= 36

  const field = (label: string, value: string) => {
    text(label, left, regular, 10, muted)
    text(value, left + 120, regular, 11)
    y -= 18
  }
  field(say(language, refund ? 'refund' : 'order'), row.id)
  field(say(language, 'date'), dateLabel(row.transactionTime, language))
  field(say(language, 'billedTo'), `${customer.firstName} ${customer.lastName}`.trim() || customer.email)
  field(say(language, 'email'), customer.email)
  field(say(language, refund ? 'refundedTo' : 'paidWith'), cardLabel(row, language))
  y -= 14
  rule()
  y -= 24
  text(translateMessage(row.item, language), left, bold, 13)
  y -= 26
  if (items.length) {
    text(say(language, 'familyLines'), left, regular, 10, muted)
    y -= 18
    for (const item of items) {
      text([item.name, ...(item.number ? [numberLabel(item.number)] : []), item.plan].join(' · '), left, regular, 11)
      textRight(page, usd(item.amount), regular, 11)
      y -= 18
    }
    y -= 8
  }
  for (const line of receiptLines(row, language)) {
    text(line.label, left, regular, 11)
    textRight(page, line.value, regular, 11)
    y -= 20
  }
  y -= 4
  rule()
  y -= 24
  const total = Number(row.finalCheckoutAmount ?? row.amount)
  text(say(language, refund ? 'totalRefunded' : 'totalPaid'), left, bold, 13)
  textRight(page, usd(refund ? Math.abs(total) : total), bold, 13)
  y -= 40
  text(say(language, refund ? 'creditThanks' : 'thanks'), left, regular, 10, muted)
  y -= 14
  text(say(language, 'questions'), left, regular, 10, muted)
  return pdf.save({ useObjectStreams: false })
}

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { transactions } from '@server/db/schema'
import { clientHeaders } from '@contract/headers'
import { serverForFile } from './support/harness'
import { addCard, ESIM_ORDER, newOrderKey, SHIPPING, PHYSICAL_IMEI } from './support/payments'
import { pdfText } from './support/pdf-text'

const server = serverForFile()

/** GET the receipt as bytes, as the SPA does (bearer token, client headers). */
async function receipt(token: string, transactionId: string) {
  const response = await fetch(`${server.url}/app/payments/transactions/${encodeURIComponent(transactionId)}/receipt`, {
    headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${token}` },
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes }
}

describe('GET /app/payments/transactions/{id}/receipt', () => {
  it("gives a paid checkout's PDF receipt with the order, every amount, the taxes and the card's last four digits", async () => {
    const token = await server.signIn('carol')
    const card = await addCard(server, 'carol', { last4: '4242', network: 'visa' })
    const paid = await server.call('/app/checkout', {
      token,
      body: { ...ESIM_ORDER, orderKey: newOrderKey(), imei: PHYSICAL_IMEI, simType: 'physical', shipping: SHIPPING, cardId: card.id },
    })
    expect(paid.status).toBe(200)
    const [row] = await server.db.select().from(transactions).where(eq(transactions.id, paid.body.transactionId))
    expect(row.successful).toBe(true)

    const pdf = await receipt(token, row.id)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="ring-mobile-receipt-[\w-]{8}\.pdf"$/)
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')

    const text = pdfText(pdf.bytes)
    const after = (label: string) => text[text.indexOf(label) + 1]
    expect(text).toContain('Receipt')
    expect(after('Order')).toBe(row.id)
    expect(text).toContain(row.item)
    expect(after('Billed to')).toBe('Carol Tester')
    expect(after('Paid with')).toBe('Visa ending in 4242')
    const usd = (value: string | null) => `$${Number(value).toFixed(2)}`
    expect(after('Order total')).toBe(usd(row.orderTotal))
    expect(after('SIM kit')).toBe(usd(row.simKitFee))
    expect(after('Regulatory fee')).toBe(usd(row.regulatoryFee))
    expect(after('Taxes')).toBe(usd(row.taxAmount))
    expect(Number(row.taxAmount)).toBeGreaterThan(0)
    expect(after('Total paid')).toBe(usd(row.finalCheckoutAmount ?? row.amount))
    // Never more of the card than its last four digits.
    expect(text.join(' ')).not.toMatch(/\d{5,}\s*$/m)
  })

  it("answers 404 for another customer's transaction, an unknown id and a failed payment, and 401 signed out", async () => {
    const token = await server.signIn('dave')
    const card = await addCard(server, 'dave', { last4: '1881' })
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    expect(paid.status).toBe(200)

    const other = await receipt(await server.signIn('erin'), paid.body.transactionId)
    expect(other.status).toBe(404)
    expect(JSON.parse(Buffer.from(other.bytes).toString())).toEqual({ message: 'No such receipt' })
    expect((await receipt(token, 'no-such-transaction')).status).toBe(404)

    const declining = await addCard(server, 'dave', { last4: '0002', outcome: 'declined' })
    const declined = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: declining.id } })
    expect(declined.status).toBeGreaterThanOrEqual(400)
    const [failed] = await server.db.select().from(transactions).where(eq(transactions.cardId, declining.id))
    expect(failed.successful).toBe(false)
    const none = await receipt(token, failed.id)
    expect(none.status).toBe(404)
    expect(JSON.parse(Buffer.from(none.bytes).toString()).message).toBe('This payment did not go through, so it has no receipt.')

    const signedOut = await server.call(`/app/payments/transactions/${paid.body.transactionId}/receipt`)
    expect(signedOut.status).toBe(401)
  })
})

describe('a receipt and the order history in Spanish', () => {
  it("are said in the request's language: the receipt's labels, date and item, and the history's items", async () => {
    const token = await server.signIn('dave')
    const card = await addCard(server, 'dave', { last4: '4444', network: 'mastercard' })
    const paid = await server.call('/app/checkout', { token, body: { ...ESIM_ORDER, orderKey: newOrderKey(), cardId: card.id } })
    expect(paid.status).toBe(200)
    const [row] = await server.db.select().from(transactions).where(eq(transactions.id, paid.body.transactionId))
    const plan = row.item.replace(/ — monthly plan$/, '')
    expect(plan).not.toBe(row.item)

    const response = await fetch(`${server.url}/app/payments/transactions/${encodeURIComponent(row.id)}/receipt`, {
      headers: { ...clientHeaders(server.config.apiKey), authorization: `Bearer ${token}`, 'accept-language': 'es' },
    })
    const text = pdfText(new Uint8Array(await response.arrayBuffer()))
    const after = (label: string) => text[text.indexOf(label) + 1]
    expect(text).toContain('Recibo')
    expect(after('Pedido')).toBe(row.id)
    expect(after('Pagado con')).toBe('Mastercard terminada en 4444')
    // A document's day (server/lib/locale.ts), no leading zero: '5 de marzo de 2026'.
    expect(after('Fecha')).toMatch(/^[1-9]\d? de [a-z]+ de \d{4}$/)
    expect(text).toContain(`${plan}: plan mensual`)
    expect(after('Cargo por activación')).toBe(`$${Number(row.activationFee).toFixed(2)}`)
    expect(after('Total pagado')).toBe(`$${Number(row.finalCheckoutAmount).toFixed(2)}`)

    const history = await server.call('/app/payments/transactions', { token, headers: { 'accept-language': 'es' } })
    expect(history.body.transactions.find((item: { id: string }) => item.id === row.id).item).toBe(`${plan}: plan mensual`)
    const english = await server.call('/app/payments/transactions', { token })
    expect(english.body.transactions.find((item: { id: string }) => item.id === row.id).item).toBe(row.item)
  })
})

import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { paymentCustomers } from '../db/schema'
import type { Customer } from '../db/types'
import { safeEqual } from '../lib/crypto'
import { networkFromStripe } from './cards'
import {
  PaymentProviderUnavailable,
  type CardFacts,
  type ChargeResult,
  type OpenSessionInput,
  type PaymentProvider,
  type ProviderSessionResult,
} from './provider'

/**
 * The Stripe adapter (PAYMENTS_PROVIDER=stripe): Checkout sessions through Stripe's REST API — payment mode for a
 * checkout, setup mode for saving a card — and off-session PaymentIntents for saved cards. Results are confirmed
 * on the server (session retrieval, signed webhooks), never taken from the browser's word. The HTTP transport is
 * injectable: tests answer from a fake and never call api.stripe.com.
 */

export const STRIPE_API_VERSION = '2024-06-20'
/** Stripe refuses Checkout sessions that expire in under 30 minutes: ask for a little more than ours. */
const EXPIRY_MARGIN_SECONDS = 120

export interface StripeRequest {
  method: 'GET' | 'POST'
  /** e.g. `/v1/checkout/sessions` */
  path: string
  params?: Record<string, unknown>
  idempotencyKey?: string
}

export interface StripeResponse {
  status: number
  body: any
}

/** Sends one request to Stripe; throws only when no answer came back (network). */
export type StripeTransport = (request: StripeRequest) => Promise<StripeResponse>

/** Stripe's form encoding: nested objects as `a[b][c]=`, arrays as `a[0][b]=`. */
export function encodeForm(params: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const name = prefix ? `${prefix}[${key}]` : key
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item !== null && typeof item === 'object') parts.push(encodeForm(item as Record<string, unknown>, `${name}[${index}]`))
        else parts.push(`${encodeURIComponent(`${name}[${index}]`)}=${encodeURIComponent(String(item))}`)
      })
    } else if (typeof value === 'object') {
      parts.push(encodeForm(value as Record<string, unknown>, name))
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    }
  }
  return parts.filter(Boolean).join('&')
}

/** The real transport: fetch against api.stripe.com with the secret key, 20 s timeout. */
export function fetchTransport(secretKey: string, base = 'https://api.stripe.com'): StripeTransport {
  return async (request) => {
    const query = request.method === 'GET' && request.params ? `?${encodeForm(request.params)}` : ''
    const response = await fetch(`${base}${request.path}${query}`, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Stripe-Version': STRIPE_API_VERSION,
        ...(request.method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        ...(request.idempotencyKey ? { 'Idempotency-Key': request.idempotencyKey } : {}),
      },
      body: request.method === 'POST' ? encodeForm(request.params ?? {}) : undefined,
      signal: AbortSignal.timeout(20_000),
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {
      body = { error: { message: text.slice(0, 200) } }
    }
    return { status: response.status, body }
  }
}

/** A Stripe answer that is an error of the request itself (4xx other than a card decline). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly stripeError: { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id?: string } },
  ) {
    super(`Stripe ${status}: ${stripeError.type ?? 'error'} ${stripeError.code ?? ''} ${stripeError.message ?? ''}`.trim())
    this.name = 'StripeApiError'
  }
}

export interface StripeOptions {
  db: Db
  secretKey: string
  publicUrl: string
  transport?: StripeTransport
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe'
  /** Calls Stripe: network trouble, 429 and 5xx throw PaymentProviderUnavailable; other 4xx throw StripeApiError. */
  call(request: StripeRequest): Promise<any>
}

function cardFactsOf(paymentMethod: any): (CardFacts & { expiry: string; holderName: string; providerRef: string }) | null {
  if (!paymentMethod || typeof paymentMethod !== 'object' || !paymentMethod.card) return null
  const card = paymentMethod.card
  const month = String(card.exp_month ?? '').padStart(2, '0')
  const year = String(card.exp_year ?? '').slice(-2)
  return {
    network: networkFromStripe(card.brand),
    last4: String(card.last4 ?? ''),
    expiry: `${month}/${year}`,
    holderName: String(paymentMethod.billing_details?.name ?? ''),
    providerRef: String(paymentMethod.id),
  }
}

export function createStripeProvider(options: StripeOptions): StripeProvider {
  const transport = options.transport ?? fetchTransport(options.secretKey)

  async function call(request: StripeRequest): Promise<any> {
    let response: StripeResponse
    try {
      response = await transport(request)
    } catch (error) {
      throw new PaymentProviderUnavailable(`Stripe unreachable: ${(error as Error).message}`, { cause: error })
    }
    if (response.status >= 200 && response.status < 300) return response.body
    if (response.status === 429 || response.status >= 500) {
      throw new PaymentProviderUnavailable(`Stripe answered ${response.status}`)
    }
    throw new StripeApiError(response.status, response.body?.error ?? {})
  }

  /** The Stripe customer of one of ours, created once (kept in payment_customers). */
  async function stripeCustomerFor(customer: Customer): Promise<string> {
    const find = async () =>
      (
        await options.db
          .select({ id: paymentCustomers.providerCustomerId })
          .from(paymentCustomers)
          .where(and(eq(paymentCustomers.customerId, customer.id), eq(paymentCustomers.provider, 'stripe')))
      )[0]?.id
    const known = await find()
    if (known) return known
    const created = await call({
      method: 'POST',
      path: '/v1/customers',
      params: { email: customer.email, name: `${customer.firstName} ${customer.lastName}`, metadata: { customerId: customer.id } },
      idempotencyKey: `customer:${customer.id}`,
    })
    await options.db
      .insert(paymentCustomers)
      .values({ customerId: customer.id, provider: 'stripe', providerCustomerId: String(created.id) })
      .onConflictDoNothing()
    return (await find())!
  }

  async function openSession(input: OpenSessionInput) {
    const customer = await stripeCustomerFor(input.customer)
    const common = {
      customer,
      success_url: input.returnUrl,
      // Cancel comes back through this server, which closes the session and then returns to the app.
      cancel_url: `${options.publicUrl}/pay/stripe/cancel/${encodeURIComponent(input.sessionId)}`,
      expires_at: Math.floor(input.expiresAt.getTime() / 1000) + EXPIRY_MARGIN_SECONDS,
      client_reference_id: input.orderId ?? input.sessionId,
      metadata: { sessionId: input.sessionId, kind: input.kind, ...(input.orderId ? { orderId: input.orderId } : {}) },
    }
    const params =
      input.kind === 'payment'
        ? {
            ...common,
            mode: 'payment',
            line_items: [
              { quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description ?? 'Ring Mobile order' } } },
            ],
            payment_intent_data: {
              description: input.description,
              metadata: { sessionId: input.sessionId, source: 'checkout_page', ...(input.orderId ? { orderId: input.orderId } : {}) },
            },
          }
        : { ...common, mode: 'setup', currency: 'usd', payment_method_types: ['card'] }
    const session = await call({ method: 'POST', path: '/v1/checkout/sessions', params, idempotencyKey: `session:${input.sessionId}` })
    return { url: String(session.url), providerSessionId: String(session.id) }
  }

  return {
    name: 'stripe',
    linkBase: options.publicUrl,
    call,
    openSession,

    async chargeSavedCard(input): Promise<ChargeResult> {
      const customer = await stripeCustomerFor(input.customer)
      try {
        const intent = await call({
          method: 'POST',
          path: '/v1/payment_intents',
          params: {
            amount: input.amountCents,
            currency: 'usd',
            customer,
            payment_method: input.card.providerRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { ...input.metadata, source: 'saved_card' },
          },
          idempotencyKey: input.idempotencyKey,
        })
        if (intent.status === 'succeeded') return { outcome: 'succeeded', providerRef: String(intent.id) }
        return { outcome: 'declined', providerRef: intent.id ? String(intent.id) : null, message: 'Your bank asked to confirm this payment. Please pay with a new card.' }
      } catch (error) {
        if (error instanceof StripeApiError && error.status === 402) {
          const reason = error.stripeError
          const insufficient = reason.decline_code === 'insufficient_funds' || reason.code === 'insufficient_funds'
          return { outcome: insufficient ? 'insufficient_funds' : 'declined', providerRef: reason.payment_intent?.id ?? null }
        }
        throw error
      }
    },

    async retrieveSession(providerSessionId, kind): Promise<ProviderSessionResult> {
      const session = await call({
        method: 'GET',
        path: `/v1/checkout/sessions/${encodeURIComponent(providerSessionId)}`,
        params: { expand: [kind === 'payment' ? 'payment_intent.payment_method' : 'setup_intent.payment_method'] },
      })
      return sessionResultOf(session)
    },

    async expireSession(providerSessionId) {
      await call({ method: 'POST', path: `/v1/checkout/sessions/${encodeURIComponent(providerSessionId)}/expire` }).catch((error) => {
        // Already complete or expired: nothing to do.
        if (!(error instanceof StripeApiError)) throw error
      })
    },

    async refund(providerRef) {
      await call({ method: 'POST', path: '/v1/refunds', params: { payment_intent: providerRef }, idempotencyKey: `refund:${providerRef}` })
    },
  }
}

/** A retrieved (expanded) Checkout session as our result. */
export function sessionResultOf(session: any): ProviderSessionResult {
  if (session.status === 'expired') return { status: 'failed', code: 'expired', message: 'The payment page expired. Please try again.' }
  if (session.status !== 'complete') return { status: 'pending' }
  if (session.mode === 'setup') {
    const card = cardFactsOf(session.setup_intent?.payment_method)
    if (session.setup_intent?.status !== 'succeeded' || !card) return { status: 'pending' }
    return { status: 'succeeded', kind: 'setup', card }
  }
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return { status: 'pending' }
  const intent = session.payment_intent
  const providerRef = typeof intent === 'string' ? intent : String(intent?.id ?? session.id)
  const card = typeof intent === 'object' ? cardFactsOf(intent?.payment_method) : null
  return { status: 'succeeded', kind: 'payment', providerRef, card: card ? { network: card.network, last4: card.last4 } : null }
}

/** Stripe webhook signatures: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">[,v1=…]`. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' }
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((piece) => piece?.trim())
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value)
    if (key === 'v1' && value) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' }
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000)
  if (Math.abs(nowSeconds - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return { ok: false, reason: 'stale' }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return signatures.some((signature) => safeEqual(signature, expected)) ? { ok: true } : { ok: false, reason: 'mismatch' }
}

/** A Stripe-Signature header for a payload (tests, and tools that replay events). */
export function signStripePayload(payload: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex')
  return `t=${timestampSeconds},v1=${signature}`
}

import { and, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Db } from '../db/client'
import { paymentCustomers } from '../db/schema'
import type { Customer } from '../db/types'
import { translateMessage } from '../lib/i18n'
import { isTimeout, reportOutsideCall, type OutsideWatch } from '../lib/outside'
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
 * The Stripe adapter (PAYMENTS_PROVIDER=stripe) on the `stripe` SDK: Checkout sessions — payment mode for a
 * checkout, setup mode for saving a card — and off-session PaymentIntents for saved cards. Results are confirmed
 * on the server (session retrieval, signed webhooks), never taken from the browser's word. The SDK talks through a
 * fetch function that tests replace with a fake (no call ever reaches api.stripe.com in tests).
 */

/** The API version the adapter and the webhook endpoint were written for (older than the SDK's own default). */
export const STRIPE_API_VERSION = '2024-06-20'
/** Stripe refuses Checkout sessions that expire in under 30 minutes: ask for a little more than ours. */
const EXPIRY_MARGIN_SECONDS = 120

interface StripeOptions {
  db: Db
  secretKey: string
  publicUrl: string
  /** The fetch the SDK sends its requests with (tests: the fake's); the global fetch by default. */
  fetch?: typeof fetch
  /** Where each call is counted and a failure logged (server/lib/outside.ts). */
  watch?: OutsideWatch
  /** STRIPE_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number
}

/**
 * One try's deadline. The SDK tries a call that failed on the network, ran out of time, or was answered 409, 429 or
 * 5xx (as Stripe's `Stripe-Should-Retry` says) up to STRIPE_RETRIES times more, with back-off: safe, since every
 * write sends an idempotency key (ours, or the SDK's own when a call has none), and reads change nothing. So a Stripe
 * that never answers costs a call about (1 + STRIPE_RETRIES) × this, then 503.
 */
export const STRIPE_TIMEOUT_MS = 5000
const STRIPE_RETRIES = 2

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe'
}

/** Network trouble, 429 and 5xx: nothing was charged, the customer may retry (503). Other errors stay Stripe's. */
/**
 * A Stripe call, counted in GET /metrics (server/lib/outside.ts): Stripe unreachable, out of time, throttling (429)
 * or in trouble (5xx) is PaymentProviderUnavailable (503 to the customer, who may try again with the same key);
 * any other answer, a declined card included, is Stripe answering.
 */
async function guarded<T>(watch: OutsideWatch, what: string, request: Promise<T>): Promise<T> {
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  try {
    const answer = await request
    reportOutsideCall(watch, 'stripe', 'ok', seconds(), { what })
    return answer
  } catch (error) {
    const unreachable = error instanceof Stripe.errors.StripeConnectionError
    const troubled = error instanceof Stripe.errors.StripeError && (error.statusCode === 429 || (error.statusCode ?? 0) >= 500)
    const outcome = unreachable || troubled ? (isTimeout(error) ? 'timeout' : 'failed') : 'ok'
    reportOutsideCall(watch, 'stripe', outcome, seconds(), { what, error })
    if (unreachable) throw new PaymentProviderUnavailable(`Stripe unreachable: ${(error as Error).message}`, { cause: error })
    if (troubled)
      throw new PaymentProviderUnavailable(`Stripe answered ${(error as Stripe.errors.StripeError).statusCode}`, { cause: error })
    throw error
  }
}

type PaymentMethodField = string | Stripe.PaymentMethod | null | undefined

function cardFactsOf(paymentMethod: PaymentMethodField): (CardFacts & { expiry: string; holderName: string; providerRef: string }) | null {
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
  const watch = options.watch ?? {}
  const stripe = new Stripe(options.secretKey, {
    // The pinned version is older than the SDK's types describe; the fields read here exist in both.
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    httpClient: Stripe.createFetchHttpClient(options.fetch),
    maxNetworkRetries: STRIPE_RETRIES,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    telemetry: false,
  })

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
    const created = await guarded(
      watch,
      'create customer',
      stripe.customers.create(
        { email: customer.email, name: `${customer.firstName} ${customer.lastName}`, metadata: { customerId: customer.id } },
        { idempotencyKey: `customer:${customer.id}` },
      ),
    )
    await options.db
      .insert(paymentCustomers)
      .values({ customerId: customer.id, provider: 'stripe', providerCustomerId: created.id })
      .onConflictDoNothing()
    return (await find())!
  }

  async function openSession(input: OpenSessionInput) {
    const customer = await stripeCustomerFor(input.customer)
    const metadata = { sessionId: input.sessionId, kind: input.kind, ...(input.orderId ? { orderId: input.orderId } : {}) }
    const common = {
      customer,
      // Stripe's page in the customer's language (Checkout has English and Spanish).
      locale: input.language,
      success_url: input.returnUrl,
      // Cancel comes back through this server, which closes the session and then returns to the app.
      cancel_url: `${options.publicUrl}/pay/stripe/cancel/${encodeURIComponent(input.sessionId)}`,
      expires_at: Math.floor(input.expiresAt.getTime() / 1000) + EXPIRY_MARGIN_SECONDS,
      client_reference_id: input.orderId ?? input.sessionId,
      metadata,
    } satisfies Stripe.Checkout.SessionCreateParams
    const params: Stripe.Checkout.SessionCreateParams =
      input.kind === 'payment'
        ? {
            ...common,
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'usd',
                  unit_amount: input.amountCents,
                  // What the page says is paid for, in its language ('Unlimited — monthly plan' in the message catalogue).
                  product_data: { name: translateMessage(input.description ?? 'Ring Mobile order', input.language) },
                },
              },
            ],
            payment_intent_data: {
              description: input.description,
              // Kept on the Stripe customer for renewals and add-ons, only when the customer left the box ticked.
              ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
              metadata: { sessionId: input.sessionId, source: 'checkout_page', ...(input.orderId ? { orderId: input.orderId } : {}) },
            },
          }
        : { ...common, mode: 'setup', currency: 'usd', payment_method_types: ['card'] }
    const session = await guarded(
      watch,
      'create checkout session',
      stripe.checkout.sessions.create(params, { idempotencyKey: `session:${input.sessionId}` }),
    )
    return { url: String(session.url), providerSessionId: session.id }
  }

  return {
    name: 'stripe',
    linkBase: options.publicUrl,
    openSession,

    async chargeSavedCard(input): Promise<ChargeResult> {
      const customer = await stripeCustomerFor(input.customer)
      try {
        const intent = await guarded(
          watch,
          'charge saved card',
          stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: 'usd',
              customer,
              payment_method: input.card.providerRef ?? undefined,
              off_session: true,
              confirm: true,
              description: input.description,
              metadata: { ...input.metadata, source: 'saved_card' },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        )
        if (intent.status === 'succeeded') return { outcome: 'succeeded', providerRef: intent.id }
        return {
          outcome: 'declined',
          providerRef: intent.id ?? null,
          message: 'Your bank asked to confirm this payment. Please pay with a new card.',
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const insufficient = error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds'
          return { outcome: insufficient ? 'insufficient_funds' : 'declined', providerRef: error.payment_intent?.id ?? null }
        }
        throw error
      }
    },

    async retrieveSession(providerSessionId, kind): Promise<ProviderSessionResult> {
      const session = await guarded(
        watch,
        'retrieve checkout session',
        stripe.checkout.sessions.retrieve(providerSessionId, {
          expand: [kind === 'payment' ? 'payment_intent.payment_method' : 'setup_intent.payment_method'],
        }),
      )
      return sessionResultOf(session)
    },

    async expireSession(providerSessionId) {
      await guarded(watch, 'expire checkout session', stripe.checkout.sessions.expire(providerSessionId)).catch((error) => {
        // Already complete or expired: nothing to do.
        if (!(error instanceof Stripe.errors.StripeError)) throw error
      })
    },

    async refund(providerRef) {
      await guarded(watch, 'refund', stripe.refunds.create({ payment_intent: providerRef }, { idempotencyKey: `refund:${providerRef}` }))
    },
  }
}

/** A retrieved (expanded) Checkout session as our result. */
function sessionResultOf(session: Stripe.Checkout.Session): ProviderSessionResult {
  if (session.status === 'expired') return { status: 'failed', code: 'expired', message: 'The payment page expired. Please try again.' }
  if (session.status !== 'complete') return { status: 'pending' }
  if (session.mode === 'setup') {
    const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null
    const card = cardFactsOf(intent?.payment_method)
    if (intent?.status !== 'succeeded' || !card) return { status: 'pending' }
    return { status: 'succeeded', kind: 'setup', card }
  }
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return { status: 'pending' }
  const intent = session.payment_intent
  const providerRef = typeof intent === 'string' ? intent : String(intent?.id ?? session.id)
  const card = intent && typeof intent === 'object' ? cardFactsOf(intent.payment_method) : null
  // Reusable off-session only when the intent was set up for it (the customer agreed on the checkout page).
  const savable = intent && typeof intent === 'object' && intent.setup_future_usage === 'off_session' ? card : null
  return {
    status: 'succeeded',
    kind: 'payment',
    providerRef,
    card: card ? { network: card.network, last4: card.last4 } : null,
    savable,
    amountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
    currency: typeof session.currency === 'string' ? session.currency : null,
  }
}

/** Stripe webhook signatures: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">[,v1=…]`. */
const WEBHOOK_TOLERANCE_SECONDS = 300

type VerifiedEvent = { ok: true; event: Stripe.Event } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' | 'not-json' }

/**
 * Checks a webhook's signature with the SDK (`constructEventAsync`: several v1 values, 5 minutes tolerance) and
 * parses its event. The reason names what was wrong, for the 400 answer.
 */
export async function verifyStripeEvent(
  payload: string,
  header: string | undefined,
  secret: string,
  options: { now?: number } = {},
): Promise<VerifiedEvent> {
  if (!header) return { ok: false, reason: 'missing' }
  try {
    const event = await Stripe.webhooks.constructEventAsync(payload, header, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, options.now)
    return { ok: true, event }
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false, reason: 'not-json' }
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error
    if (/tolerance/i.test(error.message)) return { ok: false, reason: 'stale' }
    if (/Unable to extract|expected scheme/i.test(error.message)) return { ok: false, reason: 'malformed' }
    return { ok: false, reason: 'mismatch' }
  }
}

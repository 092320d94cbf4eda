import type { Language } from '@contract/languages'
import type { PaymentSessionKind } from '@contract/payments'
import type { ChargeOutcome } from '../db/schema'
import type { CardRow, Customer } from '../db/types'

/**
 * The payment provider (DESIGN §5): one interface, two implementations chosen by PAYMENTS_PROVIDER —
 * `sandbox` (server/payments/sandbox.ts: hosted test pages served by this server under /pay) and
 * `stripe` (server/payments/stripe.ts: Stripe Checkout through its REST API, results confirmed server-side).
 * Raw card numbers never reach this interface: the sandbox page keeps only brand, last four, expiry and holder;
 * Stripe keeps cards on its side and answers the same facts.
 */

/** The provider cannot be reached or failed on its side: nothing was charged, the customer may retry (503). */
export class PaymentProviderUnavailable extends Error {
  constructor(message = 'payment provider unavailable', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PaymentProviderUnavailable'
  }
}

/** What we may keep of a card. */
export interface CardFacts {
  network: string
  last4: string
  /** MM/YY */
  expiry?: string
  holderName?: string
}

export interface OpenSessionInput {
  /** Our session id (payment_sessions.id); also the key of the provider call (no two sessions for one id). */
  sessionId: string
  kind: PaymentSessionKind
  customer: Customer
  /** Payment mode: the amount in cents and what it is for. */
  amountCents?: number
  description?: string
  /** The language the customer is using (the request's, else their saved one): the hosted page's and its item's. */
  language: Language
  orderId?: string
  expiresAt: Date
  /** Where the browser goes back to: `${PUBLIC_URL}/stripe-response?session_id=…`. */
  returnUrl: string
  /**
   * Payment mode: the customer agreed to keep the card for automatic renewals (Stripe:
   * `payment_intent_data.setup_future_usage: 'off_session'`, so the payment method stays on the customer).
   */
  saveCard: boolean
}

interface OpenedSession {
  /** The hosted page. */
  url: string
  /** The provider's id of the session (Stripe `cs_…`; the sandbox reuses ours). */
  providerSessionId: string
}

interface ChargeInput {
  customer: Customer
  card: CardRow
  amountCents: number
  description: string
  /** Same key, same result: a repeated request never charges twice. */
  idempotencyKey: string
  metadata?: Record<string, string>
}

export type ChargeResult =
  | { outcome: 'succeeded'; providerRef: string }
  | { outcome: Exclude<ChargeOutcome, 'succeeded'>; providerRef: string | null; message?: string }

/** How a hosted session ended, as the provider confirms it (Stripe retrieval / webhook). */
export type ProviderSessionResult =
  | { status: 'pending' }
  | {
      status: 'succeeded'
      kind: 'payment'
      providerRef: string
      card: CardFacts | null
      /** The card as a reusable payment method, when the provider kept it for off-session use; null otherwise. */
      savable: (CardFacts & { expiry: string; holderName: string; providerRef: string }) | null
      /** What was actually paid (Stripe: the session's amount_total and currency); null when not told. */
      amountCents: number | null
      currency: string | null
    }
  | { status: 'succeeded'; kind: 'setup'; card: CardFacts & { expiry: string; holderName: string; providerRef: string } }
  | { status: 'failed'; code: 'expired' | 'cancelled' | 'card_declined' | 'insufficient_funds'; message: string }

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe'
  /**
   * Base of the links it hands out and returns to: PUBLIC_URL; for the sandbox without a configured PUBLIC_URL,
   * '' (links relative to the page's own origin, so that http://127.0.0.1:8787 and http://localhost:8787 both
   * come back to where the SPA keeps its payment markers).
   */
  readonly linkBase: string
  /** Opens a hosted page (payment or setup mode). Throws PaymentProviderUnavailable. */
  openSession(input: OpenSessionInput): Promise<OpenedSession>
  /** Charges a saved card off-session. Throws PaymentProviderUnavailable. */
  chargeSavedCard(input: ChargeInput): Promise<ChargeResult>
  /**
   * The session's outcome as the provider knows it (server-side confirmation); null when this server records the
   * outcome itself (sandbox). Throws PaymentProviderUnavailable.
   */
  retrieveSession(providerSessionId: string, kind: PaymentSessionKind): Promise<ProviderSessionResult | null>
  /** Closes a session that is no longer wanted (a newer one replaced it); best effort. */
  expireSession(providerSessionId: string): Promise<void>
  /** Gives back a payment that must not stand (an order paid twice through two pages); best effort. */
  refund(providerRef: string): Promise<void>
}

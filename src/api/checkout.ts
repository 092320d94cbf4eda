import { api } from './index'
import {
  checkoutAnswerSchema,
  compatibilitySchema,
  quoteSchema,
  type CheckoutPayload,
  type QuotePayload,
} from '@contract/checkout'
import { portInAnswerSchema } from '@contract/port-in'

/** The checkout calls of DESIGN §2 and §4, one function per call. All carry the customer's token. */

/**
 * POST /app/users/portin/check {msisdn, zipCode}: 200 when the number can move to us, 422 when it cannot. The
 * checkout needs only the success: the answer is checked, then not passed on.
 */
export function checkPortEligibility(payload: { msisdn: string; zipCode: string }, signal?: AbortSignal): Promise<unknown> {
  return api.request('/app/users/portin/check', { method: 'POST', body: payload, schema: portInAnswerSchema, signal })
}

/** GET /app/devices/compatibility?imei= */
export function checkDevice({ imei }: { imei: string }, signal?: AbortSignal) {
  return api.request('/app/devices/compatibility', { query: { imei }, schema: compatibilitySchema, signal })
}

/** POST /app/checkout/quote: plan price, fees, tax, promo discount and total in USD. */
export function getQuote(payload: QuotePayload, signal?: AbortSignal) {
  return api.request('/app/checkout/quote', { method: 'POST', body: payload, schema: quoteSchema, signal })
}

/** POST /app/checkout: paid at once with a saved card, or the hosted payment page's url and session id. */
export function placeOrder(payload: CheckoutPayload, signal?: AbortSignal) {
  return api.request('/app/checkout', { method: 'POST', body: payload, schema: checkoutAnswerSchema, signal })
}

/**
 * The checkout's one order key (DESIGN §5: never charged twice). Made once per checkout visit and kept in
 * sessionStorage, so a reload, a double click or a return from the hosted page sends the same key; forgotten once
 * the order is paid, so the next checkout is a new order.
 */
export const ORDER_KEY_STORAGE = 'checkoutOrderKey'

function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

function newKey() {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  // Older browsers: 32 random hex digits from getRandomValues.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The stored order key, or a new one (stored). */
export function orderKeyOfThisVisit(): string {
  const store = session()
  const stored = store?.getItem(ORDER_KEY_STORAGE)
  if (stored && stored.length >= 16 && stored.length <= 64) return stored
  const key = newKey()
  try {
    store?.setItem(ORDER_KEY_STORAGE, key)
  } catch {
    // Storage blocked: the key still holds for this page.
  }
  return key
}

/**
 * What the customer entered, as the checkout machine's persisted snapshot at the review: back from a declined card
 * on the hosted page, or after a reload, the checkout opens at the review with everything still there.
 */
export const DRAFT_STORAGE = 'checkoutDraft'

export function saveCheckoutDraft(draft: { planId: string; orderKey: string; snapshot: unknown }) {
  try {
    session()?.setItem(DRAFT_STORAGE, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the checkout starts over after a reload, nothing worse.
  }
}

/** The stored snapshot when it belongs to this plan and this order, else null. */
export function readCheckoutDraft(planId: string, orderKey: string): unknown {
  try {
    const raw = session()?.getItem(DRAFT_STORAGE)
    if (!raw) return null
    const draft = JSON.parse(raw) as { planId?: unknown; orderKey?: unknown; snapshot?: unknown }
    return draft.planId === planId && draft.orderKey === orderKey ? (draft.snapshot ?? null) : null
  } catch {
    return null
  }
}

/** After a paid order: the next checkout gets a new key and starts from the first step. */
export function forgetOrderKey() {
  try {
    session()?.removeItem(ORDER_KEY_STORAGE)
    session()?.removeItem(DRAFT_STORAGE)
  } catch {
    // Nothing stored.
  }
}

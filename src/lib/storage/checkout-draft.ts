import { sessionStore } from './browser'

/**
 * The checkout's one order key (DESIGN §5: never charged twice). Made once per checkout visit and kept in
 * sessionStorage, so a reload, a double click or a return from the hosted page sends the same key; forgotten once
 * the order is paid, so the next checkout is a new order.
 */
const ORDER_KEY_STORAGE = 'checkoutOrderKey'

function newKey() {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID()
  // Older browsers: 32 random hex digits from getRandomValues.
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The stored order key, or a new one (stored). */
export function orderKeyOfThisVisit(): string {
  const store = sessionStore()
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
 * What the customer entered, as the checkout machine's context at the ready review: back from a declined card on the
 * hosted page, or after a reload, the checkout opens at the review with everything still there.
 */
const DRAFT_STORAGE = 'checkoutDraft'

export function saveCheckoutDraft(draft: { planId: string; orderKey: string; context: unknown }) {
  try {
    sessionStore()?.setItem(DRAFT_STORAGE, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the checkout starts over after a reload, nothing worse.
  }
}

/** The stored context when it belongs to this plan and this order, else null. */
export function readCheckoutDraft(planId: string, orderKey: string): unknown {
  try {
    const raw = sessionStore()?.getItem(DRAFT_STORAGE)
    if (!raw) return null
    const draft = JSON.parse(raw) as { planId?: unknown; orderKey?: unknown; context?: unknown }
    return draft.planId === planId && draft.orderKey === orderKey ? (draft.context ?? null) : null
  } catch {
    return null
  }
}

/** After a paid order: the next checkout gets a new key and starts from the first step. */
export function forgetOrderKey() {
  try {
    sessionStore()?.removeItem(ORDER_KEY_STORAGE)
    sessionStore()?.removeItem(DRAFT_STORAGE)
  } catch {
    // Nothing stored.
  }
}

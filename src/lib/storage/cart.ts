import type { CartItem } from '@contract/plans'

export type { CartItem }

export const CART_KEY = 'cart'

/** Checked by hand rather than with zod: this runs on every first page load and must stay small. */
function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    typeof item.id === 'string' &&
    item.id.length > 0 &&
    typeof item.retailName === 'string' &&
    typeof item.retailPrice === 'number' &&
    Number.isFinite(item.retailPrice) &&
    item.retailPrice >= 0 &&
    (item.retailDescription === undefined || typeof item.retailDescription === 'string')
  )
}

/** The stored cart, or null when absent or corrupt: a bad entry never crashes the app. */
export function loadCart(storage: Pick<Storage, 'getItem'>): CartItem | null {
  try {
    const raw = storage.getItem(CART_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    return isCartItem(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function saveCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, item: CartItem | null) {
  try {
    if (item) storage.setItem(CART_KEY, JSON.stringify(item))
    else storage.removeItem(CART_KEY)
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
}

import { z } from 'zod'

/** The cart's one item: a plan with its id (SPEC §3: "Cart is a single item object with an id"). */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  retailName: z.string(),
  retailPrice: z.number().nonnegative(),
  retailDescription: z.string().optional(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const CART_KEY = 'cart'

/** The stored cart, or null when absent or corrupt: a bad entry never crashes the app. */
export function loadCart(storage: Pick<Storage, 'getItem'>): CartItem | null {
  try {
    const raw = storage.getItem(CART_KEY)
    if (!raw) return null
    const parsed = cartItemSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
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

import { useCart } from '@/app/app-context'
import type { CartItem } from '@/lib/storage/cart'
import { useLocaleFormat } from '@/i18n/locale-format'

/** /cart as its view needs it: the one plan in the cart, or none, and Remove. */
export interface CartPageApi {
  /** Nothing in the cart: the page says so and links to the shop. */
  empty: boolean
  /** The plan in the cart, its price formatted ("$40/mo"), or null. */
  item: { id: string; name: string; description: string; price: string } | null
  /** Removes the plan from the cart. */
  remove: () => void
}

/** Pure: the cart in, what to show and the handlers out. */
function connect(cart: { item: CartItem | null; remove: (id: string) => void }, formatMonthly: (amount: number) => string): CartPageApi {
  const item = cart.item
  return {
    empty: item === null,
    item: item
      ? {
          id: item.id,
          name: item.retailName,
          description: item.retailDescription ?? '',
          price: formatMonthly(item.retailPrice),
        }
      : null,
    remove: () => {
      if (item) cart.remove(item.id)
    },
  }
}

export function useCartPage(): CartPageApi {
  return connect(useCart(), useLocaleFormat().monthly)
}

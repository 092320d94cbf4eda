import { useCart } from '@/app/app-context'
import type { CartItem } from '@/lib/storage/cart'
import { formatMonthly } from '@/lib/locale'

/** /cart as its view needs it. Pure: the cart in, what to show and the handlers out. */
function connect(cart: { item: CartItem | null; remove: (id: string) => void }) {
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

export type CartPageApi = ReturnType<typeof connect>

export function useCartPage(): CartPageApi {
  return connect(useCart())
}

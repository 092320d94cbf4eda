import { useMatch, useRouter } from '@tanstack/react-router'
import type { Plan } from '@contract/plans'
import { useCart } from '@/app/app-context'
import type { CartItem } from '@/lib/storage/cart'
import { useLocaleFormat } from '@/i18n/locale-format'
import type { PlansLoad } from './plans-loader'

/** The catalogue from the /shop route's loader; loading while the route waits for it or loads it again. */
function usePlansLoad() {
  const router = useRouter()
  const { load, fetching } = useMatch({
    from: '/_site/shop',
    select: (match) => ({ load: match.loaderData, fetching: match.status === 'pending' || match.isFetching !== false }),
  })
  const retry = () => void router.invalidate({ filter: (match) => match.routeId === '/_site/shop' })
  return { load: fetching || !load ? { status: 'loading' as const } : load, retry }
}

type ShopLoad = PlansLoad | { status: 'loading' }

const toCartItem = (plan: Plan): CartItem => ({
  id: plan.id,
  retailName: plan.retailName,
  retailPrice: plan.retailPrice,
  retailDescription: plan.retailDescription,
})

/** A plan as its tile shows it. */
interface ShopPlan {
  id: string
  name: string
  /** One feature a line. */
  description: string
  /** "$40.00" */
  price: string
  /** Shows the "Most popular" badge. */
  popular: boolean
  /** It is the plan in the cart. */
  selected: boolean
  /** Puts the plan in the one-item cart, replacing what was there. */
  select: () => void
}

/** What the shop's view gets (zag-style: booleans, data and handlers). */
export interface ShopApi {
  /** The catalogue is being read (the page's first load, or again after "Try again"). */
  loading: boolean
  /** The catalogue could not be read. */
  failed: boolean
  /** Why, in the server's words, when it failed. */
  error: string | null
  /** Reads the catalogue again. */
  retry: () => void
  plans: ShopPlan[]
  /** The plan in the cart, for the "in your cart" bar (also when the catalogue is still loading). */
  inCart: { name: string; price: string } | null
}

/** The shop as its view needs it. Pure: the catalogue load and the cart in, booleans and handlers out. */
function connect(
  load: ShopLoad,
  retry: () => void,
  cart: { item: CartItem | null; add: (item: CartItem) => void },
  formatMonthly: (amount: number) => string,
): ShopApi {
  const selectedId = cart.item?.id ?? null
  return {
    loading: load.status === 'loading',
    failed: load.status === 'failed',
    error: load.status === 'failed' ? load.message : null,
    retry,
    plans: (load.status === 'ready' ? load.plans : []).map((plan) => ({
      id: plan.id,
      name: plan.retailName,
      description: plan.retailDescription,
      price: formatMonthly(plan.retailPrice),
      popular: plan.popular,
      selected: plan.id === selectedId,
      select: () => cart.add(toCartItem(plan)),
    })),
    inCart: cart.item ? { name: cart.item.retailName, price: formatMonthly(cart.item.retailPrice) } : null,
  }
}

export function useShop(): ShopApi {
  const { load, retry } = usePlansLoad()
  const cart = useCart()
  return connect(load, retry, cart, useLocaleFormat().monthly)
}

import { useCallback, useEffect, useState } from 'react'
import type { Plan } from '@contract/plans'
import { useCart } from '@/app/app-context'
import type { CartItem } from '@/lib/storage/cart'
import { formatMonthly } from '@/lib/locale'
import { prefetched } from '@/lib/prefetched'

type PlansLoad =
  | { status: 'loading' }
  | { status: 'ready'; plans: Plan[] }
  | { status: 'failed'; message: string }

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * GET /app/plans once per visit, with a way to try again after a failure. A page rendered on the server starts
 * with the plans it was rendered with (src/lib/prefetched.ts), which the server read on this very request.
 */
function usePlansLoad() {
  const [seeded] = useState(() => prefetched<Plan[]>('plans'))
  const [load, setLoad] = useState<PlansLoad>(() => (seeded ? { status: 'ready', plans: seeded } : { status: 'loading' }))
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (seeded && attempt === 0) return
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    // The API client and the plans' schema (zod) load with the first call: a prerendered shop has its plans.
    import('@/api/plans').then(({ getPlans }) => getPlans({ signal: controller.signal })).then(
      (answer) => setLoad({ status: 'ready', plans: answer.plans }),
      (error: unknown) => {
        if (isAbort(error) || controller.signal.aborted) return
        setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
      },
    )
    return () => controller.abort()
  }, [attempt, seeded])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry }
}

const toCartItem = (plan: Plan): CartItem => ({
  id: plan.id,
  retailName: plan.retailName,
  retailPrice: plan.retailPrice,
  retailDescription: plan.retailDescription,
})

/** The shop as its view needs it. Pure: the catalogue load and the cart in, booleans and handlers out. */
function connect(load: PlansLoad, retry: () => void, cart: { item: CartItem | null; add: (item: CartItem) => void }) {
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
      /** Puts the plan in the one-item cart, replacing what was there. */
      select: () => cart.add(toCartItem(plan)),
    })),
    /** The plan in the cart, for the "in your cart" bar (also when the catalogue is still loading). */
    inCart: cart.item ? { name: cart.item.retailName, price: formatMonthly(cart.item.retailPrice) } : null,
  }
}

export type ShopApi = ReturnType<typeof connect>

export function useShop(): ShopApi {
  const { load, retry } = usePlansLoad()
  const cart = useCart()
  return connect(load, retry, cart)
}

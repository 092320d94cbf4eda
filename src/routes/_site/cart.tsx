import { createFileRoute } from '@tanstack/react-router'
import { CartPage, CartPending } from '@/features/cart/cart-page'
import { browserDrawn } from '@/app/hydration'

/**
 * The cart lives in the browser's storage, so the page is drawn there (`ssr: false`): the server sends its heading
 * with the place of the rest held.
 */
export const Route = createFileRoute('/_site/cart')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(CartPending),
  component: browserDrawn(CartPage),
})

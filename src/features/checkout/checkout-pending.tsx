import { PendingPage } from '@/components/layout/pending-page'

/**
 * The checkout page's heading, also drawn while the page is on its way. A module of its own: the signed-in pages'
 * frame imports it, and must not bring the checkout's form kit and dialogs to My Account.
 */
export const HEADING = { eyebrow: 'Checkout', title: 'Checkout', intro: 'A few short steps and you are connected.' }

/** /cart/checkout until the browser has drawn it from its stored cart: the heading, and a place held for the rest. */
export function CheckoutPending() {
  return <PendingPage heading={HEADING} />
}

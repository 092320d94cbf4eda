import { PendingPage } from '@/components/layout/pending-page'
import { checkoutMessages } from '@/i18n/catalogues/checkout'
import { useT } from '@/i18n/react'

/**
 * The checkout page's heading, also drawn while the page is on its way. A module of its own: the signed-in pages'
 * frame imports it, and must not bring the checkout's form kit and dialogs to My Account.
 */
export function useCheckoutHeading() {
  const t = useT(checkoutMessages)
  return { eyebrow: t('checkout.heading.eyebrow'), title: t('checkout.heading.title'), intro: t('checkout.heading.intro') }
}

/** /cart/checkout until the browser has drawn it from its stored cart: the heading, and a place held for the rest. */
export function CheckoutPending() {
  return <PendingPage heading={useCheckoutHeading()} />
}

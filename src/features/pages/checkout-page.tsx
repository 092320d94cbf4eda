import { Page } from '../../components/layout/page'

export function CheckoutPage() {
  return <Page title="Checkout" />
}

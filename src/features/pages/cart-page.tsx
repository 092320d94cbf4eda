import { Page } from '../../components/layout/page'

export function CartPage() {
  return <Page title="Your cart" />
}

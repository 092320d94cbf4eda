import { Page } from '../../components/layout/page'

export function StripeResponsePage() {
  return <Page title="Payment result" />
}

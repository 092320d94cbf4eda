import { StatusScreen } from '../../components/layout/status-screen'
import { Spinner } from '../../components/ui/spinner'

/** The return page of the hosted payment page (outside the shared layout); the result check arrives later. */
export function StripeResponsePage() {
  return (
    <StatusScreen
      title="Checking your payment…"
      text="This only takes a few seconds. Please keep this page open."
      picture={<Spinner size="lg" label="Checking your payment" />}
    />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { AssistedBanner } from '@/components/layout/header'
import { PaymentResultPage, PaymentResultPending } from '@/features/payment-result/payment-result-page'
import { browserDrawn } from '@/app/hydration'

/**
 * The payment result page, outside the shared layout (SPEC §2), with the assisted-session banner (DESIGN §3). It
 * reads the payment this browser started (its stored markers), so the browser draws it (`ssr: false`).
 */
function StripeResponse() {
  return (
    <>
      <AssistedBanner />
      <PaymentResultPage />
    </>
  )
}

export const Route = createFileRoute('/stripe-response')({
  ssr: false,
  codeSplitGroupings: [['component', 'pendingComponent']],
  pendingComponent: browserDrawn(PaymentResultPending),
  component: browserDrawn(StripeResponse),
})

import { createFileRoute } from '@tanstack/react-router'
import { AssistedBanner } from '@/components/layout/header'
import { PaymentResultPage } from '@/features/payment-result/payment-result-page'

/** The payment result page, outside the shared layout (SPEC §2), with the assisted-session banner (DESIGN §3). */
function StripeResponse() {
  return (
    <>
      <AssistedBanner />
      <PaymentResultPage />
    </>
  )
}

export const Route = createFileRoute('/stripe-response')({ component: StripeResponse })

import { createFileRoute } from '@tanstack/react-router'
import { PaymentResultPage } from '@/features/payment-result/payment-result-page'

/** The payment result page, outside the shared layout (SPEC §2). */
export const Route = createFileRoute('/stripe-response')({ component: PaymentResultPage })

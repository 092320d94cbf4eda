import { createFileRoute } from '@tanstack/react-router'
import { StripeResponsePage } from '../features/pages/stripe-response-page'

/** The payment result page, outside the shared layout (SPEC §2). */
export const Route = createFileRoute('/stripe-response')({ component: StripeResponsePage })

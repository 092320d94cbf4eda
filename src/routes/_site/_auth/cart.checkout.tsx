import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/features/checkout/checkout-page'

/** Checkout, drawn by the browser for the plan in its stored cart (the `_auth` routes are `ssr: false`). */
export const Route = createFileRoute('/_site/_auth/cart/checkout')({ component: CheckoutPage })

import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { SnapshotFrom } from 'xstate'
import { paymentResultMachine, type PaymentResultEvent } from '@machines/payment-result.machine'
import { getPaymentSession } from '@/api/payments'
import { forgetOrderKey } from '@/lib/storage/checkout-draft'
import { clearPaymentMarkers, readPaymentMarkers } from '@/lib/storage/payment-markers'
import { useCart } from '@/app/app-context'
import { apiActor } from '@/lib/api-actor'
import { useFlow } from '@/lib/flow'

type Snapshot = SnapshotFrom<typeof paymentResultMachine>

/** /stripe-response as its view needs it: what the payment came to, and the way on from there. */
export interface PaymentResultApi {
  /** Asking the server, or pausing before asking again. */
  checking: boolean
  /** "We couldn't find a payment to check." (no payment markers in this browser). */
  nothingToCheck: boolean
  /** The server knows no such payment. */
  unknownSession: boolean
  /** The payment is still being processed: Check again. */
  stillPending: boolean
  /** The result could not be read (server trouble): Try again. */
  unavailable: boolean
  /** Why the check failed, in the server's words. */
  error: string | null
  /** Checkout paid: the payment success dialog. */
  paid: boolean
  /** Checkout not paid: the payment failure dialog. */
  paymentFailed: boolean
  /** Why the payment failed, while the failure dialog is open. */
  failureReason: string | null
  /** On the way elsewhere (dashboard, checkout, saved cards, sign-in). */
  leaving: boolean
  /** Check again (still pending, or the server could not be reached). */
  recheck: () => void
  /** "To Dashboard" on the success dialog. */
  toDashboard: () => void
  /** "Try again" on the failure dialog: back to checkout. */
  tryAgain: () => void
}

/** Pure: snapshot and send in, booleans and handlers out. */
function connect(snapshot: Snapshot, send: (event: PaymentResultEvent) => void): PaymentResultApi {
  return {
    checking: snapshot.hasTag('busy') || snapshot.matches('reading'),
    nothingToCheck: snapshot.matches('nothingToCheck'),
    unknownSession: snapshot.matches('unknownSession'),
    stillPending: snapshot.matches('stillPending'),
    unavailable: snapshot.matches('unavailable'),
    error: snapshot.context.error,
    paid: snapshot.matches('paid'),
    paymentFailed: snapshot.matches('paymentFailed'),
    failureReason: snapshot.matches('paymentFailed') ? (snapshot.context.session?.message ?? null) : null,
    leaving: snapshot.status === 'done',
    recheck: () => send({ type: 'result.recheck' }),
    toDashboard: () => send({ type: 'dashboard.go' }),
    tryAgain: () => send({ type: 'payment.retry' }),
  }
}

/**
 * Binds the payment result machine to the stored markers, GET /app/payments/session/{id}, the cart and the
 * router.
 */
export function usePaymentResult(): PaymentResultApi {
  const navigate = useNavigate()
  const cart = useCart()
  // Read once on arrival: the machine decides when they are removed.
  const [markers] = useState(readPaymentMarkers)
  return useFlow(
    paymentResultMachine,
    {
      actors: { getPaymentSession: apiActor(getPaymentSession) },
      actions: {
        forgetOrder: () => forgetOrderKey(),
        clearCart: () => cart.clear(),
        clearMarkers: () => clearPaymentMarkers(),
        goToDashboard: () => void navigate({ to: '/dashboard' }),
        goToCheckout: () => void navigate({ to: '/cart/checkout' }),
        goToCardSaved: () => void navigate({ to: '/dashboard/payment', search: { success: true }, replace: true }),
        goToCardNotSaved: () => void navigate({ to: '/dashboard/payment', search: { failure: true }, replace: true }),
        goToLogin: () => void navigate({ to: '/login', search: { redirect: '/stripe-response' }, replace: true }),
      },
      input: markers,
    },
    connect,
  )
}

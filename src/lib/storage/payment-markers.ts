import type { PaymentLocation } from '@machines/payment-result.machine'
import { localStore } from './browser'

/**
 * The markers left in localStorage before leaving for the hosted page (SPEC §7): where the customer came from
 * ('checkout' or 'payment', the card-saving page) and the session to ask about on /stripe-response.
 */
const PAYMENT_MARKERS = { location: 'stripeLocation', sessionId: 'sessionId' } as const

export function storePaymentMarkers(location: PaymentLocation, sessionId: string) {
  try {
    localStore()?.setItem(PAYMENT_MARKERS.location, location)
    localStore()?.setItem(PAYMENT_MARKERS.sessionId, sessionId)
  } catch {
    // Storage blocked: /stripe-response will say it has no payment to check, with links on.
  }
}

export function readPaymentMarkers(): { location: string | null; sessionId: string | null } {
  try {
    return {
      location: localStore()?.getItem(PAYMENT_MARKERS.location) ?? null,
      sessionId: localStore()?.getItem(PAYMENT_MARKERS.sessionId) ?? null,
    }
  } catch {
    return { location: null, sessionId: null }
  }
}

export function clearPaymentMarkers() {
  try {
    localStore()?.removeItem(PAYMENT_MARKERS.location)
    localStore()?.removeItem(PAYMENT_MARKERS.sessionId)
  } catch {
    // Nothing stored.
  }
}

import { Hono } from 'hono'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { PaymentProviderUnavailable, type PaymentProvider } from './provider'
import { createSandboxProvider, type SandboxProvider } from './sandbox'
import { sandboxRoutes } from './sandbox-routes'
import { armedFault, isTimeout, type NeighbourFaults, type OutsideWatch } from '../lib/outside'
import { pageLanguage } from '../lib/pages'
import { messagePage } from './sandbox-page'
import { applyProviderResult, failSession, returnUrlFor, sessionById, SESSION_MESSAGES } from './sessions'
import { createStripeProvider, STRIPE_TIMEOUT_MS, type StripeProvider } from './stripe'

export { type PaymentProvider } from './provider'

/** The provider PAYMENTS_PROVIDER names (config.ts has checked the Stripe keys). */
export function createPaymentProvider(config: Config, db: Db, watch: OutsideWatch = {}): PaymentProvider {
  if (config.paymentsProvider === 'stripe') {
    return createStripeProvider({ db, secretKey: config.stripeSecretKey!, publicUrl: config.publicUrl, watch })
  }
  return createSandboxProvider({ db, linkBase: config.publicUrlConfigured ? config.publicUrl : '' })
}

/**
 * The provider with the tester's payment switch in front of the calls a customer waits for (opening a payment page,
 * charging a saved card, reading a page's result): an armed failure is PaymentProviderUnavailable at once, a hang
 * the same once Stripe's deadline (STRIPE_TIMEOUT_MS) has passed, as each adapter answers its provider down or
 * silent. Without a switch (production), the provider itself.
 */
export function withNeighbourFaults<P extends PaymentProvider>(provider: P, faults: NeighbourFaults | undefined): P {
  if (!faults) return provider
  const guarded =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        await armedFault(faults, 'payment', STRIPE_TIMEOUT_MS)
      } catch (error) {
        const what = isTimeout(error) ? 'the payment provider did not answer in time' : 'the payment provider is unavailable'
        throw new PaymentProviderUnavailable(what, { cause: error })
      }
      return call(...args)
    }
  // Every other member (the sandbox's ledger and outage switch among them) is the provider's own.
  return Object.assign(Object.create(provider) as P, {
    openSession: guarded(provider.openSession.bind(provider)),
    chargeSavedCard: guarded(provider.chargeSavedCard.bind(provider)),
    retrieveSession: guarded(provider.retrieveSession.bind(provider)),
  })
}

export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox'
export const isStripe = (provider: PaymentProvider): provider is StripeProvider => provider.name === 'stripe'

/**
 * /pay: the sandbox's hosted pages, or with Stripe the cancel return (closes the Checkout session, then back to the
 * app's /stripe-response so that it shows the result).
 */
export function payRoutes(deps: { db: Db; provider: PaymentProvider }) {
  if (isSandbox(deps.provider)) return sandboxRoutes({ db: deps.db, provider: deps.provider })
  const { db, provider } = deps
  const publicUrl = provider.linkBase
  const app = new Hono()
  app.get('/stripe/cancel/:id', async (c) => {
    const session = await sessionById(db, c.req.param('id'))
    if (!session) {
      return c.html(
        messagePage(pageLanguage(c.req.raw), {
          title: 'Payment page not found',
          message: 'This payment link is not valid.',
          link: { href: `${publicUrl}/`, label: 'Back to Ring Mobile' },
        }),
        404,
      )
    }
    if (session.status === 'pending' && session.providerSessionId) {
      // Paid after all (another tab)? Then that stands; otherwise close the page at Stripe and fail ours.
      const result = await provider.retrieveSession(session.providerSessionId, session.kind).catch(() => null)
      if (result && result.status !== 'pending') await applyProviderResult(db, provider, session, result)
      else {
        await provider.expireSession(session.providerSessionId).catch(() => undefined)
        await failSession(db, session.id, session.kind === 'payment' ? SESSION_MESSAGES.cancelled : SESSION_MESSAGES.setupCancelled)
      }
    }
    c.header('Cache-Control', 'no-store')
    return c.redirect(returnUrlFor(publicUrl, session.id), 303)
  })
  app.all('*', (c) => c.html(messagePage(pageLanguage(c.req.raw), { title: 'Not found', message: 'There is nothing here.' }), 404))
  return app
}

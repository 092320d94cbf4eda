import { createStripeProvider } from '@server/payments/stripe'
import { afterAll, beforeAll } from 'vitest'
import { listen, request, type CallOptions, type TestServer } from './harness'

/** One request the SDK sent, as the fake read it off the wire (form values are strings, as Stripe receives them). */
interface FakeStripeRequest {
  method: string
  /** e.g. `/v1/checkout/sessions` */
  path: string
  params: Record<string, any>
  idempotencyKey?: string
  headers: Headers
}

interface FakeAnswer {
  status: number
  body: any
}

/** Stripe's form encoding read back: `a[b][0][c]=x` → `{ a: { b: [{ c: 'x' }] } }`. */
function decodeForm(form: URLSearchParams): Record<string, any> {
  const root: Record<string, any> = {}
  for (const [name, value] of form) {
    const keys = name.replace(/\]/g, '').split('[')
    let node = root
    keys.slice(0, -1).forEach((key) => (node = node[key] ??= {}))
    node[keys.at(-1)!] = value
  }
  const arrays = (value: any): any => {
    if (value === null || typeof value !== 'object') return value
    const keys = Object.keys(value)
    const listed = keys.length > 0 && keys.every((key, index) => key === String(index))
    return listed ? keys.map((key) => arrays(value[key])) : Object.fromEntries(keys.map((key) => [key, arrays(value[key])]))
  }
  return arrays(root)
}

/** A card as Stripe's test payment methods describe it. */
export interface FakeCard {
  id: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  name: string
}

export const FAKE_CARDS = {
  visa: { id: 'pm_card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, name: 'Stripe Tester' },
  mastercard: { id: 'pm_card_mastercard', brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2031, name: 'Stripe Tester' },
} satisfies Record<string, FakeCard>

const paymentMethodOf = (card: FakeCard) => ({
  id: card.id,
  object: 'payment_method',
  card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
  billing_details: { name: card.name },
})

/**
 * An in-memory stand-in for the few Stripe endpoints the adapter calls, behind the SDK's fetch seam
 * (`Stripe.createFetchHttpClient(fake.fetch)`; no network). Idempotency keys replay the first answer, like Stripe.
 * `down` makes every call throw like fetch does when the network is gone.
 */
function fakeStripe() {
  let counter = 0
  const next = (prefix: string) => `${prefix}_test_${++counter}`
  const sessions = new Map<string, any>()
  const intents = new Map<string, any>()
  const idempotent = new Map<string, FakeAnswer>()
  const requests: FakeStripeRequest[] = []
  const refunds: string[] = []
  const state = { down: false }

  function handle(request: FakeStripeRequest): FakeAnswer {
    const params = request.params
    const path = request.path
    if (request.method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: next('cus'), object: 'customer' } }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = next('cs')
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: params.line_items?.[0]?.price_data?.unit_amount ? Number(params.line_items[0].price_data.unit_amount) : null,
        currency: params.line_items?.[0]?.price_data?.currency ?? params.currency ?? null,
        metadata: params.metadata,
        client_reference_id: params.client_reference_id,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        payment_intent: null,
        setup_intent: null,
        // What Stripe copies onto the session's PaymentIntent (kept here for complete()).
        intentSetupFutureUsage: params.payment_intent_data?.setup_future_usage ?? null,
      }
      sessions.set(id, session)
      return { status: 200, body: session }
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]))
      if (!session) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } }
      return { status: 200, body: session }
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
    if (request.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1]))
      if (!session || session.status !== 'open')
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'not open' } } }
      session.status = 'expired'
      return { status: 200, body: session }
    }
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const id = next('pi')
      if (params.payment_method === 'pm_card_chargeDeclined') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', payment_intent: { id } } },
        }
      }
      if (params.payment_method === 'pm_card_chargeDeclinedInsufficientFunds') {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', payment_intent: { id } } },
        }
      }
      const intent = { id, object: 'payment_intent', status: 'succeeded', amount: Number(params.amount), metadata: params.metadata }
      intents.set(id, intent)
      return { status: 200, body: intent }
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      refunds.push(String(params.payment_intent))
      return { status: 200, body: { id: next('re'), object: 'refund', payment_intent: params.payment_intent } }
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `no fake for ${request.method} ${path}` } } }
  }

  const fetchFake = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const headers = new Headers(init.headers)
    const form = method === 'GET' ? url.searchParams : new URLSearchParams(String(init.body ?? ''))
    const request: FakeStripeRequest = {
      method,
      path: url.pathname,
      params: decodeForm(form),
      idempotencyKey: headers.get('idempotency-key') ?? undefined,
      headers,
    }
    requests.push(request)
    if (state.down) throw new TypeError('fetch failed')
    let answer = request.idempotencyKey ? idempotent.get(request.idempotencyKey) : undefined
    if (!answer) {
      answer = handle(request)
      if (request.idempotencyKey) idempotent.set(request.idempotencyKey, answer)
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${requests.length}` },
    })
  }

  return {
    fetch: fetchFake as typeof fetch,
    requests,
    refunds,
    sessions,
    state,
    /** The customer pays (payment mode) or saves the card (setup mode) on Stripe's page. */
    complete(sessionId: string, card: FakeCard = FAKE_CARDS.visa) {
      const session = sessions.get(sessionId)
      session.status = 'complete'
      if (session.mode === 'payment') {
        session.payment_status = 'paid'
        session.payment_intent = {
          id: next('pi'),
          object: 'payment_intent',
          status: 'succeeded',
          payment_method: paymentMethodOf(card),
          setup_future_usage: session.intentSetupFutureUsage,
        }
      } else {
        session.payment_status = 'no_payment_required'
        session.setup_intent = { id: next('seti'), object: 'setup_intent', status: 'succeeded', payment_method: paymentMethodOf(card) }
      }
      return session
    },
    /** The session as a webhook event carries it (not expanded). */
    eventObject(sessionId: string) {
      const session = sessions.get(sessionId)
      return {
        ...session,
        payment_intent: session.payment_intent?.id ?? null,
        setup_intent: session.setup_intent?.id ?? null,
      }
    },
  }
}

/**
 * A second app on the test server's database whose payment provider is the Stripe adapter talking to a fake
 * Stripe: its url, the fake, and close().
 */
async function listenWithFakeStripe(server: TestServer, keys: { secretKey: string; webhookSecret: string }, stripe = fakeStripe()) {
  const config = {
    ...server.config,
    paymentsProvider: 'stripe' as const,
    stripeSecretKey: keys.secretKey,
    stripeWebhookSecret: keys.webhookSecret,
  }
  const payments = createStripeProvider({ db: server.db, secretKey: keys.secretKey, publicUrl: config.publicUrl, fetch: stripe.fetch })
  const running = await listen({ config, database: server.database, payments })
  return { url: running.url, close: running.close, stripe }
}

/**
 * The Stripe-backed app of a test file, beside its `serverForFile()` server: listening before the file's tests,
 * closed after them. `stripe` is the fake (there at once), `url` the app's address and `call` a request to it.
 */
export function stripeAppForFile(server: TestServer, keys: { secretKey: string; webhookSecret: string }) {
  const stripe = fakeStripe()
  let running: Awaited<ReturnType<typeof listenWithFakeStripe>> | undefined
  beforeAll(async () => {
    running = await listenWithFakeStripe(server, keys, stripe)
  })
  afterAll(() => running?.close())
  const app = {
    stripe,
    get url() {
      if (!running) throw new Error('the Stripe app starts in beforeAll')
      return running.url
    },
    call: <T = any>(path: string, options?: CallOptions) => request<T>(app.url, path, options),
  }
  return app
}

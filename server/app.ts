import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { CLIENT_HEADERS, COMPANY_CODE, OPERATOR_ID } from '@contract/headers'
import type { Config } from './config'
import { createContentRoutes } from './content'
import type { AppEnv, Services } from './context'
import { databaseContentStore } from './db/content-store'
import { isDatabaseUnavailable, type Database } from './db/client'
import { safeEqual } from './lib/crypto'
import { HttpError, UNAVAILABLE, UNEXPECTED, forbidden, notFound } from './lib/errors'
import { compressAnswers } from './lib/compression'
import { createCustomerCache } from './lib/customer-cache'
import { jsonAnswer, socketIp } from './lib/http'
import { createMailer, type Mailer } from './lib/mailer'
import { createSmsSender } from './lib/sms'
import { builtRenderer, createPages, PUBLIC_DATA_CHANNEL, RENDERER_DIR, type RendererSource } from './lib/pages'
import { secretKey } from './lib/tokens'
import { createPaymentProvider, payRoutes, type PaymentProvider } from './payments'
import { authRoutes } from './routes/auth'
import { cardRoutes } from './routes/cards'
import { carrierDevRoutes } from './routes/carrier-dev'
import { failNextSwitch } from './routes/fail-next'
import { checkoutRoutes } from './routes/checkout'
import { devRoutes } from './routes/dev'
import { lineRoutes } from './routes/lines'
import { lineCareRoutes } from './routes/line-care'
import { startBillingTicker } from './billing/renewals'
import { nicknameRoutes } from './routes/nickname'
import { paymentRoutes } from './routes/payments'
import { planRoutes } from './routes/plans'
import { portInRoutes } from './routes/port-in'
import { receiptRoutes } from './routes/receipts'
import { simRoutes } from './routes/sim'
import { accountSecurityRoutes, lineSecurityRoutes } from './routes/security'
import { carrierPortOutRoutes } from './routes/carrier-port-out'
import { userRoutes } from './routes/users'

/** Largest request body the API reads (413 beyond it). */
const BODY_LIMIT_BYTES = 64 * 1024

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

/** Paths the SPA fallback never answers: they belong to the API, the content service, the outbox or payments. */
const NOT_SPA = /^\/(app|api|dev(?!\/flows$)|uploads|pay|healthz)(\/|$)/

export interface AppDeps {
  config: Config
  database: Database
  /** Defaults to SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer
  /** The built SPA; defaults to `dist/` at the repository root. */
  distDir?: string
  /** What renders the pages; defaults to the renderer built into `distDir` (`npm run dev` passes Vite's). */
  renderer?: RendererSource
  /** Defaults to the provider PAYMENTS_PROVIDER names (tests pass a sandbox that is down, or Stripe on a fake transport). */
  payments?: PaymentProvider
}

/** /healthz answers within this, whatever the database does. */
const HEALTH_TIMEOUT_MS = 800

/** The /dev calls take a few fields at most. */
const DEV_BODY_LIMIT_BYTES = 1024

/**
 * The /dev routes (every sign-in code in the outbox, the payment outage switch, the carrier clock) answer this
 * machine only: a loopback socket (X-Forwarded-For is not read, so a proxy on this machine does not open them
 * either). A call that changes something needs a JSON body, which a cross-site form cannot send.
 */
const devGuard = createMiddleware(async (c, next) => {
  if (!isLoopback(socketIp(c))) throw notFound()
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    return c.json({ message: 'Send a JSON body (Content-Type: application/json)' }, 415)
  }
  await next()
})

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1'

/** Called by Stripe, not by the SPA: no client headers, authenticated by its signature instead. */
const WEBHOOK_PATH = '/app/payments/webhook'

/** Payment session paths carry the session id, the hosted page's only key: logged without it. */
export function loggedPath(path: string) {
  return path.replace(/^(\/(?:pay\/(?:session|stripe\/cancel)|app\/payments\/session)\/)[^/]+/, '$1…')
}

/** Request log line: method, path without its query (tokens and codes travel in queries), status, time. */
function requestLogger(enabled: boolean) {
  return async (c: Context, next: () => Promise<void>) => {
    if (!enabled) return next()
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    console.log(`${new Date().toISOString()} ${c.req.method} ${loggedPath(c.req.path)} ${c.res.status} ${ms}ms`)
  }
}

/** A page of the SPA, rendered by its router: every GET outside the API, content, outbox and payment paths that names no file. */
function isPagePath(path: string) {
  return !NOT_SPA.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/**
 * The policy of pages carries a nonce for their inline scripts (the router's hydration data and React's,
 * server/lib/pages.ts); every other answer has no inline script to allow, and the same policy without one.
 */
function contentSecurityPolicy(config: Config, renderer: RendererSource | undefined, nonce: boolean) {
  const chat = config.chatAppId ? ['https://widget.intercom.io', 'https://js.intercomcdn.com'] : []
  const chatConnect = config.chatAppId ? ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'] : []
  const stripe = config.paymentsProvider === 'stripe' ? ['https://js.stripe.com'] : []
  return {
    defaultSrc: ["'self'"],
    // Inline scripts only with this response's nonce: the router's hydration data and React's (server/lib/pages.ts).
    scriptSrc: ["'self'", ...(nonce ? [NONCE] : []), ...chat, ...stripe],
    // Ark UI and React set inline style attributes; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...chat],
    connectSrc: ["'self'", ...chatConnect, ...stripe, ...(renderer?.connectSrc ?? [])],
    frameSrc: ["'self'", ...(config.chatAppId ? ['https://intercom-sheets.com'] : []), ...stripe],
    mediaSrc: ["'self'", ...chat],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // The hosted payment page's form redirects to PUBLIC_URL/stripe-response (Chrome checks redirects too).
    formAction: ["'self'", new URL(config.publicUrl).origin],
    frameAncestors: ["'none'"],
  }
}

/**
 * The one server: the provider API under /app, the content service (/api, /uploads), the dev outbox (/dev,
 * outside production) and the built SPA. Tests run it on an ephemeral port with @hono/node-server.
 */
export function createApp(deps: AppDeps) {
  const { config, database } = deps
  const customerCache = database.kind === 'pglite' ? createCustomerCache() : null
  // One subscription to the database's channel for the whole app: the catalogue's cache is cleared before the
  // kept pages are dropped, so a page rendered again reads the new data.
  const publicDataListeners: (() => void)[] = []
  void database
    .listen(PUBLIC_DATA_CHANNEL, () => publicDataListeners.forEach((listener) => listener()))
    .catch((error: unknown) => console.error(`[db] not listening for changes to the public data: ${(error as Error).message}`))
  const services: Services = {
    config,
    database,
    db: database.db,
    mailer: deps.mailer ?? createMailer(config, database.db),
    sms: createSmsSender(database.db),
    jwtKey: secretKey(config.jwtSecret),
    codeSecret: `codes:${config.jwtSecret}`,
    customerCache,
    customerChanged: (id) => customerCache?.invalidate(id),
    onPublicDataChange: (listener) => void publicDataListeners.push(listener),
    payments: deps.payments ?? createPaymentProvider(config, database.db),
  }

  // Renewals run every minute in each process (tests drive them through the simulator clock instead).
  if (config.env !== 'test') startBillingTicker(services)

  const app = new Hono<AppEnv>()
  app.use(requestLogger(config.logRequests))
  // JSON and HTML built per request are compressed above 1 KB; the SPA's files are sent precompressed (below).
  app.use(compressAnswers({ threshold: 1024 }))
  const headerOptions = {
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    strictTransportSecurity: config.env === 'production' ? 'max-age=15552000; includeSubDomains' : false,
  } as const
  // A nonce is made only for a page: the other answers' headers are computed once.
  const pageHeaders = secureHeaders({ ...headerOptions, contentSecurityPolicy: contentSecurityPolicy(config, deps.renderer, true) })
  const otherHeaders = secureHeaders({ ...headerOptions, contentSecurityPolicy: contentSecurityPolicy(config, deps.renderer, false) })
  app.use((c, next) =>
    ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePath(c.req.path) ? pageHeaders : otherHeaders)(c, next),
  )

  // Liveness and readiness for load balancers: no client headers needed; 503 while the database is away, and an
  // answer within 1 s whatever the database does (a frozen one included).
  app.get('/healthz', async (c) => {
    const ready = await Promise.race([
      database.ping().then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
    ])
    c.header('Cache-Control', 'no-store')
    if (!ready) {
      c.header('Retry-After', '5')
      return c.json({ status: 'unavailable', message: UNAVAILABLE }, 503)
    }
    return c.json({ status: 'ok' })
  })

  // ---- The provider API (DESIGN §2) ----
  const api = new Hono<AppEnv>()
  api.use(async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === WEBHOOK_PATH) return next()
    const key = c.req.header(CLIENT_HEADERS.apiKey) ?? ''
    if (!safeEqual(key, config.apiKey)) throw forbidden('Missing or invalid API key')
    if (c.req.header(CLIENT_HEADERS.companyCode) !== COMPANY_CODE) throw forbidden('Missing or invalid company code')
    if (c.req.header(CLIENT_HEADERS.operatorId) !== OPERATOR_ID) throw forbidden('Missing or invalid operator id')
    await next()
  })
  // Outside production: the tester's switch that makes the next call of a kind fail (routes/fail-next.ts).
  const failNext = config.env === 'production' ? null : failNextSwitch()
  if (failNext) api.use(failNext.middleware)
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ message: `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KB)` }, 413),
  })
  // No API call reads a GET's body; asking a request for its body makes the node adapter build a full web Request.
  api.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)))
  // Answers are personal unless a route says otherwise (the plan catalogue does): no shared or browser cache keeps them.
  // Set on the answer's own headers: `c.header` after the handler would rebuild the answer as a full web Response.
  api.use(async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  // A trivial route through the same pipeline (headers, logging): the bench's baseline.
  api.get('/health', (c) => jsonAnswer(c, { status: 'ok' }))
  api.route('/auth', authRoutes(services))
  api.route('/users', userRoutes(services))
  api.route('/plans', planRoutes(services))
  api.route('/users', lineRoutes(services))
  api.route('/users', portInRoutes(services))
  api.route('/users', nicknameRoutes(services))
  api.route('/line-care', lineCareRoutes(services))
  api.route('/payments', paymentRoutes(services))
  api.route('/payments/cards', cardRoutes(services))
  api.route('/payments', receiptRoutes(services))
  api.route('/lines', simRoutes(services))
  api.route('/lines', lineSecurityRoutes(services))
  api.route('/security', accountSecurityRoutes(services))
  api.route('/', checkoutRoutes(services))
  api.all('*', () => {
    throw notFound('No such API call')
  })
  app.route('/app', api)

  // ---- Content service (server/content, Strapi v4 shapes): owns /api/* and /uploads/* ----
  app.route('/', createContentRoutes(databaseContentStore(database.db)))

  // ---- Hosted payment pages (sandbox) or the Stripe cancel return (DESIGN §5) ----
  app.route('/pay', payRoutes({ db: database.db, provider: services.payments }))

  // ---- Dev outbox (DESIGN §1) and carrier clock, never in production ----
  if (config.env !== 'production') {
    const dev = new Hono<AppEnv>()
    dev.use(devGuard)
    dev.use(bodyLimit({ maxSize: DEV_BODY_LIMIT_BYTES, onError: (c) => c.json({ message: 'The request body is too large' }, 413) }))
    dev.route('/', devRoutes(services))
    dev.route('/', carrierDevRoutes(services))
    if (failNext) dev.route('/', failNext.routes)
    dev.route('/', carrierPortOutRoutes(services))
    app.route('/dev', dev)
  }
  // /dev/flows is the SPA's flow viewer (development builds with VITE_INSPECT=true; the not-found page otherwise).
  app.all('/dev/*', async (c, next) => {
    if (c.req.path === '/dev/flows') return next()
    throw notFound()
  })

  // ---- The built SPA ----
  const distDir = deps.distDir ?? DEFAULT_DIST_DIR
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        // File names carry a content hash: cache for a year.
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  // The server renderer's bundle and Vite's manifest are read by the server, never sent.
  app.use(`/${RENDERER_DIR}/*`, () => {
    throw notFound()
  })
  app.use('/.vite/*', () => {
    throw notFound()
  })
  // The files of public/ (favicon.svg, robots.txt…).
  app.use('*', async (c, next) => {
    if (NOT_SPA.test(c.req.path) || !/\.[a-z0-9]+$/i.test(c.req.path)) return next()
    return serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, ctx) => ctx.header('Cache-Control', 'public, max-age=3600'),
    })(c, next)
  })
  // Every other GET is a page of the SPA, rendered by its router (server/lib/pages.ts); the loaders' calls are
  // answered by this app in-process.
  const pages = createPages(deps.renderer ?? builtRenderer(distDir), (request) => Promise.resolve(app.fetch(request)))
  services.onPublicDataChange(() => pages.invalidate())
  app.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next()
    const page = await pages.answer(c.req.raw, c.get('secureHeadersNonce') ?? '')
    if (!page) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    // Pages change with the plans and the content: a browser asks again each time (an unchanged page is cheap).
    if (page.status < 300) page.headers.set('Cache-Control', 'no-cache')
    return page
  })

  app.notFound((c) => c.json({ message: 'Not found' }, 404))

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
      return c.json(error.toJSON(), error.status)
    }
    if (error instanceof HTTPException) {
      const status = error.status
      return c.json({ message: status === 413 ? 'The request body is too large' : error.message || UNEXPECTED }, status)
    }
    if (isDatabaseUnavailable(error)) {
      console.error(`[db] unavailable (${c.req.method} ${loggedPath(c.req.path)}): ${rootCause(error).message}`)
      c.header('Retry-After', '5')
      return c.json({ message: UNAVAILABLE }, 503)
    }
    // The root cause only: Drizzle's wrapper message carries the query parameters (hashes, emails).
    const cause = rootCause(error)
    // The path without a payment session id (the hosted page's only key), like the request log.
    console.error(`[error] ${c.req.method} ${loggedPath(c.req.path)}: ${cause.stack ?? cause.message}`)
    return c.json({ message: UNEXPECTED }, 500)
  })

  return app
}

/** The innermost cause of an error chain. */
function rootCause(error: unknown): Error {
  let current = error
  for (let depth = 0; depth < 6; depth += 1) {
    const cause = (current as { cause?: unknown })?.cause
    if (!cause) break
    current = cause
  }
  return current instanceof Error ? current : new Error(String(current))
}

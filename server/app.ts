import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { contextStorage } from 'hono/context-storage'
import { HTTPException } from 'hono/http-exception'
import { createMiddleware } from 'hono/factory'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { CLIENT_HEADERS, COMPANY_CODE, OPERATOR_ID } from '@contract/headers'
import { spaSettings, type Config } from './config'
import { createContentRoutes } from './content'
import type { AppEnv, Services } from './context'
import { databaseContentStore } from './db/content-store'
import { isDatabaseUnavailable, type Database } from './db/client'
import { safeEqual } from './lib/crypto'
import { HttpError, UNAVAILABLE, UNEXPECTED, forbidden, notFound, unauthorized } from './lib/errors'
import { compressAnswers } from './lib/compression'
import { createCustomerCache } from './lib/customer-cache'
import { bearerToken, isLocalRequest, jsonAnswer } from './lib/http'
import { JOB_NAMES, startJobTicker } from './lib/jobs'
import { createLogger, rootCause, type Logger } from './lib/log'
import { createMetrics, type Metrics } from './lib/metrics'
import { errorAnswer, loggedPath, observeRequests, rejectControlCharacters } from './lib/requests'
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
import { lineSwitchRoutes } from './routes/line-switch'
import { nicknameRoutes } from './routes/nickname'
import { notificationRoutes } from './routes/notifications'
import { startAlertTicker } from './notifications/alerts'
import { paymentRoutes } from './routes/payments'
import { planRoutes } from './routes/plans'
import { portInRoutes } from './routes/port-in'
import { receiptRoutes } from './routes/receipts'
import { simRoutes } from './routes/sim'
import { accountSecurityRoutes, lineSecurityRoutes, passkeySignInRoutes, secondStepRoutes } from './routes/security'
import { carrierPortOutRoutes, securityDevRoutes } from './routes/carrier-port-out'
import { userRoutes } from './routes/users'

/** Largest request body the API reads (413 beyond it). */
const BODY_LIMIT_BYTES = 64 * 1024

const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

/** Paths the SPA fallback never answers: they belong to the API, the content service, the outbox or payments. */
const NOT_SPA = /^\/(app|api|dev(?!\/flows$)|uploads|pay|healthz|livez|readyz|metrics)(\/|$)/

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
  /** The JSON log; defaults to standard output at LOG_LEVEL. */
  logger?: Logger
  /** What GET /metrics shows; defaults to a registry of this app's own. */
  metrics?: Metrics
  /** True once the process is shutting down: readiness then answers 503 while requests in flight finish. */
  stopping?: () => boolean
}

/** /healthz answers within this, whatever the database does. */
const HEALTH_TIMEOUT_MS = 800

/** The /dev calls take a few fields at most. */
const DEV_BODY_LIMIT_BYTES = 1024

/**
 * The /dev routes (every sign-in code in the outbox, the payment outage switch, the carrier clock) answer this
 * machine only (isLocalRequest: a loopback socket and no proxy's header, so a proxy on this machine does not open
 * them, whatever TRUST_PROXY says). The outboxes, every path under /dev/outbox, also answer a caller that gives
 * DEV_OUTBOX_TOKEN as a bearer token (a shared staging server's testers). A call that changes something needs a JSON
 * body, which a cross-site form cannot send. tests/server/local-only.test.ts holds it.
 */
function devGuard(outboxToken: string | undefined) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const opened = outboxToken !== undefined && c.req.path.startsWith('/dev/outbox') && safeEqual(bearerToken(c), outboxToken)
    if (!opened && !isLocalRequest(c)) throw notFound()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
      return errorAnswer(c, 415, { message: 'Send a JSON body (Content-Type: application/json)' })
    }
    await next()
  })
}

/** Called by Stripe, not by the SPA: no client headers, authenticated by its signature instead. */
const WEBHOOK_PATH = '/app/payments/webhook'

/** A page of the SPA, rendered by its router: every GET outside the API, content, outbox and payment paths that names no file. */
function isPagePath(path: string) {
  return !NOT_SPA.test(path) && !/\.[a-z0-9]+$/i.test(path)
}

/**
 * The inline scripts a policy allows: a page rendered for its request, by that response's nonce; a kept page (the
 * same bytes for every visitor), by the hashes of its scripts (server/lib/pages.ts); every other answer has no
 * inline script to allow.
 */
type InlineScripts = 'nonce' | 'hashes' | 'none'

/** The hashes of the kept page being answered, read by its policy (`keptPageScripts` in the context). */
const keptPageHashes = (c: Context<AppEnv>) => (c.get('keptPageScripts') ?? []).join(' ')

/**
 * The policy of an answer: a page's carries what allows its inline scripts (the router's hydration data and
 * React's); every other answer gets the same policy without them.
 */
function contentSecurityPolicy(config: Config, renderer: RendererSource | undefined, inline: InlineScripts) {
  const chat = config.chatAppId ? ['https://widget.intercom.io', 'https://js.intercomcdn.com'] : []
  const chatConnect = config.chatAppId ? ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'] : []
  const stripe = config.paymentsProvider === 'stripe' ? ['https://js.stripe.com'] : []
  // The SPA's API and content service when they are elsewhere (API_BASE_URL, CONTENT_URL): the browser calls them.
  const elsewhere = [...new Set([config.apiBaseUrl, config.contentUrl].filter(Boolean).map((url) => new URL(url).origin))]
  return {
    defaultSrc: ["'self'"],
    // Inline scripts only with this response's nonce, or a kept page's by their hashes (server/lib/pages.ts).
    scriptSrc: ["'self'", ...(inline === 'nonce' ? [NONCE] : inline === 'hashes' ? [keptPageHashes] : []), ...chat, ...stripe],
    // Ark UI and React set inline style attributes; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The content service's logos come from CONTENT_URL's origin, an http:// one included.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...(config.contentUrl ? [new URL(config.contentUrl).origin] : [])],
    fontSrc: ["'self'", 'data:', ...chat],
    connectSrc: ["'self'", ...elsewhere, ...chatConnect, ...stripe, ...(renderer?.connectSrc ?? [])],
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
  const logger = deps.logger ?? createLogger(config.logLevel)
  const metrics = deps.metrics ?? createMetrics({ db: database.db, jobs: JOB_NAMES })
  // One subscription to the database's channel for the whole app: the catalogue's cache is cleared before the
  // kept pages are dropped, so a page rendered again reads the new data.
  const publicDataListeners: (() => void)[] = []
  void database
    .listen(PUBLIC_DATA_CHANNEL, () => publicDataListeners.forEach((listener) => listener()))
    .catch((error: unknown) => logger.error({ err: rootCause(error).message }, 'not listening for changes to the public data'))
  const services: Services = {
    config,
    database,
    db: database.db,
    mailer: deps.mailer ?? createMailer(config, database.db, { logger, metrics }),
    sms: createSmsSender(config, database.db, { logger, metrics }),
    jwtKey: secretKey(config.jwtSecret),
    codeSecret: `codes:${config.jwtSecret}`,
    customerCache,
    customerChanged: (id) => customerCache?.invalidate(id),
    onPublicDataChange: (listener) => void publicDataListeners.push(listener),
    payments: deps.payments ?? createPaymentProvider(config, database.db, { logger, metrics }),
    logger,
    metrics,
  }

  // Renewals run every minute in each process (tests drive them through the simulator clock instead).
  if (config.env !== 'test') startBillingTicker(services)
  // Data alerts and renewal reminders, the same way.
  if (config.env !== 'test') startAlertTicker(services)
  // Mails the mail server did not take at once, the same way (tests call the mailer's retryDue).
  if (config.env !== 'test') startJobTicker(database, 'mail', () => services.mailer.retryDue(), services)

  const app = new Hono<AppEnv>()
  // The request's context for the code it calls (Hono's context storage): an outside call's log line names the
  // request it was made for (server/lib/outside.ts).
  app.use(contextStorage())
  app.use(observeRequests({ logger, metrics }))
  app.use(rejectControlCharacters)
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
  // A nonce is made only for a page: the other answers' headers are computed once. A page's headers leave a policy
  // the page's answer wrote itself: a kept page's, with its scripts' hashes (keptHeaders, below).
  const pageHeaders = secureHeaders({
    ...headerOptions,
    overwrite: false,
    contentSecurityPolicy: contentSecurityPolicy(config, deps.renderer, 'nonce'),
  })
  const keptHeaders = secureHeaders({ ...headerOptions, contentSecurityPolicy: contentSecurityPolicy(config, deps.renderer, 'hashes') })
  const otherHeaders = secureHeaders({ ...headerOptions, contentSecurityPolicy: contentSecurityPolicy(config, deps.renderer, 'none') })
  app.use((c, next) =>
    ((c.req.method === 'GET' || c.req.method === 'HEAD') && isPagePath(c.req.path) ? pageHeaders : otherHeaders)(c, next),
  )

  // Liveness: the process answers (restart it when this fails). No client headers needed, nothing else asked.
  app.get('/livez', (c) => jsonAnswer(c, { status: 'ok' }))
  // Readiness (and /healthz, its older name), for load balancers: 503 while the database is away or the process is
  // shutting down, and an answer within 1 s whatever the database does (a frozen one included).
  const readiness = async (c: Context<AppEnv>) => {
    const ready =
      !deps.stopping?.() &&
      (await Promise.race([
        database.ping().then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
      ]))
    c.header('Cache-Control', 'no-store')
    if (!ready) {
      c.header('Retry-After', '5')
      return c.json({ status: 'unavailable', message: UNAVAILABLE }, 503)
    }
    return c.json({ status: 'ok' })
  }
  app.get('/readyz', readiness)
  app.get('/healthz', readiness)

  // Prometheus's scrape: with METRICS_TOKEN set, whoever gives it as a bearer token (never in the address); without
  // it, this machine only (isLocalRequest: not through a proxy).
  app.get('/metrics', async (c) => {
    const allowed = config.metricsToken ? safeEqual(bearerToken(c), config.metricsToken) : isLocalRequest(c)
    if (!allowed) throw config.metricsToken ? unauthorized('Give METRICS_TOKEN as a bearer token') : notFound()
    return c.body(await metrics.text(), 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' })
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
    onError: (c) => errorAnswer(c, 413, { message: `The request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KB)` }),
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
  api.route('/auth', secondStepRoutes(services))
  api.route('/auth', passkeySignInRoutes(services))
  api.route('/users', userRoutes(services))
  api.route('/plans', planRoutes(services))
  api.route('/users', lineRoutes(services))
  api.route('/users', portInRoutes(services))
  api.route('/users', nicknameRoutes(services))
  api.route('/line-care', lineCareRoutes(services))
  api.route('/notifications', notificationRoutes(services))
  api.route('/payments', paymentRoutes(services))
  api.route('/payments/cards', cardRoutes(services))
  api.route('/payments', receiptRoutes(services))
  api.route('/lines', simRoutes(services))
  api.route('/lines', lineSwitchRoutes(services))
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
    dev.use(devGuard(config.devOutboxToken))
    dev.use(bodyLimit({ maxSize: DEV_BODY_LIMIT_BYTES, onError: (c) => errorAnswer(c, 413, { message: 'The request body is too large' }) }))
    dev.route('/', devRoutes(services))
    dev.route('/', carrierDevRoutes(services))
    if (failNext) dev.route('/', failNext.routes)
    dev.route('/', carrierPortOutRoutes(services))
    dev.route('/', securityDevRoutes(services))
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
  const pages = createPages(deps.renderer ?? builtRenderer(distDir), (request) => Promise.resolve(app.fetch(request)), {
    settings: spaSettings(config),
    observe: (outcome) => metrics.page(outcome),
    outside: { metrics, logger },
  })
  services.onPublicDataChange(() => pages.invalidate())
  const pageResponse = (c: Context<AppEnv>, page: Response | null) => {
    if (!page) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    // Pages change with the plans and the content: a browser asks again each time (an unchanged page is cheap).
    if (page.status < 300) page.headers.set('Cache-Control', 'no-cache')
    // Drawn in the language of the `lang` cookie.
    page.headers.append('Vary', 'Cookie')
    return page
  }
  app.get('*', async (c, next) => {
    if (!isPagePath(c.req.path)) return next()
    const answer = await pages.answer(c.req.raw)
    if (!answer.scriptHashes) return pageResponse(c, await answer.respond(c.get('secureHeadersNonce')))
    // A kept page: the same bytes for everyone, its inline scripts allowed by their hashes (decision 0016). Its
    // policy is written here, once the hashes are known; pageHeaders leaves it.
    c.set('keptPageScripts', answer.scriptHashes)
    await keptHeaders(c, async () => {
      c.res = pageResponse(c, await answer.respond(undefined))
    })
    return c.res
  })

  app.notFound((c) => errorAnswer(c, 404, { message: 'Not found' }))

  // Every error answer carries the request's id (errorAnswer); what went wrong inside is logged under the same id.
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
      return errorAnswer(c, error.status, error.toJSON())
    }
    if (error instanceof HTTPException) {
      const status = error.status
      return errorAnswer(c, status, { message: status === 413 ? 'The request body is too large' : error.message || UNEXPECTED })
    }
    // The path without a payment session id (the hosted page's only key), like the request log; the root cause only:
    // Drizzle's wrapper message carries the query parameters (hashes, emails).
    const where = { reqId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path) }
    const cause = rootCause(error)
    if (isDatabaseUnavailable(error)) {
      logger.error({ ...where, err: cause.message }, 'database unavailable')
      c.header('Retry-After', '5')
      return errorAnswer(c, 503, { message: UNAVAILABLE })
    }
    logger.error({ ...where, err: cause.message, stack: cause.stack }, 'unexpected error')
    return errorAnswer(c, 500, { message: UNEXPECTED })
  })

  return app
}

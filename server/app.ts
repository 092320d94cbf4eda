import { Hono } from 'hono'
import { contextStorage } from 'hono/context-storage'
import { createContentRoutes } from './content'
import type { AppEnv } from './context'
import { databaseContentStore } from './db/content-store'
import { compressAnswers } from './lib/compression'
import { answerErrors } from './lib/error-answers'
import type { RendererSource } from './lib/pages'
import { apiBodyLimit, clientHeaders, devBodyLimit, devFlowsOnly, devGuard, noSuchCall, personalAnswers } from './lib/pipeline'
import { errorAnswer, observeRequests, rejectControlCharacters } from './lib/requests'
import { securityHeaders } from './lib/security-headers'
import { payRoutes } from './payments'
import { failNextSwitch } from './routes/fail-next'
import { DEV_TOOLS, PROVIDER_API } from './routes'
import { operationRoutes } from './routes/operations'
import { spaPages, spaRoutes } from './routes/spa'
import { createServices, startBackgroundJobs, type ServiceDeps } from './services'

export interface AppDeps extends ServiceDeps {
  /** The built SPA; defaults to `dist/` at the repository root. */
  distDir?: string
  /** What renders the pages; defaults to the renderer built into `distDir` (`npm run dev` passes Vite's). */
  renderer?: RendererSource
  /** True once the process is shutting down: readiness then answers 503 while requests in flight finish. */
  stopping?: () => boolean
}

/**
 * The one server: the provider API under /app, the content service (/api, /uploads), the dev outbox (/dev,
 * outside production) and the built SPA. It composes middleware and route modules only; each module registers its
 * routes at their full paths (the provider API's from the contract's table, server/lib/endpoints.ts) and is mounted
 * at the root. Hono runs them in the order written here. Tests run it on an ephemeral port with @hono/node-server.
 */
export function createApp(deps: AppDeps) {
  // Outside production: the tester's switch that makes the next call of a kind, or to a neighbour, fail
  // (routes/fail-next.ts); the mailer, the text sender and the payment provider are given its neighbours' part.
  const failNext = deps.config.env === 'production' ? null : failNextSwitch()
  const services = createServices({ ...deps, faults: failNext?.faults })
  const { config, database } = services
  startBackgroundJobs(services)
  // A kept page needs no nonce: its policy, by its scripts' hashes, is written once when it is kept.
  const headers = securityHeaders(config, deps.renderer, (request) => pages.keeps(request))
  const fetch = (request: Request) => Promise.resolve(app.fetch(request))
  const pages = spaPages(services, { distDir: deps.distDir, renderer: deps.renderer, fetch, keptPageHeaders: headers.keptPage })

  const app = new Hono<AppEnv>()
  // The request's context for the code it calls (Hono's context storage): an outside call's log line names the
  // request it was made for (server/lib/outside.ts).
  app.use(contextStorage())
  app.use(observeRequests(services))
  app.use(rejectControlCharacters)
  // JSON and HTML built per request are compressed above 1 KB; the SPA's files are sent precompressed.
  app.use(compressAnswers({ threshold: 1024 }))
  app.use(headers.perAnswer)
  app.route('/', operationRoutes(services, deps.stopping))

  // ---- The provider API (DESIGN §2) ----
  app.use('/app/*', clientHeaders(config), ...(failNext ? [failNext.middleware] : []), apiBodyLimit, personalAnswers)
  for (const routes of PROVIDER_API) app.route('/', routes(services))
  app.all('/app/*', noSuchCall)

  // ---- Content service (server/content, Strapi v4 shapes): owns /api/* and /uploads/* ----
  if (failNext) app.use('/api/*', failNext.content)
  app.route('/', createContentRoutes(databaseContentStore(database.db)))

  // ---- Hosted payment pages (sandbox) or the Stripe cancel return (DESIGN §5) ----
  app.route('/pay', payRoutes({ db: database.db, provider: services.payments }))

  // ---- Dev outbox (DESIGN §1), carrier clock and testers' switches: never in production, where failNext is null ----
  if (failNext) {
    app.use('/dev/*', devGuard(config.devOutboxToken), devBodyLimit)
    for (const routes of DEV_TOOLS) app.route('/', routes(services))
    app.route('/', failNext.routes)
  }
  app.all('/dev/*', devFlowsOnly)

  // ---- The built SPA: its files, and every other GET a page rendered by its router, its calls answered in-process ----
  app.route('/', spaRoutes({ distDir: deps.distDir, pages }))

  app.notFound((c) => errorAnswer(c, 404, { message: 'Not found' }))
  app.onError(answerErrors(services.logger))
  return app
}

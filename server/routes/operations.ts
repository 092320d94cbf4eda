import { Hono, type Context } from 'hono'
import type { AppEnv, Services } from '../context'
import { safeEqual } from '../lib/crypto'
import { notFound, unauthorized, UNAVAILABLE } from '../lib/errors'
import { bearerToken, isLocalRequest, jsonAnswer } from '../lib/http'

/** /healthz answers within this, whatever the database does. */
const HEALTH_TIMEOUT_MS = 800

/**
 * `/livez`, `/readyz` (`/healthz`) and `/metrics` (decision 0030). `stopping` is true once the process is shutting
 * down: readiness then answers 503 while requests in flight finish.
 */
export function operationRoutes(services: Services, stopping?: () => boolean) {
  const { config, database, metrics } = services
  const app = new Hono<AppEnv>()

  // Liveness: the process answers (restart it when this fails). No client headers needed, nothing else asked.
  app.get('/livez', (c) => jsonAnswer(c, { status: 'ok' }))
  // Readiness (and /healthz, its older name), for load balancers: 503 while the database is away or the process is
  // shutting down, and an answer within 1 s whatever the database does (a frozen one included).
  const readiness = async (c: Context<AppEnv>) => {
    const ready =
      !stopping?.() &&
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

  return app
}

/** GET /app/health: a trivial call through the provider API's whole pipeline (headers, logging), the bench's baseline. */
export function apiBaselineRoutes() {
  return new Hono<AppEnv>().get('/app/health', (c) => jsonAnswer(c, { status: 'ok' }))
}

import { startBillingTicker } from './billing/jobs'
import type { Config } from './config'
import type { Services } from './context'
import type { Database } from './db/client'
import { createCustomerCache } from './lib/customer-cache'
import { JOB_NAMES, startJobTicker } from './lib/jobs'
import { createLogger, rootCause, type Logger } from './lib/log'
import { createMailer, type Mailer } from './lib/mailer'
import { createMetrics, type Metrics } from './lib/metrics'
import type { NeighbourFaults } from './lib/outside'
import { PUBLIC_DATA_CHANNEL } from './lib/pages'
import { createSmsSender } from './lib/sms'
import { secretKey } from './lib/tokens'
import { startAlertTicker } from './notifications/alerts'
import { createPaymentProvider, withNeighbourFaults, type PaymentProvider } from './payments'

export interface ServiceDeps {
  config: Config
  database: Database
  /** Defaults to SMTP when SMTP_URL is set, else the database outbox. */
  mailer?: Mailer
  /** Defaults to the provider PAYMENTS_PROVIDER names (tests pass a sandbox that is down, or Stripe on a fake transport). */
  payments?: PaymentProvider
  /** The JSON log; defaults to standard output at LOG_LEVEL. */
  logger?: Logger
  /** What GET /metrics shows; defaults to a registry of this app's own. */
  metrics?: Metrics
  /** Outside production, the tester's switch for the next call to a neighbour (server/routes/fail-next.ts). */
  faults?: NeighbourFaults
}

/** What every route module receives: the configuration, the database, the mailer, the payment provider, logs, metrics. */
export function createServices(deps: ServiceDeps): Services {
  const { config, database, faults } = deps
  const customerCache = database.kind === 'pglite' ? createCustomerCache() : null
  const logger = deps.logger ?? createLogger(config.logLevel)
  const metrics = deps.metrics ?? createMetrics({ db: database.db, jobs: JOB_NAMES })
  // One subscription to the database's channel for the whole app: the catalogue's cache is cleared before the
  // kept pages are dropped, so a page rendered again reads the new data.
  const publicDataListeners: (() => void)[] = []
  void database
    .listen(PUBLIC_DATA_CHANNEL, () => publicDataListeners.forEach((listener) => listener()))
    .catch((error: unknown) => logger.error({ err: rootCause(error).message }, 'not listening for changes to the public data'))
  return {
    config,
    database,
    db: database.db,
    mailer: deps.mailer ?? createMailer(config, database.db, { logger, metrics, faults }),
    sms: createSmsSender(config, database.db, { logger, metrics, faults }),
    jwtKey: secretKey(config.jwtSecret),
    codeSecret: `codes:${config.jwtSecret}`,
    customerCache,
    customerChanged: (id) => customerCache?.invalidate(id),
    onPublicDataChange: (listener) => void publicDataListeners.push(listener),
    payments: withNeighbourFaults(deps.payments ?? createPaymentProvider(config, database.db, { logger, metrics }), faults),
    logger,
    metrics,
  }
}

/**
 * Renewals, data alerts and renewal reminders, and mails the mail server did not take at once: every minute in each
 * process, outside tests (they drive them through the simulator clock and the mailer's retryDue instead).
 */
export function startBackgroundJobs(services: Services) {
  if (services.config.env === 'test') return
  startBillingTicker(services)
  startAlertTicker(services)
  startJobTicker(services.database, 'mail', () => services.mailer.retryDue(), services)
}

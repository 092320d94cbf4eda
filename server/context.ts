import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { Customer } from './db/types'
import type { CustomerCache } from './lib/customer-cache'
import type { Logger } from './lib/log'
import type { Mailer } from './lib/mailer'
import type { Metrics } from './lib/metrics'
import type { SmsSender } from './lib/sms'
import type { PaymentProvider } from './payments/provider'
import type { SessionClaims } from './lib/tokens'

/** What every route module receives from createApp. */
export interface Services {
  config: Config
  database: Database
  db: Db
  mailer: Mailer
  /** Text messages: the database outbox (server/lib/sms.ts). */
  sms: SmsSender
  /** HS256 key for session and assisted sign-in tokens. */
  jwtKey: Uint8Array
  /** Key of the HMAC that stores one-time codes. */
  codeSecret: string
  /** PGlite only (this process is the database's only client); null on PostgreSQL. */
  customerCache: CustomerCache | null
  /** Call after every write to a customer row. */
  customerChanged(id: string): void
  /**
   * Calls `listener` whenever the plans or the content change, in any process on this database (the channel
   * `public_data_changed`), in the order the listeners were added: what reads the data first forgets it.
   */
  onPublicDataChange(listener: () => void): void
  /** The payment provider chosen by PAYMENTS_PROVIDER (server/payments). */
  payments: PaymentProvider
  /** The server's JSON log (server/lib/log.ts). */
  logger: Logger
  /** What GET /metrics shows (server/lib/metrics.ts). */
  metrics: Metrics
}

/** Hono's typed context variables. */
export type AppEnv = {
  Variables: {
    customer: Customer
    claims: SessionClaims
    /** This request's id (server/lib/requests.ts): in its log lines, its X-Request-Id and its error answer. */
    requestId: string
    /** The hashes of a kept page's inline scripts, for its policy's `script-src` (server/routes/spa.ts). */
    keptPageScripts?: string[]
  }
}

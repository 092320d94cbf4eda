import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { createApp } from './app'
import type { RendererSource } from './lib/pages'
import { loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { seed } from './db/seed'
import { warmPasswordHashing } from './lib/crypto'
import { JOB_NAMES, startJobTicker } from './lib/jobs'
import { createLogger } from './lib/log'
import { createMetrics } from './lib/metrics'
import { keepIdleConnections } from './lib/keep-alive'
import { sweepRateLimits } from './lib/rate-limit'

export interface RunningServer {
  config: Config
  database: Database
  url: string
  port: number
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>
}

export interface StartOptions {
  config?: Config
  /** The built SPA to serve (default dist/); tests that build elsewhere pass their own. */
  distDir?: string
  /** Print nothing but errors. */
  quiet?: boolean
  /** What renders the pages (`npm run dev`: Vite's dev server); the build's renderer by default. */
  renderer?: RendererSource
  /** A Connect middleware that sees every request first and passes on what it does not answer (Vite's, in dev). */
  before?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}

/** Opens the database, applies migrations, seeds (idempotent), and serves the app. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate()
  await seed(database.db)
  void warmPasswordHashing()

  const logger = createLogger(config.logLevel)
  const metrics = createMetrics({ db: database.db, processMetrics: true, jobs: JOB_NAMES })
  let closing: Promise<void> | undefined
  const app = createApp({
    config,
    database,
    distDir: options.distDir,
    renderer: options.renderer,
    logger,
    metrics,
    stopping: () => closing !== undefined,
  })
  const listener = getRequestListener(app.fetch)
  const before = options.before
  const server = createServer(before ? (request, response) => before(request, response, () => void listener(request, response)) : listener)
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  keepIdleConnections(server)
  const port = (server.address() as AddressInfo).port
  // Expired limits go every 10 minutes, in one of the processes sharing the database (server/lib/jobs.ts).
  const stopSweeper = startJobTicker(database, 'sweep-rate-limits', () => sweepRateLimits(database.db), { logger, metrics })

  const close = () => {
    closing ??= (async () => {
      stopSweeper()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive sockets would hold close() open; idle ones go now, busy ones after their response.
        if ('closeIdleConnections' in server) server.closeIdleConnections()
      })
      await database.close()
    })()
    return closing
  }

  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  return { config, database, url: `http://${host}:${port}`, port, close }
}

/** SIGTERM/SIGINT: finish requests in flight, close the database, exit (forced after 10 s). */
export function closeOnSignals(running: Pick<RunningServer, 'close'>, extra?: () => void) {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: shutting down…`)
    extra?.()
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    running
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

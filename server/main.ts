import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { loadConfig, type Config } from './config'
import { openDatabase, type Database } from './db/client'
import { seed } from './db/seed'
import { warmPasswordHashing } from './lib/crypto'
import { startJobTicker } from './lib/jobs'
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
}

/** Opens the database, applies migrations, seeds (idempotent), and serves the app. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig()
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await database.migrate()
  await seed(database.db)
  void warmPasswordHashing()

  const app = createApp({ config, database, distDir: options.distDir })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(started))
  })
  keepIdleConnections(server)
  const port = (server.address() as AddressInfo).port
  // Expired limits go every 10 minutes, in one of the processes sharing the database (server/lib/jobs.ts).
  const stopSweeper = startJobTicker(database, 'sweep-rate-limits', () => sweepRateLimits(database.db))

  let closing: Promise<void> | undefined
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

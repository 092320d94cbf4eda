import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

type Schema = typeof schema
/** The Drizzle handle the routes use; the same API on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

export interface Database {
  kind: 'pglite' | 'postgres'
  db: Db
  /** Runs the checked-in migrations (PostgreSQL: under an advisory lock, so several processes may start at once). */
  migrate(): Promise<void>
  /** A cheap round trip, for readiness checks. */
  ping(): Promise<void>
  /**
   * Runs `job` while holding the lock called `name`, shared by every process on this database (PostgreSQL: a
   * session advisory lock on a connection of its own; PGlite, one process: in memory). Without `wait`, a lock
   * held elsewhere means the job is skipped (`ran: false`); with it, the job waits for the lock (up to 60 s).
   */
  withLock<T>(name: string, job: () => Promise<T>, options?: { wait?: boolean }): Promise<{ ran: true; value: T } | { ran: false }>
  /**
   * Calls `onNotify` on every NOTIFY on `channel`, sent by any process on this database (PostgreSQL: a connection
   * of its own, opened again when it drops, with one call then for what it may have missed). Resolves to the way
   * to stop listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** LISTEN takes an identifier, not a parameter: channel names are plain lower-case words. */
function channelName(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  return channel
}

/** A PostgreSQL connection that stays subscribed to `channel` until stopped, opened again (every second) when lost. */
async function listenPostgres(url: string, channel: string, onNotify: () => void) {
  let stopped = false
  let client: pg.Client | null = null
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().then(onNotify, retry), 1_000).unref()
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify()
    })
    next.on('error', (error) => {
      console.error(`[db] listener for ${channel} lost its connection: ${error.message}`)
      if (client === next) client = null
      void next.end().catch(() => undefined)
      retry()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${channelName(channel)}`)
    } catch (error) {
      void next.end().catch(() => undefined)
      throw error
    }
    if (stopped) await next.end()
    else client = next
  }
  await connect()
  return async () => {
    stopped = true
    await client?.end().catch(() => undefined)
    client = null
  }
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set PGlite is not used. */
  databaseUrl?: string
  /** PGlite persists under `${dataDir}/pglite`. */
  dataDir?: string
  /** An already open PGlite (tests load a migrated template into memory). */
  pglite?: PGlite
  /** node-postgres pool size. */
  poolSize?: number
}

const MIGRATION_LOCK_ID = 72_616_923 // any constant; shared by every process of this app
/** The first key of the jobs' advisory locks (the second is the job name's hash). */
const JOB_LOCK_CLASS = 72_616_924
const LOCK_WAIT_MS = 60_000
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** PGlite's locks: one process holds its data directory, so a set of names is enough. */
function memoryLocks(): Database['withLock'] {
  const held = new Set<string>()
  return async (name, job, options = {}) => {
    for (const started = Date.now(); held.has(name); await pause(50)) {
      if (!options.wait) return { ran: false }
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`lock ${name}: still held after ${LOCK_WAIT_MS} ms`)
    }
    held.add(name)
    try {
      return { ran: true, value: await job() }
    } finally {
      held.delete(name)
    }
  }
}

/** PostgreSQL's: a session advisory lock on a pool connection kept for the job's length. */
function advisoryLocks(pool: pg.Pool): Database['withLock'] {
  return async (name, job, options = {}) => {
    const client = await pool.connect()
    // A connection that failed a lock statement is closed (which also releases its locks) rather than reused.
    let broken: Error | undefined
    const query = (text: string) =>
      client.query<{ done: boolean }>(text, [JOB_LOCK_CLASS, name]).catch((error: Error) => {
        broken = error
        throw error
      })
    try {
      const take = async () => (await query('select pg_try_advisory_lock($1, hashtext($2)) as done')).rows[0].done
      for (const started = Date.now(); !(await take()); await pause(100)) {
        if (!options.wait) return { ran: false }
        if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`lock ${name}: still held after ${LOCK_WAIT_MS} ms`)
      }
      try {
        return { ran: true, value: await job() }
      } finally {
        await query('select pg_advisory_unlock($1, hashtext($2)) as done').catch(() => undefined)
      }
    } finally {
      client.release(broken)
    }
  }
}

/** Opens PGlite (default) or a node-postgres pool (DATABASE_URL), behind one Drizzle schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10)
  let client = options.pglite
  if (!client) {
    if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or a data directory')
    const dir = join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = await PGlite.create(dir)
  }
  const pglite = client
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pglite.query('select 1')
    },
    withLock: memoryLocks(),
    listen: (channel, onNotify) => pglite.listen(channelName(channel), () => onNotify()),
    close: async () => {
      if (!pglite.closed) await pglite.close()
    },
  }
}

function openPostgres(url: string, max: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Fail fast while the database is away or frozen (503 within 5 s), instead of queueing requests forever: getting
    // a connection (new, or waiting for a busy pool) gives up after 2 s, a statement after 3 s (client-side
    // query_timeout, which also covers a server that stopped answering; statement_timeout stops it on the server).
    connectionTimeoutMillis: 2_000,
    query_timeout: 3_000,
    statement_timeout: 3_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its connection must not crash the process; the pool replaces it on next use.
  pool.on('error', (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`))
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db
  // The LISTEN connections, closed with the pool.
  const listeners = new Set<() => Promise<void>>()
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined)
        await client.end()
      }
    },
    ping: async () => {
      await pool.query('select 1')
    },
    withLock: advisoryLocks(pool),
    listen: async (channel, onNotify) => {
      const stop = await listenPostgres(url, channel, onNotify)
      listeners.add(stop)
      return async () => {
        listeners.delete(stop)
        await stop()
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
])
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  'Query read timeout',
  'canceling statement due to statement timeout',
]

/** True when an error (or one of its causes) means the database cannot be reached right now (answer 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (typeof current === 'object') {
      const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
      if (typeof record.code === 'string' && UNAVAILABLE_CODES.has(record.code)) return true
      if (
        typeof record.message === 'string' &&
        UNAVAILABLE_MESSAGES.some((text) => record.message === text || (record.message as string).includes(text))
      )
        return true
      // AggregateError from a dual-stack connect attempt.
      if (Array.isArray(record.errors) && record.errors.some((inner) => isDatabaseUnavailable(inner))) return true
      current = record.cause
    } else {
      break
    }
  }
  return false
}

/**
 * Runs a write a unique index may refuse (an email taken between check and insert, a second group, a second pending
 * invitation): that refusal is thrown as `refusal()` (the caller's own answer), any other error as it came.
 */
export async function unlessTaken<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal()
    throw error
  }
}

/** Postgres unique violation (e.g. an email taken between check and insert). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return false
}

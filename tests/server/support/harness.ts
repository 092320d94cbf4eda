import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { serve } from '@hono/node-server'
import { and, desc, eq, like } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { createApp, type AppDeps } from '@server/app'
import { loadConfig, type Config } from '@server/config'
import { openDatabase, type Database } from '@server/db/client'
import { customers, outbox, rateLimits, securityEvents, smsOutbox } from '@server/db/schema'
import { DEMO_CUSTOMER } from '@server/seed-data/demo-account'
import {
  API_KEY,
  TEST_CHAT_SECRET,
  TEST_CUSTOMERS,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
  type TestCustomerKey,
} from './fixtures'

/** The four client headers of SPEC §7. */
const CLIENT_HEADERS = {
  Accept: 'application/json',
  'x-api-key': API_KEY,
  'x-company-code': 'Ring-Mobile-Web',
  'x-operator-id': '23',
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '.data-test/unused',
      JWT_SECRET: TEST_JWT_SECRET,
      CHAT_IDENTITY_SECRET: TEST_CHAT_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
    }),
    ...overrides,
  }
}

/** A database of its own for one test file, copied from the run's template. */
export async function openTestDatabase(): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const pgTemplate = inject('pgTemplate')
  if (pgTemplate) {
    const base = process.env.DATABASE_URL!
    const name = `ring_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name} template ${pgTemplate}`)
        break
      } catch (error) {
        // Two files copying the template at the same instant: PostgreSQL refuses the second; try again.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50))
      }
    }
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 })
    return {
      database,
      databaseUrl: url.toString(),
      drop: async () => {
        await database.close()
        const cleanup = new pg.Client({ connectionString: base })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      },
    }
  }
  const dump = readFileSync(inject('pgliteTemplate'))
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) })
  const database = await openDatabase({ pglite })
  return { database, drop: () => database.close() }
}

export interface CallOptions {
  method?: string
  body?: unknown
  /** Sent as-is (malformed JSON, oversized bodies). */
  rawBody?: string
  token?: string
  headers?: Record<string, string>
  /** Leave out the four client headers. */
  bare?: boolean
}

export interface CallResult<T = any> {
  status: number
  body: T
  headers: Headers
  text: string
}

/** A table whose rows belong to one customer each. */
type CustomerTable = PgTable & { customerId: AnyPgColumn }

export interface TestServer {
  url: string
  config: Config
  database: Database
  db: Database['db']
  call<T = any>(path: string, options?: CallOptions): Promise<CallResult<T>>
  /** Signs a seeded customer in with the password and answers the token. */
  signIn(who: TestCustomerKey | 'demo', password?: string): Promise<string>
  /** Newest outbox mail to an address. */
  lastMail(to: string): Promise<{ to: string; subject: string; text: string } | undefined>
  mailCount(to: string): Promise<number>
  /** The outbox mails to an address whose subject matches a SQL LIKE pattern. */
  mailsTo(to: string, subject: string): Promise<(typeof outbox.$inferSelect)[]>
  /** The text messages to a number whose text matches a SQL LIKE pattern. */
  textsTo(phone: string, text: string): Promise<(typeof smsOutbox.$inferSelect)[]>
  customer(who: TestCustomerKey | 'demo'): Promise<typeof customers.$inferSelect>
  /** The rows of a table that belong to a customer (its `customerId` column): what an action left on that account. */
  rowsOf<T extends CustomerTable>(table: T, who: TestCustomerKey | 'demo'): Promise<T['$inferSelect'][]>
  /** The security events of one kind on a customer's account (`passkey-refused`, `second-step-failed`…), newest first. */
  securityEvents(who: TestCustomerKey | 'demo', kind: string): Promise<(typeof securityEvents.$inferSelect)[]>
  /** Forget every rate-limit counter (tests share 127.0.0.1). */
  resetLimits(): Promise<void>
  close(): Promise<void>
}

export function emailOf(who: TestCustomerKey | 'demo') {
  return who === 'demo' ? DEMO_CUSTOMER.email : TEST_CUSTOMERS.find((customer) => customer.key === who)!.email
}

/** Serves createApp over real HTTP on an ephemeral port. */
export const listen = (deps: AppDeps) => serveOnFreePort(createApp(deps).fetch)

/** Serves a fetch handler (an app, or a stand-in for an outside service) over real HTTP on an ephemeral port. */
export async function serveOnFreePort(fetch: Parameters<typeof serve>[0]['fetch']) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      if ('closeAllConnections' in server) server.closeAllConnections()
    })
  return { url, close }
}

export async function request<T = any>(base: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...(options.bare ? {} : CLIENT_HEADERS), ...options.headers }
  let body: string | undefined
  if (options.rawBody !== undefined) body = options.rawBody
  else if (options.body !== undefined) body = JSON.stringify(options.body)
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${base}${path}`, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (the SPA, the outbox page): keep the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers, text }
}

export async function startTestServer(overrides: Partial<Config> = {}, extra: Partial<AppDeps> = {}): Promise<TestServer> {
  const { database, drop } = await openTestDatabase()
  const config = testConfig(overrides)
  const { url, close } = await listen({ config, database, ...extra })
  const db = database.db
  const call = <T = any>(path: string, options?: CallOptions) => request<T>(url, path, options)
  const customer = async (who: TestCustomerKey | 'demo') => {
    const [row] = await db
      .select()
      .from(customers)
      .where(eq(customers.email, emailOf(who)))
    return row
  }

  return {
    url,
    config,
    database,
    db,
    call,
    async signIn(who, password) {
      const result = await call('/app/auth/login', {
        body: { email: emailOf(who), password: password ?? (who === 'demo' ? DEMO_CUSTOMER.password : TEST_PASSWORD) },
      })
      if (result.status !== 200) throw new Error(`sign-in of ${who} failed: ${result.status} ${result.text}`)
      return result.body.token as string
    },
    async lastMail(to) {
      const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)
      return row
    },
    async mailCount(to) {
      return (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to))).length
    },
    mailsTo: (to, subject) =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), like(outbox.subject, subject))),
    textsTo: (phone, text) =>
      db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.to, phone), like(smsOutbox.text, text))),
    customer,
    async rowsOf<T extends CustomerTable>(table: T, who: TestCustomerKey | 'demo') {
      const { id } = await customer(who)
      return (await db
        .select()
        .from(table as CustomerTable)
        .where(eq(table.customerId, id))) as T['$inferSelect'][]
    },
    async securityEvents(who, kind) {
      const { id } = await customer(who)
      return db
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.customerId, id), eq(securityEvents.kind, kind)))
        .orderBy(desc(securityEvents.id))
    },
    async resetLimits() {
      await db.delete(rateLimits)
    },
    async close() {
      await close()
      await drop()
    },
  }
}

/**
 * The test server of a test file, as most files use it: started before the file's tests, closed after them, its
 * rate-limit counters cleared before each test. `const server = serverForFile()` at the top of the file; the object
 * answered forwards to the started server (reading it before `beforeAll` has run is a mistake and throws).
 */
export function serverForFile(overrides: Partial<Config> = {}, extra: Partial<AppDeps> = {}): TestServer {
  let started: TestServer | undefined
  beforeAll(async () => {
    started = await startTestServer(overrides, extra)
  })
  afterAll(() => started?.close())
  beforeEach(() => started?.resetLimits())
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!started) throw new Error('the test server starts in beforeAll')
      const value: unknown = Reflect.get(started, key)
      return typeof value === 'function' ? value.bind(started) : value
    },
  })
}

/** POST /app/users/changepassword: from `currentPassword` to `newPassword`, confirmed as typed twice unless `confirmNewPassword` differs. */
export const changePassword = (
  server: TestServer,
  token: string,
  currentPassword: string,
  newPassword: string,
  confirmNewPassword = newPassword,
) => server.call('/app/users/changepassword', { token, body: { currentPassword, newPassword, confirmNewPassword } })

/** The message a 422 answer gives for one field. */
export const fieldError = (errors: { field: string; message: string }[] | undefined, name: string) =>
  errors?.find((e) => e.field === name)?.message

/** The digits of the code in a mail's text (5 or 6 digits). */
export function codeIn(text: string, digits: 5 | 6) {
  const match = new RegExp(`\\b(\\d{${digits}})\\b`).exec(text)
  if (!match) throw new Error(`no ${digits}-digit code in: ${text}`)
  return match[1]
}

/** Decodes a JWT's claims without verifying (what the SPA does). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

/** One labelled sample's value in a Prometheus text answer (GET /metrics), or undefined. */
export function metricSample(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (match?.[1] === name && wanted.every((pair) => match[2].split(',').includes(pair))) return Number(match[3])
  }
  return undefined
}

import { randomBytes } from 'node:crypto'
import { like, sql } from 'drizzle-orm'
import { luhnCheckDigit } from '@server/carrier/simulator'
import { cards, customers, orders, sandboxCharges } from '@server/db/schema'
import { eq } from 'drizzle-orm'
import { createSandboxProvider } from '@server/payments/sandbox'
import { emailOf, listen, type TestServer } from './harness'
import type { TestCustomerKey } from './fixtures'

/** A Luhn-valid IMEI from its first 14 digits. */
export const imei = (first14: string) => `${first14}${luhnCheckDigit(first14)}`
/** eSIM capable (starts 35). */
export const ESIM_IMEI = imei('35693803564380')
/** Physical SIM only. */
export const PHYSICAL_IMEI = imei('49015420323751')
/** Not compatible with the network (starts 01). */
export const INCOMPATIBLE_IMEI = imei('01234567890123')

export const newOrderKey = () => `order-${randomBytes(12).toString('hex')}`

export const ESIM_ORDER = {
  planId: 'plan-unlimited',
  number: { type: 'new', zipCode: '60601' },
  imei: ESIM_IMEI,
  simType: 'esim',
} as const

export const SHIPPING = {
  addressOne: '742 Evergreen Terrace',
  addressTwo: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
}

/** A saved card written straight into the database (what a setup session would have saved). */
export async function addCard(
  server: TestServer,
  who: TestCustomerKey | 'demo',
  card: {
    last4?: string
    network?: string
    outcome?: 'succeeded' | 'declined' | 'insufficient_funds'
    expiry?: string
    primary?: boolean
    providerRef?: string
  } = {},
) {
  const [owner] = await server.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, emailOf(who)))
  const [row] = await server.db
    .insert(cards)
    .values({
      customerId: owner.id,
      network: card.network ?? 'visa',
      last4: card.last4 ?? '4242',
      expiry: card.expiry ?? '12/34',
      holderName: 'Test Holder',
      primary: card.primary ?? false,
      sandboxOutcome: card.outcome ?? 'succeeded',
      providerRef: card.providerRef ?? null,
    })
    .returning()
  return row
}

/** Posts the hosted page's form like a browser (urlencoded), without following the redirect. */
export async function submitCardForm(server: TestServer, pageUrl: string, fields: Record<string, string>) {
  const path = new URL(pageUrl).pathname
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location'), text: await response.text(), headers: response.headers }
}

export async function getPage(server: TestServer, pageUrl: string) {
  const response = await fetch(`${server.url}${new URL(pageUrl).pathname}`, { redirect: 'manual' })
  return { status: response.status, location: response.headers.get('location'), text: await response.text(), headers: response.headers }
}

export const CARD_FIELDS = (number: string) => ({ name: 'Alice Tester', number, expiry: '12/34', cvv: '123' })

/**
 * Where any of `needles` appears in the database: every table of the public schema is read whole, each row cast to
 * text (all its columns, JSON included), one query per table. Answers `table: needle` for each hit.
 */
export async function findTextInDatabase(server: TestServer, needles: string[]): Promise<string[]> {
  const tables = (await server.db.execute(sql`
    select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
  `)) as unknown as { rows: { table_name: string }[] }
  const hits: string[] = []
  for (const { table_name } of tables.rows) {
    const counts = sql.join(
      needles.map((needle, index) => sql`count(*) filter (where t::text like ${`%${needle}%`})::int as ${sql.identifier(`n${index}`)}`),
      sql`, `,
    )
    const result = (await server.db.execute(sql`select ${counts} from ${sql.identifier(table_name)} as t`)) as unknown as {
      rows: Record<string, number>[]
    }
    needles.forEach((needle, index) => {
      if (result.rows[0][`n${index}`] > 0) hits.push(`${table_name}: ${needle}`)
    })
  }
  return hits
}

/**
 * A second app on the test server's database whose sandbox provider takes 300 ms over `method`, so that requests
 * sent at once overlap (double submits, races for one promo code): its url and close().
 */
export function listenWithSlowSandbox(server: TestServer, method: 'charge' | 'chargeSavedCard') {
  const sandbox = createSandboxProvider({ db: server.db, linkBase: server.config.publicUrl })
  const answer = sandbox[method] as (input: unknown) => Promise<unknown>
  const slow = {
    ...sandbox,
    [method]: async (input: unknown) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      return answer.call(sandbox, input)
    },
  }
  return listen({ config: server.config, database: server.database, payments: slow })
}

/** The sandbox charges of an order (by its order key), every try; none for an order that was never made. */
export async function orderCharges(server: TestServer, orderKey: string) {
  const [order] = await server.db.select().from(orders).where(eq(orders.orderKey, orderKey))
  if (!order) return []
  return server.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `order:${order.id}:%`))
}

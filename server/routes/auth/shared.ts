import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Services } from '../../context'
import { customers } from '../../db/schema'
import type { Customer } from '../../db/types'
import { clientIp } from '../../lib/http'

/** The customer of an email (emails are stored lower-case, as the contract's schema gives them). */
export async function findByEmail(services: Services, email: string): Promise<Customer | undefined> {
  const [row] = await services.db.select().from(customers).where(eq(customers.email, email)).limit(1)
  return row
}

/** The caller's address, as the limits count it (TRUST_PROXY decides whether a proxy's header is believed). */
export const callerIp = (services: Services, c: Context) => clientIp(c, services.config.trustProxy)

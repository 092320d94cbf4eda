import { eq } from 'drizzle-orm'
import type { Services } from '../../context'
import { customers } from '../../db/schema'
import type { Customer } from '../../db/types'

/** The customer of an email (emails are stored lower-case, as the contract's schema gives them). */
export async function findByEmail(services: Services, email: string): Promise<Customer | undefined> {
  const [row] = await services.db.select().from(customers).where(eq(customers.email, email)).limit(1)
  return row
}

import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { customers } from './schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Runs `work` in a transaction that first locks the customer's row until it ends, so that what changes their saved
 * cards (a card saved, deleted or made primary) runs one at a time: two at once cannot leave two primary cards or
 * none.
 */
export function withCustomerLocked<T>(db: Db, customerId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update')
    return work(tx)
  })
}

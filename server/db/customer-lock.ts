import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { customers } from './schema'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Locks the customer's row until the transaction ends, so that what changes their saved cards (a card saved, deleted
 * or made primary) runs one at a time: two at once cannot leave two primary cards or none.
 */
export function lockCustomer(tx: Tx, customerId: string) {
  return tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update')
}

import type { Customer } from '../db/types'

/**
 * Customer rows kept in memory for session checks — only on PGlite, where this process is by construction the
 * database's only client (its data directory cannot be shared), so invalidating on our own writes keeps it exact.
 * On PostgreSQL several processes share the data and every request reads the row (no cache).
 * The TTL is a safety net; every write to `customers` calls `invalidate`.
 */
export interface CustomerCache {
  get(id: string): Customer | undefined
  set(customer: Customer): void
  invalidate(id: string): void
}

export function createCustomerCache(ttlMs = 60_000, maxEntries = 10_000): CustomerCache {
  const entries = new Map<string, { customer: Customer; until: number }>()
  return {
    get(id) {
      const entry = entries.get(id)
      if (!entry) return undefined
      if (entry.until < Date.now()) {
        entries.delete(id)
        return undefined
      }
      return entry.customer
    },
    set(customer) {
      if (entries.size >= maxEntries) entries.clear()
      entries.set(customer.id, { customer, until: Date.now() + ttlMs })
    },
    invalidate(id) {
      entries.delete(id)
    },
  }
}

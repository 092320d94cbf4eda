import { LRUCache } from 'lru-cache'
import type { Customer } from '../db/types'

/**
 * Customer rows kept in memory for session checks — only on PGlite, where this process is by construction the
 * database's only client (its data directory cannot be shared), so invalidating on our own writes keeps it exact.
 * On PostgreSQL several processes share the data and every request reads the row (no cache).
 * The TTL is a safety net; every write to `customers` calls `invalidate`. `lru-cache` bounds the entries (the least
 * recently used one goes first) and expires them.
 */
export interface CustomerCache {
  get(id: string): Customer | undefined
  set(customer: Customer): void
  invalidate(id: string): void
}

export function createCustomerCache(ttlMs = 60_000, maxEntries = 10_000): CustomerCache {
  const entries = new LRUCache<string, Customer>({ max: maxEntries, ttl: ttlMs })
  return {
    get: (id) => entries.get(id),
    set: (customer) => void entries.set(customer.id, customer),
    invalidate: (id) => void entries.delete(id),
  }
}

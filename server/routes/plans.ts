import { asc, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { z } from 'zod'
import { planEndpoints } from '@contract/endpoints/plans'
import type { Services } from '../context'
import { plans } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'

/** How long a process reuses the catalogue it read (it changes with a release, not per request). */
const CATALOGUE_CACHE_MS = 30_000

/** GET /app/plans: the public catalogue, in display order (DESIGN §2). */
export function planRoutes(services: Services) {
  const { app, route } = endpointRoutes(services, '/app/plans')

  async function readCatalogue() {
    const rows = await services.db
      .select({
        id: plans.id,
        retailName: plans.retailName,
        retailDescription: plans.retailDescription,
        retailPrice: plans.retailPrice,
        popular: plans.popular,
      })
      .from(plans)
      .where(eq(plans.active, true))
      .orderBy(asc(plans.sortOrder), asc(plans.id))
    const answer: z.input<typeof planEndpoints.list.answer> = {
      plans: rows.map((row) => ({ ...row, retailPrice: Number(row.retailPrice) })),
    }
    return JSON.stringify(answer)
  }
  // One entry; `fetch` reads it once for concurrent requests and again after the TTL.
  const cache = new LRUCache<'catalogue', string>({ max: 1, ttl: CATALOGUE_CACHE_MS, fetchMethod: readCatalogue })
  services.onPublicDataChange(() => cache.clear())

  route(planEndpoints.list, async (c) => {
    const body = (await cache.fetch('catalogue'))!
    c.header('Cache-Control', 'public, max-age=60')
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) })
  })
  return app
}

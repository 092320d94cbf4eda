import { asc, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import type { z } from 'zod'
import { planEndpoints } from '@contract/endpoints/plans'
import { LANGUAGES, type Language } from '@contract/languages'
import type { Services } from '../context'
import { plans } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { translateLines } from '../lib/i18n'
import { requestLanguage } from '../lib/language'

/** How long a process reuses the catalogue it read (it changes with a release, not per request). */
const CATALOGUE_CACHE_MS = 30_000

/** GET /app/plans: the public catalogue, in display order (DESIGN §2), each feature line in the request's language. */
export function planRoutes(services: Services) {
  const { app, route } = endpointRoutes(services)

  async function readCatalogue(language: Language) {
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
      plans: rows.map((row) => ({
        ...row,
        retailDescription: translateLines(row.retailDescription, language),
        retailPrice: Number(row.retailPrice),
      })),
    }
    return JSON.stringify(answer)
  }
  // One entry per language; `fetch` reads it once for concurrent requests and again after the TTL.
  const cache = new LRUCache<Language, string>({
    max: LANGUAGES.length,
    ttl: CATALOGUE_CACHE_MS,
    fetchMethod: (language) => readCatalogue(language),
  })
  services.onPublicDataChange(() => cache.clear())

  route(planEndpoints.list, async (c) => {
    const body = (await cache.fetch(requestLanguage(c)))!
    c.header('Cache-Control', 'public, max-age=60')
    c.header('Vary', 'Accept-Language')
    return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) })
  })
  return app
}

import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv, Services } from '../context'
import { plans } from '../db/schema'

/** GET /app/plans: the public catalogue, in display order (DESIGN §2). */
export function planRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
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
    return c.json({ plans: rows.map((row) => ({ ...row, retailPrice: Number(row.retailPrice) })) })
  })
  return app
}

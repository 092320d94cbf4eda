import { eq } from 'drizzle-orm'
import { lineEndpoints as endpoints } from '@contract/endpoints/lines'
import type { Services } from '../context'
import { lines } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { lineFor } from '../lib/line-access'
import { answer } from '../lib/http'

export const NICKNAME_SAVED = 'Your nickname has been saved.'

/**
 * POST /app/users/sub-nickname/{id}/update {nickname} (SPEC §7): names a line the customer may name (their own; any of their group's for its owner and managers). Answers
 * `{ data: { message } }`; another customer's line (or none) is a 404 (lineFor).
 */
export function nicknameRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.setNickname, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const line = await lineFor(db, customer.id, c.req.param('id'), 'line.nickname')
    await db.update(lines).set({ nickname: body.nickname }).where(eq(lines.id, line.id))
    return answer(c, endpoints.setNickname.answer, { data: { message: NICKNAME_SAVED } })
  })

  return app
}

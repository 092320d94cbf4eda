import { and, eq } from 'drizzle-orm'
import { lineEndpoints as endpoints } from '@contract/endpoints/lines'
import type { Services } from '../context'
import { lines } from '../db/schema'
import { endpointRoutes } from '../lib/endpoints'
import { notFound } from '../lib/errors'
import { answer } from '../lib/http'

export const NICKNAME_SAVED = 'Your nickname has been saved.'

/**
 * POST /app/users/sub-nickname/{id}/update {nickname} (SPEC §7): names one of the customer's own lines. Answers
 * `{ data: { message } }`; another customer's line (or none) is a 404.
 */
export function nicknameRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.setNickname, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const [line] = await db
      .update(lines)
      .set({ nickname: body.nickname })
      .where(and(eq(lines.id, c.req.param('id')), eq(lines.customerId, customer.id)))
      .returning({ id: lines.id })
    if (!line) throw notFound('No such line')
    return answer(c, endpoints.setNickname.answer, { data: { message: NICKNAME_SAVED } })
  })

  return app
}

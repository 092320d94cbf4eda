import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { nicknameAnswerSchema, nicknameFormSchema } from '@contract/lines'
import type { AppEnv, Services } from '../context'
import { lines } from '../db/schema'
import { requireCustomer } from '../lib/auth'
import { notFound } from '../lib/errors'
import { answer, jsonBody } from '../lib/http'

export const NICKNAME_SAVED = 'Your nickname has been saved.'

/**
 * POST /app/users/sub-nickname/{id}/update {nickname} (SPEC §7): names one of the customer's own lines. Answers
 * `{ data: { message } }`; another customer's line (or none) is a 404.
 */
export function nicknameRoutes(services: Services) {
  const { db } = services
  const app = new Hono<AppEnv>()

  app.post('/sub-nickname/:id/update', requireCustomer(services), ...jsonBody(nicknameFormSchema), async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    const [line] = await db
      .update(lines)
      .set({ nickname: body.nickname })
      .where(and(eq(lines.id, c.req.param('id')), eq(lines.customerId, customer.id)))
      .returning({ id: lines.id })
    if (!line) throw notFound('No such line')
    return answer(c, nicknameAnswerSchema, { data: { message: NICKNAME_SAVED } })
  })

  return app
}

import { eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { emailSchema } from '@contract/rules'
import { portOutRequestSchema, STEP_UP_WINDOW_MINUTES } from '@contract/security'
import type { AppEnv, Services } from '../context'
import { customers, signIns } from '../db/schema'
import { notFound } from '../lib/errors'
import { jsonBody, socketIp } from '../lib/http'
import { portOut } from '../security/transfer-pin'
import { openSecret, totpAt } from '../security/totp'

/**
 * Outside production only (app.ts puts them behind the local-only guard): POST /dev/carrier/port-out {mdn, accountNumber, pin},
 * another carrier asking for one of our numbers. Rules: server/security/transfer-pin.ts portOut.
 */
export function carrierPortOutRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  app.post('/dev/carrier/port-out', ...jsonBody(portOutRequestSchema), async (c) =>
    c.json(await portOut(services, c.req.valid('json'), socketIp(c))),
  )
  return app
}

/**
 * Outside production only: GET /dev/security/totp-code?email= answers the 6-digit code the customer's authenticator
 * app shows now ({ code, of: 'setup' | 'on', secondsLeft }): the set-up's secret while "Turn on two-step sign-in" is
 * open, else the secret of two-step sign-in that is on (404 when neither). The catalogue's two-step steps read it.
 * A code is taken once: a second change within the same 30 seconds waits for `secondsLeft`.
 *
 * POST /dev/security/forget-proofs {email} makes every session of the customer as if it
 * signed in more than 10 minutes ago, so the next sensitive change asks "Confirm it's you" (testers and journeys).
 */
export function securityDevRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  app.get('/dev/security/totp-code', async (c) => {
    const email = emailSchema.safeParse(c.req.query('email'))
    if (!email.success) throw notFound('No such customer')
    const [customer] = await services.db
      .select({ secret: customers.totpSecret, pending: customers.totpPendingSecret })
      .from(customers)
      .where(eq(customers.email, email.data))
    const sealed = customer?.pending ?? customer?.secret
    if (!customer || !sealed) throw notFound('This customer has no two-step sign-in set up')
    const now = Date.now()
    return c.json({
      code: totpAt(openSecret(services.config.jwtSecret, sealed), now),
      of: customer.pending ? 'setup' : 'on',
      secondsLeft: 30 - (Math.floor(now / 1000) % 30),
    })
  })
  app.post('/dev/security/forget-proofs', ...jsonBody(z.object({ email: emailSchema })), async (c) => {
    const { email } = c.req.valid('json')
    const [customer] = await services.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))
    if (!customer) throw notFound('No such customer')
    const aged = await services.db
      .update(signIns)
      .set({ provenAt: sql`now() - make_interval(mins => ${STEP_UP_WINDOW_MINUTES + 1})` })
      .where(eq(signIns.customerId, customer.id))
      .returning({ jti: signIns.jti })
    return c.json({ sessions: aged.length })
  })
  return app
}

import { Hono } from 'hono'
import { portOutRequestSchema } from '@contract/security'
import type { AppEnv, Services } from '../context'
import { jsonBody, socketIp } from '../lib/http'
import { portOut } from '../security/transfer-pin'

/**
 * Outside production only (mounted under /dev by app.ts): POST /dev/carrier/port-out {mdn, accountNumber, pin},
 * another carrier asking for one of our numbers. Rules: server/security/transfer-pin.ts portOut.
 */
export function carrierPortOutRoutes(services: Services) {
  const app = new Hono<AppEnv>()
  app.post('/carrier/port-out', ...jsonBody(portOutRequestSchema), async (c) =>
    c.json(await portOut(services, c.req.valid('json'), socketIp(c))),
  )
  return app
}

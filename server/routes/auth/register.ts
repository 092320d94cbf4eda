import { authEndpoints as endpoints } from '@contract/endpoints/auth'
import type { Services } from '../../context'
import { unlessTaken } from '../../db/client'
import { customers } from '../../db/schema'
import { refuseCommonPassword } from '../../lib/common-passwords'
import { hashPassword } from '../../lib/crypto'
import { conflict } from '../../lib/errors'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { LIMITS } from '../../lib/rate-limit'
import { judgePassword } from '../../security/password-strength'
import { startSession } from '../../security/sign-ins'
import { findByEmail } from './shared'

/** A new account, signed in at once (201); an email that has one already is a 409. */
export function registerRoutes(services: Services) {
  const { db, config } = services
  const { app, route } = endpointRoutes(services)

  route(
    endpoints.register,
    { limit: { perIp: 'register', rule: { ...LIMITS.registerPerIp, max: config.registerLimitPerIp } } },
    async (c) => {
      const body = c.req.valid('json')
      await refuseCommonPassword('regPassword', body.regPassword)
      const taken = () =>
        conflict('An account with this email already exists. Please sign in instead.', [
          { field: 'email', message: 'An account with this email already exists' },
        ])
      if (await findByEmail(services, body.email)) throw taken()
      const [created] = await unlessTaken(
        async () =>
          db
            .insert(customers)
            .values({
              email: body.email,
              firstName: body.firstName,
              lastName: body.lastName,
              countryCode: body.countryCode,
              contactNumber: body.contactNumber,
              passwordHash: await hashPassword(body.regPassword),
              passwordStrength: await judgePassword(body.regPassword, body),
            })
            .returning(),
        taken,
      )
      return answer(c, endpoints.register.answer, await startSession(services, c, created, 'register'), 201)
    },
  )

  return app
}

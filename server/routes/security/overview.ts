import { eq } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import type { Services } from '../../context'
import { signIns } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { enforce } from '../../lib/rate-limit'
import { endAllSessions } from '../../lib/sessions'
import { recordSecurityEvent } from '../../security/events'
import { securityOverview } from '../../security/overview'
import { requestIp, startSession } from '../../security/sign-ins'
import { SECURITY_LIMITS } from './shared'

/** The Security page (checklist, recent sign-ins, refused attempts and changes) and signing out everywhere else. */
export function securityOverviewRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  route(endpoints.overview, async (c) =>
    answer(c, endpoints.overview.answer, await securityOverview(services, c.get('customer'), c.get('claims').jti, requestLanguage(c))),
  )

  /** Ends every other session; this one goes on with a new token, as it was (how it signed in, its proof). */
  route(endpoints.signOutOthers, async (c) => {
    const customer = c.get('customer')
    const claims = c.get('claims')
    await enforce(db, `sign-out-others:${customer.id}`, SECURITY_LIMITS.changes)
    const [current] = await db.select().from(signIns).where(eq(signIns.jti, claims.jti))
    const updated = await endAllSessions(db, customer.id)
    services.customerChanged(customer.id)
    const fresh = await startSession(services, c, updated, current?.method ?? (claims.assisted ? 'assisted' : 'password'), {
      secondStep: (current?.secondStep as 'totp' | 'recovery' | null) ?? null,
      reissue: { provenAt: current?.provenAt ?? new Date(0), jti: claims.jti },
    })
    await recordSecurityEvent(db, {
      customerId: customer.id,
      kind: 'signed-out-elsewhere',
      ip: requestIp(services, c),
      detail: 'Signed out everywhere else',
    })
    return answer(c, endpoints.signOutOthers.answer, { ...fresh, message: 'You are signed out everywhere else.' })
  })

  return app
}

import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, Services } from '../context'
import { customers } from '../db/schema'
import type { Customer } from '../db/types'
import { unauthorized } from './errors'
import { isSessionEnded } from './sessions'
import { verifySession, type SessionClaims } from './tokens'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function bearer(c: Context): string | null | undefined {
  const header = c.req.header('authorization')
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : null
}

/**
 * The signed-in customer of a request: the JWT must verify, not be expired, and carry the customer's current
 * tokens_valid_after (a password change or reset, or signing out everywhere, moves it, ending older sessions), and
 * not have been signed out (POST /app/auth/logout).
 * undefined: no Authorization header; null: a header that does not name a live session.
 */
async function resolveSession(c: Context, services: Services): Promise<{ customer: Customer; claims: SessionClaims } | null | undefined> {
  const token = bearer(c)
  if (token === undefined) return undefined
  if (!token) return null
  const claims = await verifySession(services.jwtKey, token)
  if (!claims || !UUID.test(claims.sub)) return null
  let customer = services.customerCache?.get(claims.sub)
  if (!customer) {
    ;[customer] = await services.db.select().from(customers).where(eq(customers.id, claims.sub)).limit(1)
    if (customer) services.customerCache?.set(customer)
  }
  if (!customer || customer.tokensValidAfter.getTime() !== claims.tva) return null
  if (await isSessionEnded(services.db, claims.jti)) return null
  return { customer, claims }
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.'

/** Requires a live session (401 otherwise) and puts the customer and claims on the context. */
export function requireCustomer(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(c, services)
    if (!session) throw unauthorized(session === undefined ? 'Please sign in to continue' : SESSION_ENDED)
    c.set('customer', session.customer)
    c.set('claims', session.claims)
    await next()
  }
}

/** For calls open to visitors and customers alike: no header is a visitor, a dead token is still a 401. */
export function optionalCustomer(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await resolveSession(c, services)
    if (session === null) throw unauthorized(SESSION_ENDED)
    if (session) {
      c.set('customer', session.customer)
      c.set('claims', session.claims)
    }
    await next()
  }
}

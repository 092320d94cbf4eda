import { and, eq } from 'drizzle-orm'
import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { PASSKEY_MESSAGES } from '@contract/security'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Services } from '../../context'
import { passkeys } from '../../db/schema'
import { endpointRoutes } from '../../lib/endpoints'
import { notFound } from '../../lib/errors'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { enforce } from '../../lib/rate-limit'
import { addPasskey, passkeyNameFrom, registrationOptions } from '../../security/passkeys'
import { refuseAssisted, requireRecentProof } from '../../security/sign-ins'
import { recordChange, SECURITY_LIMITS } from './shared'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The customer's passkeys: adding one (step-up), renaming, removing (step-up). Another customer's passkey is 404. */
export function passkeyRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  const passkeyList = async (customerId: string) => {
    const rows = await db.select().from(passkeys).where(eq(passkeys.customerId, customerId)).orderBy(passkeys.createdAt)
    return {
      passkeys: rows.map((row) => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      })),
    }
  }
  const ownPasskey = async (customerId: string, id: string) => {
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
      : []
    if (!row) throw notFound(PASSKEY_MESSAGES.notFound)
    return row
  }

  route(endpoints.passkeys, async (c) => answer(c, endpoints.passkeys.answer, await passkeyList(c.get('customer').id)))

  route(endpoints.passkeyOptions, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    await enforce(db, `passkey-options:${customer.id}`, SECURITY_LIMITS.passkeys.perCustomer)
    await requireRecentProof(services, c, 'adding a passkey')
    return answer(c, endpoints.passkeyOptions.answer, { ...(await registrationOptions(services, customer)) })
  })

  route(endpoints.addPasskey, async (c) => {
    const customer = c.get('customer')
    const body = c.req.valid('json')
    refuseAssisted(c)
    await enforce(db, `passkey-add:${customer.id}`, SECURITY_LIMITS.passkeys.perCustomer)
    await requireRecentProof(services, c, 'adding a passkey')
    const name = body.name ?? passkeyNameFrom(c.req.header('user-agent') ?? '', requestLanguage(c))
    const added = await addPasskey(services, customer, body.response as unknown as RegistrationResponseJSON, name, c.get('claims').jti)
    const notice = { kind: 'passkeyAdded', name: added.name } as const
    await recordChange(services, c, { kind: 'passkey-added', detail: `Passkey "${added.name}" added`, notice })
    return answer(c, endpoints.addPasskey.answer, await passkeyList(customer.id), 201)
  })

  route(endpoints.renamePasskey, async (c) => {
    const customer = c.get('customer')
    const row = await ownPasskey(customer.id, c.req.param('id'))
    await db
      .update(passkeys)
      .set({ name: c.req.valid('json').name })
      .where(eq(passkeys.id, row.id))
    return answer(c, endpoints.renamePasskey.answer, await passkeyList(customer.id))
  })

  route(endpoints.removePasskey, async (c) => {
    const customer = c.get('customer')
    const row = await ownPasskey(customer.id, c.req.param('id'))
    refuseAssisted(c)
    await requireRecentProof(services, c, `removing the passkey "${row.name}"`)
    await db.delete(passkeys).where(eq(passkeys.id, row.id))
    const notice = { kind: 'passkeyRemoved', name: row.name } as const
    await recordChange(services, c, { kind: 'passkey-removed', detail: `Passkey "${row.name}" removed`, notice })
    return answer(c, endpoints.removePasskey.answer, await passkeyList(customer.id))
  })

  return app
}

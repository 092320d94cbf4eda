import { familyEndpoints as endpoints } from '@contract/endpoints/family'
import { FAMILY_DONE, invitePreviewQuerySchema } from '@contract/family'
import type { Services } from '../../context'
import { familyAnswer } from '../../family/answer'
import { acceptInvite, invite, previewInvite, resendInvite, revokeInvite } from '../../family/invites'
import { endpointRoutes } from '../../lib/endpoints'
import { fieldErrors } from '../../lib/errors'
import { answer } from '../../lib/http'
import { requestLanguage } from '../../lib/language'
import { enforce } from '../../lib/rate-limit'
import { ownersProof } from '../../family/shared'
import { refuseAssisted, requestIp } from '../../security/sign-ins'

/** Invitations per owner (each sends an email): 20 per hour. Token checks per customer: 30 per 15 minutes. */
const INVITE_LIMIT = { max: 20, windowSeconds: 60 * 60 }
const TOKEN_LIMIT = { max: 30, windowSeconds: 15 * 60 }

/** `/app/family/invites`: invite, resend, revoke (the owner), and the invitee's preview and acceptance (server/family/invites.ts). */
export function familyInviteRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)
  const changed = async (customerId: string, message: string) => ({ message, family: await familyAnswer(db, customerId) })

  route(endpoints.invite, async (c) => {
    const customer = c.get('customer')
    await enforce(db, `family-invite:${customer.id}`, INVITE_LIMIT)
    // An invitation puts someone on the owner's card (a new line is bought now): the owner proves it is them first.
    await ownersProof(services, c, 'an invitation to the family group')
    await invite(services, customer, c.req.valid('json'), requestIp(services, c), requestLanguage(c))
    return answer(c, endpoints.invite.answer, await changed(customer.id, FAMILY_DONE.invited))
  })

  route(endpoints.resendInvite, async (c) => {
    const customer = c.get('customer')
    await enforce(db, `family-invite:${customer.id}`, INVITE_LIMIT)
    await resendInvite(services, customer, c.req.param('inviteId'), requestIp(services, c), requestLanguage(c))
    return answer(c, endpoints.resendInvite.answer, await changed(customer.id, FAMILY_DONE.resent))
  })

  route(endpoints.revokeInvite, async (c) => {
    const customer = c.get('customer')
    await revokeInvite(services, customer, c.req.param('inviteId'))
    return answer(c, endpoints.revokeInvite.answer, await changed(customer.id, FAMILY_DONE.revoked))
  })

  route(endpoints.invitePreview, async (c) => {
    const customer = c.get('customer')
    await enforce(db, `family-token:${customer.id}`, TOKEN_LIMIT)
    const query = invitePreviewQuerySchema.safeParse({ token: c.req.query('token') })
    if (!query.success) throw fieldErrors(query.error.issues.map((issue) => ({ field: 'token', message: issue.message })))
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.invitePreview.answer, await previewInvite(services, customer, query.data.token))
  })

  route(endpoints.acceptInvite, async (c) => {
    const customer = c.get('customer')
    // Joining moves the customer's lines and their billing: the customer does it themselves, never a support agent.
    refuseAssisted(c)
    await enforce(db, `family-token:${customer.id}`, TOKEN_LIMIT)
    await acceptInvite(services, customer, c.req.valid('json'), requestIp(services, c))
    return answer(c, endpoints.acceptInvite.answer, await changed(customer.id, FAMILY_DONE.joined))
  })

  return app
}

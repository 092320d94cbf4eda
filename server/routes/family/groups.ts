import { familyEndpoints as endpoints } from '@contract/endpoints/family'
import { FAMILY_DONE } from '@contract/family'
import type { Services } from '../../context'
import { familyAnswer } from '../../family/answer'
import {
  acceptOwnership,
  cancelOwnership,
  closeGroup,
  createGroup,
  leave,
  offerOwnership,
  removeMember,
  setRole,
} from '../../family/members'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { ownersProof } from '../../family/shared'
import { refuseAssisted, requestIp, requireRecentProof } from '../../security/sign-ins'

/**
 * `/app/family`: the caller's group, its making and closing, roles, removal, leaving and the transfer of ownership
 * (server/family/members.ts). Another group's member is 404, a role that may not is 403 (tests/server/family-*.test.ts).
 */
export function familyGroupRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)
  const changed = async (customerId: string, message: string) => ({ message, family: await familyAnswer(db, customerId) })

  route(endpoints.family, async (c) => {
    c.header('Cache-Control', 'no-store')
    return answer(c, endpoints.family.answer, await familyAnswer(db, c.get('customer').id))
  })

  route(endpoints.createGroup, async (c) => {
    const customer = c.get('customer')
    await createGroup(services, customer, c.req.valid('json').name)
    return answer(c, endpoints.createGroup.answer, await changed(customer.id, FAMILY_DONE.groupCreated))
  })

  route(endpoints.closeGroup, async (c) => {
    const customer = c.get('customer')
    await closeGroup(services, customer)
    return answer(c, endpoints.closeGroup.answer, await changed(customer.id, FAMILY_DONE.groupClosed))
  })

  route(endpoints.setRole, async (c) => {
    const customer = c.get('customer')
    // Making someone a manager lets their session buy on the owner's card: the owner proves it is them first.
    if (c.req.valid('json').role === 'manager') {
      await ownersProof(services, c, 'making a family member a manager')
    }
    await setRole(services, customer, c.req.param('memberId'), c.req.valid('json').role, requestIp(services, c))
    return answer(c, endpoints.setRole.answer, await changed(customer.id, FAMILY_DONE.roleChanged))
  })

  route(endpoints.removeMember, async (c) => {
    const customer = c.get('customer')
    await ownersProof(services, c, 'removing a family member')
    await removeMember(services, customer, c.req.param('memberId'), requestIp(services, c))
    return answer(c, endpoints.removeMember.answer, await changed(customer.id, FAMILY_DONE.removed))
  })

  route(endpoints.leave, async (c) => {
    const customer = c.get('customer')
    await leave(services, customer, requestIp(services, c))
    return answer(c, endpoints.leave.answer, await changed(customer.id, FAMILY_DONE.left))
  })

  route(endpoints.transferOwnership, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    await ownersProof(services, c, 'offering the family group to a new owner')
    await offerOwnership(services, customer, c.req.valid('json').memberId, requestIp(services, c))
    return answer(c, endpoints.transferOwnership.answer, await changed(customer.id, FAMILY_DONE.transferOffered))
  })

  route(endpoints.acceptTransfer, async (c) => {
    const customer = c.get('customer')
    refuseAssisted(c)
    // Accepting makes the caller the payer of every line: a stolen session must not sign them up for it.
    await requireRecentProof(services, c, 'accepting the ownership of a family group')
    await acceptOwnership(services, customer, requestIp(services, c))
    return answer(c, endpoints.acceptTransfer.answer, await changed(customer.id, FAMILY_DONE.transferAccepted))
  })

  route(endpoints.cancelTransfer, async (c) => {
    const customer = c.get('customer')
    await cancelOwnership(services, customer)
    return answer(c, endpoints.cancelTransfer.answer, await changed(customer.id, FAMILY_DONE.transferCancelled))
  })

  return app
}

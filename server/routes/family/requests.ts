import { familyEndpoints as endpoints } from '@contract/endpoints/family'
import { FAMILY_DONE } from '@contract/family'
import type { Services } from '../../context'
import { familyAnswer } from '../../family/answer'
import { decide, makeRequest } from '../../family/requests'
import { endpointRoutes } from '../../lib/endpoints'
import { answer } from '../../lib/http'
import { refuseAssisted, requestIp } from '../../security/sign-ins'

/** `/app/family/requests`: a member asks; the owner or a manager approves (charged to the owner's card) or declines. */
export function familyRequestRoutes(services: Services) {
  const { db } = services
  const { app, route } = endpointRoutes(services)

  // Requests per member: 20 per hour.
  route(endpoints.request, { limit: { perCustomer: 'family-request', rule: { max: 20, windowSeconds: 60 * 60 } } }, async (c) => {
    const customer = c.get('customer')
    await makeRequest(services, customer, c.req.valid('json'))
    return answer(c, endpoints.request.answer, { message: FAMILY_DONE.requested, family: await familyAnswer(db, customer.id) })
  })

  route(endpoints.decide, async (c) => {
    const customer = c.get('customer')
    const { approve } = c.req.valid('json')
    // An approval charges the owner's card: the owner or a manager does it themselves, never a support agent.
    if (approve) refuseAssisted(c)
    const charged = await decide(services, customer, c.req.param('requestId'), approve, requestIp(services, c))
    return answer(c, endpoints.decide.answer, {
      message: approve ? (charged ?? FAMILY_DONE.approved) : FAMILY_DONE.declined,
      family: await familyAnswer(db, customer.id),
    })
  })

  return app
}

import { planEndpoints as endpoints } from '@contract/endpoints/plans'
import type { CallOptions } from './client'
import { api } from './index'

/** GET /app/plans (DESIGN §2): the public catalogue, in display order. Sent without the token: it is public. */
export function getPlans(options: CallOptions = {}) {
  return api.call(endpoints.list, options)
}

import { planEndpoints as endpoints } from '@contract/endpoints/plans'
import { api } from './index'

/** GET /app/plans (DESIGN §2): the public catalogue, in display order. Sent without the token: it is public. */
export function getPlans(signal?: AbortSignal) {
  return api.call(endpoints.list, { signal })
}

import type { SpaSettings } from '@contract/settings'
import { planEndpoints as endpoints } from '@contract/endpoints/plans'
import type { CallOptions } from './client'
import { apiFor } from './index'

/** GET /app/plans (DESIGN §2): the public catalogue, in display order. Sent without the token: it is public. */
export function getPlans({ settings, ...options }: CallOptions & { settings: SpaSettings }) {
  return apiFor(settings).call(endpoints.list, options)
}

import { api } from './index'
import { plansAnswerSchema } from '@contract/plans'

/** GET /app/plans (DESIGN §2): the public catalogue, in display order. Sent without the token: it is public. */
export function getPlans(signal?: AbortSignal) {
  return api.request('/app/plans', { schema: plansAnswerSchema, auth: false, signal })
}

import { endpointTable, tokenless } from '../endpoint'
import { plansAnswerSchema } from '../plans'

export const planEndpoints = endpointTable({
  /** The public catalogue, in display order (DESIGN §2); shared caches may keep it for a minute. */
  list: tokenless.get('/app/plans', { answer: plansAnswerSchema }),
})

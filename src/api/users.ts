import { api } from './index'
import { userInfoSchema } from './schemas/user'

/** GET /app/users/view (SPEC §7). */
export function getProfile(signal?: AbortSignal) {
  return api.request('/app/users/view', { schema: userInfoSchema, signal })
}

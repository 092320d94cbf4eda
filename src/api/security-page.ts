import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { api } from './index'

/** GET /app/security: the Security page. */
export function getSecurityOverview(signal?: AbortSignal) {
  return api.call(endpoints.overview, { signal })
}

/** POST /app/security/sign-out-others: answers this session's new token. */
export function signOutOthers(signal?: AbortSignal) {
  return api.call(endpoints.signOutOthers, { signal })
}

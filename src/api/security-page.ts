import { securityEndpoints as endpoints } from '@contract/endpoints/security'
import { api } from './index'

/** GET /app/security: the Security page. */
export const getSecurityOverview = api.plainCaller(endpoints.overview)

/** POST /app/security/sign-out-others: answers this session's new token. */
export const signOutOthers = api.plainCaller(endpoints.signOutOthers)

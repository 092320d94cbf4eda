import { familyEndpoints as endpoints } from '@contract/endpoints/family'
import { api } from './index'

/** GET /app/family: the caller's group as their role may see it, or `group: null`. */
export const getFamily = api.plainCaller(endpoints.family)

/** POST /app/family {name}: the caller's account becomes a group, with them as its owner and payer. */
export const createGroup = api.caller(endpoints.createGroup)

/** DELETE /app/family: closes a group nobody else is in. */
export const closeGroup = api.plainCaller(endpoints.closeGroup)

/** POST /app/family/invites: a new line (bought now on the owner's card) or the invitee's existing line. */
export const sendInvite = api.caller(endpoints.invite)

/** POST /app/family/invites/{inviteId}/resend */
export const resendInvite = api.pathCaller(endpoints.resendInvite)

/** DELETE /app/family/invites/{inviteId} */
export const revokeInvite = api.pathCaller(endpoints.revokeInvite)

/** GET /app/family/invites/preview?token=: what accepting means, before the invitee accepts. */
export function getInvitePreview({ token }: { token: string }, signal?: AbortSignal) {
  return api.call(endpoints.invitePreview, { query: { token }, signal })
}

/** POST /app/family/invites/accept {token, lineId?} */
export const acceptInvite = api.caller(endpoints.acceptInvite)

/** PUT /app/family/members/{memberId}/role {role} */
export function setMemberRole({ memberId, role }: { memberId: string; role: 'manager' | 'member' }, signal?: AbortSignal) {
  return api.call(endpoints.setRole, { params: { memberId }, body: { role }, signal })
}

/** DELETE /app/family/members/{memberId}: the member leaves with their line, in grace. */
export const removeMember = api.pathCaller(endpoints.removeMember)

/** POST /app/family/leave */
export const leaveGroup = api.plainCaller(endpoints.leave)

/** POST /app/family/transfer {memberId} */
export const offerTransfer = api.caller(endpoints.transferOwnership)

/** POST /app/family/transfer/accept */
export const acceptTransfer = api.plainCaller(endpoints.acceptTransfer)

/** DELETE /app/family/transfer */
export const cancelTransfer = api.plainCaller(endpoints.cancelTransfer)

/** POST /app/family/requests: a member asks for an add-on or a plan change on their own line. */
export const sendRequest = api.caller(endpoints.request)

/** POST /app/family/requests/{requestId}/decision {approve} */
export function decideRequest({ requestId, approve }: { requestId: string; approve: boolean }, signal?: AbortSignal) {
  return api.call(endpoints.decide, { params: { requestId }, body: { approve }, signal })
}

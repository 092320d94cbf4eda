import { familyEndpoints as endpoints } from '@contract/endpoints/family'
import type { AcceptInvitePayload, InvitePayload, RequestPayload } from '@contract/family'
import { api } from './index'

/** GET /app/family: the caller's group as their role may see it, or `group: null`. */
export function getFamily(signal?: AbortSignal) {
  return api.call(endpoints.family, { signal })
}

/** POST /app/family {name}: the caller's account becomes a group, with them as its owner and payer. */
export function createGroup(body: { name: string }, signal?: AbortSignal) {
  return api.call(endpoints.createGroup, { body, signal })
}

/** DELETE /app/family: closes a group nobody else is in. */
export function closeGroup(signal?: AbortSignal) {
  return api.call(endpoints.closeGroup, { signal })
}

/** POST /app/family/invites: a new line (bought now on the owner's card) or the invitee's existing line. */
export function sendInvite(body: InvitePayload, signal?: AbortSignal) {
  return api.call(endpoints.invite, { body, signal })
}

/** POST /app/family/invites/{inviteId}/resend */
export function resendInvite({ inviteId }: { inviteId: string }, signal?: AbortSignal) {
  return api.call(endpoints.resendInvite, { params: { inviteId }, signal })
}

/** DELETE /app/family/invites/{inviteId} */
export function revokeInvite({ inviteId }: { inviteId: string }, signal?: AbortSignal) {
  return api.call(endpoints.revokeInvite, { params: { inviteId }, signal })
}

/** GET /app/family/invites/preview?token=: what accepting means, before the invitee accepts. */
export function getInvitePreview({ token }: { token: string }, signal?: AbortSignal) {
  return api.call(endpoints.invitePreview, { query: { token }, signal })
}

/** POST /app/family/invites/accept {token, lineId?} */
export function acceptInvite(body: AcceptInvitePayload, signal?: AbortSignal) {
  return api.call(endpoints.acceptInvite, { body, signal })
}

/** PUT /app/family/members/{memberId}/role {role} */
export function setMemberRole({ memberId, role }: { memberId: string; role: 'manager' | 'member' }, signal?: AbortSignal) {
  return api.call(endpoints.setRole, { params: { memberId }, body: { role }, signal })
}

/** DELETE /app/family/members/{memberId}: the member leaves with their line, in grace. */
export function removeMember({ memberId }: { memberId: string }, signal?: AbortSignal) {
  return api.call(endpoints.removeMember, { params: { memberId }, signal })
}

/** POST /app/family/leave */
export function leaveGroup(signal?: AbortSignal) {
  return api.call(endpoints.leave, { signal })
}

/** POST /app/family/transfer {memberId} */
export function offerTransfer(body: { memberId: string }, signal?: AbortSignal) {
  return api.call(endpoints.transferOwnership, { body, signal })
}

/** POST /app/family/transfer/accept */
export function acceptTransfer(signal?: AbortSignal) {
  return api.call(endpoints.acceptTransfer, { signal })
}

/** DELETE /app/family/transfer */
export function cancelTransfer(signal?: AbortSignal) {
  return api.call(endpoints.cancelTransfer, { signal })
}

/** POST /app/family/requests: a member asks for an add-on or a plan change on their own line. */
export function sendRequest(body: RequestPayload, signal?: AbortSignal) {
  return api.call(endpoints.request, { body, signal })
}

/** POST /app/family/requests/{requestId}/decision {approve} */
export function decideRequest({ requestId, approve }: { requestId: string; approve: boolean }, signal?: AbortSignal) {
  return api.call(endpoints.decide, { params: { requestId }, body: { approve }, signal })
}

import { endpointTable } from '../endpoint'
import {
  acceptInvitePayloadSchema,
  createGroupPayloadSchema,
  decisionPayloadSchema,
  familyAnswerSchema,
  familyChangeAnswerSchema,
  invitePayloadSchema,
  invitePreviewQuerySchema,
  invitePreviewSchema,
  requestPayloadSchema,
  rolePayloadSchema,
  transferPayloadSchema,
} from '../family'

/**
 * Family and group accounts (docs/decisions/0034-family-accounts.md). Every call checks the caller's role in their
 * group (contract/family.ts FAMILY_RULES): another group's member, invite or request is a 404, a role that may not
 * is a 403 (tests/server/family-roles.test.ts).
 */
export const familyEndpoints = endpointTable({
  /** The caller's group as their role may see it, or `group: null`. */
  family: { method: 'GET', path: '/app/family', token: 'required', answer: familyAnswerSchema },
  /** Makes the caller's account a group; they are its owner and payer. */
  createGroup: { method: 'POST', path: '/app/family', token: 'required', body: createGroupPayloadSchema, answer: familyChangeAnswerSchema },
  /** Closes a group with no members left (the owner alone). */
  closeGroup: { method: 'DELETE', path: '/app/family', token: 'required', answer: familyChangeAnswerSchema },
  invite: { method: 'POST', path: '/app/family/invites', token: 'required', body: invitePayloadSchema, answer: familyChangeAnswerSchema },
  resendInvite: { method: 'POST', path: '/app/family/invites/:inviteId/resend', token: 'required', answer: familyChangeAnswerSchema },
  revokeInvite: { method: 'DELETE', path: '/app/family/invites/:inviteId', token: 'required', answer: familyChangeAnswerSchema },
  /** What accepting means, before the invitee accepts (signed in with the invited address). */
  invitePreview: {
    method: 'GET',
    path: '/app/family/invites/preview',
    token: 'required',
    query: invitePreviewQuerySchema,
    answer: invitePreviewSchema,
  },
  acceptInvite: {
    method: 'POST',
    path: '/app/family/invites/accept',
    token: 'required',
    body: acceptInvitePayloadSchema,
    answer: familyChangeAnswerSchema,
  },
  setRole: {
    method: 'PUT',
    path: '/app/family/members/:memberId/role',
    token: 'required',
    body: rolePayloadSchema,
    answer: familyChangeAnswerSchema,
  },
  /** The owner removes a member: their line leaves with them, in grace. */
  removeMember: { method: 'DELETE', path: '/app/family/members/:memberId', token: 'required', answer: familyChangeAnswerSchema },
  /** A member or manager leaves with their line, in grace; the owner cannot while members remain. */
  leave: { method: 'POST', path: '/app/family/leave', token: 'required', answer: familyChangeAnswerSchema },
  /** The owner offers ownership to a member; it moves when they accept. */
  transferOwnership: {
    method: 'POST',
    path: '/app/family/transfer',
    token: 'required',
    body: transferPayloadSchema,
    answer: familyChangeAnswerSchema,
  },
  acceptTransfer: { method: 'POST', path: '/app/family/transfer/accept', token: 'required', answer: familyChangeAnswerSchema },
  cancelTransfer: { method: 'DELETE', path: '/app/family/transfer', token: 'required', answer: familyChangeAnswerSchema },
  /** A member asks for an add-on or a plan change on their own line. */
  request: {
    method: 'POST',
    path: '/app/family/requests',
    token: 'required',
    body: requestPayloadSchema,
    answer: familyChangeAnswerSchema,
  },
  /** The owner or a manager approves (charged to the owner's card) or declines; never the requester. */
  decide: {
    method: 'POST',
    path: '/app/family/requests/:requestId/decision',
    token: 'required',
    body: decisionPayloadSchema,
    answer: familyChangeAnswerSchema,
  },
})

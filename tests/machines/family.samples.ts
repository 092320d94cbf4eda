/** Sample events of the Family machines (path tests and scenarios). */
import { familyPageMachine, type FamilyGroup } from '@machines/family-page.machine'
import { familyInviteMachine } from '@machines/family-invite.machine'
import { familyRequestMachine } from '@machines/family-request.machine'
import { familyJoinMachine } from '@machines/family-join.machine'
import { FAMILY_MESSAGES, invitePayloadSchema, type FamilyChangeAnswer, type InvitePreview } from '@contract/family'
import { SECURITY_MESSAGES, STEP_UP_REQUIRED } from '@contract/security'
import type { MachineSamples } from '../support/machine-graph'
import { after, bare, change, done, failed, fieldRefused, NETWORK, valid } from './sample-events'

/** The customer of every sample: Dana, the owner of her group, or a member of Alex's. */
const DANA_EMAIL = 'dana@example.com'

type Member = FamilyGroup['members'][number]

const line = (lineId: string, mdn: string) => ({ lineId, mdn, planName: 'Unlimited', nickname: null })
/** A member of the group with their lines. */
const member = (memberId: string, name: string, email: string, role: Member['role'], joinedAt: string, ...lines: Member['lines']) => ({
  memberId,
  name,
  email,
  role,
  joinedAt,
  lines,
})
const DANA_OWNER = member('mem-dana', 'Dana Reyes', DANA_EMAIL, 'owner', '2026-01-01T00:00:00.000Z', line('line-1', '3125550101'))
const SAM = member('mem-sam', 'Sam', 'sam@example.com', 'member', '2026-02-01T00:00:00.000Z', line('line-2', '3125550102'))
const INVITE = {
  inviteId: 'inv-1',
  email: 'kim@example.com',
  name: 'Kim',
  kind: 'newLine' as const,
  role: 'member' as const,
  status: 'pending' as const,
  expiresAt: '2026-03-04T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
}
const REQUEST = {
  requestId: 'req-1',
  kind: 'addOn' as const,
  lineId: 'line-2',
  requesterName: 'Sam',
  item: '3 GB data',
  total: 10.83,
  status: 'pending' as const,
  expiresAt: '2026-03-02T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
}
const base = { groupId: 'grp-1', name: 'The Reyes family', renewsOn: '2026-03-15', youMemberId: 'mem-dana' }

/** Dana owns a group with Sam in it, Kim invited and Sam's request for 3 GB waiting. */
export const OWNER_GROUP: FamilyGroup = {
  ...base,
  role: 'owner',
  lineCount: 2,
  members: [DANA_OWNER, SAM],
  invites: [INVITE],
  requests: [REQUEST],
  pendingTransfer: null,
}
/** The same, with ownership offered to Sam. */
const OWNER_OFFERED: FamilyGroup = { ...OWNER_GROUP, pendingTransfer: { toMemberId: 'mem-sam', toName: 'Sam' } }
/** Dana's group with nobody else in it. */
const OWNER_ALONE: FamilyGroup = {
  ...base,
  role: 'owner',
  lineCount: 1,
  members: [DANA_OWNER],
  invites: [],
  requests: [],
  pendingTransfer: null,
}
/** Dana is a member of Alex's group, asked for 3 GB, and is offered ownership. */
export const MEMBER_GROUP: FamilyGroup = {
  ...base,
  groupId: 'grp-2',
  name: 'Alex and co',
  role: 'member',
  lineCount: 2,
  members: [
    { ...DANA_OWNER, memberId: 'mem-alex', name: 'Alex', email: 'alex@example.com', lines: [line('line-9', '3125550109')] },
    { ...DANA_OWNER, role: 'member' },
  ],
  invites: [],
  requests: [{ ...REQUEST, lineId: 'line-1', requesterName: 'Dana Reyes' }],
  pendingTransfer: { toMemberId: 'mem-dana', toName: 'Dana Reyes' },
}

export const changed = (message: string, group: FamilyGroup | null): FamilyChangeAnswer => ({ message, family: { group } })

export const familyPageSamples = {
  machine: familyPageMachine,
  /**
   * Dana: the answer's `youMemberId` names her row; her own session keeps the scenarios' ids. A support agent's
   * session (decision 0031) is offered neither transfer nor acceptance of the ownership nor an approval, nor what
   * asks "Confirm it's you" (an invitation, making a manager, removing a member).
   */
  inputs: { dana: undefined, 'the support agent (an assisted session)': { assisted: true } },
  events: {
    ...bare(
      'family.retry',
      'group.start',
      'groupName.submit',
      'invite.open',
      'group.leave',
      'group.close',
      'transfer.open',
      'transfer.submit',
    ),
    ...bare('transfer.accept', 'transfer.cancel', 'confirm', 'close'),
    'groupName.change': [
      { type: 'groupName.change', value: 'The Reyes family' },
      { type: 'groupName.change', value: '<b>x</b>' },
    ],
    'invite.resend': [{ type: 'invite.resend', inviteId: 'inv-1' }],
    'invite.revoke': [{ type: 'invite.revoke', inviteId: 'inv-1' }],
    'role.set': [
      { type: 'role.set', memberId: 'mem-sam', role: 'manager' },
      { type: 'role.set', memberId: 'mem-sam', role: 'member' },
    ],
    'member.remove': [{ type: 'member.remove', memberId: 'mem-sam' }],
    'request.open': [{ type: 'request.open', lineId: 'line-1' }],
    // An assisted session may still decline: only there is Decline tried, so Dana's own paths stay as they were.
    'request.decide': (s) => [
      { type: 'request.decide', requestId: 'req-1', approve: true },
      ...(s.context.assisted ? [{ type: 'request.decide' as const, requestId: 'req-1', approve: false }] : []),
    ],
    'newOwner.choose': [{ type: 'newOwner.choose', memberId: 'mem-sam' }],
    'xstate.done.actor.loadFamily': [
      done('loadFamily', { group: null }),
      done('loadFamily', { group: OWNER_GROUP }),
      done('loadFamily', { group: MEMBER_GROUP }),
      done('loadFamily', { group: OWNER_ALONE }),
    ],
    'xstate.error.actor.loadFamily': [failed('loadFamily', { status: 0, message: NETWORK })],
    'xstate.done.actor.createGroup': [done('createGroup', changed('Your group is ready. Invite someone to it.', OWNER_ALONE))],
    'xstate.error.actor.createGroup': [fieldRefused('createGroup', 'name', FAMILY_MESSAGES.groupName)],
    'xstate.done.actor.familyInvite': [done('familyInvite', changed('Kim is invited.', OWNER_GROUP)), done('familyInvite', null)],
    'xstate.done.actor.familyRequest': [done('familyRequest', changed('Your request is sent.', MEMBER_GROUP)), done('familyRequest', null)],
    'xstate.done.actor.resendInvite': [done('resendInvite', changed('The invitation is sent again.', OWNER_GROUP))],
    'xstate.error.actor.resendInvite': [failed('resendInvite', { status: 404, message: 'No such invitation' })],
    'xstate.done.actor.revokeInvite': [done('revokeInvite', changed('The invitation is withdrawn.', { ...OWNER_GROUP, invites: [] }))],
    'xstate.error.actor.revokeInvite': [failed('revokeInvite', { status: 0, message: NETWORK })],
    'xstate.done.actor.setRole': [done('setRole', changed('Sam is a manager now.', OWNER_GROUP))],
    'xstate.error.actor.setRole': [
      failed('setRole', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
      failed('setRole', { status: 403, message: FAMILY_MESSAGES.notManagerTarget }),
    ],
    'xstate.done.actor.removeMember': [done('removeMember', changed('Sam has left the group with their line.', OWNER_ALONE))],
    'xstate.error.actor.removeMember': [
      failed('removeMember', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
      failed('removeMember', { status: 0, message: NETWORK }),
    ],
    'xstate.done.actor.leaveGroup': [done('leaveGroup', changed('You have left the group. Your line is yours now.', null))],
    'xstate.error.actor.leaveGroup': [failed('leaveGroup', { status: 0, message: NETWORK })],
    'xstate.done.actor.closeGroup': [done('closeGroup', changed('Your group is closed.', null))],
    'xstate.error.actor.closeGroup': [failed('closeGroup', { status: 409, message: FAMILY_MESSAGES.ownerCannotLeave })],
    'xstate.done.actor.decideRequest': [
      done('decideRequest', changed('Approved: 3 GB data is on Sam’s line.', { ...OWNER_GROUP, requests: [] })),
    ],
    'xstate.error.actor.decideRequest': [failed('decideRequest', { status: 409, message: FAMILY_MESSAGES.requestExpired })],
    'xstate.done.actor.stepUp': [done('stepUp', { proven: true }), done('stepUp', { proven: false })],
    'xstate.done.actor.offerTransfer': [done('offerTransfer', changed('Ownership is offered to Sam.', OWNER_OFFERED))],
    'xstate.error.actor.offerTransfer': [
      failed('offerTransfer', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
      failed('offerTransfer', { status: 404, message: 'No such member' }),
    ],
    'xstate.done.actor.acceptTransfer': [
      done('acceptTransfer', changed('You are the group owner now.', { ...MEMBER_GROUP, role: 'owner', pendingTransfer: null })),
    ],
    'xstate.error.actor.acceptTransfer': [
      failed('acceptTransfer', { status: 403, message: SECURITY_MESSAGES.stepUpRequired, code: STEP_UP_REQUIRED }),
      failed('acceptTransfer', { status: 0, message: NETWORK }),
    ],
    'xstate.done.actor.cancelTransfer': [done('cancelTransfer', changed('The offer is withdrawn.', OWNER_GROUP))],
    'xstate.error.actor.cancelTransfer': [failed('cancelTransfer', { status: 0, message: NETWORK })],
    'xstate.after.requestExpiry.familyPage.ready.idle': [after('requestExpiry', 'familyPage.ready.idle')],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.group?.role ?? null,
      s.context.group?.members.length ?? null,
      s.context.group?.pendingTransfer !== null && s.context.group !== null,
      s.context.group?.invites.length ?? 0,
      s.context.group?.requests.length ?? 0,
      s.context.groupName.length > 0,
      s.context.newOwnerId,
      s.context.role,
    ]),
} satisfies MachineSamples<typeof familyPageMachine>

export const PLANS = [
  { id: 'plan-basic', retailName: 'Basic', retailDescription: '5 GB', retailPrice: 15, popular: false },
  { id: 'plan-unlimited', retailName: 'Unlimited', retailDescription: 'Unlimited data', retailPrice: 30, popular: true },
]
const COMPLETE = { email: 'kim@example.com', name: 'Kim' }

export const familyInviteSamples = {
  machine: familyInviteMachine,
  events: {
    ...bare('form.submit', 'close', 'plans.retry'),
    'field.change': [change('kind', 'moveLine'), change('email', COMPLETE.email), change('name', COMPLETE.name), change('role', 'manager')],
    'xstate.done.actor.loadPlans': [done('loadPlans', PLANS)],
    'xstate.error.actor.loadPlans': [failed('loadPlans', { status: 0, message: NETWORK })],
    'xstate.done.actor.sendInvite': [done('sendInvite', changed('Kim is invited.', OWNER_GROUP))],
    'xstate.error.actor.sendInvite': [
      failed('sendInvite', {
        status: 409,
        message: FAMILY_MESSAGES.pendingInvite,
        errors: [{ field: 'email', message: FAMILY_MESSAGES.pendingInvite }],
      }),
      failed('sendInvite', { status: 409, message: FAMILY_MESSAGES.groupFull }),
    ],
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.values.kind,
      s.context.values.role,
      Object.entries(COMPLETE).filter(([k, v]) => (s.context.values as Record<string, unknown>)[k] === v).length,
      valid(invitePayloadSchema)(s.context.values),
      s.context.formError !== null,
    ]),
} satisfies MachineSamples<typeof familyInviteMachine>

const OPTIONS = {
  addOns: [{ addOnId: 'data-3gb', name: '3 GB data', total: 10.83 }],
  plans: [
    { planId: 'plan-unlimited', name: 'Unlimited', price: 30, current: true },
    { planId: 'plan-basic', name: 'Basic', price: 15, current: false },
  ],
}

export const familyRequestSamples = {
  machine: familyRequestMachine,
  inputs: { line1: { lineId: 'line-1', planName: 'Unlimited' } },
  events: {
    ...bare('request.submit', 'options.retry', 'close'),
    'kind.choose': [
      { type: 'kind.choose', kind: 'planChange' },
      { type: 'kind.choose', kind: 'addOn' },
    ],
    'item.choose': (s) => [{ type: 'item.choose', itemId: s.context.kind === 'addOn' ? 'data-3gb' : 'plan-basic' }],
    'xstate.done.actor.loadOptions': [done('loadOptions', OPTIONS)],
    'xstate.error.actor.loadOptions': [failed('loadOptions', { status: 0, message: NETWORK })],
    'xstate.done.actor.sendRequest': [done('sendRequest', changed('Your request is sent to Alex.', MEMBER_GROUP))],
    'xstate.error.actor.sendRequest': [failed('sendRequest', { status: 409, message: 'A request for this line is already waiting.' })],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.kind, s.context.itemId, s.context.error !== null]),
} satisfies MachineSamples<typeof familyRequestMachine>

export const TOKEN = 'A'.repeat(43)
export const NEW_LINE_PREVIEW: InvitePreview = {
  groupName: 'The Reyes family',
  ownerName: 'Dana Reyes',
  kind: 'newLine',
  role: 'member',
  renewsOn: '2026-03-15',
  lines: [],
  proratedTotal: 14.52,
  proratedDays: 14,
}
export const MOVE_LINE_PREVIEW: InvitePreview = {
  ...NEW_LINE_PREVIEW,
  kind: 'moveLine',
  lines: [
    { lineId: 'line-7', mdn: '3125550107', planName: 'Basic', proratedTotal: 3.1 },
    { lineId: 'line-8', mdn: '3125550108', planName: 'Unlimited', proratedTotal: 6.2 },
  ],
  // Every line joins: the one charge is their sum.
  proratedTotal: 9.3,
}
/** An invitation to bring a line, for an invitee who has none. */
export const NO_LINE_PREVIEW: InvitePreview = { ...MOVE_LINE_PREVIEW, lines: [], proratedTotal: 0 }

export const familyJoinSamples = {
  machine: familyJoinMachine,
  // A support agent's session (decision 0031) sees the invitation but cannot accept it.
  inputs: {
    link: { token: TOKEN },
    damaged: { token: 'abc' },
    'the support agent (an assisted session)': { token: TOKEN, assisted: true },
  },
  events: {
    ...bare('invite.accept', 'preview.retry'),
    'xstate.done.actor.loadPreview': [
      done('loadPreview', NEW_LINE_PREVIEW),
      done('loadPreview', MOVE_LINE_PREVIEW),
      done('loadPreview', NO_LINE_PREVIEW),
    ],
    'xstate.error.actor.loadPreview': [
      failed('loadPreview', { status: 410, message: FAMILY_MESSAGES.inviteExpired }),
      failed('loadPreview', { status: 0, message: NETWORK }),
    ],
    'xstate.done.actor.acceptInvite': [done('acceptInvite', changed('Welcome to The Reyes family.', MEMBER_GROUP))],
    'xstate.error.actor.acceptInvite': [
      failed('acceptInvite', { status: 402, message: FAMILY_MESSAGES.cardDeclined }),
      failed('acceptInvite', { status: 409, message: FAMILY_MESSAGES.inviteUsed }),
      failed('acceptInvite', { status: 0, message: NETWORK }),
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.context.preview?.kind ?? null, s.context.lineId, s.context.error]),
} satisfies MachineSamples<typeof familyJoinMachine>
